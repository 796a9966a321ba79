// The first seconds on a phone (issue 47), as figures: Chromium at 390×844, DPR 3, touch, with the
// CPU slowed for real through CDP (Emulation.setCPUThrottlingRate) at 1×, 4× and 6×. Per phase
// (load: to the app live; intro: to the overlay gone; reveal: the second after; settle: to 10 s;
// chaos: the 8 s after a tap on TRIGGER CHAOS MODE) the long animation frames and the frames
// later than 50 ms, each with its worst, beside a blank page and the site's own HTML and CSS
// without its scripts (what the document alone costs), under the same slowdown over the same
// windows; the interaction times of the chaos taps (several a visit, each once the last chaos
// mode is over) and of typing in the news search; Lighthouse's performance and Speed Index with
// applied throttling beside its default; chaos mode's frames a second in Chromium, Firefox ESR
// and WebKitGTK. `npx tsx scripts/bench/phoneStart.ts` runs this part alone;
// with BENCH_PHONE_START_BASELINE=<git ref> it also builds that commit and measures it in
// alternation with this tree (before / now in one run, under the same load).
// BENCH_PHONE_START_RUNS (default 2), BENCH_PHONE_START_SLOWDOWNS (1,4,6),
// BENCH_PHONE_START_TAPS (chaos taps a visit, 3), BENCH_PHONE_START_LIGHTHOUSE_RUNS (1),
// BENCH_PHONE_START_ENGINES (chromium,firefox,webkit; '' for none).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { content } from '../../src/config/content.ts';
import { launchChromium } from '../harness/chromium.ts';
import { ENGINES, type EngineName } from '../harness/engines/driver.ts';
import {
  pageNow,
  readWatchedFrames,
  watchFrames,
  type LongFrame,
  type WatchedFrames,
} from '../harness/frameWatch.ts';
import { PHONE_CONTEXT } from '../harness/phoneVisit.ts';
import { previewSite, type SiteServer } from '../harness/buildSite.ts';
import { serveBuiltSite, type ServedSite } from '../harness/servedSite.ts';
import { benchChaosFps, type EngineChaosFps } from './chaosFps.ts';
import { runLighthouse } from './lighthouse.ts';

const FIRST_MS = 10_000;
const REVEAL_MS = 1000;
const CHAOS_MS = 8000;
const LATE_FRAME_MS = 50;
/** A finger's move from the search's keyboard to View More: no visitor taps it sooner. */
const FINGER_MOVE_MS = 500;
const PHASES = ['load', 'intro', 'reveal', 'settle', 'first 10 s', 'chaos'] as const;
type Phase = (typeof PHASES)[number];

export interface PhaseFigures {
  longFrames: number;
  /** The longest long animation frame (0: none). */
  worstLongFrameMs: number;
  lateFrames: number;
  /** The longest gap between two animation frames. */
  worstFrameGapMs: number;
}

export interface VisitRecord {
  phases: Record<Phase, PhaseFigures>;
  chaosFps: number;
  /** Each chaos tap's interaction time (Event Timing; 0: under 16 ms). Empty on a reference page. */
  chaosTapsMs: number[];
  /** The worst interaction while typing in the search and pressing View More. */
  searchMs: number | null;
  /** The worst long animation frame's longest scripts, per phase, for the site. */
  worstScripts: Partial<Record<Phase, string>>;
  bounds: Bounds;
}

interface Bounds {
  hydratedMs: number;
  introGoneMs: number;
  tapMs: number;
}

export interface SlowdownFigures {
  slowdown: number;
  blank: VisitRecord[];
  /** The site's prerendered page with its scripts taken out: the floor its HTML and CSS set. */
  noScript: VisitRecord[];
  /** Per build measured (label: 'now', and 'before' with a baseline). */
  sites: Record<string, VisitRecord[]>;
}

