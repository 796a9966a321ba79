// The one fake of the test build's backend inside the browser (page.route on its origin): the
// select answered as each test says (no rows by default), the functions with 200, every request
// recorded; the market API answered with no pair (the strip keeps its placeholders) unless a
// test serves it itself; and a stub for every address outside loopback.
import type { BrowserContext, Page, Request, Route } from 'playwright-core';
import { TEST_BACKEND_URL, TEST_MARKET_URL } from './env.ts';

const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
const SELECT_PATH = '/rest/v1/trump_news';
const SEED_PATH = '/functions/v1/fetch-trump-news';

/** How a test answers the news select. */
export type SelectAnswer = (route: Route) => Promise<void> | void;

export const answerWith =
  (body: unknown, status = 200): SelectAnswer =>
  (route) =>
    route.fulfill({ status, headers: CORS, json: body });

export interface FakeBackend {
  /** Every request the page made to the backend origin (preflights aside), in order. */
  requests: Request[];
}

export async function stubBackend(
  target: Page | BrowserContext,
  { select = answerWith([]), market = true }: { select?: SelectAnswer; market?: boolean } = {},
): Promise<FakeBackend> {
  const backend: FakeBackend = { requests: [] };
  await target.route(`${TEST_BACKEND_URL}/**`, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    backend.requests.push(request);
    const { pathname } = new URL(request.url());
    if (pathname === SELECT_PATH) return select(route);
    const body = pathname === SEED_PATH ? { inserted: 0 } : { ok: true };
    return route.fulfill({ status: 200, headers: CORS, json: body });
  });
  if (market) await stubMarket(target);
  return backend;
}

/** The market API answers with no pair: the strip keeps its placeholders. */
export async function stubMarket(target: Page | BrowserContext): Promise<void> {
  await target.route(`${TEST_MARKET_URL}/**`, (route) =>
    route.fulfill({ status: 200, headers: { 'access-control-allow-origin': '*' }, json: [] }),
  );
}

/** Any request leaving loopback gets a tiny local page instead (no network in tests). */
export async function stubOutsideWorld(context: BrowserContext): Promise<void> {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>outside</title>' }),
  );
}
