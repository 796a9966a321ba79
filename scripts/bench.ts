// `npm run bench`: the figures a maintainer reads again before a release, on the built site served
// on loopback (news from the embedded local backend, market figures from a loopback stand-in of
// DexScreener) in Debian Chromium, effects on: Lighthouse, the JavaScript budgets, what a phone
// visit fetches, the intro's clock, the effects stage, a long visit in Chromium, Firefox ESR and
// WebKitGTK, and the first seconds on a phone with its CPU slowed. `npm run bench -- effects phone`
// runs only the steps named. Prints a table and writes bench-results/bench.json. The one-off
// studies' figures are recorded in the docs (docs/testing.md, "Figures: `npm run bench`").
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { effects as effectsConfig } from '../src/config/effects.ts';
import { bundleReport } from '../buildtime/bundleReport.ts';
import { budgets } from './harness/budgets.ts';
import { serveBuiltSite } from './harness/servedSite.ts';
import { benchEffects } from './bench/effects.ts';
import { benchIntroClock, introClockTable } from './bench/introClock.ts';
import { runLighthouse, type ThrottlingMethod } from './bench/lighthouse.ts';
import { benchLongVisit, longVisitRows } from './bench/longVisit.ts';
import { benchPhoneStart, phoneStartTable } from './bench/phoneStart.ts';
import { benchVisitWeight, visitWeightRows } from './bench/visitWeight.ts';

type Row = [figure: string, value: string, target: string];
/** A step's figures (for bench.json), its rows of the table, and text printed after the table. */
type Measured = { figures: unknown; rows?: Row[]; text?: string };

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'node_modules/.cache/bench-dist');
const resultsDir = path.join(root, 'bench-results');
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const throttling = (process.env.BENCH_LIGHTHOUSE_THROTTLING ?? 'simulate') as ThrottlingMethod;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const s = (value: number) => (value / 1000).toFixed(1);

const steps: Record<string, [title: string, run: (url: string) => Promise<Measured>]> = {
  lighthouse: [
    `Lighthouse, ${lighthouseRuns} runs (${throttling} throttling)`,
    async (url) => {
      const lh = await runLighthouse(url, lighthouseRuns, throttling);
      const rows: Row[] = [
        ['Lighthouse Performance', String(lh.performance), '>= 95'],
        ['Lighthouse Accessibility', String(lh.accessibility), '100'],
        ['Lighthouse Best Practices', String(lh.bestPractices), '100'],
        ['Lighthouse SEO', String(lh.seo), '100'],
        ['First Contentful Paint', ms(lh.fcpMs), ''],
        ['Largest Contentful Paint', ms(lh.lcpMs), '<= 1500 ms'],
        ['Speed Index', ms(lh.speedIndexMs), ''],
        ['Total Blocking Time', ms(lh.tbtMs), '<= 150 ms'],
        ['Cumulative Layout Shift', lh.cls.toFixed(3), '<= 0.02'],
        [
          'Lighthouse unused JavaScript',
          `${kb(lh.unusedJsBytes)} (${kb(lh.unusedJsTransferBytes)} as served)`,
          `<= ${kb(budgets.lighthouseUnusedJsBytes)}`,
        ],
        ...lh.unusedJsByFile.map(([file, bytes]): Row => [`  unused in ${file}`, kb(bytes), '']),
      ];
      return { figures: lh, rows };
    },
  ],
  bundle: [
    'The JavaScript budgets',
    async () => {
      const bundle = bundleReport(outDir);
      const rows: Row[] = [
        ...(
          [
            ['JS before first paint (gzip)', bundle.firstPaintGzipBytes, 'firstPaintJsGzipBytes'],
            ['JS to hydrate (gzip)', bundle.hydrationGzipBytes, 'hydrationJsGzipBytes'],
            ['JS in total (gzip)', bundle.totalGzipBytes, 'totalJsGzipBytes'],
          ] as const
        ).map(([figure, bytes, budget]): Row => [figure, kb(bytes), `<= ${kb(budgets[budget])}`]),
        ...bundle.chunks.map((chunk): Row => [
          `  ${chunk.file}${chunk.beforeFirstPaint ? ' (first paint)' : chunk.forHydration ? ' (hydration)' : ''}`,
          `${kb(chunk.gzipBytes)} (${kb(chunk.bytes)} raw)`,
          '',
        ]),
      ];
      return { figures: bundle, rows };
    },
  ],
  visit: [
    'A 10-second phone visit, WebGL and software rendering',
    async (url) => {
      const visits = await benchVisitWeight(url, outDir);
      return { figures: visits, rows: visitWeightRows(visits) };
    },
  ],
  intro: [
    'Intro clock, desktop and phone profiles',
    async (url) => {
      const intro = await benchIntroClock(url);
      const { wordTimesMs, endMs } = effectsConfig.intro;
      const text =
        `\nIntro, from navigation start (targets: words ${wordTimesMs.map(s).join(' / ')} s, ` +
        `gone ${s(endMs)} s; each about 0.35 s late at most, on the phone profile too):\n` +
        introClockTable(intro);
      return { figures: intro, text };
    },
  ],
  effects: [
    'Effects: chaos mode and a simulated hour',
    async (url) => {
      const fx = await benchEffects(url);
      const rows = Object.entries(fx).map(([key, v]): Row => [`effects: ${key}`, String(v), '']);
      return { figures: fx, rows };
    },
  ],
  'long-visit': [
    'A long visit with chaos mode pressed again and again, in each engine',
    async (url) => {
      const visits = await benchLongVisit(url);
      return { figures: visits, rows: longVisitRows(visits) };
    },
  ],
  phone: [
    'The first seconds on a phone with its CPU slowed, beside a blank page',
    async (url) => {
      const phone = await benchPhoneStart(url);
      return { figures: phone, text: phoneStartTable(phone) };
    },
  ],
};

const named = process.argv.slice(2);
const unknown = named.filter((name) => !(name in steps));
if (unknown.length > 0)
  throw new Error(`no bench step ${unknown.join(', ')}; steps: ${Object.keys(steps).join(', ')}`);

// The site against a seeded embedded backend and a loopback stand-in of DexScreener (no network).
const site = await serveBuiltSite(outDir);
try {
  const results: Record<string, Measured> = {};
  for (const [name, [title, run]] of Object.entries(steps)) {
    if (named.length > 0 && !named.includes(name)) continue;
    console.log(`${title}...`);
    results[name] = await run(site.url);
  }

  const rows = Object.values(results).flatMap((result) => result.rows ?? []);
  // Columns as wide as the usual cells; the few long ones run over.
  const columnWidth = (cells: string[]) =>
    Math.max(0, ...cells.filter((c) => c.length <= 60).map((c) => c.length));
  const width = columnWidth(rows.map((row) => row[0]));
  const valueWidth = columnWidth(rows.map((row) => row[1]));
  if (rows.length > 0)
    console.log(`\n${'figure'.padEnd(width)}  ${'value'.padEnd(valueWidth)}  target`);
  for (const [figure, value, target] of rows) {
    console.log(`${figure.padEnd(width)}  ${value.padEnd(valueWidth)}  ${target}`);
  }
  for (const result of Object.values(results)) if (result.text) console.log(result.text);

  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, 'bench.json');
  const figures = Object.fromEntries(Object.entries(results).map(([k, v]) => [k, v.figures]));
  writeFileSync(
    file,
    JSON.stringify({ measuredAt: new Date().toISOString(), ...figures }, null, 2),
  );
  console.log(`\nwritten ${path.relative(root, file)}`);
} finally {
  await site.close();
}