export interface PhoneStart {
  runs: number;
  slowdowns: SlowdownFigures[];
  lighthouse: Record<string, { simulate: LighthouseBrief; devtools: LighthouseBrief }>;
  engines: EngineChaosFps[];
}

interface LighthouseBrief {
  performance: number;
  tbtMs: number;
  lcpMs: number;
  speedIndexMs: number;
  /** Runs that gave no figures (Lighthouse's own runtime error, e.g. a page that timed out). */
  failedRuns: number;
}

function windows(b: Bounds): Record<Phase, [number, number]> {
  return {
    load: [0, b.hydratedMs],
    intro: [b.hydratedMs, b.introGoneMs],
    reveal: [b.introGoneMs, b.introGoneMs + REVEAL_MS],
    settle: [b.introGoneMs + REVEAL_MS, Math.max(FIRST_MS, b.introGoneMs + REVEAL_MS)],
    'first 10 s': [0, FIRST_MS],
    chaos: [b.tapMs, b.tapMs + CHAOS_MS],
  };
}

const describe = (frame: LongFrame) =>
  frame.scripts.map((s) => `${s.source} ${s.invoker} ${Math.round(s.durationMs)} ms`).join('; ') ||
  'no script (rendering)';

function figures(
  watched: WatchedFrames,
  bounds: Bounds,
): Omit<VisitRecord, 'chaosTapsMs' | 'searchMs'> {
  const phases = {} as Record<Phase, PhaseFigures>;
  const worstScripts: Partial<Record<Phase, string>> = {};
  for (const [phase, [from, to]] of Object.entries(windows(bounds)) as [
    Phase,
    [number, number],
  ][]) {
    const long = watched.longFrames.filter((f) => f.startMs >= from && f.startMs < to);
    let lateFrames = 0;
    let worstFrameGapMs = 0;
    for (let i = 1; i < watched.frames.length; i += 1) {
      const at = watched.frames[i]!;
      if (at < from || at >= to) continue;
      const gap = at - watched.frames[i - 1]!;
      if (gap > LATE_FRAME_MS) lateFrames += 1;
      worstFrameGapMs = Math.max(worstFrameGapMs, gap);
    }
    const worst = long.reduce<LongFrame | null>(
      (a, f) => (!a || f.durationMs > a.durationMs ? f : a),
      null,
    );
    if (worst) worstScripts[phase] = `${Math.round(worst.durationMs)} ms: ${describe(worst)}`;
    phases[phase] = {
      longFrames: long.length,
      worstLongFrameMs: worst?.durationMs ?? 0,
      lateFrames,
      worstFrameGapMs,
    };
  }
  const [chaosFrom, chaosTo] = windows(bounds).chaos;
  const chaosFrames = watched.frames.filter((t) => t >= chaosFrom && t < chaosTo).length;
  return { phases, chaosFps: (chaosFrames * 1000) / CHAOS_MS, worstScripts, bounds };
}

/** The longest interaction (Event Timing, grouped by interactionId) starting in [from, to). */
function worstInteraction(watched: WatchedFrames, from: number, to: number): number {
  return watched.events
    .filter((e) => e.interactionId > 0 && e.startMs >= from && e.startMs < to)
    .reduce((worst, e) => Math.max(worst, e.durationMs), 0);
}

/**
 * A finger's tap at the middle of what `target` names, scrolled into view first. Not Playwright's
 * `locator.tap()`: that checks its hit target with listeners of its own in the page, which would
 * run inside the very interaction measured (5-8 ms of script at 6x, seen in a trace).
 */
