// Answers the test build's backend origin inside the browser with page.route, for tests
// that are about the page rather than the news (which have their own backends); the market
// API answers with no pair (the strip keeps its placeholders).
import type { BrowserContext, Page } from 'playwright-core';
import { TEST_BACKEND_URL, TEST_MARKET_URL } from './env.ts';

export async function stubBackend(
  target: Page | BrowserContext,
  rows: unknown[] = [],
  { market = true } = {},
): Promise<void> {
  await target.route(`${TEST_BACKEND_URL}/**`, (route) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
    if (route.request().method() === 'OPTIONS')
      return route.fulfill({ status: 204, headers: cors });
    const body = route.request().url().includes('/functions/') ? { inserted: 0 } : rows;
    return route.fulfill({
      status: 200,
      headers: cors,
      contentType: 'application/json',
      body: JSON.stringify(body),
    });
  });
  if (!market) return;
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
