// The phones the layout and motion-bar tests emulate (Chromium's mobile emulation: isMobile,
// hasTouch, device pixel ratio) and a visit on one: the built page with twelve stories and market
// figures, past the intro; scrolling as a script does and swiping as a reader's finger does.
import path from 'node:path';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { content } from '../../src/config/content.ts';
import {
  skipIntro,
  waitForHydration,
  type Visit,
  type Visited,
  type VisitSite,
} from './browser.ts';
import { settle } from './layoutProbes.ts';
import { rows } from './newsFixtures.ts';

/** A device to emulate: a name for the test titles and Playwright's context options. */
export type Viewport = { name: string; options: BrowserContextOptions };

const phone = (width: number, height: number, scale: number): Viewport => ({
  name: `${width}x${height}`,
  options: {
    viewport: { width, height },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: scale,
  },
});

/**
 * The screens whose layout can differ (src/styles: every portrait phone, 320 to 414 px wide, takes
 * the small layout, max-width 30rem; a landscape phone the short one, max-height 30rem, beside
 * min-width 40rem): the narrowest portrait phone, a common one, a landscape phone, a desktop.
 */
export const SMALL_PHONE = phone(320, 568, 2);
export const PHONE = phone(390, 844, 3);
export const LANDSCAPE_PHONE = phone(844, 390, 3);
export const DESKTOP: Viewport = { name: 'desktop 1280x800', options: {} };

/** Where the phone tests write their screenshots, for a person to look at. */
export const SCREENSHOTS = path.resolve(import.meta.dirname, '../../test-results/screenshots');

/**
 * The built page as a visitor gets it on `viewport`: twelve news stories (six cards and View
 * More), market figures with the Buy and source links, past the intro, at the top (unless the
 * test looks at the intro).
 */
export async function openSite(
  visit: VisitSite,
  viewport: Viewport,
  { keepIntro = false, ...more }: Visit & { keepIntro?: boolean } = {},
): Promise<Visited> {
  const opened = await visit({
    ...viewport.options,
    news: { stored: rows(12) },
    market: 'sample',
    until: 'load',
    ...more,
  });
  // The prerendered intro is there before any script: what a test of it looks at.
  if (!keepIntro) await passIntro(opened.page);
  return opened;
}

/** Skips the intro once the app is live and waits for the news cards and the market figures. */
export async function passIntro(page: Page): Promise<void> {
  await waitForHydration(page);
  await skipIntro(page);
  await page.getByTestId('news-card').first().waitFor();
  await page
    .getByTestId('market-strip')
    .getByRole('link', { name: content.market.sourceLabel })
    .waitFor();
  await scrollTo(page, 0);
}

/** Scrolls instantly to `y` and waits for the page to have handled it. */
export async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, left: 0, behavior: 'instant' }), y);
  await settle(page);
}

export const maxScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);

/** The motion bar's distinct transition durations (['0s']: it moves at once). */
export const barTransitions = (page: Page) =>
  page
    .locator('.controls')
    .evaluate((el) => [...new Set(getComputedStyle(el).transitionDuration.split(', '))]);

/** A small swipe or wheel turn back up: what brings the bar back. */
export const SMALL_SCROLL_UP_PX = 48;

/** The element is visible, wholly on screen and takes taps at its centre. */
export function onScreen(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (getComputedStyle(el).visibility !== 'visible' || r.width <= 1 || r.height <= 1)
      return false;
    const [vw, vh] = [document.documentElement.clientWidth, window.innerHeight];
    if (r.top < 0 || r.left < 0 || r.bottom > vh || r.right > vw) return false;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && el.contains(hit);
  });
}

/** The pause control is on screen, visible and takes taps at its centre. */
export const controlShown = (page: Page) => onScreen(page.getByTestId('pause-control'));

/**
 * A reader's swipe, as touch events through CDP (a finger moving `dy` px at a brisk 60 px a frame,
 * then held still for 60 ms before it lifts: Chromium takes a finger still for 40 ms as stopped,
 * so there is no fling), or a wheel turn on a desktop: `dy` > 0 scrolls the page down, < 0 back
 * up. Chromium keeps the first ~15 px of a finger's move as touch slop.
 */
export async function swipe(page: Page, dy: number, touch: boolean): Promise<void> {
  const { w, h } = await page.evaluate(() => ({ w: window.innerWidth, h: window.innerHeight }));
  if (!touch) {
    await page.mouse.move(w / 2, h / 2);
    await page.mouse.wheel(0, dy);
    await settle(page);
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  const x = Math.round(w / 2);
  const from = Math.round(dy > 0 ? h * 0.85 : h * 0.3);
  const at = (y: number) => [{ x, y: Math.round(y) }];
  const steps = Math.max(2, Math.ceil(Math.abs(dy) / 60));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from) });
  for (let i = 1; i <= steps; i += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: at(from - (dy * i) / steps),
    });
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(60);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(from - dy) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  await settle(page);
}

/** Swipes down until the section's top reaches the top quarter of the screen. */
export async function readDownTo(page: Page, id: string, touch: boolean): Promise<void> {
  const top = () =>
    page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top / window.innerHeight);
  const h = await page.evaluate(() => window.innerHeight);
  for (let i = 0; i < 40 && (await top()) > 0.25; i += 1) {
    const left = (await top()) * h;
    await swipe(page, Math.min(h * 0.5, Math.max(80, left)), touch);
  }
  expect(await top()).toBeLessThanOrEqual(0.25);
}