async function fingerTap(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`nothing to tap: ${target.toString()}`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

async function sleepUntil(page: Page, pageMs: number): Promise<void> {
  await page.waitForTimeout(Math.max(0, pageMs - (await pageNow(page))));
}

async function visitSite(
  browser: Browser,
  siteUrl: string,
  slowdown: number,
  taps: number,
): Promise<VisitRecord> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const page = await context.newPage();
    await watchFrames(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    // The renderer as the page picks it: headless Chromium's GPU is SwiftShader, which the page
    // treats as software (the canvas stage at 30 fps, started once the intro is over).
    await page.goto(siteUrl, { waitUntil: 'commit' });
    await sleepUntil(page, FIRST_MS);
    await page.waitForFunction(
      () =>
        (window as unknown as { __frameWatch: WatchedFrames }).__frameWatch.introGoneMs !== null,
      null,
      { polling: 250, timeout: 60_000 },
    );
    const chaos = page.getByRole('button', { name: content.roadmap.chaosButton });
    await chaos.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1000);
    // The first tap opens the chaos phase; each further one comes a second after chaos mode ends.
    const tapsAt: number[] = [];
    for (let tap = 0; tap < taps; tap += 1) {
      if (tap > 0) await page.waitForTimeout(1000);
      tapsAt.push(await pageNow(page));
      await fingerTap(page, chaos);
      await sleepUntil(page, tapsAt.at(-1)! + CHAOS_MS);
    }
    const search = page.getByPlaceholder(content.news.searchPlaceholder);
    await search.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1000);
    const searchFrom = await pageNow(page);
    await fingerTap(page, search);
    await page.keyboard.type('trump', { delay: 150 });
    await page.keyboard.press('Escape');
    await search.fill('');
    await page.waitForTimeout(FINGER_MOVE_MS);
    const more = page.getByRole('button', { name: /^View More/ });
    if (await more.count()) await fingerTap(page, more.first());
    await page.waitForTimeout(1000);
    const searchTo = await pageNow(page);
    const watched = await readWatchedFrames(page);
    const bounds = {
      hydratedMs: watched.hydratedMs!,
      introGoneMs: watched.introGoneMs!,
      tapMs: tapsAt[0]!,
    };
    return {
      ...figures(watched, bounds),
      chaosTapsMs: tapsAt.map((at) => worstInteraction(watched, at, at + 2000)),
      searchMs: worstInteraction(watched, searchFrom, searchTo),
    };
  } finally {
    await context.close();
  }
}

type Reference = 'blank' | 'no script';

/** The site's page as it arrives, less its script and module preload tags. */
async function pageWithoutScripts(siteUrl: string): Promise<string> {
  const html = await (await fetch(siteUrl)).text();
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}

/**
 * A reference page under the same slowdown, its figures over the site visit's windows: a blank
 * page (what the machine itself costs) or the site's page without its scripts (what its HTML and
 * CSS cost: the first style, layout and paint, the intro's CSS animations).
 */
async function visitReference(
  browser: Browser,
  siteUrl: string,
  slowdown: number,
  bounds: Bounds,
  reference: Reference,
): Promise<VisitRecord> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const url = new URL(reference === 'blank' ? '__blank' : '__no-script', siteUrl).href;
    const body =
      reference === 'blank'
        ? '<!doctype html><title>blank</title>'
        : await pageWithoutScripts(siteUrl);
    await context.route(url, (route) => route.fulfill({ contentType: 'text/html', body }));
    const page = await context.newPage();
    await watchFrames(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.goto(url, { waitUntil: 'commit' });
    await sleepUntil(page, bounds.tapMs + CHAOS_MS);
    const record = figures(await readWatchedFrames(page), bounds);
    return { ...record, worstScripts: {}, chaosTapsMs: [], searchMs: null };
  } finally {
    await context.close();
  }
}

export interface PhoneStartOptions {
  /** The builds to measure, by label, in alternation ('now' first). */
  sites: Record<string, string>;
  runs?: number;
  slowdowns?: number[];
  /** Chaos taps a visit. */
  taps?: number;
  lighthouseRuns?: number;
  engines?: EngineName[];
}

