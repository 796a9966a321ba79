// The real-browser tests' Chromium (launched as scripts/shared/chromium.ts says) and small helpers
// every browser test shares (fresh context, page errors, waiting for hydration, no network beyond
// loopback, the market API with no pair).
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from '../../scripts/shared/chromium.ts';
import { TEST_MARKET_URL, TEST_WORKER } from './env.ts';

export const launchBrowser = launchChromium;

/** This worker's served build (globalSetup serves one per worker). */
export function baseUrl(): string {
  return inject('baseUrls')[TEST_WORKER - 1]!;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors and console errors seen on the page. */
  errors: string[];
}

/** A fresh context and page (own storage), collecting uncaught errors and console errors. */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page, errors };
}

/**
 * Waits until the app has hydrated the prerendered page. With Playwright's clock installed and
 * paused, time is moved on in small steps, since the app loads after a (fake-timed) frame: 4 ms
 * each 20 ms of real time, so that the page's clock stays well behind while the scripts load.
 */
export async function waitForHydration(page: Page, clockInstalled: boolean): Promise<void> {
  for (let i = 0; i < 500; i += 1) {
    if (await page.evaluate(() => document.documentElement.dataset.hydrated === 'true')) return;
    if (clockInstalled) await page.clock.runFor(4);
    await page.waitForTimeout(20);
  }
  throw new Error('the page never hydrated');
}

/** The market API answers with no pair (the strip keeps its placeholders), unless a test serves it. */
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
