// The files the site serves from assets/ (Vite's publicDir), as the URL paths the page uses
// ('/art/rocket.svg'): what the effects config's textures may name, and what the studio's
// texture pickers list.
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const ASSETS_DIR = 'assets';

/** Every file under `<root>/assets/<under>`, as '/<under>/<name>' paths, sorted. */
export function listAssetFiles(root: string, under = ''): string[] {
  const dir = path.join(root, ASSETS_DIR, under);
  const entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return `/${path.relative(path.join(root, ASSETS_DIR), full).split(path.sep).join('/')}`;
    })
    .sort();
}
