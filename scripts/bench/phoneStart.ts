// The first seconds on a phone (issue 47), as figures: Chromium at 390×844, DPR 3, touch, with the
// CPU slowed for real through CDP (Emulation.setCPUThrottlingRate) at 1×, 4× and 6×. Per phase
// (load: to the app live; intro: to the overlay gone; reveal: the second after; settle: to 10 s;
// chaos: the 8 s after a tap on TRIGGER CHAOS MODE) the long animation frames and the frames
// later than 50 ms, each with its worst, beside a blank page under the same slowdown over the same
// windows; the interaction times of the chaos taps (several a visit, each once the last chaos
// mode is over) and of typing in the news search. `npm run bench -- phone` runs it alone.
// BENCH_PHONE_START_RUNS (default 2), BENCH_PHONE_START_SLOWDOWNS (1,4,6),
// BENCH_PHONE_START_TAPS (chaos taps a visit, 3).
import type { Browser, Locator, Page } from 'playwright-core';
import { content } from '../../src/config/content.ts';
import { launchChromium } from '../harness/chromium.ts';
import { PHONE_CONTEXT } from '../harness/phoneVisit.ts';

// What the page's main thread did, seen from inside it: every animation frame's time
// (requestAnimationFrame), the long animation frames with their scripts (Long Animation Frames
// API), the slow events (Event Timing, 16 ms and over), when the app went live and when the intro
// overlay left. Installed before the page's own scripts; read back once.
interface LongFrame {
  startMs: number;
  durationMs: number;
  blockingMs: number;
  /** Its three longest scripts: each one's file under the site (or 'inline', 'page'), what ran it. */
  scripts: { source: string; invoker: string; durationMs: number }[];
}

interface WatchedFrames {
  /** Each animation frame's timestamp (ms from navigation start). */
  frames: number[];
  longFrames: LongFrame[];
  events: { name: string; startMs: number; durationMs: number; interactionId: number }[];
  hydratedMs: number | null;
  introGoneMs: number | null;
}

/**
 * A string, not a function (tsx would wrap a function's inner functions in a helper the page does
 * not have). The observers are buffered, so what happened before they were made still counts.
 */
const FRAME_WATCHER = `(() => {
  const seen = { frames: [], longFrames: [], events: [], hydratedMs: null, introGoneMs: null };
  window.__frameWatch = seen;
  const tick = (t) => { seen.frames.push(t); requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  const file = (url) => { try { return new URL(url).pathname.split('/').pop() || 'page'; } catch { return url || 'inline'; } };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const scripts = [...(e.scripts || [])]
          .sort((a, b) => b.duration - a.duration).slice(0, 3)
          .map((s) => ({ source: file(s.sourceURL), invoker: /^https?:/.test(s.invoker || '') ? file(s.invoker) : String(s.invoker || s.invokerType || ''), durationMs: s.duration }));
        seen.longFrames.push({ startMs: e.startTime, durationMs: e.duration, blockingMs: e.blockingDuration, scripts });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        seen.events.push({ name: e.name, startMs: e.startTime, durationMs: e.duration, interactionId: e.interactionId || 0 });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {}
  document.addEventListener('DOMContentLoaded', () => {
    const intro = '[data-testid="intro"]';
    const hadIntro = Boolean(document.querySelector(intro));
    const read = () => {
      const now = performance.now();
      if (seen.hydratedMs === null && document.documentElement.dataset.hydrated === 'true') seen.hydratedMs = now;
      if (hadIntro && seen.introGoneMs === null && !document.querySelector(intro)) seen.introGoneMs = now;
      if (seen.hydratedMs !== null && (!hadIntro || seen.introGoneMs !== null)) observer.disconnect();
    };
    const observer = new MutationObserver(read);
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-hydrated'] });
    read();
  });
})();`;

function readWatchedFrames(page: Page): Promise<WatchedFrames> {
  return page.evaluate(() => (window as unknown as { __frameWatch: WatchedFrames }).__frameWatch);
}

/** The page's clock (ms from navigation start), to mark a moment between the watcher's entries. */
function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

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
  for (const phase of PHASES) {
    const [from, to] = windows(bounds)[phase];
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

/** A phone's page with its CPU slowed `slowdown` times and its frames watched, for `visit`. */
async function onSlowedPhone<T>(
  browser: Browser,
  slowdown: number,
  visit: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const page = await context.newPage();
    await page.addInitScript(FRAME_WATCHER);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    return await visit(page);
  } finally {
    await context.close();
  }
}

