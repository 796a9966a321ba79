// Designers' knobs for every timed or animated effect (spec section 9). Each field has its unit.
// Nothing else in the code hard-codes these values: the store, the DOM and the Pixi stage read them here.
import { applyDevOverrides } from '../effects/devOverrides.ts';
import { palette } from './palette.ts';

export interface EffectsConfig {
  intro: {
    /** Times (ms after page start) at which each intro word appears, in order. */
    wordTimesMs: number[];
    /** Time (ms after page start) at which the intro overlay disappears. */
    endMs: number;
    /** Screen shake runs during the intro (true/false). */
    shakeDuringIntro: boolean;
    /** Intro word size on the effects stage (CSS px, font size). */
    wordSizePx: number;
    /** Distance between two intro words' centres on the stage (times wordSizePx). */
    wordLineHeight: number;
    /** Size a new intro word pops in from, settling to 1 over wordPopMs (times wordSizePx). */
    wordPopFromScale: number;
    /** Intro word fill colours on the stage, one per word in turn (CSS colours; palette.ts's). */
    wordColours: string[];
    /** Outline of the intro words on the stage (CSS colour; palette.ts's). */
    wordStrokeColour: string;
    /** Outline width of the intro words on the stage (CSS px). */
    wordStrokePx: number;
    /** Font of the intro words on the stage (CSS font-family list). */
    wordFontFamily: string;
    /** Weight of the intro words on the stage (CSS font-weight). */
    wordFontWeight: string;
    /** How long a new intro word takes to pop in to its full size (ms). */
    wordPopMs: number;
    /** Room kept free at each edge of the screen: smaller screens draw the words smaller (CSS px). */
    wordEdgeMarginPx: number;
  };
  candles: {
    /** Interval (ms) between two falling candles. */
    spawnEveryMs: number;
    /** Life of one falling candle (ms). */
    lifetimeMs: number;
    /** Candle sprite size (CSS px, width). */
    sizePx: number;
    /** Random sideways drift (CSS px per second, max absolute value). */
    driftPxPerSec: number;
    /** Random spin (radians per second, max absolute value). */
    spinRadPerSec: number;
    /** Candle art, served from assets/. */
    textures: string[];
    /** Fall speed spread: each candle crosses the viewport in its life, times 1 ± this (ratio, 0..1). */
    fallSpeedJitter: number;
  };
  chaosMode: {
    /** How long chaos mode lasts after the button (ms). */
    durationMs: number;
    /** How many images fall during one chaos mode. */
    burstCount: number;
    /** Life of one chaos image (ms). */
    imageLifetimeMs: number;
    /** Chaos image size (CSS px, width). */
    sizePx: number;
    /** Chaos meter value set by the button (percent). */
    meterValue: number;
    /** Chaos art, served from assets/. */
    textures: string[];
    /** Most chaos images alive at once, however often the button is pressed (count). */
    maxLiveImages: number;
    /** Random sideways drift of a chaos image (CSS px per second, max absolute value). */
    driftPxPerSec: number;
    /** Random spin of a chaos image (radians per second, max absolute value). */
    spinRadPerSec: number;
    /** Fall speed spread: each image crosses the viewport in its life, times 1 ± this (ratio, 0..1). */
    fallSpeedJitter: number;
  };
  shake: {
    /** Length of one screen shake (ms). */
    durationMs: number;
    /** Largest offset of the page during a shake (CSS px). */
    amplitudePx: number;
    /** Shake cycles per second, of the page (CSS) and of the effects stage (Hz, sideways). */
    frequencyHz: number;
    /** The stage's up-down wobble runs this many times faster than the sideways one (ratio). */
    verticalRatio: number;
    /** Phase of the stage's up-down wobble against the sideways one (radians). */
    verticalPhaseRad: number;
  };
  meter: {
    /** Interval (ms) between two random chaos meter values. */
    rerollEveryMs: number;
    /** Largest random meter value (percent, inclusive); the smallest is 0. */
    maxRandom: number;
  };
  quote: {
    /** Interval (ms) between two random quotes in the banner. */
    rotateEveryMs: number;
  };
  fakeNewsFlash: {
    /** How long the 'FAKE NEWS!' flash stays up (ms). */
    durationMs: number;
    /** Pulses per second of the flash (Hz); capped at 3, WCAG 2.3.1's limit on flashes. */
    pulsesPerSecond: number;
  };
  copyFeedback: {
    /** How long 'Copied!' shows after copying the contract address (ms). */
    durationMs: number;
  };
  clock: {
    /** How often the shared effects clock advances the store (ms). */
    tickMs: number;
    /** Longest step the clock takes at once, e.g. after a stalled tab (ms). */
    maxStepMs: number;
  };
  stage: {
    /** Longest wait for an idle moment before the effects stage loads, after first paint (ms). */
    loadIdleTimeoutMs: number;
    /** Highest canvas resolution of the effects stage (device pixels per CSS px). */
    maxResolution: number;
    /** Sprites kept ready in the stage's pool; nothing beyond this is ever drawn (count). */
    poolSize: number;
    /** Frame rate cap of the lighter stage used on software rendering (frames per second). */
    liteMaxFps: number;
    /** On software rendering the stage waits for the intro to end; the DOM plays the intro (true/false). */
    liteWaitsForIntro: boolean;
    /** Part of a falling image's life spent fading in, and again fading out (ratio, 0..0.5). */
    fadeFraction: number;
  };
  chart: {
    /** How long the tokenomics doughnut takes to draw itself in (ms; none when paused or reduced motion). */
    animationMs: number;
  };
}

