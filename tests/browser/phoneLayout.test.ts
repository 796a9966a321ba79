// The page on phones, in real Chromium with mobile emulation (isMobile, hasTouch, device pixel
// ratio) at 320, 360, 390 and 414 px wide, a landscape phone (844 x 390) and a desktop: the
// fixed controls' size and what they cover at every scroll position, every tap target's hit area
// and spacing, the pause control at the top, middle and end, axe-core, no horizontal scroll, the
// intro words on screen. Writes screenshots at 320 and 390 px to test-results/screenshots/.
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../../src/config/content.ts';
import { samplePairs } from '../../scripts/shared/marketFake.ts';
import {
  baseUrl,
  launchBrowser,
  openPage,
  waitForHydration,
  type OpenedPage,
  stubOutsideWorld,
  stubMarket,
} from './browser.ts';
import { resetBackend, storeRows } from './backend.ts';
import { TEST_MARKET_URL } from './env.ts';
import { pressChaos, waitForStage } from '../../scripts/shared/effectsStage.ts';
import { effects } from '../../src/config/effects.ts';
import { hidePageContent, inkColumns } from './effectsProbes.ts';
import {
  area,
  centreTarget,
  contentUnderControls,
  coveredCentres,
  fixedControls,
  gapBetween,
  hitArea,
  settle,
  taggedTarget,
  tagTargets,
  type HitArea,
} from './layoutProbes.ts';
import { IMAGE_ORIGIN, rows } from './newsFixtures.ts';

export interface Viewport {
  name: string;
  options: BrowserContextOptions;
}

const phone = (width: number, height: number, scale: number): Viewport => ({
  name: `${width}x${height}`,
  options: {
    viewport: { width, height },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: scale,
  },
});

/** The issue's phones (a small, a common Android, two iPhones), a landscape phone, a desktop. */
const PHONES: Viewport[] = [
  phone(320, 568, 2),
  phone(360, 740, 3),
  phone(390, 844, 3),
  phone(414, 896, 2),
  phone(844, 390, 3),
];
const DESKTOP: Viewport = { name: 'desktop 1280x800', options: {} };

const CLOCK_START = Date.UTC(2026, 10, 22, 12, 0, 0);
const MIN_TARGET_PX = 44;
const MIN_SPACING_PX = 8;
const MAX_FIXED_SHARE = 0.05;
const SCREENSHOTS = path.resolve(import.meta.dirname, '../../test-results/screenshots');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk0P9fDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * The built page as a visitor gets it on `viewport`: twelve news stories (six cards and View
 * More), market figures with the Buy and source links, past the intro, at the top.
 */
