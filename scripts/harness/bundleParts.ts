// Which package, or which part of PixiJS, each byte of a built chunk comes from, read from the
// module list the build writes (buildtime/chunkModules.ts). Each chunk's compressed size is
// shared among its modules in proportion to the bytes each left in it (an estimate: gzip does
// not compress every module alike). Used by the visit bench's table and the build guards.
import { readFileSync } from 'node:fs';
import { chunkModulesPathFor, type ChunkModules } from '../../buildtime/chunkModules.ts';

export function readChunkModules(distDir: string): ChunkModules {
  return JSON.parse(readFileSync(chunkModulesPathFor(distDir), 'utf8')) as ChunkModules;
}

/** The installed copy a module id belongs to (`node_modules/a/node_modules/b`), or null for the project's own. */
export function packageDirOf(moduleId: string): string | null {
  const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(moduleId);
  return match ? match[1]! : null;
}

/** The package a module id belongs to (`@supabase/auth-js`), or null for the project's own. */
export function packageOf(moduleId: string): string | null {
  const dir = packageDirOf(moduleId);
  return dir ? dir.slice(dir.lastIndexOf('node_modules/') + 'node_modules/'.length) : null;
}

/** What no script a visitor fetches may carry, by the modules that make it up. */
export const NEVER_FETCHED: { what: string; module: RegExp }[] = [
  {
    what: 'the WebGPU renderer',
    module: /pixi\.js\/lib\/rendering\/renderers\/gpu\/(?:WebGPURenderer|\w*System)\.mjs$/,
  },
  { what: '@supabase/auth-js', module: /node_modules\/@supabase\/auth-js\// },
  { what: '@supabase/realtime-js', module: /node_modules\/@supabase\/(?:realtime-js|phoenix)\// },
  { what: '@supabase/storage-js', module: /node_modules\/@supabase\/storage-js\// },
];

/** Packages present in more than one installed copy among `files`' modules, with the copies. */
export function duplicatePackages(modules: ChunkModules, files: readonly string[]): string[] {
  const copies = new Map<string, Set<string>>();
  for (const file of files)
    for (const id of Object.keys(modules[file] ?? {})) {
      const dir = packageDirOf(id);
      const pkg = packageOf(id);
      if (dir && pkg) copies.set(pkg, (copies.get(pkg) ?? new Set()).add(dir));
    }
  return [...copies]
    .filter(([, dirs]) => dirs.size > 1)
    .map(([pkg, dirs]) => `${pkg}: ${[...dirs].join(', ')}`);
}

/** PixiJS's parts, by where their modules live under pixi.js/lib/ (first match wins). */
const PIXI_PARTS: [part: string, pattern: RegExp][] = [
  ['PixiJS WebGPU renderer', /(?:^|\/)gpu\//],
  ['PixiJS text', /^scene\/text\//],
  ['PixiJS graphics', /^scene\/graphics\//],
  ['PixiJS WebGL renderer', /(?:^|\/)gl\//],
  ['PixiJS canvas renderer', /(?:^|\/)canvas\//],
  ['PixiJS Assets and spritesheet', /^assets\/|^spritesheet\//],
  [
    'PixiJS events, filters, accessibility, DOM, unsafe-eval',
    /^(?:events|filters|accessibility|dom|unsafe-eval|environment-browser|environment-webworker)\//,
  ],
];

/** The part of the visitor's JavaScript a module is counted in (the table's rows). */
export function partOf(moduleId: string): string {
  const pkg = packageOf(moduleId);
  if (pkg === null) return moduleId.startsWith('src/') ? "the app's own code" : 'build runtime';
  if (pkg === 'pixi.js') {
    const inLib = moduleId.slice(moduleId.indexOf('pixi.js/lib/') + 'pixi.js/lib/'.length);
    for (const [part, pattern] of PIXI_PARTS) if (pattern.test(inLib)) return part;
    return 'PixiJS core (scene, batcher, maths, ticker)';
  }
  if (pkg === 'earcut') return 'PixiJS graphics';
  if (['@pixi/colord', 'eventemitter3', 'ismobilejs', 'tiny-lru', 'parse-svg-path'].includes(pkg))
    return 'PixiJS core (scene, batcher, maths, ticker)';
  if (pkg === '@supabase/phoenix') return '@supabase/realtime-js';
  if (pkg === 'iceberg-js') return '@supabase/storage-js';
  if (pkg === 'tslib') return 'postgrest-js, functions-js, supabase-js';
  if (['@supabase/postgrest-js', '@supabase/functions-js', '@supabase/supabase-js'].includes(pkg))
    return 'postgrest-js, functions-js, supabase-js';
  if (['react', 'scheduler', 'zustand', 'use-sync-external-store'].includes(pkg))
    return 'react, scheduler, zustand';
  if (['react-reconciler', '@pixi/react', 'its-fine'].includes(pkg))
    return 'react-reconciler + @pixi/react';
  return pkg;
}

/**
 * Bytes by part for a set of chunks: `sizeOf(file)` is the chunk's (compressed) size, shared among
 * its modules by their rendered bytes.
 */
export function bytesByPart(
  modules: ChunkModules,
  files: readonly string[],
  sizeOf: (file: string) => number,
): Map<string, number> {
  const parts = new Map<string, number>();
  for (const file of files) {
    const inChunk = Object.entries(modules[file] ?? {});
    const rendered = inChunk.reduce((sum, [, length]) => sum + length, 0);
    if (rendered === 0) continue;
    const size = sizeOf(file);
    for (const [id, length] of inChunk) {
      const part = partOf(id);
      parts.set(part, (parts.get(part) ?? 0) + (size * length) / rendered);
    }
  }
  return parts;
}
