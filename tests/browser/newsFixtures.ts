// Fixtures of the news browser tests: realistic trump_news rows, a routed fake backend on the
// test backend origin that records requests, routed images and article pages, and opening the
// built page past its intro.
import type { Browser, BrowserContext, Page, Request, Route } from 'playwright-core';
import { baseUrl, openPage } from './browser.ts';
import { TEST_BACKEND_URL } from './env.ts';
import type { NewsRow } from '../../supabase/functions/_shared/types.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
export const IMAGE_ORIGIN = 'https://img.news-test.example';
export const ARTICLE_ORIGIN = 'https://articles.news-test.example';

/** A tiny valid PNG (1x1, green) for routed images that load. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk0P9fDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A trump_news row as the backend returns it (ids as strings, as the fixtures write them). */
export type Row = NewsRow & { id: string; view_count: number };

/** `count` rows in server order; row i is i days old and fake when `fake(i)`. */
export function rows(count: number, fake: (i: number) => boolean = () => false): Row[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `n${i}`,
    title: `Headline number ${i}`,
    summary: `What happened on day ${i} of the chaos`,
    source: `Wire ${i % 3}`,
    link: `${ARTICLE_ORIGIN}/story/${i}`,
    image_url: `${IMAGE_ORIGIN}/ok/${i}.png`,
    published_at: new Date(Date.now() - i * DAY_MS - 60_000).toISOString(),
    view_count: 10_000 - i,
    is_fake: fake(i),
  }));
}

export interface FakeBackend {
  /** Every request the page made to the backend origin, in order. */
  requests: Request[];
  /** Image URLs the page asked for, in order. */
  imageRequests: string[];
}

export type SelectAnswer = (route: Route) => Promise<void> | void;

/**
 * Route the backend origin (select answered by `answerSelect`, seeding with 200), the image
 * origin (`/ok/...` loads, anything else 404) and article pages (a small HTML page).
 */
export async function routeBackend(
  context: BrowserContext,
  page: Page,
  answerSelect: SelectAnswer,
): Promise<FakeBackend> {
  const backend: FakeBackend = { requests: [], imageRequests: [] };
  await page.route(`${TEST_BACKEND_URL}/**`, async (route) => {
    backend.requests.push(route.request());
    if (new URL(route.request().url()).pathname === '/rest/v1/trump_news')
      await answerSelect(route);
    else await route.fulfill({ status: 200, json: { ok: true } });
  });
  await context.route(`${IMAGE_ORIGIN}/**`, async (route) => {
    backend.imageRequests.push(route.request().url());
    if (new URL(route.request().url()).pathname.startsWith('/ok/')) {
      await route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
    } else await route.fulfill({ status: 404, body: 'gone' });
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

export const answerWith =
  (body: unknown, status = 200): SelectAnswer =>
  (route) =>
    route.fulfill({ status, json: body });

export interface NewsPage {
  context: BrowserContext;
  page: Page;
  errors: string[];
  backend: FakeBackend;
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