export async function benchPhoneStart({
  sites,
  runs = Number(process.env.BENCH_PHONE_START_RUNS ?? 2),
  slowdowns = (process.env.BENCH_PHONE_START_SLOWDOWNS ?? '1,4,6').split(',').map(Number),
  taps = Number(process.env.BENCH_PHONE_START_TAPS ?? 3),
  lighthouseRuns = Number(process.env.BENCH_PHONE_START_LIGHTHOUSE_RUNS ?? 1),
  engines = (process.env.BENCH_PHONE_START_ENGINES ?? ENGINES.join(','))
    .split(',')
    .filter(Boolean) as EngineName[],
}: PhoneStartOptions): Promise<PhoneStart> {
  const labels = Object.keys(sites);
  const measured: SlowdownFigures[] = [];
  const browser = await launchChromium();
  try {
    for (const slowdown of slowdowns) {
      const row: SlowdownFigures = {
        slowdown,
        blank: [],
        noScript: [],
        sites: Object.fromEntries(labels.map((l) => [l, []])),
      };
      for (let run = 0; run < runs; run += 1) {
        // Alternate the order so that neither build always follows the other.
        const order = run % 2 ? [...labels].reverse() : labels;
        for (const label of order) {
          row.sites[label]!.push(await visitSite(browser, sites[label]!, slowdown, taps));
          console.log(`  ${slowdown}x, run ${run + 1}: ${label}`);
        }
        const bounds = row.sites[labels[0]!]!.at(-1)!.bounds;
        const reference = (kind: Reference) =>
          visitReference(browser, sites[labels[0]!]!, slowdown, bounds, kind);
        row.blank.push(await reference('blank'));
        row.noScript.push(await reference('no script'));
      }
      measured.push(row);
    }
  } finally {
    await browser.close();
  }
  const lighthouse: PhoneStart['lighthouse'] = {};
  for (const label of lighthouseRuns > 0 ? labels : []) {
    const brief = async (method: 'simulate' | 'devtools') => {
      const lh = await runLighthouse(sites[label]!, lighthouseRuns, method);
      const failedRuns = lh.runs.filter((run) => Number.isNaN(run.tbtMs)).length;
      const { performance, tbtMs, lcpMs, speedIndexMs } = lh;
      return { performance, tbtMs, lcpMs, speedIndexMs, failedRuns };
    };
    lighthouse[label] = { simulate: await brief('simulate'), devtools: await brief('devtools') };
  }
  const chaosFps = engines.length ? await benchChaosFps(sites[labels[0]!]!, engines) : [];
  return { runs, slowdowns: measured, lighthouse, engines: chaosFps };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

const ms = (value: number) => `${Math.round(value)}`;

/** Count (median of the runs) and worst (of all runs), as `n (worst ms)`. */
function cell(records: VisitRecord[], phase: Phase, kind: 'long' | 'late'): string {
  const counts = records.map((r) =>
    kind === 'long' ? r.phases[phase].longFrames : r.phases[phase].lateFrames,
  );
  const worst = Math.max(
    ...records.map((r) =>
      kind === 'long' ? r.phases[phase].worstLongFrameMs : r.phases[phase].worstFrameGapMs,
    ),
  );
  return `${median(counts)} (${ms(worst)})`;
}

/** The figures as Markdown tables, one per slowdown, and the worst frames' scripts. */
export function phoneStartTable(result: PhoneStart): string {
  const out: string[] = [];
  for (const { slowdown, blank, noScript, sites } of result.slowdowns) {
    const labels = Object.keys(sites);
    const columns = ['blank', 'no script', ...labels];
    const all = [blank, noScript, ...labels.map((l) => sites[l]!)];
    out.push(
      `\nPhone start at ${slowdown}x CPU (${result.runs} runs; count: median of the runs, (worst ms) of all):`,
      `| phase | ${columns.map((c) => `long frames, ${c}`).join(' | ')} | ${columns
        .map((c) => `frames > 50 ms, ${c}`)
        .join(' | ')} |`,
      `|${' --- |'.repeat(1 + columns.length * 2)}`,
    );
    for (const phase of PHASES) {
      out.push(
        `| ${phase} | ${all.map((r) => cell(r, phase, 'long')).join(' | ')} | ${all
          .map((r) => cell(r, phase, 'late'))
          .join(' | ')} |`,
      );
    }
    const per = (f: (r: VisitRecord) => number | null, digits = 0) =>
      all
        .map((records) => {
          const values = records.map(f).filter((v): v is number => v !== null);
          return values.length ? median(values).toFixed(digits) : '-';
        })
        .join(' / ');
    out.push(
      `${slowdown}x: chaos fps (${columns.join(' / ')}): ${per((r) => r.chaosFps, 1)}`,
      `${slowdown}x: chaos taps, interaction ms, median (worst) of all (${labels.join(' / ')}; 0: under 16): ${labels
        .map((l) => {
          const taps = sites[l]!.flatMap((r) => r.chaosTapsMs);
          return `${ms(median(taps))} (${ms(Math.max(...taps))})`;
        })
        .join(' / ')}`,
      `${slowdown}x: search typing and View More, worst interaction ms: ${per((r) => r.searchMs)}`,
    );
    for (const label of labels) {
      const worst = sites[label]!.flatMap((r) => Object.entries(r.worstScripts));
      for (const [phase, text] of worst) out.push(`${slowdown}x ${label}, ${phase}: worst ${text}`);
    }
  }
  if (Object.keys(result.lighthouse).length)
    out.push('\nLighthouse (mobile), performance / TBT ms / LCP ms / Speed Index ms:');
  for (const [label, { simulate, devtools }] of Object.entries(result.lighthouse)) {
    const brief = (b: LighthouseBrief) =>
      `${b.performance} / ${ms(b.tbtMs)} / ${ms(b.lcpMs)} / ${ms(b.speedIndexMs)}` +
      (b.failedRuns ? ` (${b.failedRuns} run(s) failed: no figures)` : '');
    out.push(`  ${label}: simulated ${brief(simulate)}; applied (devtools) ${brief(devtools)}`);
  }
  if (result.engines.length) out.push('\nChaos mode, frames a second over 8 s after the press:');
  for (const e of result.engines) out.push(`  ${e.engine} (${e.renderer}): ${e.fps.toFixed(1)}`);
  return out.join('\n');
}

/** Builds `ref` of this repository in a temporary copy against the same backend and market. */
async function serveBaseline(ref: string, site: ServedSite): Promise<SiteServer & { dir: string }> {
  const root = path.resolve(import.meta.dirname, '../..');
  const dir = mkdtempSync(path.join(tmpdir(), 'phone-start-baseline-'));
  execFileSync('bash', ['-c', `git -C "${root}" archive "${ref}" | tar -x -C "${dir}"`]);
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  const outDir = path.join(dir, 'dist');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir], {
    cwd: dir,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      VITE_SUPABASE_URL: site.backend.url,
      VITE_SUPABASE_ANON_KEY: site.backend.anonKey,
      VITE_MARKET_API_URL: site.market.url,
    },
  });
  return { ...(await previewSite(outDir)), dir };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(import.meta.dirname, '../..');
  const started = Date.now();
  const site = await serveBuiltSite(path.join(root, 'node_modules/.cache/bench-phone-start-dist'));
  const ref = process.env.BENCH_PHONE_START_BASELINE;
  const baseline = ref ? await serveBaseline(ref, site) : null;
  try {
    const result = await benchPhoneStart({
      sites: baseline ? { before: baseline.url, now: site.url } : { now: site.url },
    });
    console.log(phoneStartTable(result));
    console.log(`\n(${Math.round((Date.now() - started) / 1000)} s)`);
  } finally {
    await baseline?.close();
    if (baseline) rmSync(baseline.dir, { recursive: true, force: true });
    await site.close();
  }
}
