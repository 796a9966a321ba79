// The hand-drawn art in brand/ (candles, rocket, megaphone, explorer marks, banner, news fallback
// image), drawn with palette colours by name: `fill="{{red}}"` is palette.red. The build fills
// them in and serves each at its path under brand/ (brand/art/rocket.svg is /art/rocket.svg), so a
// palette change recolours the art too. A colour written as itself (#8b8578) stays as drawn.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Palette } from '../../src/config/palette.ts';

/** The folder of the palette-coloured art, from the project root. */
export const PALETTE_ART_DIR = 'brand';

/** Every file under `<root>/brand/` as the path the site serves it at ('/art/rocket.svg'), sorted. */
export function paletteArtPaths(root: string): string[] {
  const dir = path.join(root, PALETTE_ART_DIR);
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map(
      (entry) =>
        `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
    )
    .sort();
}

/** Each palette-coloured file's text, by the path it is served at. */
export function readPaletteArt(root: string): Map<string, string> {
  const dir = path.join(root, PALETTE_ART_DIR);
  return new Map(
    paletteArtPaths(root).map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]),
  );
}

/** `svg` with each `{{name}}` replaced by palette[name]; an unknown name is an error naming it. */
export function fillPaletteArt(svg: string, palette: Palette, file: string): string {
  const unknown = new Set<string>();
  const filled = svg.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    if (Object.hasOwn(palette, name)) return palette[name as keyof Palette];
    unknown.add(name);
    return placeholder;
  });
  if (unknown.size > 0) {
    throw new Error(
      `${PALETTE_ART_DIR}${file} names ${[...unknown].map((name) => `{{${name}}}`).join(', ')}, not a colour of src/config/palette.ts (${Object.keys(palette).join(', ')})`,
    );
  }
  return filled;
}
