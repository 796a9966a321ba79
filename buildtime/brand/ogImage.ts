// The link-preview image (1200 x 630, what X, Telegram, Discord and WhatsApp show for a shared
// link), drawn from the config: the logo at the left; the title, the ticker and the slogan at the
// right, each fitted into a box of its own so that nothing overlaps; a band of candles at the
// bottom, under no text. Each text is a colour pair the palette check holds to WCAG AA on the
// page's background (OG_TEXT_PAIRS), so a rebrand that would make it unreadable does not build.
import { escapeHtml } from '../../src/shared/escapeHtml.ts';
import type { Palette, PaletteColour } from '../../src/config/palette.ts';
import { OG_IMAGE_SIZE } from './brandPaths.ts';
import { BRAND_FONT_FAMILY, BRAND_FONT_WEIGHTS } from './fonts.ts';
import { svgImage } from './icon.ts';
import { brandGradient } from './logo.ts';
import { fitFontSize, fitLines, type Measure } from './textFit.ts';

const { width: OG_WIDTH, height: OG_HEIGHT } = OG_IMAGE_SIZE;

/** The texts' colours and what they are drawn on (the image's background is palette.bg). */
export const OG_TEXT_PAIRS = {
  title: { text: 'text', background: 'bg' },
  ticker: { text: 'amber', background: 'bg' },
  slogan: { text: 'text', background: 'bg' },
} as const satisfies Record<string, { text: PaletteColour; background: PaletteColour }>;

/** What the image shows, from content.ts. */
export interface OgText {
  title: string;
  ticker: string;
  slogan: string;
}

/** The drawn width of a text at a size and weight (./render.ts's textWidth). */
export type WeightedMeasure = (text: string, fontSize: number, weight: number) => number;

const LOGO = { x: 70, y: 130, size: 280 };
const COLUMN = { x: 400, width: 730 };
/** Baselines and largest sizes; the texts end above the candles (CANDLES.top). */
const TITLE = { baseline: 215, maxSize: 124 };
const RULE = { y: 244, height: 10 };
const TICKER = { baseline: 330, maxSize: 60 };
const SLOGAN = { firstBaseline: 398, maxSize: 42, maxLines: 2, lineHeight: 1.2 };
const CANDLES = { top: 500, bottom: 610, count: 24 };

/** A fixed walk of closing prices (0 to 1) the candles follow: the same art every build. */
const WALK = [
  0.5, 0.62, 0.55, 0.7, 0.48, 0.35, 0.52, 0.66, 0.8, 0.6, 0.42, 0.3, 0.45, 0.58, 0.4, 0.25, 0.38,
  0.55, 0.72, 0.64, 0.85, 0.7, 0.5, 0.62, 0.78, 0.9, 0.68, 0.52, 0.74, 0.95, 0.82,
];

function candles(palette: Palette): string {
  const step = OG_WIDTH / CANDLES.count;
  const range = CANDLES.bottom - CANDLES.top;
  const low = Math.min(...WALK);
  const high = Math.max(...WALK);
  const yOf = (v: number) => CANDLES.bottom - ((v - low) / (high - low)) * range;
  let out = '';
  for (let i = 0; i < CANDLES.count; i++) {
    const open = WALK[i]!;
    const close = WALK[i + 1]!;
    const colour = close >= open ? palette.green : palette.red;
    const x = i * step + step / 2;
    const top = yOf(Math.max(open, close));
    const height = Math.max(4, Math.abs(yOf(open) - yOf(close)));
    const wickTop = Math.max(CANDLES.top - 10, top - 10);
    const wickBottom = Math.min(CANDLES.bottom + 10, top + height + 10);
    out +=
      `<line x1="${x}" y1="${wickTop}" x2="${x}" y2="${wickBottom}" stroke="${colour}" stroke-width="3"/>` +
      `<rect x="${x - 12}" y="${top}" width="24" height="${height}" rx="3" fill="${colour}"/>`;
  }
  return out;
}

function text(
  content: string,
  x: number,
  y: number,
  size: number,
  weight: number,
  fill: string,
): string {
  return `<text x="${x}" y="${y}" font-family="${BRAND_FONT_FAMILY}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeHtml(content)}</text>`;
}

/** The image as SVG source; `logo` is the served logo file, outlined (./render.ts). */
export function ogImageSvg(
  copy: OgText,
  palette: Palette,
  logo: string,
  measure: WeightedMeasure,
): string {
  const { regular, bold, black } = BRAND_FONT_WEIGHTS;
  const at =
    (weight: number): Measure =>
    (line, size) =>
      measure(line, size, weight);
  const titleSize = fitFontSize(at(black), copy.title, TITLE.maxSize, COLUMN.width);
  const tickerSize = fitFontSize(at(bold), copy.ticker, TICKER.maxSize, COLUMN.width);
  const slogan = fitLines(at(regular), copy.slogan, SLOGAN.maxSize, COLUMN.width, SLOGAN.maxLines);
  const sloganLines = slogan.lines.map((line, index) =>
    text(
      line,
      COLUMN.x,
      SLOGAN.firstBaseline + index * slogan.fontSize * SLOGAN.lineHeight,
      slogan.fontSize,
      regular,
      palette[OG_TEXT_PAIRS.slogan.text],
    ),
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}" width="${OG_WIDTH}" height="${OG_HEIGHT}">` +
    `<defs>${brandGradient('og-gradient', palette)}</defs>` +
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="${palette.bg}"/>` +
    svgImage(logo, LOGO.x, LOGO.y, LOGO.size) +
    text(
      copy.title,
      COLUMN.x,
      TITLE.baseline,
      titleSize,
      black,
      palette[OG_TEXT_PAIRS.title.text],
    ) +
    `<rect x="${COLUMN.x}" y="${RULE.y}" width="${COLUMN.width}" height="${RULE.height}" rx="${RULE.height / 2}" fill="url(#og-gradient)"/>` +
    text(
      copy.ticker,
      COLUMN.x,
      TICKER.baseline,
      tickerSize,
      bold,
      palette[OG_TEXT_PAIRS.ticker.text],
    ) +
    sloganLines.join('') +
    candles(palette) +
    `</svg>`
  );
}
