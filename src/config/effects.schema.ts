// The schema of src/config/effects.ts: every field's type, allowed range, unit and one-line
// description, and the rules between fields. The TypeScript type of the config comes from it.
// Read by the build and the dev server (buildtime/configChecks.ts: a bad value stops the build
// and shows in the dev server's overlay), by the studio panel (sliders, pickers, descriptions)
// and by the studio's save endpoint. The page imports it as a type only: no zod ships.
import { z } from 'zod';
import { MAX_FLASHES_PER_SECOND } from './rules/flashes.ts';
import type { PaletteColour } from './palette.ts';
import { assetFile, field, type AssetFiles } from './schemaKit.ts';

/** What the rules need to know from outside this file. */
export interface EffectsSchemaContext {
  /** The palette's colour names (src/config/palette.ts). */
  paletteColours: readonly string[];
  assetFiles: AssetFiles;
  /** How many intro words the content config has (content.introWords). */
  introWordCount: number;
}

/** A colour: one of the palette's, by name (follows a rebrand), or a #hex colour. */
export type EffectColour = PaletteColour | `#${string}`;

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const TEXTURE_PATH = /^\/[\w./-]+\.(?:svg|png|webp|jpe?g|avif)$/i;
const FONT_WEIGHTS = [
  'normal',
  'bold',
  'bolder',
  'lighter',
  '100',
  '200',
  '300',
  '400',
  '500',
  '600',
  '700',
  '800',
  '900',
] as const;

const ms = (min: number, max: number) => z.number().int().min(min).max(max);
const count = (min: number, max: number) => z.number().int().min(min).max(max);
const ratio = (min: number, max: number) => z.number().min(min).max(max);