async function visitSite(
  browser: Browser,
  siteUrl: string,
  slowdown: number,
  taps: number,
): Promise<VisitRecord> {
  return onSlowedPhone(browser, slowdown, async (page) => {
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
  });
}

/** A blank page under the same slowdown (what the machine itself costs), over the site visit's windows. */
async function visitBlank(
  browser: Browser,
  siteUrl: string,
  slowdown: number,
  bounds: Bounds,
): Promise<VisitRecord> {
  return onSlowedPhone(browser, slowdown, async (page) => {
    const url = new URL('__blank', siteUrl).href;
    const body = '<!doctype html><title>blank</title>';
    await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body }));
    await page.goto(url, { waitUntil: 'commit' });
    await sleepUntil(page, bounds.tapMs + CHAOS_MS);
    const record = figures(await readWatchedFrames(page), bounds);
    return { ...record, worstScripts: {}, chaosTapsMs: [], searchMs: null };
  });
}

export async function benchPhoneStart(
  siteUrl: string,
  {
    runs = Number(process.env.BENCH_PHONE_START_RUNS ?? 2),
    slowdowns = (process.env.BENCH_PHONE_START_SLOWDOWNS ?? '1,4,6').split(',').map(Number),
    taps = Number(process.env.BENCH_PHONE_START_TAPS ?? 3),
  } = {},
) {
  const measured = [];
  const browser = await launchChromium();
  try {
    for (const slowdown of slowdowns) {
      const row = { slowdown, blank: [] as VisitRecord[], site: [] as VisitRecord[] };
      for (let run = 0; run < runs; run += 1) {
        const visit = await visitSite(browser, siteUrl, slowdown, taps);
        row.site.push(visit);
        row.blank.push(await visitBlank(browser, siteUrl, slowdown, visit.bounds));
        console.log(`  ${slowdown}x, run ${run + 1}`);
      }
      measured.push(row);
    }
  } finally {
    await browser.close();
  }
  return { runs, slowdowns: measured };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

const ms = (value: number) => `${Math.round(value)}`;

/** Count (median of the runs) and worst (of all runs), as `n (worst ms)`. */
function cell(records: VisitRecord[], phase: Phase, kind: 'long' | 'late'): string {
  const [count, worst] =
    kind === 'long'
      ? (['longFrames', 'worstLongFrameMs'] as const)
      : (['lateFrames', 'worstFrameGapMs'] as const);
  const figures = records.map((r) => r.phases[phase]);
  return `${median(figures.map((f) => f[count]))} (${ms(Math.max(...figures.map((f) => f[worst])))})`;
}

/** The figures as Markdown tables, one per slowdown, and the worst frames' scripts. */
export function phoneStartTable(result: Awaited<ReturnType<typeof benchPhoneStart>>): string {
  const out: string[] = [];
  for (const { slowdown, blank, site } of result.slowdowns) {
    out.push(
      `\nPhone start at ${slowdown}x CPU (${result.runs} runs; count: median of the runs, (worst ms) of all):`,
      '| phase | long frames, blank | long frames, site | frames > 50 ms, blank | frames > 50 ms, site |',
      `|${' --- |'.repeat(5)}`,
    );
    for (const phase of PHASES) {
      const cells = (kind: 'long' | 'late') => [blank, site].map((r) => cell(r, phase, kind));
      out.push(`| ${phase} | ${[...cells('long'), ...cells('late')].join(' | ')} |`);
    }
    const taps = site.flatMap((r) => r.chaosTapsMs);
    const fps = (records: VisitRecord[]) => median(records.map((r) => r.chaosFps)).toFixed(1);
    out.push(
      `${slowdown}x: chaos fps (blank / site): ${fps(blank)} / ${fps(site)}`,
      `${slowdown}x: chaos taps, interaction ms, median (worst) of all (0: under 16): ${ms(median(taps))} (${ms(Math.max(...taps))})`,
      `${slowdown}x: search typing and View More, worst interaction ms: ${ms(median(site.map((r) => r.searchMs ?? 0)))}`,
    );
    for (const [phase, text] of site.flatMap((r) => Object.entries(r.worstScripts)))
      out.push(`${slowdown}x, ${phase}: worst ${text}`);
  }
  return out.join('\n');
}
