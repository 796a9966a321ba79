// The page on phones (mobile emulation: 320 to 414 px wide, a landscape phone) and a desktop, in
// real Chromium: the fixed controls, tap targets, axe-core, the safe areas, the intro words on the
// stage (screenshots in test-results/screenshots/); the motion bar's behaviour is
// motionBar.test.ts's.
import path from 'node:path';
import { describe, expect } from 'vitest';
import { content } from '../../src/config/content.ts';
import { runClockTo, test, waitForHydration } from './browser.ts';
import { effects } from '../../src/config/effects.ts';
import { MOTION_PAUSED_KEY } from '../../src/motionBar/motionPreference.ts';
import { hidePageContent, inkColumns } from './effectsProbes.ts';
import {
  axeViolations,
  contentUnderControls,
  gapBetween,
  hitArea,
  MAX_FIXED_SHARE,
  outsideSafeArea,
  settle,
  taggedTarget,
  tagTargets,
  type HitArea,
} from './layoutProbes.ts';
import {
  DESKTOP,
  maxScroll,
  openSite,
  passIntro,
  PHONES,
  readDownTo,
  SCREENSHOTS,
  scrollTo,
} from './phones.ts';

const MIN_TARGET_PX = 44;
const MIN_SPACING_PX = 8;

describe.each([...PHONES, DESKTOP])('on $name', (viewport) => {
  test('the fixed controls take at most 5% of the screen and never cover content, at any scroll position; no axe-core violations with the bar shown and hidden', async ({
    visit,
  }) => {
    const { page, errors } = await openSite(visit, viewport);
    const end = await maxScroll(page);
    const step = (await page.evaluate(() => window.innerHeight)) / 2;
    // Down the page by half a viewport at a time, as a reader goes, to the very end.
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
    await readDownTo(page, 'news', viewport.options.hasTouch === true);
    summaries.push(...(await axeViolations(page, 'reading the news')));
    expect(summaries).toEqual([]);
    expect(errors).toEqual([]);
  });
});

// Hit areas are for fingers: the phones only (a desktop pointer is not a touch screen).
describe.each(PHONES)('on $name, edges and touch targets', (viewport) => {
  test(`keeps the intro, the fixed controls and the text out of the notch and home-indicator areas, never scrolls sideways, and gives every link and button a ${MIN_TARGET_PX} x ${MIN_TARGET_PX} px hit area ${MIN_SPACING_PX} px from its neighbours`, async ({
    visit,
  }) => {
    const landscape =
      (viewport.options.viewport?.width ?? 0) > (viewport.options.viewport?.height ?? 0);
    const insets = landscape
      ? { top: 0, right: 47, bottom: 21, left: 47 }
      : { top: 47, right: 0, bottom: 34, left: 0 };
    const { page } = await openSite(visit, viewport, {
      keepIntro: true,
      before: async ({ context, page }) => {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets });
      },
    });
    expect(await page.locator('meta[name="viewport"]').getAttribute('content')).toContain(
      'viewport-fit=cover',
    );
    const outside = (selector: string, options = {}) =>
      outsideSafeArea(page, selector, insets, options);
    // The words as they settle (the pop-in's scale and fade done), whenever this runs.
    await page.addStyleTag({ content: '.intro__word { animation: none !important; }' });
    expect(await outside('.intro__word, .intro__skip', { ownBox: true })).toEqual([]);
    // The intro's own target while it is up, then the page's.
    const areas: HitArea[] = [await hitArea(page, '.intro__skip')];
    await waitForHydration(page);
    expect(await outside('.controls')).toEqual([]);
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
    const count = await tagTargets(page);
    for (let i = 0; i < count; i += 1) {
      await page
        .locator(taggedTarget(i))
        .evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await settle(page);
      let found = await hitArea(page, taggedTarget(i));
      if (found.fixed) {
        // A fixed control is measured where the visitor finds it: at the top of the page.
        await scrollTo(page, 0);
        found = await hitArea(page, taggedTarget(i));
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
        const gap = gapBetween(a, b);
        if (gap < MIN_SPACING_PX) crowded.push(`${a.name} and ${b.name}: ${gap.toFixed(1)} px`);
      }
    });
    expect(small).toEqual([]);
    expect(crowded).toEqual([]);
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
  });
});

describe.each([PHONES[0]!, PHONES[4]!])('on $name, the effects stage', (viewport) => {
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
