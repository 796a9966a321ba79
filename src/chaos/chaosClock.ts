// Pure time maths of the shared chaos state: (state, dtMs, config, rng) -> next state.
// No React, no Pixi, no timers: the clock driver and the tests call it with elapsed time.
import type { EffectsConfig } from '../config/effects.schema.ts';
import { randomIndexExcept, randomInt, type Random } from '../shared/random.ts';

export interface ChaosTimers {
  /**
   * Time into the intro (ms): the time since navigation start (the intro's clock, shared with
   * the prerendered page's CSS animations), held at intro.endMs once the intro is over.
   */
  introElapsedMs: number;
  /** The visitor skipped the intro. */
  introSkipped: boolean;
  /** Chaos meter value (percent, 0..100); the gauge shows only above 0. */
  meter: number;
  /** Time since the meter was last re-rolled (ms). */
  meterElapsedMs: number;
  /** Index of the quote in the banner. */
  quoteIndex: number;
  /** Time since the quote last changed (ms). */
  quoteElapsedMs: number;
  /** Time left on the 'FAKE NEWS!' flash (ms). */
  flashRemainingMs: number;
  /** Time left on the current screen shake (ms). */
  shakeRemainingMs: number;
  /** Time left in chaos mode (ms). */
  chaosRemainingMs: number;
  /** Time left on the 'Copied!' feedback (ms). */
  copiedRemainingMs: number;
  /**
   * Time left on the motion bar's summons (ms): the visitor changed the meter (chaos mode, a
   * link), so the bar shows it wherever they are, whatever their scrolling says.
   */
  barSummonedMs: number;
  /** Time left showing, in the summoned bar, the quote chaos mode picked (ms). */
  quoteSummonedMs: number;
  /** All motion and auto-updating content is paused. */
  paused: boolean;
}

/** What the intro's progress is read from. */
export type IntroTimers = Pick<ChaosTimers, 'introElapsedMs' | 'introSkipped'>;

export function introIsOver(state: IntroTimers, config: EffectsConfig): boolean {
  return state.introSkipped || state.introElapsedMs >= config.intro.endMs;
}

/**
 * Advance every timer by dtMs. The intro follows its own clock, `introClockMs` (the time since
 * navigation start; by default the intro time plus dtMs), never going back. The intro, the
 * flash, the copy feedback and the bar's summons always run (they are short, one-off and
 * started by the page or the visitor); the meter, the quote, the shake and chaos mode stand
 * still while paused.
 */
export function advanceChaosTimers(
  state: ChaosTimers,
  dtMs: number,
  config: EffectsConfig,
  rng: Random,
  quoteCount: number,
  introClockMs: number = state.introElapsedMs + dtMs,
): ChaosTimers {
  const next: ChaosTimers = { ...state };
  if (!introIsOver(state, config)) {
    const at = Math.max(state.introElapsedMs, introClockMs);
    next.introElapsedMs = Math.min(at, config.intro.endMs);
  }
  next.flashRemainingMs = Math.max(0, state.flashRemainingMs - dtMs);
  next.copiedRemainingMs = Math.max(0, state.copiedRemainingMs - dtMs);
  next.barSummonedMs = Math.max(0, state.barSummonedMs - dtMs);
  next.quoteSummonedMs = Math.max(0, state.quoteSummonedMs - dtMs);
  if (state.paused) return next;

  next.shakeRemainingMs = Math.max(0, state.shakeRemainingMs - dtMs);
  next.chaosRemainingMs = Math.max(0, state.chaosRemainingMs - dtMs);

  next.meterElapsedMs = state.meterElapsedMs + dtMs;
  if (next.meterElapsedMs >= config.meter.rerollEveryMs) {
    next.meterElapsedMs %= config.meter.rerollEveryMs;
    next.meter = randomInt(rng, 0, config.meter.maxRandom);
  }

  next.quoteElapsedMs = state.quoteElapsedMs + dtMs;
  if (next.quoteElapsedMs >= config.quote.rotateEveryMs) {
    next.quoteElapsedMs %= config.quote.rotateEveryMs;
    next.quoteIndex = randomIndexExcept(rng, quoteCount, state.quoteIndex);
  }
  return next;
}

/** How many intro words are showing. */
export function introWordsShown(state: IntroTimers, config: EffectsConfig): number {
  return config.intro.wordTimesMs.filter((at) => state.introElapsedMs >= at).length;
}
