// The spec's values (src/config/specValues.ts) are notes, never rules: a config that differs
// from them is valid, and each difference is listed once, naming the field, its value and the
// spec's; the build's and the dev server's config checks print them (buildtime/configChecks.ts).
import path from 'node:path';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { configNotes, type ConfigCheck } from '../../buildtime/configChecks.ts';
import { listAssetFiles } from '../../buildtime/assetFiles.ts';
import { content } from '../../src/config/content.ts';
import { effects } from '../../src/config/effects.ts';
import { effectsSchema, type EffectsConfig } from '../../src/config/effects.schema.ts';
import { palette } from '../../src/config/palette.ts';
import { configProblems, schemaAt } from '../../src/config/schemaKit.ts';
import {
  pagingSpecValues,
  specNotes,
  specNotesReport,
  specValues,
} from '../../src/config/specValues.ts';

const root = path.resolve(import.meta.dirname, '../..');
const schema = effectsSchema({
  paletteColours: Object.keys(palette),
  assetFiles: listAssetFiles(root),
  introWordCount: content.introWords.length,
});

/** A copy of the config holding the spec's value in every field the spec fixes. */
function asSpecSays(): EffectsConfig {
  const config = structuredClone(effects) as unknown as Record<string, Record<string, unknown>>;
  for (const { path: field, value } of specValues) {
    const [section, key] = field.split('.') as [string, string];
    expect(config[section], field).toHaveProperty(key);
    config[section]![key] = structuredClone(value);
  }
  // The spec fixes timings and counts, not the pool: the largest pool, at most half of it for
  // chaos images (the config's own might leave no room for the spec's candles).
  const { chaosMode, stage } = config as unknown as EffectsConfig;
  stage.poolSize = (schemaAt(schema, ['stage', 'poolSize']) as z.ZodNumber).maxValue!;
  chaosMode.maxLiveImages = Math.min(chaosMode.maxLiveImages, stage.poolSize / 2);
  return config as unknown as EffectsConfig;
}

it('name fields of the effects config, and the config as the spec says is valid', () => {
  expect(configProblems(schema, asSpecSays(), 'effects')).toEqual([]);
  expect(specNotes(asSpecSays())).toEqual([]);
});

it('list each value that differs, and the config stays valid', () => {
  const config = asSpecSays();
  const spec = config.candles.spawnEveryMs;
  config.candles.spawnEveryMs = spec - 300;
  config.intro.wordTimesMs = [900, ...config.intro.wordTimesMs.slice(1)];
  expect(configProblems(schema, config, 'effects')).toEqual([]);
  const notes = specNotes(config);
  expect(notes).toHaveLength(2);
  expect(notes[0]).toMatch(
    /^effects\.intro\.wordTimesMs = \[900, [\d, ]+\]: the spec's value is \[/,
  );
  expect(notes[1]).toBe(
    `effects.candles.spawnEveryMs = ${spec - 300}: the spec's value is ${spec} (a falling candle every 1.5 s)`,
  );
  expect(specNotesReport(notes)).toBe(
    `Note: 2 values differ from the spec (allowed; on purpose?):\n  - ${notes[0]}\n  - ${notes[1]}`,
  );
  expect(specNotesReport([notes[1]!])).toBe(
    `Note: 1 value differs from the spec (allowed; on purpose?):\n  - ${notes[1]}`,
  );
});

it("list the news paging that differs, by the news config's name", () => {
  expect(specNotes({ pageSize: 6, pageIncrement: 8 }, pagingSpecValues, 'newsConfig')).toEqual([
    "newsConfig.pageIncrement = 8: the spec's value is 6 (each 'View More' adds 6)",
  ]);
});

it("reach the config checks' notes, file by file, only where a check has notes", async () => {
  const checks: ConfigCheck[] = [
    {
      file: 'effects.ts',
      exportName: 'effects',
      schema: async () => z.unknown(),
      notes: (value) => specNotes(value as EffectsConfig),
      notesReport: specNotesReport,
    },
    { file: 'other.ts', exportName: 'other', schema: async () => z.unknown() },
  ];
  const changed = asSpecSays();
  changed.chaosMode.burstCount += 1;
  const load = async <T>(file: string) =>
    (file === 'effects.ts' ? { effects: changed } : { other: {} }) as T;
  expect(await configNotes(checks, load)).toEqual([specNotesReport(specNotes(changed))]);
  const same = async <T>(file: string) =>
    (file === 'effects.ts' ? { effects: asSpecSays() } : { other: {} }) as T;
  expect(await configNotes(checks, same)).toEqual([]);
});
