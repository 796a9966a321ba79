// The real-browser tests' fixtures, in the style of Playwright Test's: `browser`, one Chromium per
// Vitest worker; per test, fresh contexts closed after it: `open` (a page collecting its errors, no
// request leaving loopback) and `visit` (this worker's site, its backend, market API and clock
// set).
import { setTimeout as sleep } from 'node:timers/promises';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { test as base, expect, inject } from 'vitest';
import { content } from '../../src/config/content.ts';
import { keepOnLoopback, launchChromium } from '../../scripts/harness/chromium.ts';
import { samplePairs } from '../../scripts/harness/marketFake.ts';
import { TEST_MARKET_URL, TEST_WORKER } from './env.ts';
import { routeNews, type NewsBackend, type NewsSetup } from './newsFixtures.ts';

/** 'Now' on a page whose clock a test installs. */
export const CLOCK_START = Date.UTC(2026, 10, 22, 12, 0, 0);

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

export interface Visit extends BrowserContextOptions {
  /** After the site's address, e.g. '?fx-stats'. */
  query?: string;
  /** What the backend holds and how its select meets the network (default: no story). */
  news?: NewsSetup;
  /** The market API: no pair (default), the sample pair, or left to a loopback fake the test runs. */
  market?: 'none' | 'sample' | 'fake';
  /** The page's clock: paused at CLOCK_START (time moves only when the test says), or running. */
  clock?: 'paused' | 'running';
  /** Runs before the page loads: init scripts, routes, CDP settings. */
  before?: (opened: OpenedPage) => Promise<unknown>;
  /** How far to go: the load event, the app live (default), or past the intro as well. */
  until?: 'load' | 'hydrated' | 'past intro';
}

export type Visited = OpenedPage & { backend: NewsBackend };

/** The `visit` fixture: visits the site in a fresh context, closed after the test. */
export type VisitSite = (visit?: Visit) => Promise<Visited>;

/** The market API answers with no pair (the strip keeps its placeholders) or the sample pair. */
export async function routeMarket(context: BrowserContext, answer: 'none' | 'sample') {
  await context.route(`${TEST_MARKET_URL}/**`, (route) => {
    const [, , , chain = '', token = ''] = new URL(route.request().url()).pathname.split('/');
    const json = answer === 'sample' ? samplePairs(chain, token) : [];
    return route.fulfill({ status: 200, headers: { 'access-control-allow-origin': '*' }, json });
  });
}

/** How long a close may take before the run goes on without it (a close only tidies up). */
const CLOSE_WITHIN_MS = 15_000;

/**
 * Waits for `closing`, but at most CLOSE_WITHIN_MS: a close that never settles (seen once, a
 * context whose page had a dev server's HMR socket open) says so and lets the run go on, instead
 * of holding the worker for ever; the worker's exit ends its Chromium.
 */
export async function closeWithin(closing: Promise<unknown>, what: string): Promise<void> {
  const late = sleep(CLOSE_WITHIN_MS, 'late' as const, { ref: false });
  if ((await Promise.race([closing, late])) === 'late')
    console.warn(`${what} did not close within ${CLOSE_WITHIN_MS} ms; going on`);
}

export const test = base
  // Vitest reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  .extend('browser', { scope: 'worker' }, async ({}, { onCleanup }) => {
    const browser = await launchChromium();
    onCleanup(() => closeWithin(browser.close(), 'Chromium'));
    return browser;
  })
  .extend('open', async ({ browser }, { onCleanup }) => {
    const contexts: BrowserContext[] = [];
    onCleanup(() => closeWithin(Promise.all(contexts.map((c) => c.close())), 'browser contexts'));
    // A fresh context and page (own storage) collecting its errors; requests off loopback get a stub.
    return async (options: BrowserContextOptions = {}): Promise<OpenedPage> => {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        ...options,
      });
      contexts.push(context);
      await keepOnLoopback(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      return { context, page, errors };
    };
  })
  .extend('visit', async ({ open }) => {
    return async (visit: Visit = {}): Promise<Visited> => {
      const { query = '', news = {}, market = 'none', clock, before, until, ...options } = visit;
      const opened = await open(options);
      const { context, page } = opened;
      const backend = await routeNews(context, page, news);
      if (market !== 'fake') await routeMarket(context, market);
      if (clock === 'paused') {
        // pauseAt must lie ahead of the installed clock, which runs until paused: nothing is
        // scheduled before the page loads, so a minute ahead is as good as now.
        await page.clock.install({ time: CLOCK_START });
        await page.clock.pauseAt(CLOCK_START + 60_000);
      } else if (clock === 'running') await page.clock.install({ time: CLOCK_START });
      await before?.(opened);
      await page.goto(`${baseUrl()}${query}`);
      if (until !== 'load') await waitForHydration(page, clock === 'paused');
      if (until === 'past intro') await skipIntro(page);
      return { ...opened, backend };
    };
  });

/**
 * Waits until the app has hydrated the prerendered page. boot.ts loads the app after a frame and
 * a timeout, and yields on a timeout again between React DOM and the app: on a paused clock, each
 * look moves the clock on by 1 ms (a frame every 16 looks), so those timers fire as their modules
 * arrive while the page's time stays well before the intro's first word however slow the machine.
 */
export async function waitForHydration(page: Page, pausedClock = false): Promise<void> {
  await expect
    .poll(async () => {
      if (pausedClock) await page.clock.runFor(1);
      return page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
    })
    .toBe(true);
}

/** A gate a stand-in waits at (`passed`) until the test opens it: a slow backend, a late answer. */
export function gate(): { passed: Promise<void>; open: () => void } {
  let open = () => {};
  const passed = new Promise<void>((resolve) => (open = resolve));
  return { passed, open };
}

/** Moves a paused page clock to `ms` after navigation start (the intro's clock). */
export async function runClockTo(page: Page, ms: number): Promise<void> {
  const now = await page.evaluate(() => performance.now());
  await page.clock.runFor(Math.max(0, Math.ceil(ms - now)));
}

/**
 * Skips the live app's intro: clicks its button in the page if the intro is still up (on a running
 * clock a slow machine may reach this after the intro has ended by itself), then waits for it to
 * be gone. A DOM click: the button shakes, so it is never 'stable'.
 */
export async function skipIntro(page: Page): Promise<void> {
  await page.evaluate((label) => {
    const skip = [...document.querySelectorAll('.intro button')].find(
      (button) => button.textContent === label,
    );
    (skip as HTMLButtonElement | undefined)?.click();
  }, content.skipIntroLabel);
  await page.getByTestId('intro').waitFor({ state: 'detached' });
}
