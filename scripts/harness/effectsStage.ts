// Driving the built page's effects stage, shared by the effects browser test and benchmark (and
// the studio's, for the figures): read the ?fx-stats hook, wait for the stage under a fake
// clock, press chaos mode, and simulate long stretches of chaos.
import type { Page } from 'playwright-core';
import { content } from '../../src/config/content.ts';
import type { EffectsStats } from '../../src/effects/stage/stats.ts';

export type StatsSnapshot = Omit<EffectsStats, 'frameTimes' | 'places'>;

/** The stage's figures (`?fx-stats`) but its ring of frame times and its places; null before. */
export function readStats(page: Page): Promise<StatsSnapshot | null> {
  return page.evaluate(() => {
    const s = window.__effectsStats;
    return s ? { ...s, frameTimes: undefined, places: undefined } : null;
  });
}

/**
 * Advance the installed fake clock until the stage draws frames (textures load for real), as many
 * steps as that takes (a test's own time limit stops a stage that never starts).
 */
export async function waitForStage(page: Page, stepMs = 100): Promise<StatsSnapshot> {
  for (;;) {
    await page.clock.runFor(stepMs);
    const stats = await readStats(page);
    if (stats && stats.frames > 0) return stats;
    await page.waitForTimeout(20);
  }
}

/** In the page: a DOM click on the button labelled `label` (the page may shake or be hidden). */
export const clickButtonLabelled = (label: string) => {
  const button = [...document.querySelectorAll('button')].find(
    (b) => b.textContent?.trim() === label,
  );
  if (!button) throw new Error(`no ${label} button`);
  button.click();
};

/** Press the chaos mode button (works while the page is visually hidden for screenshots). */
export async function pressChaos(page: Page): Promise<void> {
  await page.evaluate(clickButtonLabelled, content.roadmap.chaosButton);
}

/**
 * Simulate `totalMs` in periods of `periodMs`: each period presses chaos twice, 2 s apart (a
 * re-trigger), samples the live sprites 4 s in (the burst's peak) and at the period's end.
 * Returns the most live sprites seen.
 */
export async function simulate(page: Page, totalMs: number, periodMs: number): Promise<number> {
  let maxLive = 0;
  const sample = async () => {
    maxLive = Math.max(maxLive, (await readStats(page))?.liveSprites ?? 0);
  };
  for (let t = 0; t < totalMs; t += periodMs) {
    await pressChaos(page);
    await page.clock.runFor(2000);
    await pressChaos(page);
    await page.clock.runFor(2000);
    await sample();
    await page.clock.runFor(periodMs - 4000);
    await sample();
  }
  return maxLive;
}
