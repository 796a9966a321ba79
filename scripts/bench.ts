// `npm run bench`: the product's figures in one place, measured on the built site served on
// loopback with news from the embedded local backend and market figures from a loopback
// stand-in of DexScreener, in Debian Chromium, effects on; the studio's save-to-screen
// latency on the dev server of a throwaway copy of the project; and the database's capacity for
// the visitors' select on a real PostgreSQL 15 server (Debian's postgresql-15); and a long visit
// with chaos mode pressed again and again in Chromium, Firefox ESR and WebKitGTK; and the first
// seconds on a phone with the CPU really slowed (scripts/bench/phoneStart.ts).
// Prints a table and writes bench-results/bench.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { budgets } from './harness/budgets.ts';
import { effects as effectsConfig } from '../src/config/effects.ts';
import { bundleReport } from '../buildtime/bundleReport.ts';
import { benchEffects } from './bench/effects.ts';
import { benchIntroClock, introClockTable } from './bench/introClock.ts';
import { runLighthouse } from './bench/lighthouse.ts';
import { benchNews } from './bench/news.ts';
import { benchArticlePages } from './bench/articlePages.ts';
import { benchVisitWeight, newsPayload, visitWeightRows } from './bench/visitWeight.ts';
import { serveBuiltSite } from './harness/servedSite.ts';
import { benchViewCounter } from './bench/viewCounter.ts';
import { benchStudioLatency, studioLatencyRows } from './bench/studioLatency.ts';
import { benchCapacity, capacityRows } from './bench/capacity.ts';
import { benchLongVisit, longVisitRows } from './bench/longVisit.ts';
import { benchPhoneStart, phoneStartTable } from './bench/phoneStart.ts';

type Row = [figure: string, value: string, target: string];

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'node_modules/.cache/bench-dist');
const resultsDir = path.join(root, 'bench-results');
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

// The site against a seeded embedded backend and a loopback stand-in of DexScreener (no network).
const site = await serveBuiltSite(outDir);
const siteUrl = site.url;

