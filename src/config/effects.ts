// Designers' knobs for every timed or animated effect (spec section 9): plain data, one comment
// with its unit per field. Edit it by hand or with the studio (`npm run dev`, then add ?studio to
// the page's address: see docs/effects.md). Every value is checked against
// src/config/effects.schema.ts when the site builds and whenever the dev server sees a change.
// Colours name a colour of src/config/palette.ts (or are #hex); art is a file the site serves (under assets/ or brand/).
import type { EffectsConfig } from './effects.schema.ts';

export const effects: EffectsConfig = {
  intro: {
    // When each intro word appears, in order (ms after page start).
    wordTimesMs: [1000, 2000, 3000],
    // When the intro overlay disappears (ms after page start).
    endMs: 4500,
    // Screen shake runs during the intro (true/false).
    shakeDuringIntro: true,
    // Intro word size on the stage (CSS px, font size).
    wordSizePx: 64,
    // Distance between two intro words' centres on the stage (times wordSizePx).
    wordLineHeight: 1.25,
    // Size a new intro word pops in from, settling to 1 over wordPopMs (times wordSizePx).
    wordPopFromScale: 1.5,
    // Intro word fill colours on the stage, one per word in turn (palette colour names or #hex colours).
    wordColours: ['red', 'amber', 'green'],
    // Outline of the intro words on the stage (palette colour name or #hex colour).
    wordStrokeColour: 'bg',
    // Outline width of the intro words (CSS px).
    wordStrokePx: 6,
    // Font of the intro words on the stage (CSS font-family list).
    wordFontFamily: 'system-ui, sans-serif',
    // Weight of the intro words on the stage (CSS font-weight).
    wordFontWeight: '900',
    // How long a new intro word takes to pop in to its full size (ms).
    wordPopMs: 250,
    // Room kept free at each edge of the screen: smaller screens draw the words smaller (CSS px).
    wordEdgeMarginPx: 24,
  },
  candles: {
    // Interval between two falling candles (ms).
    spawnEveryMs: 1500,
    // Life of one falling candle (ms).
    lifetimeMs: 3000,
    // Candle sprite size (CSS px, width).
    sizePx: 48,
    // Random sideways drift of a candle (CSS px per second, max either way).
    driftPxPerSec: 40,
    // Random spin of a candle (radians per second, max either way).
    spinRadPerSec: 1.5,
    // Candle art, one picked at random per candle (files the site serves).
    textures: ['/art/candle-red.svg', '/art/candle-green.svg'],
    // Fall speed spread: each candle crosses the viewport in its life, times 1 ± this (ratio, 0..0.9).
    fallSpeedJitter: 0.2,
  },
  chaosMode: {
    // How long chaos mode lasts after the button (ms).
    durationMs: 8000,
    // How many images fall during one chaos mode (count).
    burstCount: 40,
    // Life of one chaos image (ms).
    imageLifetimeMs: 3000,
    // Chaos image size (CSS px, width).
    sizePx: 72,
    // Chaos meter value set by the button (percent).
    meterValue: 100,
    // Chaos art, one picked at random per image (files the site serves).
    textures: ['/art/candle-red.svg', '/art/candle-green.svg', '/art/rocket.svg', '/art/logo.svg'],
    // Most chaos images alive at once, however often the button is pressed (count).
    maxLiveImages: 48,
    // Random sideways drift of a chaos image (CSS px per second, max either way).
    driftPxPerSec: 80,
    // Random spin of a chaos image (radians per second, max either way).
    spinRadPerSec: 3,
    // Fall speed spread of chaos images, as for candles (ratio, 0..0.9).
    fallSpeedJitter: 0.2,
  },
  shake: {
    // Length of one screen shake (ms).
    durationMs: 1000,
    // Largest offset of the page during a shake (CSS px).
    amplitudePx: 8,
    // Shake cycles per second, of the page and of the stage (sideways) (Hz).
    frequencyHz: 18,
    // The stage's up-down wobble runs this many times faster than the sideways one (ratio).
    verticalRatio: 1.3,
    // Phase of the stage's up-down wobble against the sideways one (radians).
    verticalPhaseRad: 1.7,
  },
  meter: {
    // Interval between two random chaos meter values (ms).
    rerollEveryMs: 3000,
    // Largest random meter value; the smallest is 0 (percent).
    maxRandom: 99,
  },
  quote: {
    // Interval between two random quotes in the banner (ms).
    rotateEveryMs: 8000,
  },
  fakeNewsFlash: {
    // How long the 'FAKE NEWS!' flash stays up (ms).
    durationMs: 2000,
    // Pulses of the flash; WCAG 2.3.1 allows at most 3 flashes in any one second (flashes per second, each a full on-and-off pulse).
    pulsesPerSecond: 2,
  },
  copyFeedback: {
    // How long 'Copied!' shows after copying the contract address (ms).
    durationMs: 2000,
  },
  clock: {
    // How often the shared effects clock advances the store (ms).
    tickMs: 100,
    // Longest step the clock takes at once, e.g. after a stalled tab (ms).
    maxStepMs: 250,
  },
  stage: {
    // Longest wait for an idle moment before the effects stage loads, after first paint (ms).
    loadIdleTimeoutMs: 2000,
    // Highest canvas resolution of the effects stage (device pixels per CSS px).
    maxResolution: 2,
    // Sprites kept ready in the stage's pool; nothing beyond this is ever drawn (count).
    poolSize: 64,
    // Frame rate cap of the lighter stage used on software rendering (frames per second).
    liteMaxFps: 30,
    // On software rendering the stage is made during the intro, drawing once it ends; the DOM plays it (true/false).
    liteWaitsForIntro: true,
    // Part of a falling image's life spent fading in, and again fading out (ratio, 0..0.5).
    fadeFraction: 0.1,
  },
  chart: {
    // How long the tokenomics doughnut takes to draw itself in; none when paused or under reduced motion (ms).
    animationMs: 800,
  },
};