async function openSite(viewport: Viewport, { keepIntro = false } = {}): Promise<OpenedPage> {
  const opened = await openPage(browser, viewport.options);
  const { context, page } = opened;
  await stubOutsideWorld(context);
  await resetBackend();
  await storeRows(rows(12));
  await page.route(`${TEST_MARKET_URL}/**`, (route) => {
    const [, , , chain = '', token = ''] = new URL(route.request().url()).pathname.split('/');
    return route.fulfill({
      status: 200,
      headers: { 'access-control-allow-origin': '*' },
      json: samplePairs(chain, token),
    });
  });
  await context.route(`${IMAGE_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
  );
  await page.goto(baseUrl());
  // The prerendered intro is there before any script: what a test of it looks at.
  if (!keepIntro) await passIntro(page);
  return opened;
}

/**
 * Skips the intro (a DOM click: the button shakes, and the intro may be leaving on its own on a
 * loaded machine) and waits for the news cards and the market figures.
 */
async function passIntro(page: Page): Promise<void> {
  await waitForHydration(page, false);
  await page.evaluate(() => document.querySelector<HTMLElement>('.intro__skip')?.click());
  await page.getByTestId('intro').waitFor({ state: 'detached' });
  await page.getByTestId('news-card').first().waitFor();
  await page
    .getByTestId('market-strip')
    .getByRole('link', { name: content.market.sourceLabel })
    .waitFor();
  await scrollTo(page, 0);
}

/** Scrolls instantly to `y` and waits for the page to have handled it. */
async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, left: 0, behavior: 'instant' }), y);
  await settle(page);
}

const maxScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);

const viewportArea = (page: Page) =>
  page.evaluate(() => document.documentElement.clientWidth * window.innerHeight);

describe.each([...PHONES, DESKTOP])('on $name', (viewport) => {
  const touch = viewport.options.hasTouch === true;
  it('the fixed controls take at most 5% of the screen and never cover content, at any scroll position', async () => {
    const { page, context, errors } = await openSite(viewport);
    const controls = await fixedControls(page);
    const share = controls.reduce((sum, c) => sum + area(c), 0) / (await viewportArea(page));
    const covered: string[] = [];
    const end = await maxScroll(page);
    const step = (await page.evaluate(() => window.innerHeight)) / 2;
    // Down the page by half a viewport at a time, as a reader goes, to the very end.
    const positions: number[] = [];
    for (let y = 0; y < end; y += step) positions.push(Math.round(y));
    positions.push(end);
    // Where the bar shows without being asked for (the top, the end), nothing at all is under it.
    const partlyUnder: string[] = [];
    for (const y of positions) {
      await scrollTo(page, y);
      covered.push(...(await coveredCentres(page)));
      if (y === 0 || y === end) partlyUnder.push(...(await contentUnderControls(page)));
    }
    console.info(
      `${viewport.name}: fixed controls ${controls.map((c) => `${c.name} ${Math.round(c.right - c.left)}x${Math.round(c.bottom - c.top)}`).join(', ')}, ` +
        `${(share * 100).toFixed(1)}% of the viewport; ${covered.length} centres covered over ${positions.length} positions`,
    );
    if (covered.length) console.info(covered.slice(0, 12).join('\n'));
    expect(controls.length).toBeGreaterThan(0);
    expect(share).toBeLessThanOrEqual(MAX_FIXED_SHARE);
    expect(covered).toEqual([]);
    expect(partlyUnder).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the pause control is reachable and works at the top, in the middle and at the end', async () => {
    const { page, context, errors } = await openSite(viewport);
    // Layout shifts from here on: the visit's reading, with the bar coming and going (the page's
    // load, where a slow parser can lay out half a document, is Lighthouse's CLS in the bench).
    await page.evaluate(() => {
      (window as unknown as { __visitShifts: number }).__visitShifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) {
            (window as unknown as { __visitShifts: number }).__visitShifts += entry.value;
          }
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
      const { width, height } = viewport.options.viewport ?? {};
      if (!touch || (width !== 320 && width !== 390) || (height ?? 0) < width!) return;
      mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SCREENSHOTS, `${width}-${name}.png`) });
    };
    // The top: the bar is there, with the meter once it has a value (within meter.rerollEveryMs).
    expect(await controlShown(page)).toBe(true);
    await page.locator('.meter:not(.meter--hidden)').waitFor({ timeout: 10_000 });
    await shot('top');
    await press();
    // Reading down to the news, then to the tokenomics: the bar gets out of the way, and a small
    // swipe back up brings it.
    for (const [section, name] of [
      ['news', 'news'],
      ['tokenomics', 'tokenomics'],
    ] as const) {
      await readDownTo(page, section, touch);
      await shot(name);
      expect
        .soft(await controlShown(page), `bar hidden while reading down to ${section}`)
        .toBe(false);
      await swipe(page, -SMALL_SCROLL_UP_PX, touch);
      expect(await controlShown(page), `bar back after a small scroll up at ${section}`).toBe(true);
      await shot(`${name}-scrolled-up`);
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
    const shifts = await page.evaluate(
      () => (window as unknown as { __visitShifts: number }).__visitShifts,
    );
    expect(shifts).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has no axe-core violations with the bar shown and hidden', async () => {
    const { page, context } = await openSite(viewport);
    const summaries: string[] = [];
    const scan = async (where: string) => {
      const results = await new AxeBuilder({ page }).analyze();
      for (const v of results.violations) {
        summaries.push(`${where}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      }
    };
    await page
      .getByRole('button', { name: 'TRIGGER CHAOS MODE' })
      .evaluate((b: HTMLElement) => b.click());
    await scrollTo(page, 0);
    await scan('top');
    await readDownTo(page, 'news', touch);
    await scan('reading the news');
    expect(summaries).toEqual([]);
    await context.close();
  });
});

