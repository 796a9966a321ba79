// Reads a Vite build: which JavaScript the page needs before its first paint (the entry script
// and its modulepreloads in index.html) and every chunk's size, raw and gzipped.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
  beforeFirstPaint: boolean;
}

export interface BundleReport {
  chunks: ChunkSize[];
  firstPaintGzipBytes: number;
  totalGzipBytes: number;
}

/** Script files index.html loads before anything paints: the module entry and its preloads. */
export function firstPaintScripts(indexHtml: string): string[] {
  const files = new Set<string>();
  const patterns = [
    /<script[^>]*type="module"[^>]*src="([^"]+)"/g,
    /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g,
  ];
  for (const pattern of patterns) {
    for (const match of indexHtml.matchAll(pattern)) files.add(match[1]!.replace(/^\//, ''));
  }
  return [...files];
}

export function gzipSize(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

export function bundleReport(distDir: string): BundleReport {
  const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const critical = new Set(firstPaintScripts(indexHtml));
  const assetsDir = path.join(distDir, 'assets');
  const chunks = readdirSync(assetsDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const content = readFileSync(path.join(assetsDir, file));
      return {
        file: `assets/${file}`,
        bytes: content.length,
        gzipBytes: gzipSize(content),
        beforeFirstPaint: critical.has(`assets/${file}`),
      };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const sum = (list: ChunkSize[]) => list.reduce((total, chunk) => total + chunk.gzipBytes, 0);
  return {
    chunks,
    firstPaintGzipBytes: sum(chunks.filter((chunk) => chunk.beforeFirstPaint)),
    totalGzipBytes: sum(chunks),
  };
}
