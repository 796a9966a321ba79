// A phone visit to the built site, as the visit bench and the fetched-JavaScript budget test
// make it: a 390×844 phone with a mobile user agent opens the page, does not scroll, and every
// script it fetches is noted: in the first 10 seconds (the bench's figure), or until the stage has
// started and the network has gone quiet, however long that takes (the test's). The stage runs on WebGL (`?fx-renderer=webgl`:
// headless Chromium's GPU is SwiftShader, which the page rightly treats as software) or as the
// page decides on its own there: the canvas renderer of software rendering.
import type { Browser, BrowserContext } from 'playwright-core';

export type VisitRendering = 'webgl' | 'software';

export const VISIT_MS = 10_000;

export const PHONE_CONTEXT = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

export interface PhoneVisit {
  rendering: VisitRendering;
  /** The renderer the stage reported (`?fx-stats`), or null when it never started. */
  renderer: string | null;
  /** Scripts fetched, as paths under the site (`assets/x.js`), in the order they were asked for. */
  scripts: string[];
  /** Uncaught errors and console errors seen on the page. */
  errors: string[];
}

/**
 * Opens `siteUrl` on a phone for VISIT_MS (or, with `settled`, until the stage draws and no
 * request has been in flight for Playwright's 500 ms) and notes every script fetched meanwhile.
 * `prepare` may route the context's requests first (the tests answer the backend themselves).
 */
export async function phoneVisit(
  browser: Browser,
  siteUrl: string,
  rendering: VisitRendering,
  {
    settled = false,
    prepare,
  }: {
    settled?: boolean;
    prepare?: (context: BrowserContext) => Promise<unknown>;
  } = {},
): Promise<PhoneVisit> {
  const context = await browser.newContext(PHONE_CONTEXT);
  await prepare?.(context);
  const page = await context.newPage();
  const origin = new URL(siteUrl).origin;
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin || !url.pathname.endsWith('.js')) return;
    const file = url.pathname.replace(/^\//, '');
    if (!scripts.includes(file)) scripts.push(file);
  });
  try {
    const query = rendering === 'webgl' ? '?fx-stats&fx-renderer=webgl' : '?fx-stats';
    const started = Date.now();
    await page.goto(new URL(query, siteUrl).href, { waitUntil: 'commit' });
    if (settled) {
      await page.waitForFunction(() => (window.__effectsStats?.frames ?? 0) > 0, null, {
        timeout: 0,
      });
      await page.waitForLoadState('networkidle', { timeout: 0 });
    } else await page.waitForTimeout(Math.max(0, VISIT_MS - (Date.now() - started)));
    const renderer = await page.evaluate(() => window.__effectsStats?.renderer ?? null);
    return { rendering, renderer, scripts: [...scripts], errors };
  } finally {
    await context.close();
  }
}
