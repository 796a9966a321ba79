// Every pair of palette colours the stylesheets paint one on the other, with what the front one
// is: body text, large text (24 px, or 18.67 px bold) or the border or fill that shows a control.
// The palette check (src/config/palette.schema.ts) holds each pair to WCAG AA contrast, so a
// rebrand of src/config/palette.ts cannot make the page unreadable; tests/browser/colourPairs.test.ts
// walks the rendered page and fails if the stylesheets paint a pair this list does not name.
import type { PaletteColour } from '../config/palette.ts';

export interface ColourPair {
  /** The colour in front: text, or a control's border or fill. */
  text: PaletteColour;
  /** The colour behind it (a translucent one is laid over palette.bg). */
  background: PaletteColour;
  use: 'text' | 'largeText' | 'ui';
  /** Where the stylesheets paint it, for the message when it fails. */
  where: string;
}

export const colourPairs: readonly ColourPair[] = [];
