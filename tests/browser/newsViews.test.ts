// Views in real Chromium against the built site: opening a card (click, Enter, Space; real or fake) POSTs {"id"} with the anon key to count-news-view, never before the flash or the new tab, a dead or hanging view call changes nothing for the visitor, and against the real local backend the view is counted and shown.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Request, Route } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, stubMarket, stubOutsideWorld } from './browser.ts';
import { LOCAL_PATHS, resetBackend } from './backend.ts';
import { TEST_ANON_KEY, TEST_BACKEND_URL } from './env.ts';
import { openNewsPage, rows, skipIntro, type NewsPage } from './newsFixtures.ts';

const VIEW_PATH = LOCAL_PATHS.countView;

let browser: Browser;
let opened: NewsPage | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await opened?.context.close();
  opened = undefined;
});

/** 12 stored rows, the first one fake. */
const twelve = () => rows(12, (i) => i === 0);

/** Opens the page with `onView` between the page and count-news-view; returns the view requests seen. */
async function openWithViews(onView: (route: Route) => Promise<void> | void) {
  opened = await openNewsPage(browser, { stored: twelve() });
  const views: Request[] = [];
  await opened.page.route(`${TEST_BACKEND_URL}${VIEW_PATH}`, async (route) => {
    if (route.request().method() === 'POST') views.push(route.request());
    await onView(route);
  });
  await expect.poll(() => opened!.page.getByTestId('news-card').count()).toBe(6);
  return { ...opened, views };
}

