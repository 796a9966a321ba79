// CSS colours and their WCAG contrast, for the rebrand validation (build time only): parses any
// CSS colour with culori, lays translucent colours over what is under them, and gives the ratio.
import { blend, parse, wcagContrast, type Color } from 'culori';

/** WCAG 2.x AA minimum ratios (1.4.3 text, 1.4.11 non-text). */
export const AA_RATIO = { text: 4.5, largeText: 3, ui: 3 } as const;

export type ContrastUse = keyof typeof AA_RATIO;

/** A parsed CSS colour, or undefined for anything a browser would not take as one. */
export function parseCssColour(value: string): Color | undefined {
  return parse(value.trim());
}

/** `top` painted over `under` (an opaque `top` comes out as itself). */
function over(top: Color, under: Color): Color {
  return blend([under, top], 'normal');
}

/**
 * The contrast ratio of `text` on `background`, the background itself laid over `page` when it
 * is translucent (a glow over the page), 1 to 21; NaN when a colour does not parse.
 */
export function contrastRatio(text: string, background: string, page: string): number {
  const fg = parseCssColour(text);
  const bg = parseCssColour(background);
  const base = parseCssColour(page);
  if (!fg || !bg || !base) return Number.NaN;
  const solidBackground = over(bg, over(base, { mode: 'rgb', r: 0, g: 0, b: 0 }));
  return wcagContrast(over(fg, solidBackground), solidBackground);
}
