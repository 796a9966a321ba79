// One palette (src/config/palette.ts) for the CSS and the effects stage: its values reach the
// effects config, the chart and the share metadata, and the custom properties the stylesheets
// use; the stylesheets define no colour of their own. (Written into index.html's <head> by the
// build: tests/build/htmlPlugins.test.ts.)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { effects } from '../../src/config/effects.ts';
import { palette } from '../../src/config/palette.ts';
import { effectCssVariables } from '../../src/effects/cssVariables.ts';
import { supplyShares } from '../../src/sections/tokenomicsShares.ts';
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

describe('palette', () => {
  it('names each colour as a kebab-case custom property', () => {
    expect(paletteVariableName('bg')).toBe('--bg');
    expect(paletteVariableName('bgRaised')).toBe('--bg-raised');
    expect(paletteVariableName('inkOnGreen')).toBe('--ink-on-green');
    expect(paletteCssVariables(palette)['--green']).toBe(palette.green);
    expect(paletteCssRule(palette)).toContain(`--bg:${palette.bg};`);
    expect(paletteCssRule(palette)).toMatch(/^:root\{.*\}$/);
  });

  it('gives the effects stage, the chart and the share metadata the same colours', () => {
    // The effects config names palette colours, resolved by the live palette at run time.
    expect(effects.intro.wordColours.map(resolveColour)).toEqual([
      palette.red,
      palette.amber,
      palette.green,
    ]);
    expect(resolveColour(effects.intro.wordStrokeColour)).toBe(palette.bg);
    expect(resolveColour('#123456')).toBe('#123456');
    expect(supplyShares().map((share) => share.color)).toEqual([
      palette.red,
      palette.amber,
      palette.violetDeep,
      palette.green,
    ]);
  });

  it('reaches content.ts by colour names only: content.ts imports nothing at run time', () => {
    // tests/browser/marketOff.test.ts builds with a copy of content.ts in another folder.
    const imports = read('src/config/content.ts').match(/^import .*$/gm) ?? [];
    expect(imports.filter((line) => !line.startsWith('import type '))).toEqual([]);
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
    expect(read('src/styles/global.css')).toMatch(
      /\.visually-hidden \{[^}]*clip: rect\(0 0 0 0\);/,
    );
  });
});
