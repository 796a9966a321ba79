// One palette (src/config/palette.ts) for the CSS and the effects stage: its values reach the
// effects config, the chart and the share metadata, and the custom properties the stylesheets
// use; the stylesheets define no colour of their own. (Written into index.html's <head> by the
// build: tests/build/htmlPlugins.test.ts.)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { effects } from '../../src/config/effects.ts';
import { palette, type Palette } from '../../src/config/palette.ts';
import { paletteSchema } from '../../src/config/palette.schema.ts';
import { contrastRatio } from '../../src/config/rules/contrast.ts';
import { configProblems } from '../../src/config/schemaKit.ts';
import type { ColourPair } from '../../src/styles/colourPairs.ts';
import { anyEffects } from '../helpers/validConfigs.ts';
import { effectCssVariables } from '../../src/effects/cssVariables.ts';
import { resolveColour } from '../../src/styles/livePalette.ts';
import {
  paletteCssRule,
  paletteCssVariables,
  paletteVariableName,
} from '../../src/styles/paletteCss.ts';

const root = path.resolve(import.meta.dirname, '../..');
const STYLESHEETS = ['src/styles/global.css', 'src/news/news.css', 'src/market/market.css'];
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const COLOUR_LITERAL = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(/gi;

const camelName = fc.stringMatching(/^[a-z][a-z0-9]{0,6}(?:[A-Z][a-z0-9]{1,6}){0,3}$/);
const hexColour = fc
  .tuple(...Array.from({ length: 3 }, () => fc.integer({ min: 0, max: 255 })))
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);

