// The motion bar in real Chromium, for what needs real layout, touch and focus (its logic is
// tests/components/motionBar.test.tsx's; a reading of the whole page on each screen, with the bar
// coming and going, phoneLayout.test.ts's): keyboard focus, the stage never drawn over it, and the
// bar summoned by chaos mode.
import { describe, expect } from 'vitest';
import { waitForStage } from '../../scripts/harness/effectsStage.ts';
import { content } from '../../src/config/content.ts';
import { test } from './browser.ts';
import type { Page } from 'playwright-core';
import {
  contentUnderControls,
  controlShown,
  DESKTOP,
  MAX_FIXED_SHARE,
  onScreen,
  openSite,
  PHONE,
  settle,
} from './layoutProbes.ts';

/** A screenshot's clip, in CSS px. */
type Clip = { x: number; y: number; width: number; height: number };

/** Waits for the motion bar's slide to end (it runs on the screen's time, not the page clock's). */
const barSettled = (page: Page) =>
  page.waitForFunction(
    () => document.querySelector('.controls')?.getAnimations({ subtree: true }).length === 0,
  );

const STAGE = '[data-testid="effects-canvas"]';

/**
 * Whether the effects stage shows in the bar's parts, at `looks` moments `stepMs` apart on the
 * paused page clock: the stage and all in it dyed one flat colour, so that wherever a part lies
 * under it or lets it through, it shows (not only where a sprite happens to pass). At each
 * moment a shot of each part's opaque inside (its box less the corners its round ends leave
 * open: a radius of half the bar's height leaves 22 * (1 - 1 / sqrt 2) < 7 px, and the edge's
 * antialiasing about one more: 9 px is clear of both) with the stage, one without, one with it
 * again. React may still commit a change the clock's step made (its scheduler runs on real
 * time), and the bar may start a slide after it settled, so a moment counts only when the two
 * shots with the stage agree and no part moved; one that never holds still over a few tries
 * counts as drawn over. A control first: a corner of the screen, where the stage shows.
 */
async function stageInBar(page: Page, looks: number, stepMs: number) {
  await page.addStyleTag({ content: `${STAGE}, ${STAGE} * { background: #f0f !important; }` });
  const clips = () =>
    page
      .locator('.pause-control, .meter:not(.meter--hidden), .bar-quote__text')
      .evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return { x: r.left + 9, y: r.top + 9, width: r.width - 18, height: r.height - 18 };
        }),
      );
  const shots = async (all: Clip[]) => {
    const taken = [];
    for (const clip of all) taken.push(await page.screenshot({ clip, animations: 'disabled' }));
    return taken;
  };
  const stageHidden = (hidden: boolean) =>
    page
      .locator(STAGE)
      .evaluate((el: HTMLElement, h) => (el.style.visibility = h ? 'hidden' : ''), hidden);
  /** For each clip, whether the stage shows in it (null: the page did not hold still). */
  const stageShows = async (all: Clip[]) => {
    const withStage = await shots(all);
    await stageHidden(true);
    const withoutStage = await shots(all);
    await stageHidden(false);
    const again = await shots(all);
    if (again.some((shot, i) => !shot.equals(withStage[i]!))) return null;
    return withStage.map((shot, i) => !shot.equals(withoutStage[i]!));
  };
  const bottom = await page.evaluate(() => innerHeight);
  const corner = await stageShows([{ x: 0, y: bottom - 20, width: 20, height: 20 }]);
  let [compared, drawnOver] = [0, 0];
  for (let look = 0; look < looks; look += 1) {
    if (look > 0) await page.clock.runFor(stepMs);
    let shows: boolean[] | null = null;
    for (let attempt = 0; attempt < 5 && !shows; attempt += 1) {
      await barSettled(page);
      const parts = await clips();
      shows = await stageShows(parts);
      if (JSON.stringify(await clips()) !== JSON.stringify(parts)) shows = null;
    }
    compared += shows?.length ?? 0;
    drawnOver += shows ? shows.filter(Boolean).length : 1;
  }
  return { corner, compared, drawnOver };
}

