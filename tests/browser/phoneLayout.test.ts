// The page on phones (mobile emulation: the narrowest portrait phone, a landscape phone) and a
// desktop, in real Chromium: one reading of the whole page per screen for the motion bar (real
// layout, touch and wheel; its logic is tests/components/motionBar.test.tsx's), the fixed
// controls' share and what they cover, axe-core; the tap targets and the safe areas; the intro
// words on the stage. Screenshots in test-results/screenshots/.
import path from 'node:path';
import { describe, expect } from 'vitest';
import { content } from '../../src/config/content.ts';
import { runClockTo, skipIntro, test, waitForHydration } from './browser.ts';
import { effects } from '../../src/config/effects.ts';
import { MOTION_PAUSED_KEY } from '../../src/motionBar/motionPreference.ts';
import { hidePageContent, inkColumns } from './effectsProbes.ts';
import type { Page } from 'playwright-core';
import {
  axeViolations,
  barTransitions,
  contentUnderControls,
  controlShown,
  DESKTOP,
  LANDSCAPE_PHONE,
  MAX_FIXED_SHARE,
  maxScroll,
  openSite,
  passIntro,
  readDownTo,
  SCREENSHOTS,
  scrollTo,
  settle,
  SMALL_PHONE,
  SMALL_SCROLL_UP_PX,
  swipe,
} from './layoutProbes.ts';

type Box = { left: number; top: number; right: number; bottom: number };
/** A target's hit area: its name, fixed on screen (viewport coordinates) or not, what covers it. */
type HitArea = Box & { name: string; fixed: boolean; blockedBy: string | null };

/**
 * The hit area of the element `selector` finds: from the centre of its box, how far left, right,
 * up and down elementFromPoint still finds it (1 px steps), in document coordinates (viewport
 * coordinates for a fixed target). The target must be in the viewport.
 */
