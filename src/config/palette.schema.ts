// The schema of src/config/palette.ts: every colour parses as a CSS colour, every colour the
// stylesheets use is there, and every text/background and control/background pair the
// stylesheets paint (src/styles/colourPairs.ts) meets WCAG AA contrast: 4.5:1 for body text, 3:1
// for large text and for the borders that show a control. Read by the build and the dev server
// (buildtime/siteConfigChecks.ts); the page itself never imports it.
import { z } from 'zod';
import type { ColourPair } from '../styles/colourPairs.ts';
import { AA_RATIO, contrastRatio, parseCssColour } from './rules/contrast.ts';

export interface PaletteSchemaContext {
  /** The palette names the stylesheets read as custom properties (bgRaised for var(--bg-raised)). */
  usedByStylesheets: readonly string[];
  /** The pairs of palette colours the stylesheets paint one on the other. */
  pairs: readonly ColourPair[];
}

const USE_WORDS: Record<ColourPair['use'], string> = {
  text: 'body text',
  largeText: 'large text',
  ui: 'a control',
};

/** A ratio as people write it: 4.48:1. */
const ratioText = (ratio: number) => `${Math.floor(ratio * 100) / 100}:1`;

export function paletteSchema(context: PaletteSchemaContext) {
  // No field metadata: each message says all there is (a pair's message names both colours).
  const colour = z
    .string()
    .refine(
      (value) => parseCssColour(value) !== undefined,
      'must be a CSS colour, such as #0b0b12 or rgb(11 11 18 / 88%)',
    );
  return z.record(z.string(), colour).superRefine((palette, ctx) => {
    for (const name of context.usedByStylesheets) {
      if (palette[name] === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'is missing: the stylesheets use it',
        });
      }
    }
    for (const pair of context.pairs) {
      const text = palette[pair.text];
      const background = palette[pair.background];
      const page = palette.bg;
      if (text === undefined || background === undefined || page === undefined) continue;
      const ratio = contrastRatio(text, background, page);
      if (Number.isNaN(ratio) || ratio >= AA_RATIO[pair.use]) continue;
      ctx.addIssue({
        code: 'custom',
        path: [pair.text],
        message:
          `on palette.${pair.background} (${background}), ${pair.where}, has a contrast of ` +
          `${ratioText(ratio)}; WCAG AA needs ${AA_RATIO[pair.use]}:1 for ${USE_WORDS[pair.use]}`,
      });
    }
  });
}