export function effectsSchema(context: EffectsSchemaContext) {
  const colour = (unit: string, description: string) =>
    field(
      z
        .string()
        .refine(
          (value) => HEX_COLOUR.test(value) || context.paletteColours.includes(value),
          `must be a colour of the palette (${context.paletteColours.join(', ')}) or a #hex colour`,
        ),
      unit,
      description,
      { control: 'colour' },
    ) as unknown as z.ZodType<EffectColour>;
  const texture = assetFile(context.assetFiles, '/art/rocket.svg').refine(
    (path) => TEXTURE_PATH.test(path),
    'must be an image: svg, png, webp, jpg or avif',
  );
  const textures = (description: string) =>
    field(z.array(texture).min(1).max(16), 'files the site serves', description, {
      control: 'texture',
    });
  const drift = (description: string) =>
    field(ratio(0, 2000), 'CSS px per second, max either way', description, { step: 1 });
  const spin = (description: string) =>
    field(ratio(0, 50), 'radians per second, max either way', description, { step: 0.1 });
  const jitter = (description: string) =>
    field(ratio(0, 0.9), 'ratio, 0..0.9', description, { step: 0.05 });

  return z
    .strictObject({
      intro: z.strictObject({
        wordTimesMs: field(
          z.array(ms(0, 30_000)).min(1).max(10),
          'ms after page start',
          'when each intro word appears, in order',
          { step: 50 },
        ),
        endMs: field(ms(500, 30_000), 'ms after page start', 'when the intro overlay disappears', {
          step: 50,
        }),
        shakeDuringIntro: field(z.boolean(), 'true/false', 'screen shake runs during the intro'),
        wordSizePx: field(ratio(8, 240), 'CSS px, font size', 'intro word size on the stage', {
          step: 1,
        }),
        wordLineHeight: field(
          ratio(0.5, 4),
          'times wordSizePx',
          "distance between two intro words' centres on the stage",
          { step: 0.05 },
        ),
        wordPopFromScale: field(
          ratio(0.1, 5),
          'times wordSizePx',
          'size a new intro word pops in from, settling to 1 over wordPopMs',
          { step: 0.05 },
        ),
        wordColours: field(
          z.array(colour('colour', 'fill of one intro word')).min(1).max(10),
          'palette colour names or #hex colours',
          'intro word fill colours on the stage, one per word in turn',
        ),
        wordStrokeColour: colour(
          'palette colour name or #hex colour',
          'outline of the intro words on the stage',
        ),
        wordStrokePx: field(ratio(0, 40), 'CSS px', 'outline width of the intro words', {
          step: 0.5,
        }),
        wordFontFamily: field(
          z.string().trim().min(1).max(200),
          'CSS font-family list',
          'font of the intro words on the stage',
        ),
        wordFontWeight: field(
          z.enum(FONT_WEIGHTS),
          'CSS font-weight',
          'weight of the intro words on the stage',
        ),
        wordPopMs: field(
          ms(0, 5000),
          'ms',
          'how long a new intro word takes to pop in to its full size',
          {
            step: 10,
          },
        ),
        wordEdgeMarginPx: field(
          ratio(0, 200),
          'CSS px',
          'room kept free at each edge of the screen: smaller screens draw the words smaller',
          { step: 1 },
        ),
      }),
      candles: z.strictObject({
        spawnEveryMs: field(ms(100, 60_000), 'ms', 'interval between two falling candles', {
          step: 50,
        }),
        lifetimeMs: field(ms(100, 60_000), 'ms', 'life of one falling candle', { step: 50 }),
        sizePx: field(ratio(4, 512), 'CSS px, width', 'candle sprite size', { step: 1 }),
        driftPxPerSec: drift('random sideways drift of a candle'),
        spinRadPerSec: spin('random spin of a candle'),
        textures: textures('candle art, one picked at random per candle'),
        fallSpeedJitter: jitter(
          'fall speed spread: each candle crosses the viewport in its life, times 1 ± this',
        ),
      }),
      chaosMode: z.strictObject({
        durationMs: field(ms(500, 60_000), 'ms', 'how long chaos mode lasts after the button', {
          step: 100,
        }),
        burstCount: field(count(1, 1000), 'count', 'how many images fall during one chaos mode'),
        imageLifetimeMs: field(ms(100, 60_000), 'ms', 'life of one chaos image', { step: 50 }),
        sizePx: field(ratio(4, 512), 'CSS px, width', 'chaos image size', { step: 1 }),
        meterValue: field(count(0, 100), 'percent', 'chaos meter value set by the button'),
        textures: textures('chaos art, one picked at random per image'),
        maxLiveImages: field(
          count(1, 1024),
          'count',
          'most chaos images alive at once, however often the button is pressed',
        ),
        driftPxPerSec: drift('random sideways drift of a chaos image'),
        spinRadPerSec: spin('random spin of a chaos image'),
        fallSpeedJitter: jitter('fall speed spread of chaos images, as for candles'),
      }),
      shake: z.strictObject({
        durationMs: field(ms(0, 10_000), 'ms', 'length of one screen shake', { step: 50 }),
        amplitudePx: field(ratio(0, 64), 'CSS px', 'largest offset of the page during a shake', {
          step: 0.5,
        }),
        frequencyHz: field(
          ratio(0, 60),
          'Hz',
          'shake cycles per second, of the page and of the stage (sideways)',
          { step: 0.5 },
        ),
        verticalRatio: field(
          ratio(0, 10),
          'ratio',
          "the stage's up-down wobble runs this many times faster than the sideways one",
          { step: 0.05 },
        ),
        verticalPhaseRad: field(
          ratio(-6.3, 6.3),
          'radians',
          "phase of the stage's up-down wobble against the sideways one",
          { step: 0.05 },
        ),
      }),
      meter: z.strictObject({
        rerollEveryMs: field(
          ms(100, 60_000),
          'ms',
          'interval between two random chaos meter values',
          {
            step: 100,
          },
        ),
        maxRandom: field(count(0, 100), 'percent', 'largest random meter value; the smallest is 0'),
      }),
      quote: z.strictObject({
        rotateEveryMs: field(
          ms(500, 600_000),
          'ms',
          'interval between two random quotes in the banner',
          {
            step: 500,
          },
        ),
      }),
      fakeNewsFlash: z.strictObject({
        durationMs: field(ms(100, 10_000), 'ms', "how long the 'FAKE NEWS!' flash stays up", {
          step: 100,
        }),
        pulsesPerSecond: field(
          ratio(0, MAX_FLASHES_PER_SECOND),
          'flashes per second, each a full on-and-off pulse',
          'pulses of the flash; WCAG 2.3.1 allows at most 3 flashes in any one second',
          { step: 0.25 },
        ),
      }),
      copyFeedback: z.strictObject({
        durationMs: field(
          ms(200, 10_000),
          'ms',
          "how long 'Copied!' shows after copying the contract address",
          { step: 100 },
        ),
      }),
      clock: z.strictObject({
        tickMs: field(ms(16, 1000), 'ms', 'how often the shared effects clock advances the store'),
        maxStepMs: field(
          ms(16, 5000),
          'ms',
          'longest step the clock takes at once, e.g. after a stalled tab',
        ),
      }),
      stage: z.strictObject({
        loadIdleTimeoutMs: field(
          ms(0, 30_000),
          'ms',
          'longest wait for an idle moment before the effects stage loads, after first paint',
          { step: 100 },
        ),
        maxResolution: field(
          ratio(0.5, 4),
          'device pixels per CSS px',
          'highest canvas resolution of the effects stage',
          { step: 0.25 },
        ),
        poolSize: field(
          count(8, 1024),
          'count',
          "sprites kept ready in the stage's pool; nothing beyond this is ever drawn",
        ),
        liteMaxFps: field(
          count(1, 120),
          'frames per second',
          'frame rate cap of the lighter stage used on software rendering',
        ),
        liteWaitsForIntro: field(
          z.boolean(),
          'true/false',
          'on software rendering the stage is made during the intro, drawing once it ends; the DOM plays it',
        ),
        fadeFraction: field(
          ratio(0, 0.5),
          'ratio, 0..0.5',
          "part of a falling image's life spent fading in, and again fading out",
          { step: 0.01 },
        ),
      }),
      chart: z.strictObject({
        animationMs: field(
          ms(0, 5000),
          'ms',
          'how long the tokenomics doughnut takes to draw itself in; none when paused or under reduced motion',
          { step: 50 },
        ),
      }),
    })
    .superRefine((config, ctx) => {
      // These rules run even when some fields are already wrong (every problem is reported at
      // once); a section that is not even a group of fields is reported by its own issue.
      const { intro, candles, chaosMode, clock, stage } = config;
      if (![intro, candles, chaosMode, clock, stage].every((s) => s && typeof s === 'object'))
        return;
      const times = Array.isArray(intro.wordTimesMs) ? intro.wordTimesMs : [];
      if (times.length !== context.introWordCount) {
        ctx.addIssue({
          code: 'custom',
          path: ['intro', 'wordTimesMs'],
          message: `must have one time per intro word: ${context.introWordCount} (content.introWords)`,
        });
      }
      times.forEach((at, i) => {
        const before = times[i - 1];
        if (before !== undefined && at <= before) {
          ctx.addIssue({
            code: 'custom',
            path: ['intro', 'wordTimesMs', i],
            message: `must be later than intro.wordTimesMs[${i - 1}] (${before})`,
          });
        }
        if (at >= intro.endMs) {
          ctx.addIssue({
            code: 'custom',
            path: ['intro', 'wordTimesMs', i],
            message: `must be before intro.endMs (${intro.endMs})`,
          });
        }
      });
      if (chaosMode.maxLiveImages > stage.poolSize) {
        ctx.addIssue({
          code: 'custom',
          path: ['chaosMode', 'maxLiveImages'],
          message: `must be at most stage.poolSize (${stage.poolSize})`,
        });
      }
      const candlesAlive = Math.ceil(candles.lifetimeMs / candles.spawnEveryMs);
      const needed = candlesAlive + chaosMode.maxLiveImages;
      if (
        Number.isFinite(needed) &&
        chaosMode.maxLiveImages <= stage.poolSize &&
        stage.poolSize < needed
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['stage', 'poolSize'],
          message:
            `must be at least ${needed}: the candles alive at once (${candlesAlive}, ` +
            'candles.lifetimeMs / candles.spawnEveryMs) plus chaosMode.maxLiveImages',
        });
      }
      if (clock.maxStepMs < clock.tickMs) {
        ctx.addIssue({
          code: 'custom',
          path: ['clock', 'maxStepMs'],
          message: `must be at least clock.tickMs (${clock.tickMs})`,
        });
      }
    });
}

/** The effects config, as src/config/effects.ts writes it and every reader sees it. */
export type EffectsConfig = z.output<ReturnType<typeof effectsSchema>>;
