// The motion bar in real Chromium, for what needs real layout, touch and focus (its logic is
// tests/components/motionBar.test.tsx's; a reading of the whole page on each screen, with the bar
// coming and going, phoneLayout.test.ts's): keyboard focus, the stage never drawn over it, and the
// bar summoned by chaos mode.
import { describe, expect } from 'vitest';
import { pressChaos, waitForStage } from '../../scripts/harness/effectsStage.ts';
import { content } from '../../src/config/content.ts';
import { effects } from '../../src/config/effects.ts';
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
  readDownTo,
  settle,
} from './layoutProbes.ts';

/** A screenshot's clip, in CSS px. */
type Clip = { x: number; y: number; width: number; height: number };

/** Waits for the motion bar's slide to end (it runs on the screen's time, not the page clock's). */
const barSettled = (page: Page) =>
  page.waitForFunction(
    () => document.querySelector('.controls')?.getAnimations({ subtree: true }).length === 0,
  );

describe('the motion bar', () => {
  const viewport = PHONE;

  // That the bar stays while focus is inside it: tests/components/motionBar.test.tsx.
  test('keeps keyboard focus off a hidden control and never hides a focused element', async ({
    visit,
  }) => {
    const { page } = await openSite(visit, viewport);
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

  test('is never drawn over by the effects stage', async ({ visit }) => {
    // A paused clock: nothing moves between the two screenshots of a pair.
    const { page } = await visit({ ...viewport.options, query: '?fx-stats', clock: 'paused' });
    await waitForStage(page);
    await page.clock.runFor(effects.intro.endMs + 500); // past the intro
    await pressChaos(page);
    const stage = page.getByTestId('effects-canvas');
    // The opaque inside of the bar's parts: each box less the corners its round ends leave open
    // (a radius of half the bar's height leaves 22 * (1 - 1 / sqrt 2) < 7 px, and the edge's
    // antialiasing about one more: 9 px is clear of both).
    const parts = async () =>
      page
        .locator('.pause-control, .meter:not(.meter--hidden), .bar-quote__text')
        .evaluateAll((els) =>
          els.map((el) => {
            const r = el.getBoundingClientRect();
            return { x: r.left + 9, y: r.top + 9, width: r.width - 18, height: r.height - 18 };
          }),
        );
    const shot = (clip: Clip) => page.screenshot({ clip, animations: 'disabled' });
    const stageHidden = (hidden: boolean) =>
      stage.evaluate((el: HTMLElement, h) => (el.style.visibility = h ? 'hidden' : ''), hidden);
    /**
     * Whether the stage shows in the `index`th part: a shot with it, one without, one with it
     * again. React may still commit a change the clock's step made (its scheduler runs on real
     * time), and the bar may start a slide after it settled, so a pair counts only when the two
     * shots with the stage agree and the part is where it was; a part that never holds still
     * over a few tries counts as drawn over.
     */
    const stageShows = async (index: number) => {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await barSettled(page);
        const clip = (await parts())[index];
        if (!clip) continue; // the part went: look again
        const withStage = await shot(clip);
        await stageHidden(true);
        const withoutStage = await shot(clip);
        await stageHidden(false);
        const held = withStage.equals(await shot(clip));
        const unmoved = JSON.stringify((await parts())[index]) === JSON.stringify(clip);
        if (held && unmoved) return !withStage.equals(withoutStage);
      }
      return true;
    };
    let differing = 0;
    let compared = 0;
    for (let i = 0; i < 12; i += 1) {
      await page.clock.runFor(200);
      await barSettled(page);
      const count = (await parts()).length;
      for (let index = 0; index < count; index += 1) {
        compared += 1;
        if (await stageShows(index)) differing += 1;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(12);
    expect(differing).toBe(0);
  });
});

describe('the motion bar summoned by what the visitor does', () => {
  /** The issue's: how soon (page clock) the meter and the quote are there after the press. */
  const SHOWN_WITHIN_MS = 300;
  // Under reduced motion the bar moves at once (its transitions 0s): page.test.ts.
  test.for([PHONE, DESKTOP])(
    'on $name, chaos mode pressed at the roadmap shows the meter and the new quote there',
    async (viewport, { visit }) => {
      const touch = viewport.options.hasTouch === true;
      const { page, errors } = await openSite(visit, viewport, { clock: 'running' });
      const button = page.getByRole('button', { name: content.roadmap.chaosButton });
      await readDownTo(page, 'roadmap', touch);
      await button.scrollIntoViewIfNeeded();
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
      expect(errors).toEqual([]);
    },
  );
});
