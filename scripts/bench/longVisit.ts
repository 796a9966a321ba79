// The long visit, as a figure: in Chromium, Firefox ESR and WebKitGTK (the walk's drivers,
// scripts/harness/engines/), a desktop visit of BENCH_LONG_VISIT_MINUTES (default 3) with chaos
// mode pressed every BENCH_LONG_VISIT_PRESS_MS (default 9,000 ms), and the page's figures at its
// start and its end, each read at the same point of a press's cycle (just before the next press):
// memory, DOM nodes, listeners, the stage's textures and its frame time. One private display,
// probe proxy and Chromium for all; each engine in turn (not side by side: each gets the machine to
// itself), its page opened with ?fx-stats and waited on until the intro is over and the stage draws.
// `npm run bench -- long-visit` runs it alone (BENCH_LONG_VISIT_ENGINES=firefox,webkit picks engines).
import { setTimeout as sleep } from 'node:timers/promises';
import { content } from '../../src/config/content.ts';
import type { EffectsStats } from '../../src/effects/stage/stats.ts';
import { launchChromium } from '../harness/chromium.ts';
import { clickButtonLabelled } from '../harness/effectsStage.ts';
import { requireEngineBinaries } from '../harness/engines/binaries.ts';
import { startXvfb } from '../harness/engines/display.ts';
import {
  ENGINES,
  waitInPage,
  type EngineDriver,
  type EngineName,
} from '../harness/engines/driver.ts';
import { launchEngine } from '../harness/engines/launch.ts';
import { startProbeProxy, type ProbeRecord } from '../harness/engines/probe.ts';
import { residentBytes } from '../harness/engines/processes.ts';

export interface VisitFigures {
  /** Chromium: the page's JavaScript heap after a garbage collection (CDP); null elsewhere. */
  jsHeapBytes: number | null;
  /** The browser's web content processes' resident memory (/proc), in every engine. */
  contentRssBytes: number;
  /** Nodes in the document (elements, text, comments). */
  domNodes: number;
  /** Listeners added and not removed (the probe's count, an upper bound: see probe.ts). */
  listeners: number;
  /** Textures the stage holds (?fx-stats). */
  textures: number;
  /** The stage's JavaScript time per frame, median and 95th percentile of the last 120 frames (ms). */
  frameMsMedian: number;
  frameMsP95: number;
  /** Animation frames a second over the last second of the page's clock. */
  fps: number;
}

const VIEW = { width: 1280, height: 800, reducedMotion: false };

async function readFigures(driver: EngineDriver): Promise<VisitFigures> {
  const jsHeapBytes = await driver.jsHeapBytes();
  const contentRssBytes = residentBytes(await driver.contentPids());
  const fpsFrom = await driver.evaluate(() => ({
    at: performance.now(),
    frames: (Reflect.get(window, '__engineProbe') as ProbeRecord).frames,
  }));
  await waitInPage(
    driver,
    'a second of the page clock',
    (at) => performance.now() >= at + 1000,
    fpsFrom.at,
  );
  const page = await driver.evaluate((from) => {
    const probe = Reflect.get(window, '__engineProbe') as ProbeRecord;
    const stats = Reflect.get(window, '__effectsStats') as EffectsStats;
    const ring = stats.frameTimes;
    const last = Math.min(120, stats.frames);
    const times: number[] = [];
    for (let i = 1; i <= last; i += 1) times.push(ring[(stats.frames - i) % ring.length]!);
    times.sort((a, b) => a - b);
    let nodes = 0;
    const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
    while (walker.nextNode()) nodes += 1;
    const elapsed = performance.now() - from.at;
    return {
      domNodes: nodes,
      listeners: probe.listeners,
      textures: stats.textures,
      frameMsMedian: times[Math.floor(times.length / 2)] ?? 0,
      frameMsP95: times[Math.floor(times.length * 0.95)] ?? 0,
      fps: ((probe.frames - from.frames) * 1000) / elapsed,
    };
  }, fpsFrom);
  return { jsHeapBytes, contentRssBytes, ...page };
}