try {
  const bundle = bundleReport(outDir);
  console.log(`Lighthouse, ${lighthouseRuns} runs...`);
  const lighthouse = await runLighthouse(siteUrl, lighthouseRuns);
  console.log('A 10-second phone visit, WebGL and software rendering...');
  const visits = await benchVisitWeight(siteUrl, outDir);
  const visitNews = newsPayload();
  console.log('News filtering...');
  const news = await benchNews();
  console.log('Article pages at ingestion, rounds with and without on loopback...');
  const articlePages = await benchArticlePages();
  console.log('Intro clock, desktop and phone profiles...');
  const introClock = await benchIntroClock(siteUrl);
  console.log('Effects...');
  const effects = await benchEffects(siteUrl);
  console.log('View counter, 2,100 POSTs on loopback...');
  const viewCounter = await benchViewCounter(site.backend);
  console.log('Studio: save-to-screen on the dev server, 10 edits in place and 3 the old way...');
  const studio = await benchStudioLatency();
  console.log(
    "Capacity: the visitors' select as PostgREST runs it, on a real PostgreSQL 15 server...",
  );
  const capacity = await benchCapacity();
  console.log('A long visit with chaos mode pressed again and again, in each engine...');
  const longVisit = await benchLongVisit(siteUrl);
  console.log('The first seconds on a phone, CPU slowed 1x, 4x and 6x, beside a blank page...');
  const phoneStart = await benchPhoneStart({ sites: { now: siteUrl } });

  const rows: Row[] = [
    ['Lighthouse Performance', String(lighthouse.performance), '>= 95'],
    ['Lighthouse Accessibility', String(lighthouse.accessibility), '100'],
    ['Lighthouse Best Practices', String(lighthouse.bestPractices), '100'],
    ['Lighthouse SEO', String(lighthouse.seo), '100'],
    ['First Contentful Paint', ms(lighthouse.fcpMs), ''],
    ['Largest Contentful Paint', ms(lighthouse.lcpMs), '<= 1500 ms'],
    ['Speed Index', ms(lighthouse.speedIndexMs), ''],
    ['Total Blocking Time', ms(lighthouse.tbtMs), '<= 150 ms'],
    ['Cumulative Layout Shift', lighthouse.cls.toFixed(3), '<= 0.02'],
    [
      'Lighthouse unused JavaScript',
      `${kb(lighthouse.unusedJsBytes)} (${kb(lighthouse.unusedJsTransferBytes)} as served)`,
      `<= ${kb(budgets.lighthouseUnusedJsBytes)}`,
    ],
    ...lighthouse.unusedJsByFile.map(([file, bytes]): Row => [
      `  unused in ${file}`,
      kb(bytes),
      '',
    ]),
    ...visitWeightRows(visits, visitNews),
    [
      'JS before first paint (gzip)',
      kb(bundle.firstPaintGzipBytes),
      `<= ${kb(budgets.firstPaintJsGzipBytes)}`,
    ],
    [
      'JS to hydrate (gzip)',
      kb(bundle.hydrationGzipBytes),
      `<= ${kb(budgets.hydrationJsGzipBytes)}`,
    ],
    ['JS in total (gzip)', kb(bundle.totalGzipBytes), `<= ${kb(budgets.totalJsGzipBytes)}`],
    ...bundle.chunks.map((chunk): Row => [
      `  ${chunk.file}${chunk.beforeFirstPaint ? ' (first paint)' : chunk.forHydration ? ' (hydration)' : ''}`,
      `${kb(chunk.gzipBytes)} (${kb(chunk.bytes)} raw)`,
      '',
    ]),
    ...Object.entries(news).map(([key, value]): Row => [`news: ${key}`, String(value), '']),
    ...Object.entries(articlePages).map(([key, value]): Row => [
      `article pages: ${key}`,
      value,
      '',
    ]),
    ...Object.entries(effects).map(([key, value]): Row => [`effects: ${key}`, String(value), '']),
    ...Object.entries(viewCounter).map(([key, value]): Row => [`view counter: ${key}`, value, '']),
    ...studioLatencyRows(studio).map(([figure, value, target]): Row => [
      `studio: ${figure}`,
      value,
      target,
    ]),
    ...capacityRows(capacity),
    ...longVisitRows(longVisit),
  ];

  // Columns as wide as the usual cells; the few long ones (freshness comparisons) run over.
  const columnWidth = (cells: string[]) =>
    Math.max(...cells.filter((c) => c.length <= 60).map((c) => c.length));
  const width = columnWidth(rows.map((row) => row[0]));
  const valueWidth = columnWidth(rows.map((row) => row[1]));
  console.log(`\n${'figure'.padEnd(width)}  ${'value'.padEnd(valueWidth)}  target`);
  for (const [figure, value, target] of rows) {
    console.log(`${figure.padEnd(width)}  ${value.padEnd(valueWidth)}  ${target}`);
  }
  const { wordTimesMs, endMs } = effectsConfig.intro;
  const s = (ms: number) => (ms / 1000).toFixed(1);
  console.log(
    `\nIntro, from navigation start (targets: words ${wordTimesMs.map(s).join(' / ')} s, ` +
      `gone ${s(endMs)} s; each about 0.35 s late at most, on the phone profile too):`,
  );
  console.log(introClockTable(introClock));
  console.log(phoneStartTable(phoneStart));

  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, 'bench.json');
  const measuredAt = new Date().toISOString();
  writeFileSync(
    file,
    JSON.stringify(
      {
        measuredAt,
        lighthouse,
        bundle,
        visits,
        visitNews,
        news,
        articlePages,
        introClock,
        effects,
        viewCounter,
        studio,
        capacity,
        longVisit,
        phoneStart,
      },
      null,
      2,
    ),
  );
  console.log(`\nwritten ${path.relative(root, file)}`);
} finally {
  await site.close();
}
