// Draws the build's SVG art with resvg and the project's own font (./fonts.ts), never the build
// machine's: PNG pixels, an SVG whose text is outlines (so a browser shows it in the same face),
// and the width of a line of text (for fitting it into its box).
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { BRAND_FONT_FAMILY, brandFontFiles } from './fonts.ts';

function options(extra: ResvgRenderOptions = {}): ResvgRenderOptions {
  return {
    ...extra,
    font: {
      loadSystemFonts: false,
      fontFiles: brandFontFiles(),
      defaultFontFamily: BRAND_FONT_FAMILY,
    },
  };
}

/** `svg` as a PNG `width` pixels wide (its own width when not given). */
export function renderPng(svg: string, width?: number): Buffer {
  const fitTo = width === undefined ? undefined : ({ mode: 'width', value: width } as const);
  return new Resvg(svg, options(fitTo ? { fitTo } : {})).render().asPng();
}

/** `svg` with every text turned into outlines drawn in the project's font. */
export function outlineText(svg: string): string {
  return new Resvg(svg, options()).toString();
}

/** Widths at REFERENCE_SIZE px, by weight and text: a width grows in proportion to the size. */
const REFERENCE_SIZE = 100;
const widths = new Map<string, number>();

/** The drawn width of `text` in the project's font at `fontSize` px and `weight`. */
export function textWidth(text: string, fontSize: number, weight: number): number {
  const key = `${weight} ${text}`;
  let width = widths.get(key);
  if (width === undefined) {
    const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">` +
      `<text x="0" y="${REFERENCE_SIZE}" font-family="${BRAND_FONT_FAMILY}" font-size="${REFERENCE_SIZE}" font-weight="${weight}">${escaped}</text></svg>`;
    width = new Resvg(svg, options()).getBBox()?.width ?? 0;
    widths.set(key, width);
  }
  return (width * fontSize) / REFERENCE_SIZE;
}
