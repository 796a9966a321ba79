// Lighthouse (mobile preset; simulated throttling unless told to apply it) against a served site in Debian Chromium:
// the four category scores, FCP, LCP, Speed Index, TBT, CLS and the unused JavaScript, as the median of several runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../harness/chromium.ts';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  /** How soon the screen looks finished, from its frames (what the intro's overlay holds back). */
  speedIndexMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's unused-javascript audit: bytes of the scripts loaded that did not run,
   * uncompressed (its percentage of each script's resource size; the audit itself shows transfer bytes).
   */
  unusedJsBytes: number;
  /** The same, in transfer bytes (compressed as served): the audit's own figure. */
  unusedJsTransferBytes: number;
}

/** The unused-javascript audit's bytes by script (its path on the site), largest first. */
export type UnusedJsByFile = [file: string, bytes: number][];

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface UnusedJsItem {
  url?: string;
  wastedBytes?: number;
  wastedPercent?: number;
}

/** Lighthouse's throttling: 'simulate' (its default: an unthrottled load, a phone estimated from
 * the trace) or 'devtools' (the slowdown really applied through DevTools while it loads). */
export type ThrottlingMethod = 'simulate' | 'devtools';

async function runOnce(
  url: string,
  throttlingMethod: ThrottlingMethod,
): Promise<LighthouseFigures & { unusedJsByFile: UnusedJsByFile }> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      throttlingMethod,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      speedIndexMs: value('speed-index'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      unusedJsBytes: audits['unused-javascript'] ? unusedBytes(audits) : Number.NaN,
      unusedJsTransferBytes: audits['unused-javascript']
        ? unusedItems(audits).reduce((sum, item) => sum + (item.wastedBytes ?? 0), 0)
        : Number.NaN,
      unusedJsByFile: unusedByFile(audits),
    };
  } finally {
    await chrome.kill();
  }
}

type Audits = Record<string, { numericValue?: number; details?: unknown }>;

function unusedItems(audits: Audits): UnusedJsItem[] {
  const details = audits['unused-javascript']?.details as { items?: UnusedJsItem[] } | undefined;
  return details?.items ?? [];
}

/** Each script's uncompressed size, from the network-requests audit. */
function resourceSizes(audits: Audits): Map<string, number> {
  const details = audits['network-requests']?.details as
    { items?: { url?: string; resourceSize?: number }[] } | undefined;
  return new Map((details?.items ?? []).map((item) => [item.url ?? '', item.resourceSize ?? 0]));
}

/** Unused bytes by script (its path on the site), uncompressed, largest first. */
function unusedByFile(audits: Audits): UnusedJsByFile {
  const sizes = resourceSizes(audits);
  return unusedItems(audits)
    .map((item): [string, number] => [
      new URL(item.url ?? '', 'http://x/').pathname.replace(/^\//, ''),
      Math.round(((item.wastedPercent ?? 0) / 100) * (sizes.get(item.url ?? '') ?? 0)),
    ])
    .sort((a, b) => b[1] - a[1]);
}

function unusedBytes(audits: Audits): number {
  return unusedByFile(audits).reduce((sum, [, bytes]) => sum + bytes, 0);
}

/** Runs Lighthouse `runs` times and takes the median of every figure. */
export async function runLighthouse(
  url: string,
  runs = 3,
  throttlingMethod: ThrottlingMethod = 'simulate',
): Promise<LighthouseFigures & { runs: LighthouseFigures[]; unusedJsByFile: UnusedJsByFile }> {
  const all: (LighthouseFigures & { unusedJsByFile: UnusedJsByFile })[] = [];
  for (let i = 0; i < runs; i += 1) all.push(await runOnce(url, throttlingMethod));
  const pick = (key: keyof LighthouseFigures) => median(all.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    speedIndexMs: pick('speedIndexMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    unusedJsBytes: pick('unusedJsBytes'),
    unusedJsTransferBytes: pick('unusedJsTransferBytes'),
    // The list of the run whose total is the median (the first such run).
    unusedJsByFile:
      all.find((run) => run.unusedJsBytes === pick('unusedJsBytes'))?.unusedJsByFile ?? [],
    runs: all,
  };
}
