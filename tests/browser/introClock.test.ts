// The intro on its clock, in real Chromium: its CSS animations are pinned to navigation start
// (src/intro/introTimeline.ts) and the live app follows the same clock, so they keep
// effects.intro's times however slowly a device loads. Checked on the page's own clocks, never with
// a stopwatch; how late the words come on a slow phone is a figure of `npm run bench`, not a
// verdict.
import { describe, expect } from 'vitest';
import { content } from '../../src/config/content.ts';
import { effects } from '../../src/config/effects.ts';
import { INTRO_ANIMATION_PREFIX } from '../../src/intro/introTimeline.ts';
import { MOTION_PAUSED_KEY } from '../../src/motionBar/motionPreference.ts';
import {
  runClockTo,
  test,
  waitForHydration,
  type OpenedPage,
  type Visit,
  type VisitSite,
} from './browser.ts';
import {
  applyProfile,
  DESKTOP,
  PHONE,
  readIntroTimings,
  watchIntro,
  type DeviceProfile,
  type IntroTimings,
} from '../../scripts/harness/introTiming.ts';

const { wordTimesMs, endMs } = effects.intro;

/** The intro as a watcher in the page saw it, from navigation start to the overlay gone. */
async function watch(visit: VisitSite, profile: DeviceProfile, { before, ...options }: Visit = {}) {
  const opened = await visit({
    ...options,
    until: 'load',
    before: async (page) => {
      await applyProfile(page.context, page.page, profile);
      await watchIntro(page.page);
      await before?.(page);
    },
  });
  return { ...opened, timings: await readIntroTimings(opened.page, 0) };
}

/** Only the prerendered page and the 1 KB boot script run: the app's download is refused. */
const holdAppBack = ({ page }: OpenedPage) =>
  page.route(/\/assets\/main-[^/]+\.js$/, (route) => route.abort());

/** Every word seen, in order, none before its time; the overlay gone, not before intro.endMs. */
function expectInOrderNeverEarly(timings: IntroTimings) {
  wordTimesMs.forEach((at, i) => {
    const seen = timings.wordsMs[i];
    expect(seen, `word ${i + 1}`).not.toBeNull();
    expect(seen!, `word ${i + 1}`).toBeGreaterThanOrEqual(at);
    if (i > 0) expect(seen!, `word ${i + 1}`).toBeGreaterThanOrEqual(timings.wordsMs[i - 1]!);
  });
  expect(timings.overlayGoneMs).toBeGreaterThanOrEqual(endMs);
}

describe('intro clock', () => {
  test('on a paused page clock the app shows each word at its time and the overlay leaves at intro.endMs', async ({
    visit,
  }) => {
    const { page, errors } = await visit({ clock: 'paused' });
    const shown = () => page.locator('.intro__word--shown').count();
    // Looked at just before and just after each time: half the closest two times apart, at most
    // 100 ms either side.
    const times = [0, ...wordTimesMs, endMs];
    const margin = Math.min(100, ...times.slice(1).map((t, i) => (t - times[i]!) / 2));
    expect(await page.evaluate(() => performance.now())).toBeLessThan(wordTimesMs[0]! - margin);
    for (const [i, at] of wordTimesMs.entries()) {
      await runClockTo(page, at - margin);
      expect(await shown(), `before word ${i + 1}`).toBe(i);
      await runClockTo(page, at + margin);
      expect(await shown(), `after word ${i + 1}`).toBe(i + 1);
    }
    // The overlay is the app's until the page's clock reaches intro.endMs (its CSS fade runs on the
    // screen's clock, which a slow machine may have taken past it: the test below pins that).
    await runClockTo(page, endMs - margin);
    expect(await page.getByTestId('intro').count()).toBe(1);
    await runClockTo(page, endMs + margin);
    await page.getByTestId('intro').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  test('with the app held back, the CSS plays the intro from navigation start on the config delays, a remembered pause keeping the words still', async ({
    visit,
  }) => {
    const { page, errors, timings } = await watch(visit, DESKTOP, {
      before: async (opened) => {
        await holdAppBack(opened);
        await opened.context.addInitScript(
          (key) => localStorage.setItem(key, 'true'),
          MOTION_PAUSED_KEY,
        );
      },
    });
    expectInOrderNeverEarly(timings);
    expect(timings.hydratedMs).toBeNull();
    // The page's intro-* animations: their start on the document timeline and their delay.
    const animations = await page.evaluate((prefix) => {
      const all = document.getAnimations().filter((a) => a instanceof CSSAnimation);
      return (all as CSSAnimation[])
        .filter((a) => a.animationName.startsWith(prefix))
        .map((a) => ({ startTime: a.startTime, delay: a.effect?.getTiming().delay }))
        .sort((a, b) => Number(a.delay) - Number(b.delay));
    }, INTRO_ANIMATION_PREFIX);
    expect(animations).toEqual([...wordTimesMs, endMs].map((delay) => ({ startTime: 0, delay })));
    expect(await page.locator('.intro__words').evaluate((el) => el.getAnimations().length)).toBe(0);
    // Gone means out of the way: the page under it takes clicks.
    await page.getByRole('button', { name: content.roadmap.chaosButton }).click();
    // The only errors are the app's own refused download: the request, and its import.
    expect(errors).toHaveLength(2);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Failed to load resource/),
        expect.stringMatching(/dynamically imported module.*\/assets\/main-/),
      ]),
    );
  });

  // In real time a slow phone shows each word late by its frames, so this bounds only from below;
  // the origin is pinned instead: the CSS at navigation start (startTime 0, above), and the live
  // app joining the intro at navigation start however late it comes (tests/components/App.test.tsx).
  // The live app on a fast desktop, where it hydrates between the words: the paused clock's test.
  test(`brings the words in order, none before its time, and the live app after them: ${PHONE.name}`, async ({
    visit,
  }) => {
    const { page, errors } = await watch(visit, PHONE);
    // The overlay may go before the app is live (a slow machine): the watcher looks until it is.
    await waitForHydration(page);
    const timings = await readIntroTimings(page, 0);
    console.info(`intro on ${PHONE.name}:`, JSON.stringify(timings));
    expectInOrderNeverEarly(timings);
    expect(timings.hydratedMs).not.toBeNull();
    expect(errors).toEqual([]);
  });

  test('under reduced motion the words still come on the same clock, at once', async ({
    visit,
  }) => {
    const { page, timings } = await watch(visit, DESKTOP, {
      reducedMotion: 'reduce',
      before: holdAppBack,
    });
    expectInOrderNeverEarly(timings);
    expect(
      await page
        .locator('.intro__word')
        .evaluateAll((els) => els.map((el) => getComputedStyle(el).animationDuration)),
    ).toEqual(wordTimesMs.map(() => '0.001s'));
  });
});
