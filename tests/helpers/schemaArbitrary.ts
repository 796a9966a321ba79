// fast-check arbitraries read from a config's zod schema (src/config/*.schema.ts): every value
// the schema's own bounds and checks allow, never a range copied by hand (docs/testing.md,
// "Property tests"). Rules between fields are the caller's to meet (tests/helpers/validConfigs.ts).
import fc from 'fast-check';
import { z } from 'zod';

type Arbitrary = fc.Arbitrary<unknown>;
type Check = { _zod: { def: Record<string, unknown> & { check: string } } };

/** An arbitrary for a path ('intro.wordTimesMs'), given its schema and the walker (for its items, at path.*) and the example's value there. */
export type Override = (
  schema: z.ZodType,
  walk: (schema: z.ZodType, example: unknown) => Arbitrary,
  example: unknown,
) => Arbitrary;

const checksOf = (schema: z.ZodType): Check['_zod']['def'][] =>
  ((schema._zod.def as { checks?: Check[] }).checks ?? []).map((check) => check._zod.def);

/** Whether `schema` has a check its type's generator alone cannot meet (a pattern, a refine). */
const opaque = (schema: z.ZodType) =>
  checksOf(schema).some((c) => c.check === 'custom' || c.check === 'string_format');

/** The bounds a number schema sets (either end may be excluded), and whether it wants whole numbers. */
export function numberBounds(schema: z.ZodType) {
  const bounds = {
    min: -Number.MAX_VALUE,
    max: Number.MAX_VALUE,
    minExcluded: false,
    maxExcluded: false,
    int: false,
  };
  for (const c of checksOf(schema)) {
    const value = c.value as number;
    if (c.check === 'greater_than' && value >= bounds.min) {
      Object.assign(bounds, { min: value, minExcluded: !c.inclusive });
    }
    if (c.check === 'less_than' && value <= bounds.max) {
      Object.assign(bounds, { max: value, maxExcluded: !c.inclusive });
    }
    if (c.check === 'number_format') bounds.int = String(c.format).includes('int');
  }
  return bounds;
}

/** Every number `schema` allows. */
function numberArbitrary(schema: z.ZodType): fc.Arbitrary<number> {
  const { min, max, minExcluded, maxExcluded, int } = numberBounds(schema);
  if (int) {
    const least = Math.max(
      Math.ceil(min) + (minExcluded && Number.isInteger(min) ? 1 : 0),
      Number.MIN_SAFE_INTEGER,
    );
    const most = Math.min(
      Math.floor(max) - (maxExcluded && Number.isInteger(max) ? 1 : 0),
      Number.MAX_SAFE_INTEGER,
    );
    return fc.oneof(fc.constantFrom(least, most), fc.integer({ min: least, max: most }));
  }
  // + 0: no -0, which a designer never writes.
  const options = { min, max, minExcluded, maxExcluded, noNaN: true, noDefaultInfinity: true };
  const ends = [...(minExcluded ? [] : [min]), ...(maxExcluded ? [] : [max])];
  // fast-check's doubles lean to the extremes (5e-324, 1e-300): the ends themselves and values
  // spread evenly over the range too, as a designer writes them.
  const spread = fc.integer({ min: 1, max: 999 }).map((step) => min + ((max - min) * step) / 1000);
  return fc.oneof(
    ...(ends.length ? [fc.constantFrom(...ends)] : []),
    spread,
    fc.double(options).map((value) => value + 0),
  );
}

/** The length bounds of a text or list schema. */
function lengthBounds(schema: z.ZodType, most: number): { minLength: number; maxLength: number } {
  let minLength = 0;
  let maxLength = most;
  for (const c of checksOf(schema)) {
    if (c.check === 'min_length') minLength = Math.max(minLength, c.minimum as number);
    if (c.check === 'max_length') maxLength = Math.min(maxLength, c.maximum as number);
  }
  return { minLength, maxLength: Math.max(minLength, maxLength) };
}

/** Longest text or list generated where the schema sets no maximum. */
const UNBOUNDED_LENGTH = 40;

/** The two-letter languages Intl has number formats for. */
const LANGUAGES = Intl.NumberFormat.supportedLocalesOf(
  Array.from({ length: 26 * 26 }, (_, i) =>
    String.fromCharCode(97 + Math.floor(i / 26), 97 + (i % 26)),
  ),
);

/** Share of a kind's texts (of PROBES tried) a field must accept for the field to draw that kind. */
const KIND_TAKEN = 0.5;
const PROBES = 20;

/** A kind of text, with PROBES of its texts to try a field on. */
const withProbes = (kind: fc.Arbitrary<string>) => ({
  kind,
  probes: fc.sample(kind, { numRuns: PROBES, seed: 1 }),
});

