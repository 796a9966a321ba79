// The shared chaos state's shape, its prerender value and what it means (is the intro showing,
// does something shake): pure functions of (state, config), read by the store's selectors and
// by the stage's pure model alike. No zustand here.
import type { EffectsConfig } from '../config/effects.schema.ts';
import { introIsOver, type ChaosTimers } from './chaosClock.ts';

/** Counters the clock keeps to itself (nothing renders them). */
export type RotationTimers = Pick<ChaosTimers, 'meterElapsedMs' | 'quoteElapsedMs'>;

export interface ChaosState extends Omit<ChaosTimers, keyof RotationTimers> {
  /** The system asks for reduced motion: no shake, ever. */
  reducedMotion: boolean;
  /** Counts chaos mode triggers, so the stage can tell a new burst from a running one. */
  chaosRuns: number;
  /** Counts shakes started, for the same reason. */
  shakeRuns: number;
  /** The effects stage is on screen and draws the intro words itself. */
  stageDrawing: boolean;
}

/**
 * The state the page is prerendered with: the same on the server and in the browser, so
 * hydration matches. The visitor's own settings come in with applyVisitorSettings().
 */
export function initialChaosState(overrides: Partial<ChaosState> = {}): ChaosState {
  return {
    introElapsedMs: 0,
    introSkipped: false,
    meter: 0,
    quoteIndex: 0,
    flashRemainingMs: 0,
    shakeRemainingMs: 0,
    chaosRemainingMs: 0,
    copiedRemainingMs: 0,
    barSummonedMs: 0,
    quoteSummonedMs: 0,
    paused: false,
    reducedMotion: false,
    chaosRuns: 0,
    shakeRuns: 0,
    stageDrawing: false,
    ...overrides,
  };
}

/** The intro overlay (or the stage's intro words) shows. */
export function introVisible(s: ChaosState, config: EffectsConfig): boolean {
  return !introIsOver(s, config);
}

/** Something shakes: a shake started by the visitor, or the intro (its words). */
export function shaking(s: ChaosState, config: EffectsConfig): boolean {
  return (
    !s.paused &&
    !s.reducedMotion &&
    (s.shakeRemainingMs > 0 || (config.intro.shakeDuringIntro && !introIsOver(s, config)))
  );
}
