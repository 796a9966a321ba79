// The arbitraries read from the config schemas (tests/helpers/schemaArbitrary.ts, validConfigs.ts):
// what they draw passes the schema, reaches both ends of each range, and varies every field a
// generator can be read for, so a property over them tests the whole range and not one value.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { effects } from '../../src/config/effects.ts';
import { schemaArbitrary } from '../helpers/schemaArbitrary.ts';
import { anyContent, anyEffects, anyNews } from '../helpers/validConfigs.ts';

const sample = <T>(arbitrary: fc.Arbitrary<T>, numRuns = 300) =>
  fc.sample(arbitrary, { numRuns, seed: 42 });

describe('schemaArbitrary', () => {
  it('draws every kind of field the config schemas use, within its bounds', () => {
    const schema = z.strictObject({
      whole: z.number().int().min(1).max(1000),
      above: z.number().positive().max(2),
      ratio: z.number().min(-6.3).max(6.3),
      text: z.string().trim().min(1).max(5),
      pick: z.enum(['a', 'b']),
      yes: z.literal(true).optional(),
      absent: z.number().optional(),
      flag: z.boolean(),
      none: z.null(),
      list: z.array(z.number().int().min(0).max(3)).min(1).max(4),
      patterned: z.string().regex(/^\/art\/.+$/),
      refined: z.string().refine((value) => value.endsWith('.svg')),
    });
    const example = { patterned: '/art/x.svg', refined: '/a.svg', yes: true };
    const known = ['/b.svg', '/c.png', 7];
    const drawn = sample(schemaArbitrary(schema, example, {}, known));
    expect(drawn.filter((value) => !schema.safeParse(value).success)).toEqual([]);
    const values = (key: string) => drawn.map((value) => (value as Record<string, unknown>)[key]);
    // Both ends of a range, each in a tenth of the draws at least; an exclusive end never.
    for (const [key, ends] of [
      ['whole', [1, 1000]],
      ['ratio', [-6.3, 6.3]],
    ] as const) {
      for (const end of ends) {
        expect(values(key).filter((value) => value === end).length).toBeGreaterThan(30);
      }
    }
    expect(Math.min(...(values('above') as number[]))).toBeGreaterThan(0);
    expect(new Set(values('pick'))).toEqual(new Set(['a', 'b']));
    expect(new Set(values('flag'))).toEqual(new Set([true, false]));
    // Optional fields as the example has them; a pattern draws its texts, a refine the known
    // values and the example it takes.
    expect(new Set(values('yes'))).toEqual(new Set([true]));
    expect(new Set(values('absent'))).toEqual(new Set([undefined]));
    expect(new Set(values('patterned')).size).toBeGreaterThan(100);
    expect(new Set(values('refined'))).toEqual(new Set(['/a.svg', '/b.svg']));
    expect(new Set(values('list').map((list) => (list as number[]).length))).toEqual(
      new Set([1, 2, 3, 4]),
    );
  });

  it('says which schema type it has no generator for', () => {
    const schema = z.strictObject({ at: z.date() });
    expect(() => schemaArbitrary(schema, {})).toThrow("no arbitrary for a date at 'at'");
  });
});

describe('any valid config', () => {
  it('draws effects configs across their ranges, odd burst counts among them', () => {
    const drawn = sample(anyEffects);
    const counts = drawn.map((config) => config.chaosMode.burstCount);
    expect(counts.some((count) => count % 2 === 1 && count > 1)).toBe(true);
    // Each number field takes many values (a field stuck at its example would test one).
    const numbers = (config: object, path = ''): [string, unknown][] =>
      Object.entries(config).flatMap(([key, value]) =>
        value !== null && typeof value === 'object' && !Array.isArray(value)
          ? numbers(value, `${path}${key}.`)
          : [[`${path}${key}`, value]],
      );
    const seen = new Map<string, Set<unknown>>();
    for (const config of drawn) {
      for (const [path, value] of numbers(config)) {
        if (typeof value === 'number') seen.set(path, (seen.get(path) ?? new Set()).add(value));
      }
    }
    expect(seen.size).toBe(
      numbers(effects).filter(([, value]) => typeof value === 'number').length,
    );
    expect([...seen].filter(([, values]) => values.size < 10).map(([path]) => path)).toEqual([]);
  });

  it('draws the texts a pattern or a refine asks for: #hex colours, locales, URLs, art', () => {
    const drawn = sample(anyEffects, 100);
    const colours = drawn.flatMap((config) => [
      ...config.intro.wordColours,
      config.intro.wordStrokeColour,
    ]);
    const form = (colour: string) => (colour.startsWith('#') ? colour.length : 'name');
    expect(new Set(colours.map(form))).toEqual(new Set([4, 7, 'name']));
    expect(colours.some((colour) => /^#.*[A-F]/.test(colour))).toBe(true);
    const textures = new Set(drawn.flatMap((config) => config.chaosMode.textures));
    expect(textures.size).toBeGreaterThan(effects.chaosMode.textures.length);
    const contents = sample(anyContent, 50);
    expect(new Set(contents.map((content) => content.news.locale)).size).toBeGreaterThan(10);
    expect(contents.some((content) => content.tokenomics.locale.includes('-u-nu-'))).toBe(true);
    expect(new Set(contents.map((content) => content.links.x.url)).size).toBeGreaterThan(10);
    // Each draw is parsed by its schema as it is drawn (validConfigs.ts): an invalid one throws.
    const news = sample(anyNews, 50);
    expect(new Set(news.map((one) => one.fallbackImage)).size).toBeGreaterThan(1);
    expect(new Set(news.map((one) => one.pageSize)).size).toBeGreaterThan(10);
  });
});
