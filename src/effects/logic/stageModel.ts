// Everything the effects stage shows, as data: falling images, chaos burst, shake and intro
// words, advanced together by `stepStage(model, input, dtMs, config, rng)`. No Pixi here.
import type { EffectsConfig } from '../../config/effects.schema.ts';
import type { Random } from '../../shared/random.ts';
import { introVisible, shaking, type ChaosState } from '../../chaos/chaosState.ts';
import { advanceCandles, candleSpec, createCandleSpawner, type CandleSpawner } from './candles.ts';
import {
  advanceChaosBurst,
  chaosSpec,
  createChaosBurst,
  noteChaosRuns,
  type ChaosBurst,
} from './chaosBurst.ts';
import { createIntroLooks, layoutIntroWords, type IntroWordLook } from '../../intro/introWords.ts';
import {
  advanceParticles,
  createParticlePool,
  resizeParticlePool,
  type FallSpec,
  type ParticlePool,
  type Viewport,
} from './particles.ts';
import { advanceShake, createShake, type ShakeState } from './shake.ts';

/** What the stage needs from the shared store each frame. */
export interface StageInput {
  paused: boolean;
  shaking: boolean;
  introShaking: boolean;
  introVisible: boolean;
  introElapsedMs: number;
  shakeRuns: number;
  chaosRuns: number;
  chaosRemainingMs: number;
}

export interface StageModel {
  viewport: Viewport;
  pool: ParticlePool;
  candles: CandleSpawner;
  chaos: ChaosBurst;
  shake: ShakeState;
  words: IntroWordLook[];
  candleSpec: FallSpec;
  chaosSpec: FallSpec;
}

export function createStageInput(): StageInput {
  return {
    paused: true,
    shaking: false,
    introShaking: false,
    introVisible: false,
    introElapsedMs: 0,
    shakeRuns: 0,
    chaosRuns: 0,
    chaosRemainingMs: 0,
  };
}

/** Copy the store's state into `out` (reused every frame, so nothing is allocated). */
export function readStageInput(s: ChaosState, config: EffectsConfig, out: StageInput): StageInput {
  out.paused = s.paused;
  out.shaking = shaking(s, config);
  out.introVisible = introVisible(s, config);
  out.introShaking = out.shaking && out.introVisible && config.intro.shakeDuringIntro;
  out.introElapsedMs = s.introElapsedMs;
  out.shakeRuns = s.shakeRuns;
  out.chaosRuns = s.chaosRuns;
  out.chaosRemainingMs = s.chaosRemainingMs;
  return out;
}

/**
 * A model that starts from the store as it is now: shakes and chaos presses made before the
 * stage loaded are not replayed, but a chaos mode still running carries on for its time left.
 */
export function createStageModel(
  config: EffectsConfig,
  input: StageInput,
  viewport: Viewport,
  capacity = config.stage.poolSize,
): StageModel {
  return {
    viewport: { width: viewport.width, height: viewport.height },
    pool: createParticlePool(capacity),
    candles: createCandleSpawner(),
    chaos: createChaosBurst(input.chaosRuns, input.chaosRemainingMs),
    shake: createShake(input.shakeRuns),
    words: createIntroLooks(config.intro.wordTimesMs.length),
    candleSpec: candleSpec(config),
    chaosSpec: chaosSpec(config),
  };
}

/**
 * The live config changed (dev server): the falling images' specs, the pool's size and the
 * intro words' count follow; what is running (images in flight, a burst, a shake) goes on.
 */
export function applyConfigChange(model: StageModel, config: EffectsConfig): StageModel {
  model.candleSpec = candleSpec(config);
  model.chaosSpec = chaosSpec(config);
  resizeParticlePool(model.pool, config.stage.poolSize);
  const words = config.intro.wordTimesMs.length;
  // Stryker disable next-line EqualityOperator: one look too many is cut off by the next line
  while (model.words.length < words) model.words.push(...createIntroLooks(1));
  model.words.length = words;
  return model;
}

/** Advance the whole stage by dtMs. While paused nothing moves or spawns (presses are noted). */
export function stepStage(
  model: StageModel,
  input: StageInput,
  dtMs: number,
  config: EffectsConfig,
  rng: Random,
): StageModel {
  noteChaosRuns(model.chaos, input.chaosRuns, config);
  if (!input.paused && dtMs > 0) {
    advanceParticles(model.pool, dtMs);
    advanceCandles(model.candles, model.pool, dtMs, config, model.candleSpec, model.viewport, rng);
    advanceChaosBurst(model.chaos, model.pool, dtMs, config, model.chaosSpec, model.viewport, rng);
  }
  advanceShake(model.shake, input.paused ? 0 : dtMs, input, config);
  layoutIntroWords(model.words, input.introElapsedMs, input.introVisible, config);
  return model;
}
