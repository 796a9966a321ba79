// Draws docs/rebrand/'s pictures with the build's own code (buildtime/brand/): the link-preview
// image and the home-screen icon of the brand as configured ("before") and of an example rebrand,
// WOBBLE with a blue palette ("after"). Run: npx tsx scripts/makeRebrandPictures.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brandFiles } from '../buildtime/brand/brandFiles.ts';
import { OG_IMAGE_PATH, TOUCH_ICON_PATH } from '../buildtime/brand/brandPaths.ts';
import { content } from '../src/config/content.ts';
import { palette } from '../src/config/palette.ts';
import { exampleRebrand } from './harness/exampleRebrand.ts';

const out = path.resolve(import.meta.dirname, '../docs/rebrand');
const rebrand = {
  content: { ...content, title: exampleRebrand.title, ticker: exampleRebrand.ticker },
  palette: { ...palette, ...exampleRebrand.colours },
};

mkdirSync(out, { recursive: true });
for (const [when, brand] of [
  ['before', { content, palette }],
  ['after', rebrand],
] as const) {
  const files = brandFiles({ ...brand, handMade: () => undefined });
  writeFileSync(path.join(out, `og-${when}.png`), files.get(OG_IMAGE_PATH)!);
  writeFileSync(path.join(out, `touch-icon-${when}.png`), files.get(TOUCH_ICON_PATH)!);
}
console.log(`wrote ${out}/og-{before,after}.png and touch-icon-{before,after}.png`);
