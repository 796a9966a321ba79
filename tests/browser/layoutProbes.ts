// Probes run in the page: the fixed controls' share of the screen, content under them, tap
// targets' hit areas and spacing, the safe area; axe-core; the motion bar's slide; the palette's
// colours as the page computes them.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { palette } from '../../src/config/palette.ts';

export type Box = { left: number; top: number; right: number; bottom: number };

/** The most of the screen the fixed controls may take on a phone (the motion bar, summoned or not). */
export const MAX_FIXED_SHARE = 0.05;

/** What the visitor reads or taps and must never have under a fixed control. */
const CONTENT_SELECTOR =
  'h1, h2, h3, h4, h5, h6, p, figure, a, button, img, input, select, dt, dd, li, code';

/** What the visitor taps: every link and button (and the news feed's search box and filter). */
const TARGET_SELECTOR = 'a[href], button, input, select';

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

export interface HitArea extends Box {
  /** Which target (tag and text). */
  name: string;
  /** The target is fixed on screen (its box is in viewport coordinates, not the document's). */
  fixed: boolean;
  /** What elementFromPoint found at the target's centre when that was not the target. */
  blockedBy: string | null;
}

/**
 * The hit area of the element `selector` finds: from the centre of its box, how far left, right,
 * up and down elementFromPoint still finds it (1 px steps), in document coordinates (viewport
 * coordinates for a fixed target). The target must be in the viewport.
 */
export function hitArea(page: Page, selector: string): Promise<HitArea> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) throw new Error(`no ${sel}`);
    let fixed = false;
    for (let at: Element | null = el; at; at = at.parentElement) {
      if (getComputedStyle(at).position === 'fixed') fixed = true;
    }
    const r = el.getBoundingClientRect();
    const cx = Math.floor(r.left + r.width / 2);
    const cy = Math.floor(r.top + r.height / 2);
    const [vw, vh] = [document.documentElement.clientWidth, window.innerHeight];
    const finds = (x: number, y: number) =>
      el.contains(document.elementFromPoint(x + 0.5, y + 0.5));
    const label = `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30) || el.getAttribute('aria-label') || el.querySelector('img')?.alt || ''}"`;
    const hit = document.elementFromPoint(cx + 0.5, cy + 0.5);
    const blocked = !el.contains(hit);
    let [left, right, top, bottom] = [cx, cx + 1, cy, cy + 1];
    while (!blocked && left - 1 >= 0 && finds(left - 1, cy)) left -= 1;
    while (!blocked && right < vw && finds(right, cy)) right += 1;
    while (!blocked && top - 1 >= 0 && finds(cx, top - 1)) top -= 1;
    while (!blocked && bottom < vh && finds(cx, bottom)) bottom += 1;
    const [dx, dy] = fixed ? [0, 0] : [window.scrollX, window.scrollY];
    return {
      name: label,
      fixed,
      blockedBy: blocked
        ? hit
          ? `${hit.tagName.toLowerCase()}.${hit.className}`
          : 'nothing'
        : null,
      left: left + dx,
      right: right + dx,
      top: top + dy,
      bottom: bottom + dy,
    };
  }, selector);
}

/**
 * Numbers the targets visible now (data-probe-target="0", "1", ... in document order), so that
 * each keeps its number when others hide (the motion bar, as the page scrolls); returns how many.
 */
export function tagTargets(page: Page): Promise<number> {
  return page.evaluate((sel) => {
    const visible = [...document.querySelectorAll(sel)].filter((t) => {
      const r = t.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && getComputedStyle(t).visibility === 'visible';
    });
    visible.forEach((t, i) => t.setAttribute('data-probe-target', String(i)));
    return visible.length;
  }, TARGET_SELECTOR);
}

/** The selector of the `index`-th target numbered by tagTargets. */
export const taggedTarget = (index: number): string => `[data-probe-target="${index}"]`;

/**
 * The elements `selector` finds that are drawn (more than 1 px a side) and reach into the safe
 * area's insets (with `sidesOnly`, its sides only), or (with `ownBox`) overflow their own box.
 */
export function outsideSafeArea(
  page: Page,
  selector: string,
  insets: Box,
  { sidesOnly = false, ownBox = false } = {},
): Promise<string[]> {
  return page.locator(selector).evaluateAll(
    (els, { safe, sidesOnly, ownBox }) => {
      const [vw, vh] = [document.documentElement.clientWidth, window.innerHeight];
      return els
        .filter((el) => {
          const r = el.getBoundingClientRect();
          if (r.width <= 1 || r.height <= 1) return false;
          const sides = r.left < safe.left - 0.5 || r.right > vw - safe.right + 0.5;
          const ends = r.top < safe.top - 0.5 || r.bottom > vh - safe.bottom + 0.5;
          return sides || (!sidesOnly && ends) || (ownBox && el.scrollWidth > el.clientWidth + 1);
        })
        .map((el) => `${el.className || el.tagName}: ${(el.textContent ?? '').slice(0, 30)}`);
    },
    { safe: insets, sidesOnly, ownBox },
  );
}

/** The distance between two boxes (0 when they touch or overlap). */
export function gapBetween(a: Box, b: Box): number {
  const dx = Math.max(0, b.left - a.right, a.left - b.right);
  const dy = Math.max(0, b.top - a.bottom, a.top - b.bottom);
  return Math.hypot(dx, dy);
}

/**
 * Waits until the page has handled its last scroll: the scrolling has stopped (a smooth scroll,
 * such as a focus's, takes a few frames: the position holds still for three), then no fixed
 * element is still in a transition (the bar's slide, which the scroll's frame started).
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const look = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 3) resolve();
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
  await page.waitForFunction(() =>
    [...document.querySelectorAll('body *')].every(
      (el) => getComputedStyle(el).position !== 'fixed' || el.getAnimations().length === 0,
    ),
  );
}

/** Waits for the motion bar's slide to end (it runs on the screen's time, not the page clock's). */
export const barSettled = (page: Page) =>
  page.waitForFunction(
    () => document.querySelector('.controls')?.getAnimations({ subtree: true }).length === 0,
  );

/**
 * axe-core's violations, each as 'where: id: targets'. Under a paused clock (pausedClock) its
 * timers are run in 1 ms steps until the scan ends, and it runs in the page itself (legacy mode):
 * by default axe finishes in a blank page of its own, which the context's clock would be stepping.
 */
export async function axeViolations(page: Page, where: string, pausedClock = false) {
  let done = false;
  const builder = new AxeBuilder({ page });
  const scan = (pausedClock ? builder.setLegacyMode() : builder)
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