/** Kinds of text a pattern or a refine may ask for; a field draws those it accepts. */
const TEXT_KINDS = [
  // A #hex colour, short or long, in either case.
  fc.stringMatching(/^#(?:[0-9a-fA-F]{3}){1,2}$/),
  // A locale: a language Intl knows, any region, any of Intl's numbering systems.
  fc
    .tuple(
      fc.constantFrom(...LANGUAGES),
      fc.option(fc.stringMatching(/^-[A-Z]{2}$/), { nil: '' }),
      fc.option(fc.constantFrom(...Intl.supportedValuesOf('numberingSystem')), { nil: undefined }),
    )
    .map(([language, region, digits]) => `${language}${region}${digits ? `-u-nu-${digits}` : ''}`),
  fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true }),
].map(withProbes);

/** Every text `node` accepts among its pattern's, the kinds above, `known` and `example`. */
function textArbitrary(node: z.ZodType, example: unknown, known: readonly unknown[]): Arbitrary {
  const accepts = (value: unknown) => node.safeParse(value).success;
  const patterns = checksOf(node).flatMap((c) =>
    c.pattern instanceof RegExp && !c.pattern.flags.includes('i')
      ? [withProbes(fc.stringMatching(c.pattern))]
      : [],
  );
  const kinds = [...patterns, ...TEXT_KINDS]
    .filter(({ probes }) => probes.filter(accepts).length >= PROBES * KIND_TAKEN)
    .map(({ kind }) => kind.filter(accepts));
  const values = [...new Set([example, ...known])].filter(accepts);
  return fc.oneof(...(values.length > 0 ? [fc.constantFrom(...values)] : []), ...kinds);
}

/**
 * Every value `schema` accepts field by field, shaped like `example` where a check cannot be
 * inverted; `overrides` gives the arbitrary of a path outright; `known` are values from outside
 * the schema a refine may ask for (the files the site serves, the palette's names).
 */
export function schemaArbitrary(
  schema: z.ZodType,
  example: unknown,
  overrides: Readonly<Record<string, Override>> = {},
  known: readonly unknown[] = [],
): Arbitrary {
  const walk = (node: z.ZodType, sample: unknown, path: readonly string[]): Arbitrary => {
    const override = overrides[path.join('.')]; // 'intro.wordTimesMs'
    if (override) {
      return override(
        node,
        (inner, innerSample) => walk(inner, innerSample, [...path, '*']),
        sample,
      );
    }
    if (node instanceof z.ZodOptional) return walk(node.unwrap() as z.ZodType, sample, path);
    if (node instanceof z.ZodString && opaque(node)) return textArbitrary(node, sample, known);
    const leaf = !(node instanceof z.ZodArray || node instanceof z.ZodObject);
    if (leaf && opaque(node)) return fc.constant(sample);
    if (node instanceof z.ZodNumber) return numberArbitrary(node);
    if (node instanceof z.ZodString) {
      const text = fc.string({ ...lengthBounds(node, UNBOUNDED_LENGTH), unit: 'grapheme-ascii' });
      // A trimmed text is measured after its trim: keep those it accepts.
      return text.filter((value) => node.safeParse(value).success);
    }
    if (node instanceof z.ZodBoolean) return fc.boolean();
    if (node instanceof z.ZodNull) return fc.constant(null);
    if (node instanceof z.ZodEnum) return fc.constantFrom(...(node.options as unknown[]));
    if (node instanceof z.ZodLiteral) return fc.constantFrom(...(node.values as Set<unknown>));
    if (node instanceof z.ZodArray) {
      const items = Array.isArray(sample) ? (sample as unknown[]) : [];
      const element = node.element as z.ZodType;
      const at = [...path, '*'];
      // A list with a rule of its own (a count, an order): the example's items, each walked.
      if (opaque(node)) return fc.tuple(...items.map((one) => walk(element, one, at)));
      const item =
        items.length > 0
          ? fc.oneof(...items.map((one) => walk(element, one, at)))
          : walk(element, undefined, at);
      return fc.array(item, lengthBounds(node, Math.max(UNBOUNDED_LENGTH, items.length)));
    }
    if (node instanceof z.ZodObject) {
      const fields = node.shape as Record<string, z.ZodType>;
      const given = (sample ?? {}) as Record<string, unknown>;
      const keys = Object.keys(fields).filter(
        (key) => !(fields[key] instanceof z.ZodOptional) || given[key] !== undefined,
      );
      return fc.record(
        Object.fromEntries(
          keys.map((key) => [key, walk(fields[key]!, given[key], [...path, key])]),
        ),
      );
    }
    if (node instanceof z.ZodCustom) return fc.constant(sample);
    throw new Error(
      `schemaArbitrary: no arbitrary for a ${node._zod.def.type} at '${path.join('.')}'`,
    );
  };
  return walk(schema, example, []);
}
