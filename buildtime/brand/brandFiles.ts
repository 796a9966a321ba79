// Every file the build draws from the brand (content.ts's name and ticker, palette.ts's colours),
// by the path the site serves it at: the logo, the favicon, the link-preview image, the
// home-screen icons, the web manifest, and the hand-drawn art of brand/ in the palette's colours
// (./paletteArt.ts). The build emits them into dist/ and the dev server serves them
// (buildtime/brandAssets.ts). A file a team puts at the same path under assets/ (its own
// hand-drawn logo, say) is served instead, and the other files are drawn from it.
import type { Palette } from '../../src/config/palette.ts';
import { BRAND_FONT_WEIGHTS } from './fonts.ts';
import { iconSvg } from './icon.ts';
import { faviconSvg, logoSvg } from './logo.ts';
import { ogImageSvg } from './ogImage.ts';
import { fillPaletteArt } from './paletteArt.ts';
import { outlineText, renderPng, textWidth } from './render.ts';
import {
  FAVICON_PATH,
  LOGO_PATH,
  MANIFEST_ICON_SIZES,
  MANIFEST_PATH,
  manifestIconPath,
  OG_IMAGE_PATH,
  TOUCH_ICON_PATH,
  TOUCH_ICON_SIZE,
} from './brandPaths.ts';
import { webManifest } from './webManifest.ts';

/** What the brand's files show of content.ts. */
export interface BrandCopy {
  title: string;
  ticker: string;
  slogan: string;
  meta: { description: string };
}

export interface BrandInputs {
  content: BrandCopy;
  palette: Palette;
  /** The file a team put at a brand path under assets/, if any (path → its bytes). */
  handMade: (path: string) => Buffer | undefined;
  /** brand/'s art, drawn with palette colours by name (path → text): ./paletteArt.ts. */
  paletteArt?: ReadonlyMap<string, string>;
}

/** The SVG sources the build hands to resvg. */
function brandSources({ content, palette, handMade }: BrandInputs) {
  const logoSource = logoSvg(content.ticker, palette, (text, size) =>
    textWidth(text, size, BRAND_FONT_WEIGHTS.black),
  );
  const logo = outlineText(handMade(LOGO_PATH)?.toString('utf8') ?? logoSource);
  const og = ogImageSvg(
    { title: content.title, ticker: content.ticker, slogan: content.slogan },
    palette,
    logo,
    textWidth,
  );
  const icon = (size: number) => iconSvg(logo, size, palette.bg);
  return { logoSource, logo, og, icon, favicon: faviconSvg(palette) };
}

/** The brand's files (path → bytes), except those a team made by hand. */
export function brandFiles(inputs: BrandInputs): Map<string, Buffer> {
  const sources = brandSources(inputs);
  const files = new Map<string, Buffer>([
    [LOGO_PATH, Buffer.from(sources.logo)],
    [FAVICON_PATH, Buffer.from(sources.favicon)],
    [OG_IMAGE_PATH, renderPng(sources.og)],
    [TOUCH_ICON_PATH, renderPng(sources.icon(TOUCH_ICON_SIZE))],
  ]);
  for (const size of MANIFEST_ICON_SIZES) {
    files.set(manifestIconPath(size), renderPng(sources.icon(size)));
  }
  const icons = MANIFEST_ICON_SIZES.map((size) => ({
    src: manifestIconPath(size),
    sizes: `${size}x${size}`,
    type: 'image/png' as const,
  }));
  const manifest = webManifest(inputs.content, inputs.palette, icons);
  files.set(MANIFEST_PATH, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
  for (const [path, svg] of inputs.paletteArt ?? []) {
    files.set(path, Buffer.from(fillPaletteArt(svg, inputs.palette, path)));
  }
  for (const path of files.keys()) if (inputs.handMade(path)) files.delete(path);
  return files;
}
