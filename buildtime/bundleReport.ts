// Reads a Vite build through its manifest: the JavaScript the page needs before its first
// paint (index.html's entry and its static imports), the JavaScript it needs to hydrate (the
// app chunk the entry loads after painting, with its static imports), and every chunk's size.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { manifestPathFor } from './buildManifest.ts';

export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
  beforeFirstPaint: boolean;
  forHydration: boolean;
}

export interface BundleReport {
  chunks: ChunkSize[];
  firstPaintGzipBytes: number;
  hydrationGzipBytes: number;
  totalGzipBytes: number;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** The app's own module, loaded by the entry once the page has painted. */
export const APP_MODULE = 'src/main.tsx';

export function gzipSize(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

/** Files of `keys` and of everything they import statically. */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

export function bundleReport(distDir: string): BundleReport {
  const manifest = JSON.parse(readFileSync(manifestPathFor(distDir), 'utf8')) as Manifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const firstPaint = staticClosure(manifest, entries);
  const hydration = new Set([...firstPaint, ...staticClosure(manifest, [APP_MODULE])]);
  const assetsDir = path.join(distDir, 'assets');
  const chunks = readdirSync(assetsDir)
    .filter((file) => file.endsWith('.js'))
    .map((name) => {
      const file = `assets/${name}`;
      const content = readFileSync(path.join(assetsDir, name));
      return {
        file,
        bytes: content.length,
        gzipBytes: gzipSize(content),
        beforeFirstPaint: firstPaint.has(file),
        forHydration: hydration.has(file),
      };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const sum = (list: ChunkSize[]) => list.reduce((total, chunk) => total + chunk.gzipBytes, 0);
  return {
    chunks,
    firstPaintGzipBytes: sum(chunks.filter((chunk) => chunk.beforeFirstPaint)),
    hydrationGzipBytes: sum(chunks.filter((chunk) => chunk.forHydration)),
    totalGzipBytes: sum(chunks),
  };
}