describe('the view POST', () => {
  it('is sent on click, Enter and Space, for real and fake cards, with the id and the anon key', async () => {
    const { page, context, views, backend } = await openWithViews((route) => route.continue());
    // Real card, click: the new tab opens and the view is reported.
    const popup = context.waitForEvent('page');
    await page.getByTestId('news-card').nth(2).click();
    await popup;
    await expect.poll(() => views.length).toBe(1);
    const first = views[0]!;
    expect(first.method()).toBe('POST');
    expect(JSON.parse(first.postData() ?? '')).toEqual({ id: backend.ids[2] });
    const headers = await first.allHeaders();
    expect(headers['apikey']).toBe(TEST_ANON_KEY);
    expect(headers['authorization']).toBe(`Bearer ${TEST_ANON_KEY}`);
    expect(headers['content-type']).toBe('application/json');

    // Fake card, click: the flash, and the view.
    await page.getByTestId('news-card').nth(0).click();
    await expect.poll(() => page.getByTestId('fake-news-flash').isVisible()).toBe(true);
    await expect.poll(() => views.length).toBe(2);
    expect(JSON.parse(views[1]!.postData() ?? '')).toEqual({ id: backend.ids[0] });

    // Keyboard: Enter and Space on a real card.
    const button = page.getByRole('button', { name: 'Story 4', exact: true });
    await button.focus();
    const enterTab = context.waitForEvent('page');
    await page.keyboard.press('Enter');
    await enterTab;
    await button.focus();
    const spaceTab = context.waitForEvent('page');
    await page.keyboard.press('Space');
    await spaceTab;
    await expect.poll(() => views.length).toBe(4);
    expect(views.slice(2).map((v) => JSON.parse(v.postData() ?? ''))).toEqual([
      { id: backend.ids[4] },
      { id: backend.ids[4] },
    ]);
  });

  it('never delays the new tab or the flash: a view call that hangs changes nothing', async () => {
    let release: () => void = () => {};
    const hanging = new Promise<void>((resolve) => (release = resolve));
    const { page, context, views, errors } = await openWithViews(async (route) => {
      await hanging;
      await route.continue().catch(() => undefined);
    });
    try {
      const popup = context.waitForEvent('page', { timeout: 5000 });
      await page.getByTestId('news-card').nth(3).click();
      expect((await popup).url()).toBe('https://articles.news-test.example/story/3');
      await page.getByTestId('news-card').nth(0).click();
      await expect
        .poll(() => page.getByTestId('fake-news-flash').isVisible(), { timeout: 5000 })
        .toBe(true);
      await expect.poll(() => views.length).toBe(2);
      expect(errors).toEqual([]);
    } finally {
      release();
    }
  });

  it('with the view call refused, cards keep working and nothing shows to the visitor', async () => {
    const { page, context, views, errors } = await openWithViews((route) =>
      route.abort('connectionrefused'),
    );
    const logs: string[] = [];
    page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
    for (const n of [1, 2]) {
      const popup = context.waitForEvent('page');
      await page.getByTestId('news-card').nth(n).click();
      await popup;
    }
    await page.getByTestId('news-card').nth(0).click();
    await expect.poll(() => page.getByTestId('fake-news-flash').isVisible()).toBe(true);
    await expect.poll(() => views.length).toBe(3);
    await expect.poll(() => logs.filter((l) => l.includes('counting a view')).length).toBe(3);
    // Only the browser's own line for each refused request: the page logs a warning, no error.
    expect(errors).toEqual(Array(3).fill('Failed to load resource: net::ERR_CONNECTION_REFUSED'));
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('cards show views a day only above 0, worded after the default 2-day window', async () => {
    // The select orders by view_count: 1234, 1, then the 0s newest first (row 2 is the newest of them).
    const data = twelve().map((row) => ({ ...row, view_count: 0 }));
    data[0]!.view_count = 1234;
    data[1]!.view_count = 1;
    data[2]!.view_count = 0;
    opened = await openNewsPage(browser, { stored: data });
    const cards = opened.page.getByTestId('news-card');
    await expect.poll(() => cards.count()).toBe(6);
    expect(await cards.nth(0).locator('.news-card__views').textContent()).toBe(
      '1,234 views a day over the last 2 days',
    );
    expect(await cards.nth(1).locator('.news-card__views').textContent()).toBe(
      '1 view a day over the last 2 days',
    );
    expect(await cards.nth(2).locator('.news-card__views').count()).toBe(0);
  });
});

describe('from a first visit on an empty backend', () => {
  it('counts an opened card once per visitor per day and the card then says so (views a day)', async () => {
    // Empty, and the first visit's seeding POST runs a real feed round (the bundled sample feed).
    await resetBackend({ feedRound: true });
    const { context, page, errors } = await openPage(browser);
    opened = { context, page, errors, backend: { ids: [], requests: [], imageRequests: [] } };
    await stubOutsideWorld(context);
    await stubMarket(context);
    await page.goto(baseUrl());
    await skipIntro(page);
    const cards = page.getByTestId('news-card');
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(6);
    expect(await page.locator('.news-card__views').count()).toBe(0);

    const select = async () => {
      const response = await fetch(
        `${TEST_BACKEND_URL}${LOCAL_PATHS.news}?select=*&order=view_count.desc,published_at.desc&limit=1000`,
        { headers: { apikey: TEST_ANON_KEY } },
      );
      return (await response.json()) as { id: number; title: string; view_count: number }[];
    };
    const title = (await cards.nth(1).getByRole('heading').textContent()) ?? '';
    const answered = page.waitForResponse(
      (r) => r.url().endsWith(VIEW_PATH) && r.request().method() === 'POST',
    );
    await cards.nth(1).click();
    expect((await answered).status()).toBe(200);
    await expect
      .poll(async () => (await select()).find((r) => r.title === title)?.view_count)
      .toBe(1);
    // Opening it again the same day from the same browser adds nothing.
    const again = page.waitForResponse(
      (r) => r.url().endsWith(VIEW_PATH) && r.request().method() === 'POST',
    );
    await cards.nth(1).click();
    expect(await (await again).json()).toEqual({ ok: true, counted: false });
    expect((await select()).find((r) => r.title === title)?.view_count).toBe(1);

    await page.reload();
    await skipIntro(page);
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(6);
    expect(await cards.nth(0).getByRole('heading').textContent()).toBe(title);
    expect(await cards.nth(0).locator('.news-card__views').textContent()).toBe(
      '1 view a day over the last 2 days',
    );
    expect(errors).toEqual([]);
  });
});
