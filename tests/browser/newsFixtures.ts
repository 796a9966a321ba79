// The news a browser test's page gets: rows pointing at routed article and image origins, the local
// backend holding them (its select held or aborted when a test says so), its requests recorded.
import type { BrowserContext, Page, Request, Route } from 'playwright-core';
import { DAY_MS, newsRows, type NewsRowFixture } from '../helpers/news.ts';
import { LOCAL_PATHS, resetBackend, storeRows } from './backend.ts';
import { TEST_BACKEND_URL } from './env.ts';

export const IMAGE_ORIGIN = 'https://img.news-test.example';
const ARTICLE_ORIGIN = 'https://articles.news-test.example';

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
  /** Every request the page made to the backend (preflights aside), in order. */
  requests: Request[];
  /** Image URLs the page asked for, in order. */
  imageRequests: string[];
}

/** What the backend holds for a test, and how the select meets the network. */
export interface NewsSetup {
  /** The stories stored (the select answers them in the database's order); default none. */
  stored?: readonly NewsRowFixture[];
  /** A network-level fault for the select (page.route): hold it, abort it; `route.continue()` reaches the backend. */
  select?: (route: Route) => Promise<void> | void;
  /** A real feed round on the first seeding call (the backend's bundled sample feed). */
  feedRound?: boolean;
}

/**
 * The local backend emptied and holding `setup.stored`, the image origin (anything under
 * `/broken/` is a 404, every other image loads) and article pages (a small HTML page).
 */
export async function routeNews(context: BrowserContext, page: Page, setup: NewsSetup) {
  await resetBackend({ feedRound: setup.feedRound });
  if (setup.stored) await storeRows(setup.stored);
  if (setup.select) {
    const select = (url: URL) =>
      url.origin === TEST_BACKEND_URL && url.pathname === LOCAL_PATHS.news;
    await page.route(select, setup.select);
  }
  const backend: NewsBackend = { requests: [], imageRequests: [] };
  page.on('request', (request) => {
    if (request.url().startsWith(`${TEST_BACKEND_URL}/`)) backend.requests.push(request);
  });
  await context.route(`${IMAGE_ORIGIN}/**`, async (route) => {
    backend.imageRequests.push(route.request().url());
    if (new URL(route.request().url()).pathname.startsWith('/broken/')) {
      await route.fulfill({ status: 404, body: 'gone' });
    } else await route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
  });
  await context.route(`${ARTICLE_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Article</title>' }),
  );
  return backend;
}
