// The market strip in real Chromium against the built site, with a loopback fake of
// DexScreener's API: the figures of the most liquid pair, nothing moving when they arrive, the
// Buy and source links, axe-core, the refresh period on the page clock and the pause control,
// and every fault (no pair, HTTP error, malformed JSON, hang, non-numeric fields, hostile
// values) leaving the hero intact, with no page error and one log line.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../../src/config/content.ts';
import { marketConfig } from '../../src/config/market.ts';
import { pair, TOKEN } from '../../scripts/shared/marketPairs.ts';
import {
  baseUrl,
  launchBrowser,
  openPage,
  waitForHydration,
  type OpenedPage,
  stubOutsideWorld,
} from './browser.ts';
import { resetBackend } from './backend.ts';
import {
  sendJson,
  startMarketFake,
  type MarketFake,
  type MarketReply,
} from '../../scripts/shared/marketFake.ts';
import { TEST_MARKET_PORT, TEST_MARKET_URL } from './env.ts';

const CLOCK_START = Date.UTC(2026, 10, 22, 12, 0, 0);
const TOKEN_PATH = `/tokens/v1/solana/${TOKEN}`;
const NOT_AVAILABLE = `—${content.market.unavailable}`;
const noPair: MarketReply = (_path, res) => sendJson(res, 200, []);

let browser: Browser;
let market: MarketFake;
let opened: (OpenedPage & { logs: string[] }) | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  market = await startMarketFake(TEST_MARKET_PORT, noPair);
});

afterAll(async () => {
  await browser?.close();
  await market?.close();
});

afterEach(async () => {
  await opened?.context.close();
  opened = undefined;
  market.requests.length = 0;
  market.reply(noPair);
});

/** The built page with the news backend stubbed, the market API left to the loopback fake. */
async function openSite(clock: boolean): Promise<OpenedPage & { logs: string[] }> {
  const page = await openPage(browser);
  await stubOutsideWorld(page.context);
  await resetBackend();
  const logs: string[] = [];
  page.page.on('console', (m) => {
    if (m.text().startsWith('market:')) logs.push(m.text());
  });
  await page.context.addInitScript(countMarketFetches, TEST_MARKET_URL);
  if (clock) {
    await page.page.clock.install({ time: CLOCK_START });
    await page.page.clock.pauseAt(CLOCK_START + 60_000);
  }
  await page.page.goto(baseUrl());
  await waitForHydration(page.page, clock);
  await page.page.getByRole('button', { name: content.skipIntroLabel }).click({ force: true });
  // Let the news feed (no rows: a seeding call, then a second select) settle first, so that no
  // request of it is still waiting when a test moves the clock past its timeout.
  await expect
    .poll(() => page.page.getByText(content.news.nothingYet).isVisible(), { timeout: 10_000 })
    .toBe(true);
  opened = { ...page, logs };
  return opened;
}

/** In the page (an init script): counts the fetches to the market API as they start. */
function countMarketFetches(origin: string): void {
  const counted = window as unknown as { __marketFetches: number };
  counted.__marketFetches = 0;
  const fetchFromPage = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith(origin)) counted.__marketFetches += 1;
    return fetchFromPage(input, init);
  };
}

const marketFetches = (page: Page) =>
  page.evaluate(() => (window as unknown as { __marketFetches: number }).__marketFetches);

/** [label, value] of each figure, as the page shows them. */
function figures(page: Page): Promise<[string, string][]> {
  return page
    .getByTestId('market-strip')
    .locator('.market__item')
    .evaluateAll((items) =>
      items.map((item): [string, string] => [
        item.querySelector('dt')?.textContent ?? '',
        item.querySelector('dd')?.textContent ?? '',
      ]),
    );
}

const price = (page: Page) => page.getByTestId('market-value').first().textContent();

async function expectHeroIntact(page: Page): Promise<void> {
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(content.title);
  expect(await page.getByText(content.contract.address).isVisible()).toBe(true);
  expect(await page.getByTestId('market-strip').isVisible()).toBe(true);
  expect(await page.getByRole('alert').count()).toBe(0);
  expect(await page.getByTestId('market-strip').innerText()).not.toMatch(/error|fail/i);
}

