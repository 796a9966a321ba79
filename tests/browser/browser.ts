// Launching Debian Chromium with playwright-core for the real-browser tests, and small helpers
// every browser test shares (fresh context, page errors, polling).
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/shared/chromium.ts';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors and console errors seen on the page. */
  errors: string[];
}

/** A fresh context and page (own storage), collecting page errors. */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/**
 * Waits until the app has hydrated the prerendered page. With Playwright's clock installed and
 * paused, time is moved on in small steps, since the app loads after a (fake-timed) frame.
 */
export async function waitForHydration(page: Page, clockInstalled: boolean): Promise<void> {
  for (let i = 0; i < 500; i += 1) {
    if (await page.evaluate(() => document.documentElement.dataset.hydrated === 'true')) return;
    if (clockInstalled) await page.clock.runFor(16);
    await page.waitForTimeout(20);
  }
  throw new Error('the page never hydrated');
}
