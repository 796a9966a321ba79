// The effects config's schema (src/config/effects.schema.ts): today's config passes, and each bad
// value a designer could write is refused with the exact message the build and the dev server's
// overlay show (field path, value, rule, unit and description), every problem at once.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { content } from '../../src/config/content.ts';
import { effects } from '../../src/config/effects.ts';
import { effectsSchema, type EffectsConfig } from '../../src/config/effects.schema.ts';
import { palette } from '../../src/config/palette.ts';
import { configProblems } from '../../src/config/schemaKit.ts';
import { listAssetFiles } from '../../buildtime/assetFiles.ts';

const root = path.resolve(import.meta.dirname, '../..');
const schema = effectsSchema({
  paletteColours: Object.keys(palette),
  assetFiles: listAssetFiles(root),
  introWordCount: content.introWords.length,
});

/**
 * The problems of today's config with `change` applied to a copy. A change sets every value its
 * message names, so the message holds whatever valid values the config has.
 */
function problemsWith(change: (config: EffectsConfig) => void): string[] {
  const config = structuredClone(effects);
  change(config);
  return configProblems(schema, config, 'effects');
}

describe('effects schema', () => {
  it("accepts today's config", () => {
    expect(configProblems(schema, effects, 'effects')).toEqual([]);
  });

  const refused: Record<string, [(c: EffectsConfig) => unknown, string]> = {
    "a candle interval of 0 (the issue's example, word for word)": [
      (c) => (c.candles.spawnEveryMs = 0),
      'effects.candles.spawnEveryMs = 0: must be at least 100 (ms, interval between two falling candles)',
    ],
    'a negative chaos burst': [
      (c) => (c.chaosMode.burstCount = -5),
      'effects.chaosMode.burstCount = -5: must be at least 1 (count, how many images fall during one chaos mode)',
    ],
    'a count that is not whole': [
      (c) => (c.chaosMode.burstCount = 2.5),
      'effects.chaosMode.burstCount = 2.5: must be a whole number (count, how many images fall during one chaos mode)',
    ],
    'a lifetime of 0': [
      (c) => (c.candles.lifetimeMs = 0),
      'effects.candles.lifetimeMs = 0: must be at least 100 (ms, life of one falling candle)',
    ],
    'a chaos image that lives for ever': [
      (c) => (c.chaosMode.imageLifetimeMs = 1e9),
      'effects.chaosMode.imageLifetimeMs = 1000000000: must be at most 60000 (ms, life of one chaos image)',
    ],
    'a candle wider than the screen': [
      (c) => (c.candles.sizePx = 2000),
      'effects.candles.sizePx = 2000: must be at most 512 (CSS px, width, candle sprite size)',
    ],
    'a fall speed that could stop': [
      (c) => (c.chaosMode.fallSpeedJitter = 1),
      'effects.chaosMode.fallSpeedJitter = 1: must be at most 0.9 (ratio, 0..0.9, fall speed spread of chaos images, as for candles)',
    ],
    'a texture that is not under assets/': [
      (c) => (c.candles.textures = ['/art/candle-red.svg', '/art/nope.svg']),
      "effects.candles.textures[1] = '/art/nope.svg': must be a file under assets/, written as its path on the site (/art/rocket.svg) (files under assets/, candle art, one picked at random per candle)",
    ],
    'a texture that is not a path': [
      (c) => (c.chaosMode.textures = ['javascript:alert(1)']),
      "effects.chaosMode.textures[0] = 'javascript:alert(1)': must be a path under assets/ such as /art/rocket.svg (files under assets/, chaos art, one picked at random per image)",
    ],
    'no texture at all': [
      (c) => (c.candles.textures = []),
      'effects.candles.textures = []: must have at least 1 item(s) (files under assets/, candle art, one picked at random per candle)',
    ],
    'intro word times that go back': [
      (c) => {
        c.intro.endMs = 4500;
        c.intro.wordTimesMs = [1000, 900, 3000];
      },
      'effects.intro.wordTimesMs[1] = 900: must be later than intro.wordTimesMs[0] (1000) (ms after page start, when each intro word appears, in order)',
    ],
    'an intro word after the intro ends': [
      (c) => {
        c.intro.endMs = 4500;
        c.intro.wordTimesMs = [1000, 2000, 4500];
      },
      'effects.intro.wordTimesMs[2] = 4500: must be before intro.endMs (4500) (ms after page start, when each intro word appears, in order)',
    ],
    'a time missing for an intro word': [
      (c) => (c.intro.wordTimesMs = [1000, 2000]),
      'effects.intro.wordTimesMs = [1000, 2000]: must have one time per intro word: 3 (content.introWords) (ms after page start, when each intro word appears, in order)',
    ],
    'a flash faster than WCAG 2.3.1 allows': [
      (c) => (c.fakeNewsFlash.pulsesPerSecond = 4),
      'effects.fakeNewsFlash.pulsesPerSecond = 4: must be at most 3 (flashes per second, each a full on-and-off pulse, pulses of the flash; WCAG 2.3.1 allows at most 3 flashes in any one second)',
    ],
    'more chaos images than the pool holds': [
      (c) => {
        c.stage.poolSize = 64;
        c.chaosMode.maxLiveImages = 100;
      },
      'effects.chaosMode.maxLiveImages = 100: must be at most stage.poolSize (64) (count, most chaos images alive at once, however often the button is pressed)',
    ],
    'a pool too small for the candles and the chaos images together': [
      (c) => {
        Object.assign(c.candles, { lifetimeMs: 3000, spawnEveryMs: 1500 });
        c.chaosMode.maxLiveImages = 48;
        c.stage.poolSize = 49;
      },
      "effects.stage.poolSize = 49: must be at least 50: the candles alive at once (2, candles.lifetimeMs / candles.spawnEveryMs) plus chaosMode.maxLiveImages (count, sprites kept ready in the stage's pool; nothing beyond this is ever drawn)",
    ],
    'a clock step shorter than its tick': [
      (c) => {
        c.clock.tickMs = 100;
        c.clock.maxStepMs = 50;
      },
      'effects.clock.maxStepMs = 50: must be at least clock.tickMs (100) (ms, longest step the clock takes at once, e.g. after a stalled tab)',
    ],
    'an unknown font weight': [
      (c) => ((c.intro as { wordFontWeight: string }).wordFontWeight = 'heavy'),
      "effects.intro.wordFontWeight = 'heavy': must be one of '100', '200', '300', '400', '500', '600', '700', '800', '900', 'normal', 'bold', 'bolder', 'lighter' (CSS font-weight, weight of the intro words on the stage)",
    ],
    'a number written as text': [
      (c) => ((c.shake as { amplitudePx: unknown }).amplitudePx = '8px'),
      "effects.shake.amplitudePx = '8px': must be a number (CSS px, largest offset of the page during a shake)",
    ],
  };
  it.each(Object.entries(refused))('refuses %s', (_, [change, message]) => {
    expect(problemsWith(change)).toEqual([message]);
  });

  it('takes palette colour names and #hex colours, and refuses anything else', () => {
    expect(problemsWith((c) => (c.intro.wordColours = ['violet', '#fff', '#12ab34']))).toEqual([]);
    expect(problemsWith((c) => (c.intro.wordStrokeColour = 'blurple' as 'bg'))).toEqual([
      `effects.intro.wordStrokeColour = 'blurple': must be a colour of the palette (${Object.keys(palette).join(', ')}) or a #hex colour (palette colour name or #hex colour, outline of the intro words on the stage)`,
    ]);
  });

  it('names unknown and missing fields', () => {
    const problems = problemsWith((c) => {
      const candles = c.candles as unknown as Record<string, unknown>;
      candles.spawnEvery = 500;
      delete candles.spawnEveryMs;
    });
    expect(problems).toEqual([
      'effects.candles.spawnEveryMs is missing: must be a number (ms, interval between two falling candles)',
      'effects.candles.spawnEvery: is not a field of effects.candles (its fields: spawnEveryMs, lifetimeMs, sizePx, driftPxPerSec, spinRadPerSec, textures, fallSpeedJitter)',
    ]);
  });

  it('reports every problem at once, not the first only', () => {
    const problems = problemsWith((c) => {
      c.candles.spawnEveryMs = 0;
      c.chaosMode.burstCount = -5;
      c.intro.endMs = 4500;
      c.intro.wordTimesMs = [1000, 900, 3000];
      c.fakeNewsFlash.pulsesPerSecond = 10;
    });
    expect(problems.map((p) => p.split(' = ')[0])).toEqual([
      'effects.candles.spawnEveryMs',
      'effects.chaosMode.burstCount',
      'effects.fakeNewsFlash.pulsesPerSecond',
      'effects.intro.wordTimesMs[1]',
    ]);
  });
});