// Hit areas are for fingers: the phones only (a desktop pointer is not a touch screen).
describe.each(PHONES)('on $name, touch targets', (viewport) => {
  it(`every link and button has a ${MIN_TARGET_PX} x ${MIN_TARGET_PX} px hit area, ${MIN_SPACING_PX} px from its neighbours`, async () => {
    const { page, context } = await openSite(viewport, { keepIntro: true });
    const areas: HitArea[] = [];
    // The intro's own target while it is up, then the page's.
    areas.push(await hitArea(page, '.intro__skip'));
    await passIntro(page);
    const count = await tagTargets(page);
    for (let i = 0; i < count; i += 1) {
      await centreTarget(page, taggedTarget(i));
      await settle(page);
      let found = await hitArea(page, taggedTarget(i));
      if (found.fixed) {
        // A fixed control is measured where the visitor finds it: at the top of the page.
        await scrollTo(page, 0);
        found = await hitArea(page, taggedTarget(i));
      }
      areas.push(found);
    }
    const small = areas
      .filter(
        (a) => a.blockedBy || a.right - a.left < MIN_TARGET_PX || a.bottom - a.top < MIN_TARGET_PX,
      )
      .map((a) =>
        a.blockedBy
          ? `${a.name} is under ${a.blockedBy}`
          : `${a.name} ${a.right - a.left} x ${a.bottom - a.top}`,
      );
    const crowded: string[] = [];
    let closest = Infinity;
    areas.forEach((a, i) => {
      for (const b of areas.slice(i + 1)) {
        if (a.fixed !== b.fixed) continue;
        const gap = gapBetween(a, b);
        closest = Math.min(closest, gap);
        if (gap < MIN_SPACING_PX) crowded.push(`${a.name} and ${b.name}: ${gap.toFixed(1)} px`);
      }
    });
    const smallest = Math.min(...areas.map((a) => Math.min(a.right - a.left, a.bottom - a.top)));
    console.info(
      `${viewport.name}: ${areas.length} targets, smallest hit side ${smallest} px, ` +
        `closest two ${closest.toFixed(1)} px apart; ` +
        `under ${MIN_TARGET_PX} px: ${small.length ? small.join('; ') : 'none'}; ` +
        `closer than ${MIN_SPACING_PX} px: ${crowded.length ? crowded.join('; ') : 'none'}`,
    );
    expect(small).toEqual([]);
    expect(crowded).toEqual([]);
    await context.close();
  });
});

