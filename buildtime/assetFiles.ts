// The files the site serves from assets/ (Vite's publicDir) and the brand's files the build draws
// (buildtime/brand/brandPaths.ts: the logo, the icons; brand/'s art in the palette's colours), as the URL paths the page uses
// ('/art/rocket.svg'): what the config's art fields may name, and what the studio's texture
// pickers list.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { BRAND_FILE_PATHS } from './brand/brandPaths.ts';
import { paletteArtPaths } from './brand/paletteArt.ts';

export const ASSETS_DIR = 'assets';

/** Every file under `<root>/assets/<under>` and every brand file there, as '/<under>/<name>' paths, sorted. */
export function listAssetFiles(root: string, under = ''): string[] {
  const dir = path.join(root, ASSETS_DIR, under);
  const entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  const prefix = `/${under}`.replace(/\/*$/, '/');
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return `/${path.relative(path.join(root, ASSETS_DIR), full).split(path.sep).join('/')}`;
    });
  const brand = [...BRAND_FILE_PATHS, ...paletteArtPaths(root)].filter((file) =>
    file.startsWith(prefix),
  );
  return [...new Set([...files, ...brand])].sort();
}
