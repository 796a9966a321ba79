// Any valid effects, content or news config: the field-by-field arbitraries of schemaArbitrary.ts, with
// the rules between fields (each schema's superRefine) met by moving as few values as the rule
// needs, inside the schema's own bounds. Every config drawn is parsed by its schema and a draw that
// fails says why, so a property never runs on a config the build would refuse.
import path from 'node:path';
import fc from 'fast-check';
import type { z } from 'zod';
import { content, type RoadmapPhase, type TokenomicsCard } from '../../src/config/content.ts';
import { contentSchema } from '../../src/config/content.schema.ts';
import { effects } from '../../src/config/effects.ts';
import { effectsSchema, type EffectsConfig } from '../../src/config/effects.schema.ts';
import { palette } from '../../src/config/palette.ts';
import { configProblems, schemaAt } from '../../src/config/schemaKit.ts';
import { specCounts } from '../../src/config/specCounts.ts';
import { newsConfig } from '../../src/config/news.ts';
import { newsSchema, type NewsConfig } from '../../src/config/news.schema.ts';
import { listAssetFiles } from '../../buildtime/assetFiles.ts';
import { readApiMaxRows, readBackendNames } from '../../buildtime/supabaseConfig.ts';
import { numberBounds, schemaArbitrary } from './schemaArbitrary.ts';

const root = path.resolve(import.meta.dirname, '../..');
const assetFiles = listAssetFiles(root);
const backend = readBackendNames(root);
/** Values from outside the schemas that their refines ask for: art, colour and backend names. */
const known = [...assetFiles, ...Object.keys(palette), ...backend.tables, ...backend.functions];

export const effectsConfigSchema = effectsSchema({
  paletteColours: Object.keys(palette),
  assetFiles,
  introWordCount: content.introWords.length,
});

export const contentConfigSchema = contentSchema({ palette, assetFiles, counts: specCounts });

/** `value`, or an error naming every problem `schema` finds in it. */
function parsed<T>(schema: z.ZodType, value: unknown, name: string): T {
  const problems = configProblems(schema, value, name);
  if (problems.length > 0)
    throw new Error(`a generated ${name} is invalid:\n${problems.join('\n')}`);
  return value as T;
}

const largest = (schema: z.ZodType, at: string[]) => numberBounds(schemaAt(schema, at)!).max;

/** effects.ts's rules between fields, met. */
function meetEffectsRules(config: EffectsConfig): EffectsConfig {
  const { intro, candles, chaosMode, stage, clock } = config;
  // Word times before intro.endMs, in order (they come sorted and distinct).
  const endMax = largest(effectsConfigSchema, ['intro', 'endMs']);
  const times = intro.wordTimesMs.map((at, i, all) => Math.min(at, endMax - all.length + i));
  intro.wordTimesMs = times;
  intro.endMs = Math.max(intro.endMs, times.at(-1)! + 1);
  // The pool holds the candles alive at once and chaosMode.maxLiveImages.
  const poolMax = largest(effectsConfigSchema, ['stage', 'poolSize']);
  const candlesAlive = Math.ceil(candles.lifetimeMs / candles.spawnEveryMs);
  chaosMode.maxLiveImages = Math.min(chaosMode.maxLiveImages, poolMax - candlesAlive);
  stage.poolSize = Math.max(stage.poolSize, candlesAlive + chaosMode.maxLiveImages);
  clock.maxStepMs = Math.max(clock.maxStepMs, clock.tickMs);
  return config;
}

/** Any effects config the build accepts with today's palette, assets and intro words. */
export const anyEffects: fc.Arbitrary<EffectsConfig> = schemaArbitrary(
  effectsConfigSchema,
  effects,
  {
    // One time per intro word, each later than the one before.
    'intro.wordTimesMs': (times, walk) => {
      const time = walk((times as z.ZodArray).element as z.ZodType, undefined);
      const count = content.introWords.length;
      return fc
        .uniqueArray(time as fc.Arbitrary<number>, { minLength: count, maxLength: count })
        .map((list) => list.sort((a, b) => a - b));
    },
  },
  known,
).map((config) =>
  parsed<EffectsConfig>(effectsConfigSchema, meetEffectsRules(config as EffectsConfig), 'effects'),
);

/** The content config's type (content.ts writes it `as const`). */
export type Content = typeof content;

/** content.ts's rules between fields, met. */
function meetContentRules(config: Content): Content {
  const cards = config.tokenomics.cards as readonly TokenomicsCard[];
  // Shares add up to 100: scaled to it, the last one taking what rounding leaves.
  const shares = cards.filter((card) => card.sharePercent !== undefined);
  const total = shares.reduce((sum, card) => sum + card.sharePercent!, 0);
  shares.forEach((card, i) => {
    card.sharePercent = total > 0 ? (card.sharePercent! / total) * 100 : 100 / shares.length;
    if (i === shares.length - 1) {
      const rest = shares.slice(0, -1).reduce((sum, one) => sum + one.sharePercent!, 0);
      card.sharePercent = Math.max(0, 100 - rest);
    }
  });
  (config.roadmap.phases as readonly RoadmapPhase[]).forEach((phase, i) => (phase.number = i + 1));
  return config;
}

/** Any content config the build accepts with today's palette, assets and spec counts. */
export const anyContent: fc.Arbitrary<Content> = schemaArbitrary(
  contentConfigSchema,
  content,
  {
    // The addresses must fit the market strip's chain (rules/chains.ts); the filters' order is
    // the spec's.
    'market.tokenAddress': (_, __, example) => fc.constant(example),
    'contract.address': (_, __, example) => fc.constant(example),
    'news.filters.*.value': (_, __, example) => fc.constant(example),
  },
  known,
).map((config) =>
  parsed<Content>(contentConfigSchema, meetContentRules(config as Content), 'content'),
);

export const newsConfigSchema = newsSchema({
  maxRows: readApiMaxRows(root),
  assetFiles,
  backend,
});

/** Any news config the build accepts with today's backend. */
export const anyNews: fc.Arbitrary<NewsConfig> = schemaArbitrary(
  newsConfigSchema,
  newsConfig,
  {
    // The time filters' windows, each longer than the one before.
    maxAgeDays: (windows, walk) => {
      const days = walk((windows as z.ZodObject).shape.week as z.ZodType, undefined);
      return fc
        .uniqueArray(days as fc.Arbitrary<number>, { minLength: 4, maxLength: 4 })
        .map((four) => {
          const [week, month, threeMonths, sixMonths] = four.sort((a, b) => a - b);
          return { all: null, week, month, '3months': threeMonths, '6months': sixMonths };
        });
    },
  },
  known,
).map((config) => {
  const news = config as NewsConfig;
  news.seedThresholdRows = Math.min(news.seedThresholdRows, news.queryLimit - 1);
  return parsed<NewsConfig>(newsConfigSchema, news, 'newsConfig');
});
