// Screen shake envelope of the effects stage: an offset from the stage's stored origin that
// decays to zero over `shake.durationMs` after each shake, and holds full size during the intro.
import type { EffectsConfig } from '../../config/effects.schema.ts';

export interface ShakeState {
  /** The store's shakeRuns value last seen. */
  seenRuns: number;
  /** Time left on the current shake (ms). */
  remainingMs: number;
  /** Running time used for the wobble (ms); only moves while shaking. */
  phaseMs: number;
  /** Current offset from the origin (CSS px). */
  x: number;
  y: number;
}

export interface ShakeInput {
  /** The store says the page shakes now (selectShaking: never while paused or reduced motion). */
  shaking: boolean;
  /** The store's shake counter. */
  shakeRuns: number;
  /** The shake comes from the intro (full size, no decay). */
  introShaking: boolean;
}

export function createShake(seenRuns = 0): ShakeState {
  return { seenRuns, remainingMs: 0, phaseMs: 0, x: 0, y: 0 };
}

/** Size of the shake now, 0..1: 1 at the start of a shake, falling linearly to 0. */
export function shakeEnvelope(
  shake: ShakeState,
  introShaking: boolean,
  config: EffectsConfig,
): number {
  const decay = config.shake.durationMs > 0 ? shake.remainingMs / config.shake.durationMs : 0;
  return Math.max(Math.min(1, decay), introShaking ? 1 : 0);
}

export function advanceShake(
  shake: ShakeState,
  dtMs: number,
  input: ShakeInput,
  config: EffectsConfig,
): ShakeState {
  if (input.shakeRuns !== shake.seenRuns) {
    shake.seenRuns = input.shakeRuns;
    shake.remainingMs = config.shake.durationMs;
  }
  if (!input.shaking) {
    shake.remainingMs = 0;
    shake.x = 0;
    shake.y = 0;
    return shake;
  }
  shake.remainingMs = Math.max(0, shake.remainingMs - dtMs);
  shake.phaseMs += dtMs;
  const { amplitudePx, frequencyHz, verticalRatio, verticalPhaseRad } = config.shake;
  const amplitude = amplitudePx * shakeEnvelope(shake, input.introShaking, config);
  const turn = (2 * Math.PI * frequencyHz * shake.phaseMs) / 1000;
  shake.x = amplitude > 0 ? amplitude * Math.sin(turn) : 0;
  shake.y = amplitude > 0 ? amplitude * Math.sin(turn * verticalRatio + verticalPhaseRad) : 0;
  return shake;
}
