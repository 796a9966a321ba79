// Keeps Vite's build manifest out of the published folder: moved next to it as <outDir>.manifest.json, where buildtime/bundleReport.ts reads it.
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the manifest of a build written to `outDir` is kept. */
export function manifestPathFor(outDir: string): string {
  return `${path.resolve(outDir)}.manifest.json`;
}

/** Vite plugin (build): after writing, moves <outDir>/.vite/manifest.json to manifestPathFor(outDir). */
export function manifestOutsideOutDir(): Plugin {
  return {
    name: 'manifest-outside-outdir',
    apply: 'build',
    async writeBundle(options) {
      if (!options.dir) return;
      const viteDir = path.join(options.dir, '.vite');
      const target = manifestPathFor(options.dir);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(path.join(viteDir, 'manifest.json'), target);
      } catch (error) {
        // build.manifest turned off: nothing to move.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      await rm(viteDir, { recursive: true, force: true });
    },
  };
}
