// Fixtures of the news browser tests: rows from the shared factory pointing at routed article
// and image origins, the fake backend with those origins routed, and opening the built page past
// its intro.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DAY_MS, newsRows, type NewsRowFixture } from '../helpers/news.ts';
import { stubBackend, type FakeBackend, type SelectAnswer } from './backendStub.ts';
import { baseUrl, openPage } from './browser.ts';

export { answerWith } from './backendStub.ts';
export { DAY_MS };

export const IMAGE_ORIGIN = 'https://img.news-test.example';
export const ARTICLE_ORIGIN = 'https://articles.news-test.example';

/** A tiny valid PNG (1x1, green) for routed images that load. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk0P9fDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** `count` rows in server order; row i is i days old and fake when `fake(i)`. */
export function rows(count: number, fake: (i: number) => boolean = () => false): NewsRowFixture[] {
  return newsRows(count, {
    newestMs: Date.now() - 60_000,
    everyMs: DAY_MS,
    fake,
    articleOrigin: ARTICLE_ORIGIN,
    imageOrigin: IMAGE_ORIGIN,
  });
}

export interface NewsBackend extends FakeBackend {
  /** Image URLs the page asked for, in order. */
  imageRequests: string[];
}

/**
 * The fake backend (select answered by `answerSelect`) and market API (no pair), the image origin
 * (anything under `/broken/` is a 404, every other image loads) and article pages (a small HTML
 * page).
 */
export async function routeBackend(
  context: BrowserContext,
  page: Page,
  answerSelect: SelectAnswer,
): Promise<NewsBackend> {
  const backend: NewsBackend = {
    ...(await stubBackend(page, { select: answerSelect })),
    imageRequests: [],
  };
  await context.route(`${IMAGE_ORIGIN}/**`, async (route) => {
    backend.imageRequests.push(route.request().url());
    if (new URL(route.request().url()).pathname.startsWith('/broken/')) {
      await route.fulfill({ status: 404, body: 'gone' });
    } else await route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
  });
  await context.route(`${ARTICLE_ORIGIN}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Article</title><p>article</p>',
    }),
  );
  return backend;
}

export interface NewsPage {
  context: BrowserContext;
  page: Page;
  errors: string[];
  backend: NewsBackend;
}

/** Skip the intro. Forced: the button shakes with the intro, so it is never 'stable'. */
export async function skipIntro(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Skip intro' }).click({ force: true });
  await page.locator('#news').scrollIntoViewIfNeeded();
}

/** Open the built page with the given backend answer and, unless told not to, skip the intro. */
export async function openNewsPage(
  browser: Browser,
  answerSelect: SelectAnswer,
  { keepIntro = false } = {},
): Promise<NewsPage> {
  const { context, page, errors } = await openPage(browser);
  const backend = await routeBackend(context, page, answerSelect);
  await page.goto(baseUrl());
  if (!keepIntro) await skipIntro(page);
  return { context, page, errors, backend };
}
