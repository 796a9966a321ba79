// The phones the layout tests emulate (Chromium's mobile emulation) and a visit on one: the built
// page with twelve stories and market figures, past the intro; scrolling as a script does and
// swiping as a reader's finger does. Probes run in the page: the fixed controls' share of the
// screen and content under them, axe-core, the palette's colours as the page computes them.
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { content } from '../../src/config/content.ts';
import { palette } from '../../src/config/palette.ts';
import {
  skipIntro,
  waitForHydration,
  type Visit,
  type Visited,
  type VisitSite,
} from './browser.ts';
import { rows } from './newsFixtures.ts';

/** The most of the screen the fixed controls may take on a phone (the motion bar, summoned or not). */
export const MAX_FIXED_SHARE = 0.05;

/** What the visitor reads or taps and must never have under a fixed control. */
const CONTENT_SELECTOR =
  'h1, h2, h3, h4, h5, h6, p, figure, a, button, img, input, select, dt, dd, li, code';

/**
 * The fixed controls that take taps (visible, not click-through: the motion bar; the effects stage
 * and the flash let taps through): the share of the screen the outermost take, and the content in
 * the viewport under one, described: whose centre is (elementFromPoint there finds the control),
 * or with `anyPart` any part of it is (a control's or picture's box, a text's lines: a heading's
 * box is as wide as the page, its words are not).
 */
export function contentUnderControls(page: Page, { anyPart = false } = {}) {
  return page.evaluate(
    ({ sel, anyPart }) => {
      const fixedAncestor = (el: Element | null): Element | null => {
        for (let at = el; at; at = at.parentElement) {
          if (getComputedStyle(at).position === 'fixed') return at;
        }
        return null;
      };
      const takesTaps = (el: Element) => {
        const style = getComputedStyle(el);
        return style.visibility === 'visible' && style.pointerEvents !== 'none';
      };
      const fixed = [...document.querySelectorAll('body *')].filter(
        (el) => getComputedStyle(el).position === 'fixed' && takesTaps(el),
      );
      const controls = fixed.map((el) => el.getBoundingClientRect());
      const [vw, vh] = [document.documentElement.clientWidth, window.innerHeight];
      const shown = (r: DOMRect) =>
        Math.max(0, Math.min(vw, r.right) - Math.max(0, r.left)) *
        Math.max(0, Math.min(vh, r.bottom) - Math.max(0, r.top));
      const share =
        fixed
          .filter((el) => !fixed.some((outer) => outer !== el && outer.contains(el)))
          .reduce((sum, el) => sum + shown(el.getBoundingClientRect()), 0) /
        (vw * vh);
      const boxesOf = (el: Element): DOMRect[] => {
        if (el.matches('a, button, img, input, select, figure'))
          return [el.getBoundingClientRect()];
        const boxes: DOMRect[] = [];
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          range.selectNodeContents(text);
          boxes.push(...range.getClientRects());
        }
        return boxes;
      };
      const centreUnder = (r: DOMRect) => {
        const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
        if (x < 0 || y < 0 || x >= vw || y >= vh) return null;
        const over = fixedAncestor(document.elementFromPoint(x, y));
        return over && takesTaps(over) ? over : null;
      };
      const under: string[] = [];
      for (const el of document.querySelectorAll(sel)) {
        if (fixedAncestor(el) || getComputedStyle(el).visibility !== 'visible') continue;
        const r = el.getBoundingClientRect();
        if (r.width <= 1 || r.height <= 1) continue; // not drawn, or visually hidden
        const over = anyPart
          ? boxesOf(el).some(
              (b) =>
                b.width > 1 &&
                b.height > 1 &&
                controls.some(
                  (c) =>
                    b.left < c.right && b.right > c.left && b.top < c.bottom && b.bottom > c.top,
                ),
            )
          : centreUnder(r);
        if (!over) continue;
        const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        const alt = el.getAttribute('alt') ?? el.getAttribute('aria-label') ?? '';
        under.push(
          `${el.tagName.toLowerCase()} "${text || alt}" at scroll ${Math.round(window.scrollY)}`,
        );
      }
      return { share, under };
    },
    { sel: CONTENT_SELECTOR, anyPart },
  );
}

/**
 * Waits until the page has handled its last scroll: the scrolling has stopped (a smooth scroll,
 * such as a focus's, takes a few frames: the position holds still for three), then no fixed
 * element is still in a transition (the bar's slide, which the scroll's frame started). One look
 * a frame, in the page.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const fixedMoving = () =>
          [...document.querySelectorAll('body *')].some(
            (el) => getComputedStyle(el).position === 'fixed' && el.getAnimations().length > 0,
          );
        const look = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 3 && !fixedMoving()) resolve();
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
}

/**
 * axe-core's violations, each as 'where: id: targets'. axe runs in the page itself (legacy mode:
 * the page has no frames, and the default's extra blank page to finish in doubles a scan's time
 * and would be stepped by a paused context clock). Under a paused clock (pausedClock) its timers
 * are run in 1 ms steps until the scan ends.
 */
export async function axeViolations(page: Page, where: string, pausedClock = false) {
  let done = false;
  const scan = new AxeBuilder({ page })
    .setLegacyMode()
    .analyze()
    .finally(() => (done = true));
  while (pausedClock && !done) await page.clock.runFor(1);
  return (await scan).violations.map(
    (v) => `${where}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** The palette's names by the colour the page computes for each (rgb(...)): two names may share one. */
export function paletteByRgb(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate((colours) => {
    const probe = document.body.appendChild(document.createElement('i'));
    const names: Record<string, string[]> = {};
    for (const [name, value] of colours) {
      probe.style.color = value;
      (names[getComputedStyle(probe).color] ??= []).push(name);
    }
    probe.remove();
    return names;
  }, Object.entries(palette));
}

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

/**
 * Swipes down until the section's top reaches the top quarter of the screen: a jump to a screen
 * and a half above that (a scroll down, as any), then the reader's swipes for the rest.
 */
export async function readDownTo(page: Page, id: string, touch: boolean): Promise<void> {
  const top = () =>
    page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top / window.innerHeight);
  const h = await page.evaluate(() => window.innerHeight);
  const jump = await page.locator(`#${id}`).evaluate((el) => {
    const y = el.getBoundingClientRect().top + window.scrollY - 1.75 * window.innerHeight;
    return Math.round(Math.max(window.scrollY, y));
  });
  await scrollTo(page, jump);
  for (let i = 0; i < 40 && (await top()) > 0.25; i += 1) {
    const left = (await top()) * h;
    await swipe(page, Math.min(h * 0.5, Math.max(80, left)), touch);
  }
  expect(await top()).toBeLessThanOrEqual(0.25);
}
