// Benchmark of what a phone visit weighs: the JavaScript fetched in the first 10 seconds of a
// visit that does not scroll (gzip and brotli, by chunk and by part), with the stage on WebGL
// and on software rendering (the canvas renderer), and the news payload the visit fetches
// (1,000 rows with realistic lengths, raw and gzip). Run alone, `npx tsx scripts/bench/visitWeight.ts`
// builds and serves the site and adds Lighthouse's unused-JavaScript figure; `npm run bench` imports it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { gzipSize } from '../../buildtime/bundleReport.ts';
import { newsConfig } from '../../src/config/news.ts';
import { budgets } from '../harness/budgets.ts';
import { bytesByPart, readChunkModules } from '../harness/bundleParts.ts';
import { launchChromium } from '../harness/chromium.ts';
import { phoneVisit, VISIT_MS, type VisitRendering } from '../harness/phoneVisit.ts';
import { realisticRows } from './news.ts';

export interface FetchedChunk {
  file: string;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

export interface VisitWeight {
  rendering: VisitRendering;
  renderer: string | null;
  chunks: FetchedChunk[];
  gzipBytes: number;
  brotliBytes: number;
  /** Gzip bytes by part (package, or part of PixiJS), largest first. */
  gzipByPart: [part: string, bytes: number][];
  errors: string[];
}

export interface NewsPayload {
  rows: number;
  rawBytes: number;
  gzipBytes: number;
}

const brotli = (content: Buffer) =>
  brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The JavaScript a phone visit fetches in 10 s, weighed from the build in `distDir`. */
export async function benchVisitWeight(siteUrl: string, distDir: string): Promise<VisitWeight[]> {
  const modules = readChunkModules(distDir);
  const browser = await launchChromium();
  try {
    const visits: VisitWeight[] = [];
    for (const rendering of ['webgl', 'software'] as const) {
      const visit = await phoneVisit(browser, siteUrl, rendering);
      const chunks = visit.scripts.map((file): FetchedChunk => {
        const content = readFileSync(path.join(distDir, file));
        return {
          file,
          bytes: content.length,
          gzipBytes: gzipSize(content),
          brotliBytes: brotli(content),
        };
      });
      const gzipOf = new Map(chunks.map((chunk) => [chunk.file, chunk.gzipBytes]));
      const parts = bytesByPart(modules, visit.scripts, (file) => gzipOf.get(file) ?? 0);
      visits.push({
        rendering,
        renderer: visit.renderer,
        chunks,
        gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
        brotliBytes: chunks.reduce((sum, chunk) => sum + chunk.brotliBytes, 0),
        gzipByPart: [...parts].sort((a, b) => b[1] - a[1]),
        errors: visit.errors,
      });
    }
    return visits;
  } finally {
    await browser.close();
  }
}

const AGGREGATOR_ID =
  'CBMiswFBVV95cUxQbWZ0X2VyQ0hMMVhjaE1ZTnN2dUR0S0J6c2VxT0JwZ3lCRjBmNW1tSUVQQnNkTkE4TXpsUkN2eTJ0dmNjWnBfUV9nT2hCZk1TbDNyb2l0NEtxbm9aTW1CN1pSN0xhRjBqWjNIS1RIbm9vUnFGQ2NnZEZxVnVTZ0ZvbWtQTklfX1I0T1o3Mk1kSFNqOFVrTDVCRE1rQnNlN0ZXRnhuSG0';

/**
 * The rows the news select returns (the columns a card reads), `newsConfig.queryLimit` of them,
 * at the longest lengths real feeds give: aggregator links of about 300 characters,
 * 600-character summaries (the table's limit), image links.
 */
export function visitNewsRows(count: number = newsConfig.queryLimit): Record<string, unknown>[] {
  return realisticRows(count).map((row, i) => {
    const summary = String(row.summary);
    const long = `${summary} ${summary} ${summary} ${summary}`.slice(0, 600);
    const at = String(row.published_at);
    return {
      id: 100_000 + i,
      title: row.title,
      summary: long,
      source: row.source,
      link: `https://news.google.com/rss/articles/${AGGREGATOR_ID}${i.toString(36)}?oc=5&hl=en-US&gl=US&ceid=US:en`,
      image_url: row.image_url,
      published_at: at,
      view_count: row.view_count,
      is_fake: row.is_fake,
    };
  });
}

export function newsPayload(): NewsPayload {
  const rows = visitNewsRows();
  const json = Buffer.from(JSON.stringify(rows));
  return { rows: rows.length, rawBytes: json.length, gzipBytes: gzipSize(json) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Rows for a figure table: [figure, value, target]. */
export function visitWeightRows(
  visits: VisitWeight[],
  news: NewsPayload,
): [string, string, string][] {
  const rows: [string, string, string][] = [];
  for (const visit of visits) {
    rows.push([
      `JS fetched in a ${VISIT_MS / 1000}-s phone visit, ${visit.rendering} (stage: ${visit.renderer ?? 'none'})`,
      `${kb(visit.gzipBytes)} gzip, ${kb(visit.brotliBytes)} brotli`,
      `<= ${kb(budgets.visitJsGzipBytes)} gzip`,
    ]);
    for (const chunk of visit.chunks)
      rows.push([
        `  ${chunk.file}`,
        `${kb(chunk.gzipBytes)} gzip, ${kb(chunk.brotliBytes)} brotli (${kb(chunk.bytes)} raw)`,
        '',
      ]);
    for (const [part, bytes] of visit.gzipByPart) rows.push([`  by part: ${part}`, kb(bytes), '']);
    if (visit.errors.length > 0) rows.push(['  page errors', visit.errors.join(' | '), 'none']);
  }
  rows.push([
    `News payload of a visit (${news.rows} rows)`,
    `${kb(news.rawBytes)} raw, ${kb(news.gzipBytes)} gzip`,
    '',
  ]);
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { serveBuiltSite } = await import('../harness/servedSite.ts');
  const { runLighthouse } = await import('./lighthouse.ts');
  const root = path.resolve(import.meta.dirname, '../..');
  const outDir = path.join(root, 'node_modules/.cache/bench-visit-dist');
  const site = await serveBuiltSite(outDir);
  try {
    const visits = await benchVisitWeight(site.url, outDir);
    const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
    const lighthouse = await runLighthouse(site.url, runs);
    const rows = visitWeightRows(visits, newsPayload());
    const { performance, accessibility, bestPractices, seo, tbtMs, cls } = lighthouse;
    rows.push([
      `Lighthouse (median of ${runs}): performance, accessibility, best practices, SEO`,
      [performance, accessibility, bestPractices, seo].join(', '),
      '100 each',
    ]);
    rows.push(['Lighthouse TBT, CLS', `${Math.round(tbtMs)} ms, ${cls.toFixed(3)}`, '']);
    rows.push([
      `Lighthouse unused JavaScript (median of ${runs})`,
      `${kb(lighthouse.unusedJsBytes)} (${kb(lighthouse.unusedJsTransferBytes)} as served)`,
      `<= ${kb(budgets.lighthouseUnusedJsBytes)}`,
    ]);
    for (const [file, bytes] of lighthouse.unusedJsByFile) rows.push([`  ${file}`, kb(bytes), '']);
    const width = Math.max(...rows.map(([figure]) => figure.length));
    const valueWidth = Math.max(...rows.map(([, value]) => value.length));
    for (const [figure, value, target] of rows)
      console.log(`${figure.padEnd(width)}  ${value.padEnd(valueWidth)}  ${target}`);
  } finally {
    await site.close();
  }
}
