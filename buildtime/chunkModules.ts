// Vite plugin (client build): records which modules went into which chunk, and how many bytes
// each module left in it, beside the build as <outDir>.modules.json. Read by
// scripts/harness/bundleParts.ts to say which package a visitor's bytes come from, and by the
// build guards to refuse a fetched chunk that carries a package the site must not ship.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Chunk file (as `assets/x.js`) → module id (relative to the project root) → rendered bytes. */
export type ChunkModules = Record<string, Record<string, number>>;

/** Where the module list of a build written to `outDir` is kept. */
export function chunkModulesPathFor(outDir: string): string {
  return `${path.resolve(outDir)}.modules.json`;
}

export function chunkModules(): Plugin {
  let root = process.cwd();
  let isSsr = false;
  let recorded: ChunkModules = {};
  return {
    name: 'chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      isSsr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      recorded = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) {
          // Rollup's virtual ids start with \0; node_modules paths are kept as they are.
          const name = id.startsWith('\0') ? id.slice(1) : path.relative(root, id.split('?')[0]!);
          modules[name] = (modules[name] ?? 0) + info.renderedLength;
        }
        recorded[output.fileName] = modules;
      }
    },
    async writeBundle(options) {
      if (isSsr || !options.dir) return;
      const target = chunkModulesPathFor(options.dir);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, JSON.stringify(recorded));
    },
  };
}
