// The token's logo, drawn from the config: a ring and a jagged chart line in the palette's
// red-amber-green gradient, and a ribbon across the ring that carries content.ticker, sized to fit
// inside the ribbon (never over the ring). The build serves it as /art/logo.svg (the footer, the
// chaos-mode sprites) and draws the link-preview image and the home-screen icons from it.
import { escapeHtml } from '../../src/shared/escapeHtml.ts';
import type { Palette, PaletteColour } from '../../src/config/palette.ts';
import { BRAND_FONT_FAMILY, BRAND_FONT_WEIGHTS } from './fonts.ts';
import { fitFontSize, type Measure } from './textFit.ts';

/** The logo's own size: a 128 x 128 square. */
export const LOGO_SIZE = 128;

/** The chart line of the mark, in the logo's 128 x 128 square. */
export const MARK_PATH = 'M30 60l16-22 13 12 20-28 19 20';

/** The ticker's colour and the ribbon's under it: a pair the palette check holds to WCAG AA. */
export const LOGO_TEXT_PAIR = { text: 'text', background: 'bgCard' } as const satisfies {
  text: PaletteColour;
  background: PaletteColour;
};

/** The ribbon that carries the ticker, and the room for the ticker inside it. */
const RIBBON = { x: 6, y: 76, width: 116, height: 32, stroke: 4 };
const TICKER_BOX = { width: RIBBON.width - 16, maxSize: 20 };
/** Roboto's capitals stand 0.711 em tall: a baseline this far below the middle centres them. */
const CAP_MIDDLE = 0.355;

/** The red-amber-green gradient of the brand, as a <linearGradient> with the given id. */
export function brandGradient(id: string, palette: Palette): string {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${palette.red}"/>` +
    `<stop offset=".5" stop-color="${palette.amber}"/>` +
    `<stop offset="1" stop-color="${palette.green}"/></linearGradient>`
  );
}

/**
 * The logo as SVG source, its ticker as text in the project's font (`measure` fits its size);
 * ./render.ts's outlineText turns it into outlines for browsers.
 */
export function logoSvg(ticker: string, palette: Palette, measure: Measure): string {
  const fontSize = fitFontSize(measure, ticker, TICKER_BOX.maxSize, TICKER_BOX.width);
  const middle = RIBBON.y + RIBBON.height / 2;
  const baseline = Math.round((middle + CAP_MIDDLE * fontSize) * 100) / 100;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${LOGO_SIZE} ${LOGO_SIZE}" width="${LOGO_SIZE}" height="${LOGO_SIZE}">` +
    `<defs>${brandGradient('logo-gradient', palette)}</defs>` +
    `<circle cx="64" cy="64" r="58" fill="${palette.bgRaised}" stroke="url(#logo-gradient)" stroke-width="8"/>` +
    `<path d="${MARK_PATH}" fill="none" stroke="url(#logo-gradient)" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<rect x="${RIBBON.x}" y="${RIBBON.y}" width="${RIBBON.width}" height="${RIBBON.height}" rx="10" fill="${palette[LOGO_TEXT_PAIR.background]}" stroke="url(#logo-gradient)" stroke-width="${RIBBON.stroke}"/>` +
    `<text x="64" y="${baseline}" text-anchor="middle" font-family="${BRAND_FONT_FAMILY}" font-weight="${BRAND_FONT_WEIGHTS.black}" font-size="${fontSize}" fill="${palette[LOGO_TEXT_PAIR.text]}">${escapeHtml(ticker)}</text>` +
    `</svg>`
  );
}

/** The browser tab's icon: the mark's chart line on the page's background. */
export function faviconSvg(palette: Palette): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${LOGO_SIZE} ${LOGO_SIZE}">` +
    `<defs>${brandGradient('favicon-gradient', palette)}</defs>` +
    `<rect width="${LOGO_SIZE}" height="${LOGO_SIZE}" rx="28" fill="${palette.bg}"/>` +
    `<g transform="translate(-8 18) scale(1.125)"><path d="${MARK_PATH}" fill="none" stroke="url(#favicon-gradient)" stroke-width="13" stroke-linecap="round" stroke-linejoin="round"/></g>` +
    `</svg>`
  );
}