describe('the motion bar', () => {
  // That the bar stays while focus is inside it: tests/components/motionBar.test.tsx.
  test('keeps keyboard focus off a hidden control and never hides a focused element', async ({
    visit,
  }) => {
    const { page } = await openSite(visit, PHONE);
    const pause = page.getByTestId('pause-control');
    await page.keyboard.press('Tab');
    expect(await pause.evaluate((el) => el === document.activeElement)).toBe(true);
    // Through every focusable element of the page to its end (focus leaves the page), then back
    // up through every one of them to the pause control (a further Shift+Tab may leave the page
    // or, in headless Chromium, go round to its end: the way up again). Each step with the page
    // settled after its focus scroll.
    const problems: string[] = [];
    const reached: Record<string, Set<string>> = {};
    for (const key of ['Tab', 'Shift+Tab']) {
      const seen = (reached[key] = new Set());
      for (let i = 0; i < 200; i += 1) {
        await page.keyboard.press(key);
        await settle(page);
        const { name, first, problem } = await page.evaluate(() => {
          const el = document.activeElement;
          if (!el || el === document.body) return { name: null, first: false, problem: null };
          const name = `${el.tagName} "${el.textContent?.trim().slice(0, 20) || el.getAttribute('href')}"`;
          const first = el.matches('[data-testid="pause-control"]');
          const bar = document.querySelector('.controls');
          if (bar?.contains(el)) {
            const hidden = getComputedStyle(el).visibility !== 'visible';
            return { name, first, problem: hidden ? 'focus on a hidden control' : null };
          }
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          const at = `(${Math.round(r.left)}, ${Math.round(r.top)}) at scroll ${Math.round(scrollY)}`;
          return {
            name,
            first,
            problem: hit && bar?.contains(hit) ? `${name} ${at} under the bar` : null,
          };
        });
        if (problem) problems.push(`${key} ${i}: ${problem}`);
        if (name === null) break; // past the page's last (or first) focusable element
        seen.add(name);
        if (first && key === 'Shift+Tab') break; // back up at the first
      }
    }
    expect(problems).toEqual([]);
    // Both ways reach the same elements (down from the pause control, up to it as well): focus
    // never fell out of the page half way.
    const down = reached['Tab']!;
    const up = reached['Shift+Tab']!;
    expect(down.size).toBeGreaterThan(0);
    expect([...down].filter((name) => !up.has(name))).toEqual([]);
    expect(up.size).toBe(down.size + 1);
  }, 120_000); // a key press for every focusable element, twice, each waiting for the page to settle
});

describe('the motion bar summoned by what the visitor does', () => {
  /** The issue's: how soon (page clock) the meter and the quote are there after the press. */
  const SHOWN_WITHIN_MS = 300;
  // Under reduced motion the bar moves at once (its transitions 0s): page.test.ts.
  test.for([PHONE, DESKTOP])(
    'on $name, chaos mode pressed at the roadmap shows the meter and the new quote there, never drawn over by the effects stage',
    async (viewport, { visit }) => {
      const touch = viewport.options.hasTouch === true;
      const { page, errors } = await openSite(visit, viewport, {
        clock: 'running',
        query: '?fx-stats',
      });
      const button = page.getByRole('button', { name: content.roadmap.chaosButton });
      // Down the page until the button is three quarters of the way down the screen: one scroll
      // down (the bar goes, as on any), well short of the page's end, where the bar shows by
      // itself (a reader's swipes to the roadmap left the desktop page 68 px from its end, and
      // once, on a loaded machine, at it; the swipes are phoneLayout.test.ts's).
      await button.evaluate((el) => {
        const top = el.getBoundingClientRect().top + scrollY - 0.75 * innerHeight;
        scrollTo({ top, behavior: 'instant' });
      });
      await settle(page);
      expect(await controlShown(page)).toBe(false);
      // From here on the page's clock moves only by runFor (scrolling, which needs frames, is done).
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      if (touch) await button.tap();
      else await button.click();
      await page.clock.runFor(SHOWN_WITHIN_MS);
      await barSettled(page);
      // The meter's value and the new quote: tests/components/App.test.tsx, motionBar.test.tsx.
      const meter = page.getByTestId('chaos-meter');
      const quote = page.getByTestId('bar-quote');
      expect(await onScreen(meter)).toBe(true);
      expect(await onScreen(quote)).toBe(true);
      // Clear of the button just pressed, and over no content the visitor reads or taps.
      const pressed = (await button.boundingBox())!;
      const barBottom = await quote.evaluate((el) => el.getBoundingClientRect().bottom);
      expect(pressed.y).toBeGreaterThan(barBottom);
      expect((await contentUnderControls(page)).under).toEqual([]);
      const share = await quote.evaluate((el) => {
        const size = (r: DOMRect) => r.width * r.height;
        const bar = el.closest('.controls')!.getBoundingClientRect();
        return (size(bar) + size(el.getBoundingClientRect())) / (innerWidth * innerHeight);
      });
      // No more of the screen than the phone layout lets the bar take at rest.
      expect(share).toBeLessThanOrEqual(MAX_FIXED_SHARE);
      // The stage drawing, at once and two seconds on: at least the pause control at each moment,
      // and the meter and the quote at the first.
      await waitForStage(page);
      const looks = 2;
      const { corner, compared, drawnOver } = await stageInBar(page, looks, 2000);
      expect(corner).toEqual([true]);
      expect(compared).toBeGreaterThanOrEqual(looks + 2);
      expect(drawnOver).toBe(0);
      expect(errors).toEqual([]);
    },
  );
});