export const effects: EffectsConfig = {
  intro: {
    wordTimesMs: [1000, 2000, 3000],
    endMs: 4500,
    shakeDuringIntro: true,
    wordSizePx: 64,
    wordLineHeight: 1.25,
    wordPopFromScale: 1.5,
    wordColours: [palette.red, palette.amber, palette.green],
    wordStrokeColour: palette.bg,
    wordStrokePx: 6,
    wordFontFamily: 'system-ui, sans-serif',
    wordFontWeight: '900',
    wordPopMs: 250,
    wordEdgeMarginPx: 24,
  },
  candles: {
    spawnEveryMs: 1500,
    lifetimeMs: 3000,
    sizePx: 48,
    driftPxPerSec: 40,
    spinRadPerSec: 1.5,
    textures: ['/art/candle-red.svg', '/art/candle-green.svg'],
    fallSpeedJitter: 0.2,
  },
  chaosMode: {
    durationMs: 8000,
    burstCount: 40,
    imageLifetimeMs: 3000,
    sizePx: 72,
    meterValue: 100,
    textures: ['/art/candle-red.svg', '/art/candle-green.svg', '/art/rocket.svg', '/art/logo.svg'],
    maxLiveImages: 48,
    driftPxPerSec: 80,
    spinRadPerSec: 3,
    fallSpeedJitter: 0.2,
  },
  shake: {
    durationMs: 1000,
    amplitudePx: 8,
    frequencyHz: 18,
    verticalRatio: 1.3,
    verticalPhaseRad: 1.7,
  },
  meter: {
    rerollEveryMs: 3000,
    maxRandom: 99,
  },
  quote: {
    rotateEveryMs: 8000,
  },
  fakeNewsFlash: {
    durationMs: 2000,
    pulsesPerSecond: 2,
  },
  copyFeedback: {
    durationMs: 2000,
  },
  clock: {
    tickMs: 100,
    maxStepMs: 250,
  },
  stage: {
    loadIdleTimeoutMs: 2000,
    maxResolution: 2,
    poolSize: 64,
    liteMaxFps: 30,
    liteWaitsForIntro: true,
    fadeFraction: 0.1,
  },
  chart: {
    animationMs: 800,
  },
};

// Development only: `?fx.<section>.<field>=<value>` URL parameters override the values above in
// place, here, before any module reads them, so every reader (store, DOM, CSS, stage) sees them.
if (typeof window !== 'undefined' && import.meta.env.DEV) applyDevOverrides(effects, window);
