// The site's one colour palette. The stylesheets use these only as CSS custom properties (each key
// in kebab case: bgRaised is --bg-raised), written into index.html at build time by the
// palette-css-variables plugin (src/styles/paletteCss.ts); the effects stage, the chart and the
// share metadata read the same values here.

export const palette = Object.freeze({
  /** Page background; the intro words' outline on the stage, the chart's slice borders, theme colour. */
  bg: '#0b0b12',
  /** Raised surfaces: news cards, search box, market figures. */
  bgRaised: '#151522',
  /** Cards: tokenomics, roadmap, contract address, small buttons, hero icon. */
  bgCard: '#1b1b2b',
  /** The band behind the full-width image. */
  bgSunken: '#12121d',
  /** The footer. */
  bgFooter: '#08080d',
  text: '#f4f4fa',
  textMuted: '#b9b9cc',
  /** The accents: intro words (stage and DOM), buttons, the chart, the chaos meter. */
  red: '#ff3b5c',
  amber: '#ffb020',
  green: '#22d37a',
  /** Roadmap phase numbers and rules (text on cards). */
  violet: '#9d85ff',
  /** The developer share's slice in the tokenomics chart. */
  violetDeep: '#7c5cff',
  /** Focus rings. */
  focus: '#ffe14d',
  white: '#ffffff',
  /** Text on a green button. */
  inkOnGreen: '#04140b',
  /** Text on a red button. */
  inkOnRed: '#160208',
  /** Glow around the chaos button. */
  redGlow: 'rgb(255 59 92 / 55%)',
  /** The FAKE NEWS flash's text shadow. */
  flashShadow: '#7a0018',
  /** Borders, faintest to strongest: news cards, market figures, meter track. */
  border: '#2a2a40',
  /** Tokenomics cards, the footer's top rule. */
  borderCard: '#2f2f48',
  /** Small buttons, the search box and time filter, the chaos meter, the quote banner (3:1 on bg and bgCard: it shows a control). */
  borderControl: '#6c6c94',
  /** The pause control, the intro's skip button (3:1 on bg and introGlow: it shows a control). */
  borderStrong: '#7878a2',
  /** The intro overlay's glow. */
  introGlow: '#24102a',
  /** The quote banner's gradient ends (red side, green side; bgCard in the middle). */
  quoteRed: '#2a0b16',
  quoteGreen: '#0b2a1a',
  /** A news card's picture frame while it loads (gradient from, to). */
  mediaFrom: '#1d1d2e',
  mediaTo: '#24182a',
} as const);

export type PaletteColour = keyof typeof palette;
/** The palette's shape: a CSS colour for each name. */
export type Palette = Readonly<Record<PaletteColour, string>>;