it('names each colour as a kebab-case custom property, one :root rule holding them all', () => {
  fc.assert(
    fc.property(fc.dictionary(camelName, hexColour, { minKeys: 1 }), (colours) => {
      const variables = paletteCssVariables(colours as Palette);
      const names = Object.keys(colours);
      expect(Object.keys(variables)).toHaveLength(names.length);
      for (const name of names) {
        const kebab = `--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
        expect(paletteVariableName(name)).toBe(kebab);
        expect(kebab).toMatch(/^--[a-z][a-z0-9-]*$/);
        expect(variables[kebab]).toBe(colours[name]);
      }
      const rule = paletteCssRule(colours as Palette);
      expect(rule).toMatch(/^:root\{.*\}$/);
      expect(rule.slice(6, -1).split(';').sort()).toEqual(
        Object.entries(variables)
          .map(([name, value]) => `${name}:${value}`)
          .sort(),
      );
    }),
  );
});

// WCAG 2.x relative luminance and contrast, written out here from the definition, of sRGB
// channels 0 to 1.
const luminance = (rgb: readonly number[]) => {
  const [r, g, b] = rgb.map((s) => (s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const wcag = (a: readonly number[], b: readonly number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};
const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
const AA = { text: 4.5, largeText: 3, ui: 3 } as const;
const uses = Object.keys(AA) as (keyof typeof AA)[];

/** The problems of a palette painting `text` on `bg` for `use`. */
const pairProblems = (text: string, bg: string, use: keyof typeof AA) => {
  const pairs: ColourPair[] = [{ text: 'text', background: 'bg', use, where: 'a test' }];
  const schema = paletteSchema({ usedByStylesheets: ['text', 'bg'], pairs });
  return configProblems(schema, { text, bg }, 'palette');
};

it('refuses a pair the stylesheets paint below WCAG AA (4.5:1 for text, 3:1 for large text and controls), and only that', () => {
  fc.assert(
    fc.property(hexColour, hexColour, fc.constantFrom(...uses), (text, background, use) => {
      const ratio = wcag(channels(text), channels(background));
      expect(pairProblems(text, background, use)).toHaveLength(ratio < AA[use] ? 1 : 0);
    }),
    { numRuns: 100 },
  );
});

// A dark grey page: on black no double gives 3:1 exactly.
const page = [0.1, 0.1, 0.1];

/** A grey on the page whose blue channel is the first double giving exactly `ratio`, and the one before. */
function edge(ratio: number): { at: number[]; under: number[] } {
  for (let grey = 0.1; grey < 0.8; grey += 0.01) {
    const colour = (blue: number) => [grey, grey, blue];
    let [under, at] = [0, 1];
    for (let mid = 0.5; mid !== under && mid !== at; mid = (under + at) / 2) {
      if (wcag(colour(mid), page) < ratio) under = mid;
      else at = mid;
    }
    if (wcag(colour(under), page) < ratio && wcag(colour(at), page) === ratio) {
      return { at: colour(at), under: colour(under) };
    }
  }
  throw new Error(`no grey on the page reaches ${ratio} exactly`);
}

it('measures a translucent colour as painted: text over its background, a background over the page, the page over black', () => {
  const rgba = (hex: string, alpha: number) =>
    `rgb(${channels(hex)
      .map((c) => c * 255)
      .join(' ')} / ${alpha})`;
  /** `top` at `alpha` over an opaque `under`, channel by channel, as a browser composites sRGB. */
  const mix = (top: string, alpha: number, under: readonly number[]) =>
    channels(top).map((c, i) => c * alpha + under[i]! * (1 - alpha));
  const black = [0, 0, 0];
  fc.assert(
    fc.property(
      hexColour,
      hexColour,
      hexColour,
      fc.double({ min: 0.05, max: 0.95, noNaN: true }),
      (text, background, page, alpha) => {
        const bg = channels(background);
        const cases: [string, string, string, number][] = [
          [rgba(text, alpha), background, page, wcag(mix(text, alpha, bg), bg)],
          [
            text,
            rgba(background, alpha),
            page,
            wcag(channels(text), mix(background, alpha, channels(page))),
          ],
          [text, 'transparent', rgba(page, alpha), wcag(channels(text), mix(page, alpha, black))],
        ];
        for (const [fg, under, pageColour, expected] of cases) {
          expect(contrastRatio(fg, under, pageColour)).toBeCloseTo(expected, 6);
        }
      },
    ),
  );
});

it('takes a colour written with spaces around it, and refuses what is no colour', () => {
  expect(pairProblems(' #ffffff ', '\t#000000\n', 'text')).toEqual([]);
  expect(pairProblems('#ffffff', 'not-a-colour', 'text')).toEqual([
    expect.stringMatching(/bg.*must be a CSS colour/),
  ]);
});

it('names a missing colour once, measuring no pair without it', () => {
  const pairs: ColourPair[] = [
    { text: 'text', background: 'bgCard', use: 'text', where: 'a test' },
  ];
  const schema = paletteSchema({ usedByStylesheets: ['text', 'bgCard', 'bg'], pairs });
  for (const missing of ['bgCard', 'bg']) {
    const colours: Record<string, string> = { text: '#ffffff', bgCard: '#000000', bg: '#000000' };
    delete colours[missing];
    expect(configProblems(schema, colours, 'palette')).toEqual([
      expect.stringContaining(`palette.${missing} is missing`),
    ]);
  }
});

it.each(uses)('takes a %s pair at exactly its ratio, and refuses one a hair under it', (use) => {
  const { at, under } = edge(AA[use]);
  const css = (rgb: number[]) => `color(srgb ${rgb.join(' ')})`;
  expect(pairProblems(css(at), css(page), use)).toEqual([]);
  expect(pairProblems(css(under), css(page), use)).toHaveLength(1);
});

it('gives the effects stage its colours: a palette name as the palette has it, a #hex as written', () => {
  fc.assert(
    fc.property(anyEffects, (any) => {
      const colours = [...any.intro.wordColours, any.intro.wordStrokeColour];
      const expected = colours.map((c) => (c.startsWith('#') ? c : palette[c as keyof Palette]));
      expect(colours.map(resolveColour)).toEqual(expected);
      expect(expected.every((c) => typeof c === 'string')).toBe(true);
    }),
  );
});

it('is the only source of the stylesheets’ colours', () => {
  const paletteNames = Object.keys(paletteCssVariables(palette));
  const defined = new Set([...paletteNames, ...Object.keys(effectCssVariables(effects))]);
  const paletteValues = new Set<string>(Object.values(palette));
  for (const file of STYLESHEETS) {
    const text = read(file);
    // Layout variables (--radius, --news-line, …) may be declared in CSS; colours may not.
    for (const [, name] of text.matchAll(/(--[a-z-]+)\s*:/g)) {
      expect(paletteNames, `${file} redefines ${name}`).not.toContain(name);
      defined.add(name!);
    }
    for (const [, name] of text.matchAll(/var\((--[a-z-]+)\)/g)) {
      expect(defined.has(name!), `${file} uses undefined ${name}`).toBe(true);
    }
    const literals = text.match(COLOUR_LITERAL) ?? [];
    if (file === 'src/styles/global.css') {
      // The intro overlay's rules still write two palette values (--intro-glow, --border-strong) out.
      for (const literal of literals) expect(paletteValues).toContain(literal);
    } else {
      expect(literals, `${file} has colour literals`).toEqual([]);
    }
  }
});

it('keeps one .visually-hidden rule, the clip pattern', () => {
  const rules = STYLESHEETS.flatMap(
    (file) => read(file).match(/[^{}]*\.visually-hidden[^{]*\{/g) ?? [],
  );
  expect(rules).toHaveLength(1);
  expect(read('src/styles/global.css')).toMatch(/\.visually-hidden \{[^}]*clip: rect\(0 0 0 0\);/);
});
