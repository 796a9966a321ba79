// The brand art's pure parts (buildtime/brand/): texts fitted into their boxes from measured
// widths, the link-preview image's layout for any length of name, ticker and slogan (nothing
// over the logo, past the column or over the candles), its colours among the pairs the palette
// check holds to WCAG AA, and the share tags with and without the site's address. (Drawn with the
// real font and rebranded in a real build: tests/build/brandArt.test.ts.)
import { describe, expect, it } from 'vitest';
import { LOGO_TEXT_PAIR } from '../../buildtime/brand/logo.ts';
import { ogImageSvg, OG_TEXT_PAIRS } from '../../buildtime/brand/ogImage.ts';
import { fillPaletteArt } from '../../buildtime/brand/paletteArt.ts';
import { fitFontSize, fitLines, wrapLines } from '../../buildtime/brand/textFit.ts';
import { shareMetaTags } from '../../buildtime/shareMeta.ts';
import { content } from '../../src/config/content.ts';
import { palette } from '../../src/config/palette.ts';
import { contrastRatio } from '../../src/config/rules/contrast.ts';
import { colourPairs } from '../../src/styles/colourPairs.ts';

/** A stand-in for the font: every character is half as wide as the size. */
const halfEm = (text: string, size: number) => text.length * size * 0.5;

describe('fitting texts', () => {
  it('keeps the largest size when the text fits, and shrinks it until it does', () => {
    expect(fitFontSize(halfEm, 'UNSTABLE', 20, 100)).toBe(20);
    expect(fitFontSize(halfEm, 'A'.repeat(20), 20, 100)).toBe(10);
    expect(fitFontSize(halfEm, 'A'.repeat(30), 20, 100)).toBe(6.6);
  });

  it('breaks a text into lines at spaces, a word too long for a line standing alone', () => {
    expect(wrapLines(halfEm, 'aa bb cc', 2, 5)).toEqual(['aa bb', 'cc']);
    expect(wrapLines(halfEm, 'aaaaaaa bb', 2, 5)).toEqual(['aaaaaaa', 'bb']);
  });

  it('shrinks a text until it fits in the lines it may have', () => {
    for (const [size, width, most, fontSize, lines] of [
      [2, 5, 2, 2, ['aa bb', 'cc dd']],
      // Nothing fits: the smallest size, on one line.
      [2, 5, 1, 1, ['aa bb cc dd']],
      [4, 12, 2, 4, ['aa bb', 'cc dd']],
      [10, 12, 2, 4, ['aa bb', 'cc dd']],
    ] as const) {
      expect(fitLines(halfEm, 'aa bb cc dd', size, width, most)).toEqual({ fontSize, lines });
    }
  });
});

/** Each <text> of an SVG: where it starts, its baseline, its size and what it says. */
function texts(svg: string) {
  return [
    ...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)"[^>]* font-size="([\d.]+)"[^>]*>([^<]*)</g),
  ].map(([, x, y, size, text]) => ({
    x: Number(x),
    y: Number(y),
    size: Number(size),
    text: text!,
  }));
}

describe('the link-preview image', () => {
  it.each([
    ['the config as it is', content.title, content.ticker, content.slogan],
    ['a short name', 'WOB', '$WOB', 'Up.'],
    [
      'a long name, ticker and slogan',
      'SUPERCALIFRAGILISTICTOKEN',
      '$SUPERCALIFRAGILISTICTOKEN',
      'A slogan long enough that it needs more than two lines at the largest size the image allows, and then some more words.',
    ],
  ])(
    'keeps every text in its column, above the candles, in at most 4 lines (%s)',
    (_case, title, ticker, slogan) => {
      const svg = ogImageSvg({ title, ticker, slogan }, palette, '<svg/>', halfEm);
      const drawn = texts(svg);
      expect(drawn.map((t) => t.text).join(' ')).toBe(
        `${title} ${ticker} ${slogan}`.replace(/\s+/g, ' '),
      );
      expect(drawn.length).toBeLessThanOrEqual(4);
      // The logo is drawn at x 70 to 350; the column is x 400 to 1130; the candles start at y 490.
      expect(svg).toContain('<image x="70" y="130" width="280" height="280"');
      for (const text of drawn) {
        expect(text.x).toBe(400);
        expect(text.x + halfEm(text.text, text.size)).toBeLessThanOrEqual(1130);
        expect(text.y + 0.25 * text.size).toBeLessThan(490);
      }
      // Each line's capitals (0.72 em) start below the line before it ends.
      for (const [above, below] of drawn.slice(0, -1).map((t, i) => [t, drawn[i + 1]!] as const)) {
        expect(below.y - 0.75 * below.size).toBeGreaterThan(above.y);
      }
    },
  );

  it("and the logo draw their texts in colour pairs the palette check holds to 4.5:1, which today's palette meets", () => {
    for (const { text, background } of [...Object.values(OG_TEXT_PAIRS), LOGO_TEXT_PAIR]) {
      expect(colourPairs).toContainEqual(
        expect.objectContaining({ text, background, use: 'text' }),
      );
      expect(contrastRatio(palette[text], palette[background], palette.bg)).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });
});

describe("brand/'s art", () => {
  it('takes each colour named {{name}} from the palette, and leaves colours written as themselves', () => {
    const svg = '<svg><path fill="{{red}}" stroke="{{ bgCard }}"/><rect fill="#8b8578"/></svg>';
    expect(fillPaletteArt(svg, palette, '/art/x.svg')).toBe(
      `<svg><path fill="${palette.red}" stroke="${palette.bgCard}"/><rect fill="#8b8578"/></svg>`,
    );
  });

  it('refuses a name the palette does not have, naming the file', () => {
    expect(() => fillPaletteArt('<path fill="{{crimson}}"/>', palette, '/art/x.svg')).toThrow(
      /^brand\/art\/x\.svg names \{\{crimson\}\}, not a colour of src\/config\/palette\.ts \(bg, /,
    );
  });
});

describe('the share tags', () => {
  it('are absolute, with og:url and a canonical link, given the public address', () => {
    const tags = shareMetaTags('https://wobble.example/', content, palette);
    for (const tag of [
      '<meta property="og:image" content="https://wobble.example/art/og-image.png" />',
      '<meta name="twitter:image" content="https://wobble.example/art/og-image.png" />',
      '<meta property="og:url" content="https://wobble.example/" />',
      '<link rel="canonical" href="https://wobble.example/" />',
      '<meta property="og:image:width" content="1200" />',
      '<meta property="og:image:height" content="630" />',
    ])
      expect(tags).toContain(tag);
  });

  it('are relative, with no og:url or canonical link, without it', () => {
    const tags = shareMetaTags(undefined, content, palette);
    expect(tags).toContain('<meta property="og:image" content="/art/og-image.png" />');
    expect(tags).not.toMatch(/og:url|canonical/);
  });
});