/** Chaos pressed every `pressEveryMs` for `minutes`; the figures after the first press and the last. */
async function visit(driver: EngineDriver, minutes: number, pressEveryMs: number) {
  const until = Date.now() + minutes * 60_000;
  let presses = 0;
  let start: VisitFigures | null = null;
  let end: VisitFigures | null = null;
  while (presses === 0 || Date.now() < until) {
    // As a visitor's click presses it (a DOM click: the page may shake).
    await driver.evaluate(clickButtonLabelled, content.roadmap.chaosButton);
    presses += 1;
    const next = Date.now() + pressEveryMs;
    // Read just before the next press; the reading's own second counts in the cycle.
    await sleep(Math.max(0, next - Date.now() - 1500));
    const figures = await readFigures(driver);
    start ??= figures;
    end = figures;
    await sleep(Math.max(0, next - Date.now()));
  }
  const errors = await driver.evaluate(
    () => (Reflect.get(window, '__engineProbe') as ProbeRecord).errors,
  );
  if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
  return { presses, start: start!, end: end! };
}

/** The visit in each engine in turn. */
export async function benchLongVisit(
  siteUrl: string,
  {
    minutes = Number(process.env.BENCH_LONG_VISIT_MINUTES ?? 3),
    pressEveryMs = Number(process.env.BENCH_LONG_VISIT_PRESS_MS ?? 9000),
    engines = (process.env.BENCH_LONG_VISIT_ENGINES?.split(',') as EngineName[]) ?? [...ENGINES],
  } = {},
) {
  requireEngineBinaries('The long visit');
  const display = await startXvfb();
  const proxy = await startProbeProxy(siteUrl);
  const chromium = await launchChromium();
  const results = [];
  try {
    for (const engine of engines) {
      const driver = await launchEngine(engine, { ...VIEW, display: display.name }, chromium);
      try {
        await driver.goto(`${proxy.url}?fx-stats`);
        await waitInPage(driver, 'the intro to end and the stage to draw', () => {
          const probe = Reflect.get(window, '__engineProbe') as ProbeRecord;
          const stats = Reflect.get(window, '__effectsStats') as EffectsStats | undefined;
          return probe.introEnded && (stats?.frames ?? 0) > 0;
        });
        const renderer = await driver.evaluate(
          () => (Reflect.get(window, '__effectsStats') as EffectsStats).renderer,
        );
        const figures = await visit(driver, minutes, pressEveryMs).catch((error: Error) => {
          throw new Error(`${engine}: ${error.message}`);
        });
        console.log(`  ${engine}: ${figures.presses} presses`);
        results.push({ engine, renderer, minutes, ...figures });
      } finally {
        await driver.close();
      }
    }
  } finally {
    await chromium.close();
    await proxy.close();
    await display.close();
  }
  return results;
}

const mb = (bytes: number | null) =>
  bytes === null ? 'n/a' : `${(bytes / 1048576).toFixed(1)} MB`;

/** The bench table's rows: one per engine and figure, start -> end. */
export function longVisitRows(
  visits: Awaited<ReturnType<typeof benchLongVisit>>,
): [string, string, string][] {
  return visits.flatMap(({ engine, renderer, minutes, presses, start, end }) => {
    const pair = (f: (v: VisitFigures) => string) => `${f(start)} -> ${f(end)}`;
    const at = `long visit, ${engine} (${renderer}, ${minutes} min, ${presses} chaos presses)`;
    return [
      [`${at}: JS heap (CDP, after GC)`, pair((v) => mb(v.jsHeapBytes)), 'flat'],
      [`${at}: content processes' RSS`, pair((v) => mb(v.contentRssBytes)), 'flat'],
      [`${at}: DOM nodes`, pair((v) => String(v.domNodes)), 'flat'],
      [`${at}: listeners`, pair((v) => String(v.listeners)), 'flat'],
      [`${at}: stage textures`, pair((v) => String(v.textures)), 'flat'],
      [
        `${at}: frame JS ms, median / p95`,
        pair((v) => `${v.frameMsMedian.toFixed(2)} / ${v.frameMsP95.toFixed(2)}`),
        'flat',
      ],
      [`${at}: frames a second`, pair((v) => v.fps.toFixed(0)), ''],
    ] satisfies [string, string, string][];
  });
}