function hitArea(page: Page, selector: string): Promise<HitArea> {
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

const MIN_TARGET_PX = 44;
const MIN_SPACING_PX = 8;

/** A layout-shift entry's fields (not in TypeScript's DOM types). */
type LayoutShift = {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
};

describe.each([SMALL_PHONE, LANDSCAPE_PHONE, DESKTOP])('on $name', (viewport) => {
  const touch = viewport.options.hasTouch === true;
  test('reading the page: the pause control is reachable and works at the top, in the middle and at the end, moving nothing; the fixed controls take at most 5% of the screen and never cover content, at any scroll position; no axe-core violations with the bar shown and hidden', async ({
    visit,
  }) => {
    // A running page clock, moved on to the meter's first value below.
    const { page, errors } = await openSite(visit, viewport, { clock: 'running' });
    // Layout shifts from here on: the visit's reading, with the bar coming and going (the page's
    // load, where a slow parser can lay out half a document, is Lighthouse's CLS in the bench).
    // Each shift is kept as what moved, from where to where, so a failure names the element.
    await page.evaluate(() => {
      const shifts: string[] = [];
      Reflect.set(window, '__visitShifts', shifts);
      const box = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & LayoutShift)[]) {
          if (entry.hadRecentInput || entry.value === 0) continue;
          const moved = entry.sources.map((source) => {
            const node = source.node;
            const name =
              node instanceof Element
                ? `${node.nodeName.toLowerCase()}.${node.getAttribute('class')}`
                : (node?.nodeName ?? 'a removed node');
            return `${name} ${box(source.previousRect)} -> ${box(source.currentRect)}`;
          });
          shifts.push(`${entry.value} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
        }
      }).observe({ type: 'layout-shift' });
    });
    const pause = page.getByTestId('pause-control');
    const press = async () => {
      const before = await pause.getAttribute('aria-pressed');
      if (touch) await pause.tap();
      else await pause.click();
      expect(await pause.getAttribute('aria-pressed')).not.toBe(before);
    };
    const shot = async (name: string) => {
      if (viewport === SMALL_PHONE)
        await page.screenshot({ path: path.join(SCREENSHOTS, `320-${name}.png`) });
    };
    // The top: the bar is there, with the meter once it has a value (a reroll each
    // meter.rerollEveryMs, which may draw 0).
    expect(await controlShown(page)).toBe(true);
    // It slides (at once under reduced motion: page.test.ts).
    expect(await barTransitions(page)).not.toEqual(['0s']);
    const meter = page.locator('.meter:not(.meter--hidden)');
    await expect
      .poll(async () => {
        if ((await meter.count()) === 0) await page.clock.runFor(effects.meter.rerollEveryMs);
        return meter.count();
      })
      .toBeGreaterThan(0);
    // Whatever its digits, the meter's value moves nothing: its text, written as React writes a
    // reroll's (into the same text node), without input, through one digit, a reroll's largest
    // and chaos mode's value, then back to what it was.
    await meter.locator('.meter__value').evaluate(
      async (value, values) => {
        const text = value.firstChild as Text;
        const shown = text.data;
        for (const next of [...values, shown]) {
          text.data = next;
          await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
        }
      },
      [1, effects.meter.maxRandom, effects.chaosMode.meterValue].map((n) => `${n}%`),
    );
    await settle(page);
    await shot('top');
    await press();
    // Reading down to the news, then to the tokenomics: the bar gets out of the way, and a small
    // swipe back up brings it.
    for (const section of ['news', 'tokenomics']) {
      await readDownTo(page, section, touch);
      await shot(section);
      expect
        .soft(await controlShown(page), `bar hidden while reading down to ${section}`)
        .toBe(false);
      await swipe(page, -SMALL_SCROLL_UP_PX, touch);
      expect(await controlShown(page), `bar back after a small scroll up at ${section}`).toBe(true);
      await shot(`${section}-scrolled-up`);
      await press();
    }
    // The end of the page: the bar comes back by itself. The reading swipes were made above:
    // a jump to two screens before the end (the bar goes, as on any scroll down), then swipes.
    await page.evaluate(() => {
      const end = document.documentElement.scrollHeight - window.innerHeight;
      window.scrollTo(0, Math.max(window.scrollY, end - 2 * window.innerHeight));
    });
    await settle(page);
    for (
      let i = 0;
      i < 60 && (await page.evaluate(() => window.scrollY)) < (await maxScroll(page)) - 1;
      i += 1
    ) {
      await swipe(page, 600, touch);
    }
    expect(await controlShown(page), 'bar at the end of the page').toBe(true);
    await press();
    // The bar coming and going over the whole visit moved nothing on the page (CLS: layout
    // shifts not caused by a tap or a key). A frame for the last entries to arrive.
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await page.evaluate(() => Reflect.get(window, '__visitShifts'))).toEqual([]);

    // Then down the page again by half a screen at a time (four presses: motion runs again), the
    // mouse off the bar, at the desktop's centre (a mouse over the bar keeps it in view).
    if (!touch) await page.mouse.move(640, 400);
    const end = await maxScroll(page);
    const step = (await page.evaluate(() => window.innerHeight)) / 2;
    const positions: number[] = [];
    for (let y = 0; y < end; y += step) positions.push(Math.round(y));
    positions.push(end);
    const covered: string[] = [];
    for (const y of positions) {
      await scrollTo(page, y);
      const { share, under } = await contentUnderControls(page);
      covered.push(...under);
      // Where the bar shows without being asked for (the top, the end), nothing at all is under it.
      if (y === 0 || y === end) {
        covered.push(...(await contentUnderControls(page, { anyPart: true })).under);
      }
      if (y === 0) expect(share).toBeGreaterThan(0);
      expect(share).toBeLessThanOrEqual(MAX_FIXED_SHARE);
    }
    expect(covered).toEqual([]);
    await page
      .getByRole('button', { name: content.roadmap.chaosButton })
      .evaluate((b: HTMLElement) => b.click());
    await scrollTo(page, 0);
    const summaries = await axeViolations(page, 'top');
    await readDownTo(page, 'news', touch);
    summaries.push(...(await axeViolations(page, 'reading the news')));
    expect(summaries).toEqual([]);
    expect(errors).toEqual([]);
  }, 240_000); // two readings of the whole page, each step waiting for the page to settle
});

// Hit areas are for fingers: the phones only (a desktop pointer is not a touch screen).
describe.each([SMALL_PHONE, LANDSCAPE_PHONE])('on $name, edges and touch targets', (viewport) => {
  test(`keeps the intro, the fixed controls and the text out of the notch and home-indicator areas, never scrolls sideways, and gives every link and button a ${MIN_TARGET_PX} x ${MIN_TARGET_PX} px hit area ${MIN_SPACING_PX} px from its neighbours; the FAKE NEWS flash, inside them too, pulses fakeNewsFlash.pulsesPerSecond times a second, never more than 3`, async ({
    visit,
  }) => {
    const insets =
      viewport === LANDSCAPE_PHONE
        ? { top: 0, right: 47, bottom: 21, left: 47 }
        : { top: 47, right: 0, bottom: 34, left: 0 };
    const { page } = await openSite(visit, viewport, {
      keepIntro: true,
      // The page's clock held: the intro stays up until the test has looked at it.
      clock: 'paused',
      before: async ({ context, page }) => {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets });
      },
    });
    expect(await page.locator('meta[name="viewport"]').getAttribute('content')).toContain(
      'viewport-fit=cover',
    );
    // The elements `selector` finds that are drawn (more than 1 px a side) and reach into the safe
    // area's insets (with `sidesOnly`, its sides only), or (with `ownBox`) overflow their own box.
    const outside = (selector: string, { sidesOnly = false, ownBox = false } = {}) =>
      page.locator(selector).evaluateAll(
        (els, { safe, sidesOnly, ownBox }) => {
          const [vw, vh] = [document.documentElement.clientWidth, window.innerHeight];
          return els
            .filter((el) => {
              const r = el.getBoundingClientRect();
              if (r.width <= 1 || r.height <= 1) return false;
              const sides = r.left < safe.left - 0.5 || r.right > vw - safe.right + 0.5;
              const ends = r.top < safe.top - 0.5 || r.bottom > vh - safe.bottom + 0.5;
              return (
                sides || (!sidesOnly && ends) || (ownBox && el.scrollWidth > el.clientWidth + 1)
              );
            })
            .map((el) => `${el.className || el.tagName}: ${(el.textContent ?? '').slice(0, 30)}`);
        },
        { safe: insets, sidesOnly, ownBox },
      );
    // The words as they settle (the pop-in's scale and fade done), and the overlay's CSS exit
    // (on the screen's clock) held at the page's, whenever this runs.
    await page.addStyleTag({ content: '.intro__word { animation: none !important; }' });
    await page.getByTestId('intro').evaluate((intro) =>
      intro.getAnimations().forEach((a) => {
        a.pause();
        a.currentTime = performance.now();
      }),
    );
    expect(await outside('.intro__word, .intro__skip', { ownBox: true })).toEqual([]);
    // The intro's own target while it is up, then the page's.
    const areas: HitArea[] = [await hitArea(page, '.intro__skip')];
    await waitForHydration(page, true);
    expect(await outside('.controls')).toEqual([]);
    await skipIntro(page);
    await page.clock.resume();
    await passIntro(page);
    expect(await outside('.controls')).toEqual([]);
    // The page's words and controls, wherever they are on the page, stay clear of the sides.
    expect(
      await outside('h1, h2, h3, p, a, button, li, dt, dd, code, input, select, label', {
        sidesOnly: true,
      }),
    ).toEqual([]);
    // With the body's sideways clipping lifted, the page is no wider than the screen.
    const overflow = await page.evaluate(() => {
      document.body.style.overflowX = 'visible';
      const wide = document.documentElement.scrollWidth - document.documentElement.clientWidth;
      document.body.style.overflowX = '';
      return wide;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    // Every link and button (and the feed's search box and filter) visible now, numbered so that
    // each keeps its number when others hide (the motion bar, as the page scrolls).
    const count = await page.evaluate(() => {
      const visible = [...document.querySelectorAll('a[href], button, input, select')].filter(
        (t) => {
          const r = t.getBoundingClientRect();
          return r.width > 1 && r.height > 1 && getComputedStyle(t).visibility === 'visible';
        },
      );
      visible.forEach((t, i) => t.setAttribute('data-probe-target', String(i)));
      return visible.length;
    });
    for (let i = 0; i < count; i += 1) {
      const target = `[data-probe-target="${i}"]`;
      await page
        .locator(target)
        .evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await settle(page);
      let found = await hitArea(page, target);
      if (found.fixed) {
        // A fixed control is measured where the visitor finds it: at the top of the page.
        await scrollTo(page, 0);
        found = await hitArea(page, target);
      }
      areas.push(found);
    }
    const small = areas.flatMap(({ name, blockedBy, left, right, top, bottom }) => {
      if (blockedBy) return [`${name} is under ${blockedBy}`];
      const tooSmall = Math.min(right - left, bottom - top) < MIN_TARGET_PX;
      return tooSmall ? [`${name} ${right - left} x ${bottom - top}`] : [];
    });
    const crowded: string[] = [];
    areas.forEach((a, i) => {
      for (const b of areas.slice(i + 1)) {
        if (a.fixed !== b.fixed) continue;
        const dx = Math.max(0, b.left - a.right, a.left - b.right);
        const gap = Math.hypot(dx, Math.max(0, b.top - a.bottom, a.top - b.bottom));
        if (gap < MIN_SPACING_PX) crowded.push(`${a.name} and ${b.name}: ${gap.toFixed(1)} px`);
      }
    });
    expect(small).toEqual([]);
    expect(crowded).toEqual([]);
    await page.getByRole('button', { name: content.fakeNewsButtonLabel }).click();
    const flash = page.getByTestId('fake-news-flash');
    // Its pulses: its own animation stepped through one second, the peaks of its scale counted.
    const pulses = await flash.evaluate((el) => {
      const [animation] = el.getAnimations();
      if (!animation) return -1;
      animation.pause();
      const scales: number[] = [];
      for (let t = 0; t < 1000; t += 10) {
        animation.currentTime = t;
        const m = new DOMMatrix(getComputedStyle(el).transform);
        scales.push(Math.hypot(m.a, m.b));
      }
      return scales.filter((s, i) => i > 0 && s > scales[i - 1]! && s >= (scales[i + 1] ?? 0))
        .length;
    });
    expect(pulses, 'pulses a second').toBe(Math.min(effects.fakeNewsFlash.pulsesPerSecond, 3));
    // At the pulse's largest: half way through its period.
    await flash.evaluate((el) => {
      for (const animation of el.getAnimations()) {
        animation.pause();
        const period = Number(animation.effect?.getComputedTiming().duration ?? 0);
        animation.currentTime = period / 2;
      }
    });
    expect(await outside('.flash')).toEqual([]);
  });
});

describe.each([SMALL_PHONE, LANDSCAPE_PHONE])('on $name, the effects stage', (viewport) => {
  test('on WebGL draws the intro words inside the screen at devicePixelRatio up to stage.maxResolution', async ({
    visit,
  }) => {
    const { page, context, errors } = await visit({
      ...viewport.options,
      query: '?fx-stats&fx-renderer=webgl',
      // A paused clock: the intro waits for the stage however long it takes to load.
      clock: 'paused',
      // Motion paused (remembered from an earlier visit): the words, still, and no candles.
      before: ({ context }) =>
        context.addInitScript((key) => localStorage.setItem(key, 'true'), MOTION_PAUSED_KEY),
    });
    // All three words in, popped and settled (times from navigation start); then the stage,
    // which loads in real time, is given 1 ms of the page's time per look until it draws: a
    // look each 50 ms, so the intro (up until intro.endMs) outlasts any likely wait.
    await runClockTo(page, effects.intro.wordTimesMs.at(-1)! + effects.intro.wordPopMs + 100);
    await expect
      .poll(async () => {
        await page.clock.runFor(1);
        return page.evaluate(() => window.__effectsStats?.frames ?? 0);
      })
      .toBeGreaterThan(0);
    expect(await page.getByTestId('intro').count()).toBe(1);
    // The canvas follows devicePixelRatio up to stage.maxResolution; the DOM's words are kept for
    // assistive tech only.
    const { width, height } = viewport.options.viewport!;
    const scale = Math.min(viewport.options.deviceScaleFactor!, effects.stage.maxResolution);
    const canvas = page.getByTestId('effects-canvas').locator('canvas');
    expect(await canvas.evaluate((c: HTMLCanvasElement) => [c.width, c.height])).toEqual([
      width * scale,
      height * scale,
    ]);
    const word = page.locator('.intro__word').first();
    expect(await word.evaluate((el) => getComputedStyle(el).color)).toBe('rgba(0, 0, 0, 0)');
    await hidePageContent(page);
    const png = await page
      .getByTestId('effects-canvas')
      .screenshot({ path: path.join(SCREENSHOTS, `stage-intro-${viewport.name}.png`) });
    const ink = await inkColumns(await context.newPage(), png);
    // No ink touches the screen's left or right edge.
    expect(ink.total).toBeGreaterThan(1000);
    expect(ink.first).toBeGreaterThan(2);
    expect(ink.last).toBeLessThan(ink.width - 3);
    expect(errors).toEqual([]);
  });
});
