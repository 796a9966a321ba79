// Vite plugin: the brand's files (buildtime/brand/brandFiles.ts: logo, favicon, link-preview
// image, home-screen icons, web manifest, brand/'s art in the palette's colours), drawn from
// content.ts and palette.ts by every build and emitted into dist/, and served by the dev server
// from the config as it is now. So no build can ship a picture of an older name or palette. A file
// at the same path under assets/ (a team's own art) is served as it is instead.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import type { content as Content } from '../src/config/content.ts';
import type { palette as Palette } from '../src/config/palette.ts';
import { ASSETS_DIR } from './assetFiles.ts';
import { brandFiles } from './brand/brandFiles.ts';
import { BRAND_FILE_PATHS, CONTENT_TYPES } from './brand/brandPaths.ts';
import { paletteArtPaths, readPaletteArt } from './brand/paletteArt.ts';
import type { ModuleLoader } from './projectModules.ts';
import { CONTENT_FILE, PALETTE_FILE } from './siteConfigChecks.ts';

/** A team's own file at a brand path under `<root>/assets/`, if there is one. */
export function handMadeIn(root: string): (file: string) => Buffer | undefined {
  return (file) => {
    const full = path.join(root, ASSETS_DIR, file);
    return existsSync(full) ? readFileSync(full) : undefined;
  };
}

export function brandAssets(load: ModuleLoader): Plugin {
  let config: ResolvedConfig;
  /** The files last drawn, and the config they were drawn from (the dev server asks often). */
  let last: { key: string; files: Map<string, Buffer> } | undefined;
  const draw = async (root: string) => {
    const [{ content }, { palette }] = await Promise.all([
      load<{ content: typeof Content }>(CONTENT_FILE),
      load<{ palette: typeof Palette }>(PALETTE_FILE),
    ]);
    const handMade = handMadeIn(root);
    const paletteArt = readPaletteArt(root);
    const key = JSON.stringify([
      content,
      palette,
      [...paletteArt],
      [...BRAND_FILE_PATHS, ...paletteArt.keys()].map((file) => !!handMade(file)),
    ]);
    if (last?.key !== key) {
      last = { key, files: brandFiles({ content, palette, handMade, paletteArt }) };
    }
    return last.files;
  };
  return {
    name: 'brand-assets',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle() {
      if (config.build.ssr) return;
      for (const [file, source] of await draw(config.root)) {
        this.emitFile({ type: 'asset', fileName: file.slice(1), source });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://dev').pathname;
        const root = server.config.root;
        if (!BRAND_FILE_PATHS.includes(pathname) && !paletteArtPaths(root).includes(pathname)) {
          return next();
        }
        draw(root).then((files) => {
          const file = files.get(pathname);
          if (!file) return next();
          res.setHeader(
            'Content-Type',
            CONTENT_TYPES[path.extname(pathname)] ?? 'application/octet-stream',
          );
          res.setHeader('Cache-Control', 'no-cache');
          res.end(file);
        }, next);
      });
    },
  };
}
