// Lighthouse (mobile preset; simulated throttling unless told to apply it) against a served site in Debian Chromium:
// the four category scores, FCP, LCP, Speed Index, TBT, CLS and the unused JavaScript, as the median of several runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../harness/chromium.ts';

/** Each figure and the category (a score out of 100) or the audit (its numeric value) it is. */
const SCORES = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
} as const;
const AUDITS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  /** How soon the screen looks finished, from its frames (what the intro's overlay holds back). */
  speedIndexMs: 'speed-index',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;
const FIGURES = [
  ...Object.keys(SCORES),
  ...Object.keys(AUDITS),
  // Lighthouse's unused-javascript audit: bytes of the scripts loaded that did not run,
  // uncompressed (its percentage of each script's resource size; the audit itself shows transfer
  // bytes), and the same in transfer bytes (compressed as served): the audit's own figure.
  'unusedJsBytes',
  'unusedJsTransferBytes',
] as (keyof typeof SCORES | keyof typeof AUDITS | 'unusedJsBytes' | 'unusedJsTransferBytes')[];

export type LighthouseFigures = Record<(typeof FIGURES)[number], number> & {
  /** The unused-javascript audit's bytes by script (its path on the site), largest first. */
  unusedJsByFile: [file: string, bytes: number][];
};

/** Lighthouse's throttling: 'simulate' (its default: an unthrottled load, a phone estimated from
 * the trace) or 'devtools' (the slowdown really applied through DevTools while it loads). */
export type ThrottlingMethod = 'simulate' | 'devtools';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

type Details<Item> = { details?: { items?: Item[] } };

async function runOnce(url: string, throttlingMethod: ThrottlingMethod) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.values(SCORES),
      throttlingMethod,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits } = result.lhr;
    const unused = audits['unused-javascript'] as
      Details<{ url?: string; wastedBytes?: number; wastedPercent?: number }> | undefined;
    const items = unused?.details?.items ?? [];
    // Each script's uncompressed size, from the network-requests audit.
    const requests = audits['network-requests'] as Details<{ url?: string; resourceSize?: number }>;
    const sizes = new Map((requests?.details?.items ?? []).map((i) => [i.url, i.resourceSize]));
    const unusedJsByFile = items
      .map((item): [string, number] => [
        new URL(item.url ?? '', 'http://x/').pathname.replace(/^\//, ''),
        Math.round(((item.wastedPercent ?? 0) / 100) * (sizes.get(item.url) ?? 0)),
      ])
      .sort((a, b) => b[1] - a[1]);
    const total = (values: number[]) => (unused ? values.reduce((a, b) => a + b, 0) : Number.NaN);
    return {
      ...Object.fromEntries([
        ...Object.entries(SCORES).map(([key, id]) => [
          key,
          Math.round((categories[id]?.score ?? 0) * 100),
        ]),
        ...Object.entries(AUDITS).map(([key, id]) => [key, audits[id]?.numericValue ?? NaN]),
      ]),
      unusedJsBytes: total(unusedJsByFile.map(([, bytes]) => bytes)),
      unusedJsTransferBytes: total(items.map((item) => item.wastedBytes ?? 0)),
      unusedJsByFile,
    } as LighthouseFigures;
  } finally {
    await chrome.kill();
  }
}

/** Runs Lighthouse `runs` times and takes the median of every figure. */
export async function runLighthouse(
  url: string,
  runs = 3,
  throttlingMethod: ThrottlingMethod = 'simulate',
): Promise<LighthouseFigures & { runs: LighthouseFigures[] }> {
  const all: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i += 1) all.push(await runOnce(url, throttlingMethod));
  const medians = Object.fromEntries(
    FIGURES.map((key) => [key, median(all.map((run) => run[key]))]),
  ) as Record<(typeof FIGURES)[number], number>;
  return {
    ...medians,
    // The list of the run whose total is the median (the first such run).
    unusedJsByFile:
      all.find((run) => run.unusedJsBytes === medians.unusedJsBytes)?.unusedJsByFile ?? [],
    runs: all,
  };
}
