// Designers' knobs for every timed or animated effect (spec section 9). Each field has its unit.
// Nothing else in the code hard-codes these values: the store, the DOM and the Pixi stage read them here.

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
    /** How long a new intro word takes to pop in to its full size (ms). */
    wordPopMs: number;
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
  };
  shake: {
    /** Length of one screen shake (ms). */
    durationMs: number;
    /** Largest offset of the page during a shake (CSS px). */
    amplitudePx: number;
    /** How fast the effects stage wobbles while shaking (Hz, sideways; up-down is 1.3 times this). */
    frequencyHz: number;
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
    /** Pulses per second of the flash; WCAG 2.3.1 allows at most 3. */
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
  };
}

export const effects: EffectsConfig = {
  intro: {
    wordTimesMs: [1000, 2000, 3000],
    endMs: 4500,
    shakeDuringIntro: true,
    wordSizePx: 64,
    wordPopMs: 250,
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
  },
  shake: {
    durationMs: 1000,
    amplitudePx: 8,
    frequencyHz: 18,
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
  },
};
