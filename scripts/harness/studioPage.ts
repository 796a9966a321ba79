// Driving the dev server's page and its studio, shared by the studio's browser tests and its
// screenshots (scripts/studioScreenshot.ts): waiting for the stage in real time (its ?fx-stats
// figures, effectsStage.ts), and editing a config file of the dev server's copy of the project.
import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { readStats, type StatsSnapshot } from './effectsStage.ts';

/** The page with the studio, the stage's figures and the canvas stage (software GL here). */
export const STUDIO_QUERY = '?studio&fx-stats&fx-renderer=canvas';

/** Waits until the stage draws frames and its candle spawner has started (a look each 50 ms). */
export async function waitForStage(page: Page): Promise<StatsSnapshot> {
  for (const end = Date.now() + 60_000; Date.now() < end;) {
    const figures = await readStats(page);
    if (figures && figures.frames > 0 && figures.candleEveryMs > 0) return figures;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out waiting for the effects stage');
}

/** Rewrites a file with `edit` (which must change it) and returns the time of the write. */
export function editFile(file: string, edit: (source: string) => string): number {
  const source = readFileSync(file, 'utf8');
  const next = edit(source);
  if (next === source) throw new Error(`the edit changed nothing in ${file}`);
  writeFileSync(file, next);
  return Date.now();
}

/** The text of Vite's error overlay, or '' when none is open. */
export function overlayText(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      document.querySelector('vite-error-overlay')?.shadowRoot?.querySelector('.message-body')
        ?.textContent ?? '',
  );
}