describe('figures', () => {
  it('shows the most liquid pair, moves nothing when they arrive, links out in new tabs, passes axe', async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    market.reply((_path, res) => {
      void released.then(() =>
        sendJson(res, 200, [
          pair('thin', { priceUsd: '0.00009', liquidity: { usd: 900 } }),
          pair('deep', { liquidity: { usd: 123_456.78 } }),
        ]),
      );
    });
    const { page, errors, logs } = await openSite(false);
    await expect.poll(() => market.requests.length, { timeout: 10_000 }).toBe(1);
    expect(market.requests).toEqual([TOKEN_PATH]);
    expect(await figures(page)).toEqual([
      ['Price', NOT_AVAILABLE],
      ['24h change', NOT_AVAILABLE],
      ['Market cap', NOT_AVAILABLE],
      ['Liquidity', NOT_AVAILABLE],
      ['24h volume', NOT_AVAILABLE],
    ]);
    const layout = () =>
      page.evaluate(() => ({
        strip: document
          .querySelector('[data-testid="market-strip"]')!
          .getBoundingClientRect()
          .toJSON() as DOMRect,
        news: document.getElementById('news')!.getBoundingClientRect().top + window.scrollY,
      }));
    const before = await layout();

    release();
    await expect.poll(() => price(page), { timeout: 10_000 }).toBe('$0.00001234');
    expect(await figures(page)).toEqual([
      ['Price', '$0.00001234'],
      ['24h change', '▼ -5.67%'],
      ['Market cap', '$1.23B'],
      ['Liquidity', '$123K'],
      ['24h volume', '$45.6K'],
    ]);
    expect(await layout()).toEqual(before);

    const change = page.locator('.market__change');
    expect(await change.getAttribute('class')).toContain('market__change--down');
    expect(await change.locator('[aria-hidden="true"]').textContent()).toBe('▼ ');
    const strip = page.getByRole('group', { name: content.market.groupLabel });
    const buy = strip.getByRole('link', { name: content.market.buyLabel });
    expect(await buy.getAttribute('href')).toBe(`https://jup.ag/swap/SOL-${TOKEN}`);
    const source = strip.getByRole('link', { name: content.market.sourceLabel });
    expect(await source.getAttribute('href')).toBe('https://dexscreener.com/solana/deep');
    for (const link of [buy, source]) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }

    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    expect(errors).toEqual([]);
    expect(logs).toEqual([]);
  });

  it('a rising price reads as up with its sign; the FDV is named when there is no market cap', async () => {
    market.reply((_path, res) =>
      sendJson(res, 200, [pair('p', { priceChange: { h24: 12.3 }, marketCap: null, fdv: 4.2e6 })]),
    );
    const { page } = await openSite(false);
    await expect.poll(() => price(page), { timeout: 10_000 }).toBe('$0.00001234');
    const shown = Object.fromEntries(await figures(page));
    expect(shown['24h change']).toBe('▲ +12.30%');
    expect(shown.FDV).toBe('$4.2M');
    expect(shown['Market cap']).toBeUndefined();
    expect(await page.locator('.market__change').getAttribute('class')).toContain('--up');
  });
});

describe('refresh', () => {
  it('asks again every refresh period on the page clock; paused motion stops it, resuming restarts it', async () => {
    let answer = 0;
    const prices = ['0.00001111', '0.00002222', '0.00003333'];
    market.reply((_path, res) => sendJson(res, 200, [pair('p', { priceUsd: prices[answer++] })]));
    const { page, errors } = await openSite(true);
    await expect.poll(() => price(page), { timeout: 10_000 }).toBe('$0.00001111');
    const every = marketConfig.refreshEveryMs;

    // The page's own count of its market requests: a request the clock's step made has started
    // by the time the step returns, so no real wait is needed to see that none did.
    await page.clock.runFor(every - 1_000);
    expect(await marketFetches(page)).toBe(1);
    expect(market.requests).toHaveLength(1);
    await page.clock.runFor(1_500);
    expect(await marketFetches(page)).toBe(2);
    await expect.poll(() => price(page), { timeout: 10_000 }).toBe('$0.00002222');
    expect(market.requests).toHaveLength(2);

    await page.getByTestId('pause-control').click();
    await page.clock.runFor(3 * every);
    expect(await marketFetches(page)).toBe(2);
    expect(market.requests).toHaveLength(2);
    expect(await price(page)).toBe('$0.00002222');

    await page.getByTestId('pause-control').click();
    await page.clock.runFor(every);
    await expect.poll(() => price(page), { timeout: 10_000 }).toBe('$0.00003333');
    expect(market.requests).toEqual([TOKEN_PATH, TOKEN_PATH, TOKEN_PATH]);
    expect(errors).toEqual([]);
  });
});

