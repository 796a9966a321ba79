// Fixtures of the news browser tests: rows from the shared factory pointing at routed article
// and image origins, the local backend holding them (the market with no pair) with those origins
// routed, and opening the built page past its intro.
import type { Browser, BrowserContext, Page, Request, Route } from 'playwright-core';
import { content } from '../../src/config/content.ts';
import { DAY_MS, newsRows, type NewsRowFixture } from '../helpers/news.ts';
import type { Fault } from '../../local-backend/faults.ts';
import {
  LOCAL_PATHS,
  recordBackendRequests,
  resetBackend,
  setFault,
  storeRows,
} from './backend.ts';
import { baseUrl, openPage, stubMarket } from './browser.ts';
import { TEST_BACKEND_URL } from './env.ts';

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

export interface NewsBackend {
  /** The ids the stored rows got, in order. */
  ids: string[];
  /** Every request the page made to the backend (preflights aside), in order. */
  requests: Request[];
  /** Image URLs the page asked for, in order. */
  imageRequests: string[];
}

/** What the backend holds for a test, and how the select meets the network. */
export interface NewsSetup {
  /** The stories stored (the select answers them in the database's order); default none. */
  stored?: readonly NewsRowFixture[];
  /** The backend's fault switch on the select (local-backend/faults.ts): another answer, late, never. */
  selectFault?: Omit<Fault, 'when'>;
  /** A network-level fault for the select (page.route): hold it, abort it; `route.continue()` reaches the backend. */
  select?: (route: Route) => Promise<void> | void;
}

/**
 * The local backend emptied and holding `setup.stored`, the market API with no pair, the image
 * origin (anything under `/broken/` is a 404, every other image loads) and article pages (a small
 * HTML page).
 */
export async function routeBackend(
  context: BrowserContext,
  page: Page,
  setup: NewsSetup = {},
): Promise<NewsBackend> {
  await resetBackend();
  const ids = setup.stored ? await storeRows(setup.stored) : [];
  if (setup.selectFault) await setFault(LOCAL_PATHS.news, { method: 'GET', ...setup.selectFault });
  if (setup.select) {
    const select = (url: URL) =>
      url.origin === TEST_BACKEND_URL && url.pathname === LOCAL_PATHS.news;
    await page.route(select, setup.select);
  }
  await stubMarket(page);
  const backend: NewsBackend = { ids, requests: recordBackendRequests(page), imageRequests: [] };
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
  await page.getByRole('button', { name: content.skipIntroLabel }).click({ force: true });
  await page.locator('#news').scrollIntoViewIfNeeded();
}

/** Open the built page with the backend set up so and, unless told not to, skip the intro. */
export async function openNewsPage(
  browser: Browser,
  setup: NewsSetup,
  { keepIntro = false } = {},
): Promise<NewsPage> {
  const { context, page, errors } = await openPage(browser);
  const backend = await routeBackend(context, page, setup);
  await page.goto(baseUrl());
  if (!keepIntro) await skipIntro(page);
  return { context, page, errors, backend };
}
