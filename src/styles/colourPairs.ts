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

const pair = (
  text: PaletteColour,
  background: PaletteColour,
  use: ColourPair['use'],
  where: string,
): ColourPair => ({ text, background, use, where });

export const colourPairs: readonly ColourPair[] = [
  // Page text.
  pair('text', 'bg', 'text', 'body text, section titles, the outlined hero button'),
  pair('textMuted', 'bg', 'text', "section intros, the intro's skip button"),
  pair('amber', 'bg', 'largeText', 'the hero ticker'),
  pair('amber', 'bg', 'text', "the news feed's loading text"),
  pair('text', 'bgCard', 'text', 'the contract address, the quote banner'),
  pair('textMuted', 'bgCard', 'text', 'tokenomics card titles and notes, roadmap descriptions'),
  pair('amber', 'bgCard', 'largeText', 'tokenomics figures'),
  pair('violet', 'bgCard', 'largeText', 'roadmap phase numbers'),
  pair('text', 'bgRaised', 'text', 'news card titles, the motion bar, market figures'),
  pair('textMuted', 'bgRaised', 'text', 'news card summaries and dates, market labels'),
  pair('green', 'bgRaised', 'text', 'news card sources, a rising market change'),
  pair('red', 'bgRaised', 'text', 'a falling market change'),
  pair('text', 'quoteRed', 'text', "the quote banner's red end"),
  pair('text', 'quoteGreen', 'text', "the quote banner's green end"),
  pair('text', 'bgFooter', 'text', 'the footer tagline'),
  pair('textMuted', 'bgFooter', 'text', 'the disclaimer'),
  pair('green', 'bgFooter', 'text', 'the footer links'),
  // The intro overlay (its glow fades into bg).
  pair('red', 'introGlow', 'largeText', 'the first intro word'),
  pair('red', 'bg', 'largeText', 'the first intro word'),
  pair('amber', 'introGlow', 'largeText', 'the second intro word'),
  pair('amber', 'bg', 'largeText', 'the second intro word'),
  pair('green', 'introGlow', 'largeText', 'the third intro word'),
  pair('green', 'bg', 'largeText', 'the third intro word'),
  pair('textMuted', 'introGlow', 'text', "the intro's skip button"),
  // Text on coloured fills.
  pair('inkOnGreen', 'green', 'text', 'green buttons'),
  pair('bg', 'green', 'text', 'the View More and Show Less buttons'),
  pair('inkOnRed', 'red', 'text', 'the TRIGGER CHAOS MODE button'),
  pair('bg', 'amber', 'text', 'the SUSPICIOUS badge'),
  pair('white', 'red', 'largeText', 'the FAKE NEWS flash'),
  // What shows a control: its border (or its fill) against what is around it.
  pair('borderStrong', 'bg', 'ui', "the pause control's and skip button's borders"),
  pair('borderStrong', 'introGlow', 'ui', "the skip button's border"),
  pair('borderControl', 'bg', 'ui', 'small buttons, the search box and the time filter'),
  pair('red', 'bg', 'ui', 'the megaphone button, the outlined hero button'),
  pair('green', 'bg', 'ui', 'green buttons'),
  pair('focus', 'bg', 'ui', 'focus rings'),
];
