// The market strip in real Chromium against a loopback fake of DexScreener's API, for what only a
// browser shows (the figures' logic is tests/unit/marketFigures and marketSource's, the strip's DOM
// tests/components/marketStrip's; axe-core on the strip, phoneLayout.test.ts's).
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect } from 'vitest';
import { content } from '../../src/config/content.ts';
import { marketConfig } from '../../src/config/market.ts';
import { pair, TOKEN } from '../../scripts/harness/marketPairs.ts';
import { gate, test, type Visit, type VisitSite } from './browser.ts';
import {
  hang,
  sendJson,
  startMarketFake,
  type MarketFake,
} from '../../scripts/harness/marketFake.ts';
import { TEST_MARKET_PORT } from './env.ts';

const NOT_AVAILABLE = `—${content.market.unavailable}`;

let market: MarketFake;

beforeAll(async () => {
  market = await startMarketFake(TEST_MARKET_PORT);
});
afterAll(async () => {
  await market?.close();
});
afterEach(() => {
  market.requests.length = 0;
});

/** The built page past its intro, the market API left to the loopback fake, its log lines kept. */
async function visitWithMarket(visit: VisitSite, more: Visit = {}) {
  const logs: string[] = [];
  const opened = await visit({
    ...more,
    market: 'fake',
    until: 'past intro',
    before: async ({ page }) =>
      page.on('console', (m) => {
        if (m.text().startsWith('market:')) logs.push(m.text());
      }),
  });
  return { ...opened, logs };
}

/** The value of each figure, as the page shows them. */
const values = (page: Page) =>
  page.getByTestId('market-strip').locator('.market__item dd').allTextContents();

describe('market strip', () => {
  test('the figures arrive through the CSP without moving anything', async ({ visit }) => {
    const answer = gate();
    market.reply((_path, res) => void answer.passed.then(() => sendJson(res, 200, [pair('deep')])));
    const { page, errors, logs } = await visitWithMarket(visit);
    await expect.poll(() => market.requests).toEqual([`/tokens/v1/solana/${TOKEN}`]);
    expect(await values(page)).toEqual(Array(5).fill(NOT_AVAILABLE));
    // The strip's box and where the news section starts (its height follows the news' own load).
    const layout = () =>
      page.evaluate(() => ({
        strip: document
          .querySelector('[data-testid="market-strip"]')!
          .getBoundingClientRect()
          .toJSON() as DOMRect,
        newsTop: document.getElementById('news')!.getBoundingClientRect().top + window.scrollY,
      }));
    const before = await layout();
    answer.open();
    await expect.poll(async () => (await values(page))[0]).toBe('$0.00001234');
    expect(await layout()).toEqual(before);
    expect(errors).toEqual([]);
    expect(logs).toEqual([]);
  });

  test('with the news backend down and an API that hangs (given up on the page clock): one log line each, the hero intact, no error shown, the page usable', async ({
    visit,
  }) => {
    market.reply(hang);
    const { page, errors, logs } = await visitWithMarket(visit, {
      clock: 'paused',
      news: { select: (route) => route.abort('connectionrefused') },
    });
    await expect.poll(() => market.requests.length).toBe(1);
    // The news feed settled first: no request of it is still waiting when the clock moves past
    // the market's timeout.
    await expect
      .poll(() => page.locator('.news-feed').getByText(content.news.nothingYet).isVisible())
      .toBe(true);
    expect(await page.getByText(content.news.loading).count()).toBe(0);
    await page.clock.runFor(marketConfig.requestTimeoutMs + 500);
    await expect
      .poll(() => logs)
      .toEqual([expect.stringContaining('market: no figures (timeout)')]);
    expect(await values(page)).toEqual(Array(5).fill(NOT_AVAILABLE));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(content.title);
    expect(await page.getByText(content.contract.address).isVisible()).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.locator('body').textContent()).not.toMatch(/error|failed/i);
    await page.getByPlaceholder(content.news.searchPlaceholder).fill('anything');
    await page.getByRole('button', { name: content.fakeNewsButtonLabel }).click();
    await page.getByTestId('fake-news-flash').waitFor();
    // The console has the browser's line for the refused request and the feed's one line.
    await expect
      .poll(() => [...errors].sort())
      .toEqual([
        'Failed to load resource: net::ERR_CONNECTION_REFUSED',
        expect.stringMatching(/^news: loading the feed failed/),
      ]);
  });
});
