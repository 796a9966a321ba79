// Benchmark of save-to-screen on the dev server: from the write of src/config/effects.ts (as an
// editor or the studio's Save does it) to the new value in effect on the page, read from the
// stage's own figures (?fx-stats: the candle spawner's interval in force). Ten edits, in place,
// on a throwaway copy of the project; the page must not reload (a marker on window survives).
// Beside it, the old behaviour as it was before the studio: vite.config.ts imported the config
// files, so a save restarted the dev server and reloaded the page, and the new value showed only
// once the intro had played and the stage had started again. Measured here by a config that
// imports src/config/effects.ts again (vite.config.old.ts, written into the copy), same page.
// Runs alone too: npx tsx scripts/bench/studioLatency.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from '../harness/chromium.ts';
import { startDevServerCopy, type DevServerCopy } from '../harness/devServerCopy.ts';
import { editFile, readStageFigures, waitForStage, waitUntil } from '../harness/studioPage.ts';

const EFFECTS = 'src/config/effects.ts';
const PAGE_QUERY = '?fx-stats&fx-renderer=canvas';

export interface StudioLatency {
  edits: number;
  hotMedianMs: number;
  hotWorstMs: number;
  hotReloads: number;
  oldRuns: number;
  oldMedianMs: number;
  oldWorstMs: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Writes spawnEveryMs = `value`; resolves with ms from the write to the page's stage using it. */
async function hotEdit(page: Page, dev: DevServerCopy, value: number): Promise<number> {
  const seen = page.evaluate(
    (target) =>
      new Promise<number>((resolve) => {
        // Polled every 5 ms; an unnamed callback (the page cannot see tsx's name helper).
        const timer = setInterval(() => {
          if (window.__effectsStats?.candleEveryMs !== target) return;
          clearInterval(timer);
          resolve(Date.now());
        }, 5);
      }),
    value,
  );
  const writtenAt = editFile(dev.file(EFFECTS), (s) =>
    s.replace(/spawnEveryMs: \d+,/, `spawnEveryMs: ${value},`),
  );
  return (await seen) - writtenAt;
}

async function measureHot(edits: number): Promise<number[]> {
  const dev = await startDevServerCopy();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${dev.url}${PAGE_QUERY}`);
    await waitForStage(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    const latencies: number[] = [];
    for (let i = 0; i < edits; i += 1) {
      latencies.push(await hotEdit(page, dev, 600 + 10 * i));
      await page.waitForTimeout(300);
    }
    const kept = await page.evaluate(() => (window as unknown as { __marker?: number }).__marker);
    if (kept !== 1) throw new Error('the page reloaded during the in-place edits');
    return latencies;
  } finally {
    await browser.close();
    await dev.close();
  }
}

/** The old behaviour: the config imports effects.ts, so a save restarts the server and reloads. */
async function measureOld(runs: number): Promise<number[]> {
  const dev = await startDevServerCopy(
    {},
    {
      configFile: 'vite.config.old.ts',
      prepare: (root) =>
        writeFileSync(
          path.join(root, 'vite.config.old.ts'),
          "// As before the studio: the config imports the effects config.\nimport './src/config/effects.ts';\nexport { default } from './vite.config.ts';\n",
        ),
    },
  );
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${dev.url}${PAGE_QUERY}`);
    await waitForStage(page);
    const latencies: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const value = 800 + 10 * i;
      const writtenAt = editFile(dev.file(EFFECTS), (s) =>
        s.replace(/spawnEveryMs: \d+,/, `spawnEveryMs: ${value},`),
      );
      await waitUntil(
        async () => (await readStageFigures(page).catch(() => null))?.candleEveryMs === value,
        'the restarted server and the reloaded page to use the new value',
        60_000,
      );
      latencies.push(Date.now() - writtenAt);
      await page.waitForTimeout(1000);
    }
    return latencies;
  } finally {
    await browser.close();
    await dev.close();
  }
}

export async function benchStudioLatency(
  edits = Number(process.env.BENCH_STUDIO_EDITS ?? 10),
  oldRuns = Number(process.env.BENCH_STUDIO_OLD_RUNS ?? 3),
): Promise<StudioLatency> {
  const hot = await measureHot(edits);
  const old = await measureOld(oldRuns);
  return {
    edits,
    hotMedianMs: median(hot),
    hotWorstMs: Math.max(...hot),
    hotReloads: 0,
    oldRuns,
    oldMedianMs: median(old),
    oldWorstMs: Math.max(...old),
  };
}

/** Rows for the bench table: figure, value, target. */
export function studioLatencyRows(result: StudioLatency): [string, string, string][] {
  return [
    [
      `save-to-screen, in place (median of ${result.edits} edits)`,
      `${Math.round(result.hotMedianMs)} ms`,
      '<= 300 ms, no reload',
    ],
    [
      `save-to-screen, in place (worst of ${result.edits})`,
      `${Math.round(result.hotWorstMs)} ms`,
      '',
    ],
    [
      `save-to-screen, before: restart + reload + intro (median of ${result.oldRuns})`,
      `${Math.round(result.oldMedianMs)} ms`,
      '',
    ],
    [
      `save-to-screen, before (worst of ${result.oldRuns})`,
      `${Math.round(result.oldWorstMs)} ms`,
      '',
    ],
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const result = await benchStudioLatency();
  for (const [figure, value, target] of studioLatencyRows(result)) {
    console.log(`${figure.padEnd(70)} ${value.padEnd(10)} ${target}`);
  }
}