describe.each(PHONES)('on $name, edges', (viewport) => {
  it('the intro words fit on the screen and the page never scrolls sideways', async () => {
    const { page, context } = await openSite(viewport, { keepIntro: true });
    // The words as they settle (the pop-in's scale and fade done), whenever this runs.
    await page.addStyleTag({ content: '.intro__word { animation: none !important; }' });
    const clipped = await page.locator('.intro__word, .intro__skip').evaluateAll((els) =>
      els
        .map((el) => {
          const r = el.getBoundingClientRect();
          const inside =
            r.left >= 0 &&
            r.top >= 0 &&
            r.right <= document.documentElement.clientWidth &&
            r.bottom <= window.innerHeight &&
            el.scrollWidth <= el.clientWidth + 1;
          return inside
            ? null
            : `${el.textContent} at ${[r.left, r.top, r.right, r.bottom].map(Math.round)}`;
        })
        .filter((x) => x !== null),
    );
    expect(clipped).toEqual([]);
    await passIntro(page);
    // With the body's sideways clipping lifted, the page is no wider than the screen.
    const overflow = await page.evaluate(() => {
      document.body.style.overflowX = 'visible';
      const wide = document.documentElement.scrollWidth - document.documentElement.clientWidth;
      document.body.style.overflowX = '';
      return wide;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('keeps the fixed controls, the intro and the text out of the notch and home-indicator areas', async () => {
    const landscape =
      (viewport.options.viewport?.width ?? 0) > (viewport.options.viewport?.height ?? 0);
    const insets = landscape
      ? { top: 0, right: 47, bottom: 21, left: 47 }
      : { top: 47, right: 0, bottom: 34, left: 0 };
    const opened = await openPage(browser, viewport.options);
    const { page, context } = opened;
    await stubOutsideWorld(context);
    await resetBackend();
    await stubMarket(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets });
    await page.goto(baseUrl());
    expect(await page.locator('meta[name="viewport"]').getAttribute('content')).toContain(
      'viewport-fit=cover',
    );
    const outside = (selector: string, horizontalOnly = false) =>
      page.locator(selector).evaluateAll(
        (els, { safe, horizontalOnly: h }) => {
          const vw = document.documentElement.clientWidth;
          const vh = window.innerHeight;
          return els
            .filter((el) => {
              const r = el.getBoundingClientRect();
              if (r.width <= 1 || r.height <= 1) return false;
              const out = r.left < safe.left - 0.5 || r.right > vw - safe.right + 0.5;
              const outV = r.top < safe.top - 0.5 || r.bottom > vh - safe.bottom + 0.5;
              return out || (!h && outV);
            })
            .map((el) => `${el.className || el.tagName}: ${(el.textContent ?? '').slice(0, 30)}`);
        },
        { safe: insets, horizontalOnly },
      );
    await page.addStyleTag({ content: '.intro__word { animation: none !important; }' });
    expect(await outside('.intro__word, .intro__skip')).toEqual([]);
    await waitForHydration(page, false);
    expect(await outside('.controls')).toEqual([]);
    await page.evaluate(() => document.querySelector<HTMLElement>('.intro__skip')?.click());
    await page.getByTestId('intro').waitFor({ state: 'detached' });
    expect(await outside('.controls')).toEqual([]);
    // The page's words and controls, wherever they are on the page, stay clear of the sides.
    expect(
      await outside('h1, h2, h3, p, a, button, li, dt, dd, code, input, select, label', true),
    ).toEqual([]);
    await page.getByRole('button', { name: content.fakeNewsButtonLabel }).click();
    await page.getByTestId('fake-news-flash').waitFor();
    // At the pulse's largest: half way through its period.
    await page.getByTestId('fake-news-flash').evaluate((el) => {
      for (const animation of el.getAnimations()) {
        animation.pause();
        const period = Number(animation.effect?.getComputedTiming().duration ?? 0);
        animation.currentTime = period / 2;
      }
    });
    expect(await outside('.flash')).toEqual([]);
    await context.close();
  });
});

describe.each([PHONES[0]!, PHONES[4]!])('on $name, the effects stage', (viewport) => {
  it('draws the intro words inside the screen', async () => {
    const { page, context, errors } = await openPage(browser, viewport.options);
    await stubOutsideWorld(context);
    await resetBackend();
    await stubMarket(page);
    // Motion paused (remembered from an earlier visit): the words, still, and no candles.
    await context.addInitScript(() => localStorage.setItem('unstable:motion-paused', 'true'));
    // A paused clock that moves only in small steps while the stage loads (its textures load in
    // real time meanwhile): on a loaded machine the intro must not run out before the stage is up.
    const start = Date.UTC(2026, 10, 22, 12, 0, 0);
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 60_000);
    await page.goto(`${baseUrl()}?fx-stats&fx-renderer=webgl`);
    await waitForStage(page, 10, 1000);
    // All three words in, popped and settled, before the intro leaves (times from navigation start).
    const settled = effects.intro.wordTimesMs.at(-1)! + effects.intro.wordPopMs + 100;
    const now = await page.evaluate(() => performance.now());
    await page.clock.runFor(Math.max(0, Math.ceil(settled - now)));
    expect(await page.getByTestId('intro').count()).toBe(1);
    await hidePageContent(page);
    const png = await page.getByTestId('effects-canvas').screenshot();
    mkdirSync(SCREENSHOTS, { recursive: true });
    writeFileSync(path.join(SCREENSHOTS, `stage-intro-${viewport.name}.png`), png);
    const blank = await context.newPage();
    const ink = await inkColumns(blank, png);
    // The words are drawn, and no ink touches the screen's left or right edge.
    expect(ink.total).toBeGreaterThan(1000);
    expect(ink.first).toBeGreaterThan(2);
    expect(ink.last).toBeLessThan(ink.width - 3);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the motion bar', () => {
  const viewport = PHONES[2]!; // 390 x 844

  it('keeps keyboard focus off a hidden control, stays while focused, and never hides a focused element', async () => {
    const { page, context } = await openSite(viewport);
    const pause = page.getByTestId('pause-control');
    await page.keyboard.press('Tab');
    expect(await pause.evaluate((el) => el === document.activeElement)).toBe(true);
    // Focus inside: reading on does not take the bar away.
    await scrollTo(page, 1200);
    await scrollTo(page, 1600);
    expect(await controlShown(page)).toBe(true);
    // Through every focusable element of the page and back.
    const problems: string[] = [];
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 80; i += 1) {
        await page.keyboard.press(key);
        await settle(page);
        const problem = await page.evaluate(() => {
          const el = document.activeElement;
          if (!el || el === document.body) return null;
          const bar = document.querySelector('.controls');
          if (bar?.contains(el)) {
            return getComputedStyle(el).visibility === 'visible'
              ? null
              : 'focus on a hidden control';
          }
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return hit && bar?.contains(hit)
            ? `${el.tagName} "${el.textContent?.slice(0, 20) || el.getAttribute('href')}" at ` +
                `(${Math.round(r.left)}, ${Math.round(r.top)}) under the bar at scroll ${Math.round(window.scrollY)}`
            : null;
        });
        if (problem) problems.push(`${key} ${i}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000); // 160 key presses, each waiting for the page to settle

  it('stays while a finger is on it, then goes on the next scroll down', async () => {
    const { page, context } = await openSite(viewport);
    await readDownTo(page, 'news', true);
    await swipe(page, -SMALL_SCROLL_UP_PX, true);
    expect(await controlShown(page)).toBe(true);
    const box = await page.getByTestId('chaos-meter').boundingBox();
    const point = {
      x: Math.round(box!.x + box!.width / 2),
      y: Math.round(box!.y + box!.height / 2),
    };
    const cdp = await context.newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    const y = await page.evaluate(() => window.scrollY);
    await scrollTo(page, y + 300);
    await scrollTo(page, y + 600);
    expect(await controlShown(page)).toBe(true);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await scrollTo(page, y + 900);
    expect(await controlShown(page)).toBe(false);
    await context.close();
  });

  it('slides in and out, at once under reduced motion', async () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const { page, context } = await openSite({
        name: viewport.name,
        options: { ...viewport.options, reducedMotion },
      });
      await readDownTo(page, 'news', true);
      expect(await controlShown(page)).toBe(false);
      const transition = await page
        .locator('.controls')
        .evaluate((el) => getComputedStyle(el).transitionDuration);
      if (reducedMotion === 'reduce')
        expect(transition.split(', ').every((d) => d === '0s')).toBe(true);
      else expect(transition.split(', ').some((d) => d !== '0s')).toBe(true);
      await context.close();
    }
  });

  it('is never drawn over by the effects stage', async () => {
    const opened = await openPage(browser, viewport.options);
    const { page, context } = opened;
    await stubOutsideWorld(context);
    await resetBackend();
    await stubMarket(page);
    // A paused clock: nothing moves between the two screenshots of a pair.
    await page.clock.install({ time: CLOCK_START });
    await page.clock.pauseAt(CLOCK_START + 60_000);
    await page.goto(`${baseUrl()}?fx-stats`);
    await waitForHydration(page, true);
    await waitForStage(page);
    await page.clock.runFor(5000); // past the intro
    await pressChaos(page);
    const stage = page.getByTestId('effects-canvas');
    // The opaque inside of the bar's parts: each box less the corners its round ends leave open
    // (a radius of half the bar's height leaves 22 * (1 - 1 / sqrt 2) < 7 px, and the edge's
    // antialiasing about one more: 9 px is clear of both).
    const parts = async () =>
      page.locator('.pause-control, .meter:not(.meter--hidden)').evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return { x: r.left + 9, y: r.top + 9, width: r.width - 18, height: r.height - 18 };
        }),
      );
    let differing = 0;
    let compared = 0;
    for (let i = 0; i < 12; i += 1) {
      await page.clock.runFor(200);
      await page.waitForFunction(
        () => document.querySelector('.controls')?.getAnimations({ subtree: true }).length === 0,
      );
      for (const clip of await parts()) {
        const withStage = await page.screenshot({ clip, animations: 'disabled' });
        await stage.evaluate((el: HTMLElement) => (el.style.visibility = 'hidden'));
        const withoutStage = await page.screenshot({ clip, animations: 'disabled' });
        await stage.evaluate((el: HTMLElement) => (el.style.visibility = ''));
        compared += 1;
        if (!withStage.equals(withoutStage)) {
          differing += 1;
          // For a person to look at: the part with the stage drawn, and without it.
          const dir = path.resolve(SCREENSHOTS, '../stage-over-bar');
          mkdirSync(dir, { recursive: true });
          writeFileSync(path.join(dir, `${differing}-with-stage.png`), withStage);
          writeFileSync(path.join(dir, `${differing}-without-stage.png`), withoutStage);
        }
      }
    }
    expect(compared).toBeGreaterThanOrEqual(12);
    expect(differing).toBe(0);
    await context.close();
  });
});

/** A small swipe or wheel turn back up: what brings the bar back. */
const SMALL_SCROLL_UP_PX = 48;

/** The pause control is on screen, visible and takes taps at its centre. */
function controlShown(page: Page): Promise<boolean> {
  return page.getByTestId('pause-control').evaluate((el) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (getComputedStyle(el).visibility !== 'visible') return false;
    if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return !!hit && el.contains(hit);
  });
}

/**
 * A reader's swipe, as touch events through CDP (a finger moving `dy` px, held still before it
 * lifts, so there is no fling), or a wheel turn on a desktop: `dy` > 0 scrolls the page down,
 * < 0 back up. Chromium keeps the first ~15 px of a finger's move as touch slop.
 */
async function swipe(page: Page, dy: number, touch: boolean): Promise<void> {
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
  const steps = Math.max(2, Math.ceil(Math.abs(dy) / 20));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from) });
  for (let i = 1; i <= steps; i += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: at(from - (dy * i) / steps),
    });
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(150);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(from - dy) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  await settle(page);
}

/** Swipes down until the section's top reaches the top quarter of the screen. */
async function readDownTo(page: Page, id: string, touch: boolean): Promise<void> {
  const top = () =>
    page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top / window.innerHeight);
  const h = await page.evaluate(() => window.innerHeight);
  for (let i = 0; i < 40 && (await top()) > 0.25; i += 1) {
    const left = (await top()) * h;
    await swipe(page, Math.min(h * 0.5, Math.max(80, left)), touch);
  }
  expect(await top()).toBeLessThanOrEqual(0.25);
}
