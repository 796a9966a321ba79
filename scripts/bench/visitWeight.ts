// Benchmark of what a phone visit weighs: the JavaScript fetched in the first 10 seconds of a
// visit that does not scroll (gzip and brotli, by chunk and by part), with the stage on WebGL
// and on software rendering (the canvas renderer). `npm run bench -- visit` runs it alone.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { gzipSize } from '../../buildtime/bundleReport.ts';
import { budgets } from '../harness/budgets.ts';
import { bytesByPart, readChunkModules } from '../harness/bundleParts.ts';
import { launchChromium } from '../harness/chromium.ts';
import { phoneVisit, VISIT_MS } from '../harness/phoneVisit.ts';

const brotli = (content: Buffer) =>
  brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The JavaScript a phone visit fetches in 10 s, weighed from the build in `distDir`. */
export async function benchVisitWeight(siteUrl: string, distDir: string) {
  const modules = readChunkModules(distDir);
  const browser = await launchChromium();
  try {
    const visits = [];
    for (const rendering of ['webgl', 'software'] as const) {
      const visit = await phoneVisit(browser, siteUrl, rendering);
      const chunks = visit.scripts.map((file) => {
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
        /** Gzip bytes by part (package, or part of PixiJS), largest first. */
        gzipByPart: [...parts].sort((a, b) => b[1] - a[1]),
        errors: visit.errors,
      });
    }
    return visits;
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Rows for a figure table: [figure, value, target]. */
export function visitWeightRows(
  visits: Awaited<ReturnType<typeof benchVisitWeight>>,
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
  return rows;
}