describe('faults', () => {
  const faults: [name: string, kind: string, answer: MarketReply][] = [
    ['no pair', 'no-pair', (_p, res) => sendJson(res, 200, [])],
    // The browser itself logs each failed request (here the first and the refresh) as an error.
    ['an HTTP error', 'http', (_p, res) => sendJson(res, 500, { error: 'boom' })],
    ['malformed JSON', 'json', (_p, res) => sendJson(res, 200, '[{"priceUsd": "0.1",')],
    [
      'non-numeric fields',
      'fields',
      (_p, res) =>
        sendJson(res, 200, [pair('p', { priceUsd: 'soon', liquidity: { usd: 'deep' } })]),
    ],
    ['a hang', 'timeout', () => {}],
  ];

  for (const [name, kind, answer] of faults) {
    it(`${name}: the hero stays intact, no figure, no page error, one log line`, async () => {
      market.reply(answer);
      const { page, errors, logs } = await openSite(true);
      await expect.poll(() => market.requests.length, { timeout: 10_000 }).toBe(1);
      const waited = kind === 'timeout' ? marketConfig.requestTimeoutMs + 500 : 0;
      if (waited) await page.clock.runFor(waited);
      await expect
        .poll(() => logs)
        .toEqual([expect.stringContaining(`market: no figures (${kind})`)]);
      // The next refresh fails the same way: still one line.
      // Just past the refresh: a hanging request's own timeout must not fall in the same step.
      await page.clock.runFor(marketConfig.refreshEveryMs - waited + 100);
      await expect.poll(() => market.requests.length, { timeout: 10_000 }).toBe(2);
      if (kind === 'timeout') await page.clock.runFor(marketConfig.requestTimeoutMs + 500);
      await page.waitForTimeout(500);
      expect(logs).toEqual([expect.stringContaining(`market: no figures (${kind})`)]);
      expect((await figures(page)).map(([, value]) => value)).toEqual(Array(5).fill(NOT_AVAILABLE));
      await expectHeroIntact(page);
      await page.getByRole('button', { name: content.fakeNewsButtonLabel }).click();
      await page.getByTestId('fake-news-flash').waitFor();
      const failedRequest =
        'Failed to load resource: the server responded with a status of 500 (Internal Server Error)';
      expect(errors).toEqual(kind === 'http' ? [failedRequest, failedRequest] : []);
    });
  }

  it('hostile values render as text and a javascript: pair URL is never linked', async () => {
    market.reply((_path, res) =>
      sendJson(res, 200, [
        pair('p', {
          url: 'javascript:window.__pwned=1',
          priceChange: { h24: '<img src=x onerror="window.__pwned=2">' },
          volume: { h24: '<b>1</b>' },
        }),
      ]),
    );
    const { page, errors, logs } = await openSite(false);
    await expect.poll(() => price(page), { timeout: 10_000 }).toBe('$0.00001234');
    const shown = Object.fromEntries(await figures(page));
    expect(shown['24h change']).toBe(NOT_AVAILABLE);
    expect(shown['24h volume']).toBe(NOT_AVAILABLE);
    const strip = page.getByTestId('market-strip');
    expect(await strip.locator('img, b').count()).toBe(0);
    expect(await strip.getByRole('link', { name: content.market.sourceLabel }).count()).toBe(0);
    expect(await strip.getByText(content.market.sourceLabel).isVisible()).toBe(true);
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
    expect(logs).toEqual(['market: unusable fields left out: priceChange.h24, volume.h24, url']);
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
    ).toBeUndefined();
    expect(errors).toEqual([]);
  });
});
