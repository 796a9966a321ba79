// The zustand store shared by the DOM sections and the Pixi stage, and its actions.
// Plain vanilla store: loops read it with chaosStore.getState(); React reads it through
// useChaos(selector); one-off events are exported functions callable from anywhere.
// The meter's and the quote's elapsed counters are nobody's to render, so they live here, out
// of the shared state: an idle page's clock ticks change nothing and notify nobody.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { EffectsConfig } from '../config/effects.schema.ts';
import { effects } from '../effects/liveEffects.ts';
import { content } from '../config/content.ts';
import { createRandom, randomIndexExcept, randomInt, type Random } from '../shared/random.ts';
import { advanceChaosTimers } from './chaosClock.ts';
import {
  initialChaosState,
  introVisible,
  shaking,
  type ChaosState,
  type RotationTimers,
} from './chaosState.ts';
import { initialPaused, prefersReducedMotion, storePaused } from '../motionBar/motionPreference.ts';

let rng: Random = createRandom(Date.now());
const config: EffectsConfig = effects;

/** Replace the random source (tests pass a seeded one). */
export function setChaosRandom(next: Random): void {
  rng = next;
}

export const chaosStore = createStore<ChaosState>()(() => initialChaosState());

const idleRotation = (): RotationTimers => ({ meterElapsedMs: 0, quoteElapsedMs: 0 });
let rotation: RotationTimers = idleRotation();

/** Time since the meter was re-rolled and since the quote changed (ms), for tests. */
export function readRotationTimers(): Readonly<RotationTimers> {
  return rotation;
}

/** In the browser after hydration: the remembered pause, reduced motion and a random quote. */
export function applyVisitorSettings(): void {
  chaosStore.setState({
    paused: initialPaused(),
    reducedMotion: prefersReducedMotion(),
    quoteIndex: randomInt(rng, 0, content.quotes.length - 1),
  });
}

/** React hook: re-renders only when the selected value changes. */
export function useChaos<T>(selector: (state: ChaosState) => T): T {
  return useStore(chaosStore, selector);
}

/** Put the store and the clock's own counters back to a fresh state (tests). */
export function resetChaosStore(overrides: Partial<ChaosState> = {}): void {
  rotation = idleRotation();
  // Stryker disable next-line BooleanLiteral: the initial state sets every field, so merging and replacing agree
  chaosStore.setState(initialChaosState(overrides), true);
}

/**
 * Advance every timer by elapsed time (called by the clock driver); `introClockMs` is the time
 * since the intro's origin (navigation start). The store is updated only with what changed.
 */
export function advanceChaos(dtMs: number, introClockMs?: number): void {
  const state = chaosStore.getState();
  const next = advanceChaosTimers(
    { ...state, ...rotation },
    dtMs,
    config,
    rng,
    content.quotes.length,
    introClockMs,
  );
  rotation = { meterElapsedMs: next.meterElapsedMs, quoteElapsedMs: next.quoteElapsedMs };
  const changes = Object.entries(next).filter(
    ([key, value]) => key in state && state[key as keyof ChaosState] !== value,
  );
  if (changes.length > 0) chaosStore.setState(Object.fromEntries(changes));
}

/** Shake the screen for the configured time; ignored while paused. */
export function startShake(): void {
  if (chaosStore.getState().paused) return;
  chaosStore.setState((s) => ({
    shakeRemainingMs: config.shake.durationMs,
    shakeRuns: s.shakeRuns + 1,
  }));
}

/** Show the 'FAKE NEWS!' flash; a second call while it shows restarts its time. */
export function showFakeNewsFlash(): void {
  chaosStore.setState({ flashRemainingMs: config.fakeNewsFlash.durationMs });
}

/**
 * An outbound link was clicked: a random meter value, shown to the visitor in the motion bar
 * for as long as the shake lasts, and a shake.
 */
export function reactToLinkClick(): void {
  rotation = { ...rotation, meterElapsedMs: 0 };
  chaosStore.setState((s) => ({
    meter: randomInt(rng, 0, config.meter.maxRandom),
    barSummonedMs: Math.max(s.barSummonedMs, config.shake.durationMs),
  }));
  startShake();
}

/**
 * The chaos mode button: meter to 100, a new random quote, both shown to the visitor in the
 * motion bar while chaos mode lasts, chaos mode and a shake.
 */
export function triggerChaosMode(): void {
  rotation = idleRotation();
  const { durationMs, meterValue } = config.chaosMode;
  chaosStore.setState((s) => ({
    meter: meterValue,
    quoteIndex: randomIndexExcept(rng, content.quotes.length, s.quoteIndex),
    chaosRemainingMs: durationMs,
    chaosRuns: s.chaosRuns + 1,
    barSummonedMs: Math.max(s.barSummonedMs, durationMs),
    quoteSummonedMs: durationMs,
  }));
  startShake();
}

/** Pause or resume all motion; remembered for the next visit. A pause stops a running shake. */
export function setPaused(paused: boolean): void {
  storePaused(paused);
  chaosStore.setState(paused ? { paused, shakeRemainingMs: 0 } : { paused });
}

export function togglePaused(): void {
  setPaused(!chaosStore.getState().paused);
}

export function skipIntro(): void {
  chaosStore.setState({ introSkipped: true });
}

/** The effects stage reports whether it is on screen (it then draws the intro words). */
export function setStageDrawing(stageDrawing: boolean): void {
  chaosStore.setState({ stageDrawing });
}

export function markCopied(): void {
  chaosStore.setState({ copiedRemainingMs: config.copyFeedback.durationMs });
}

/** Follow the system's reduced-motion setting while the page is open. */
export function setReducedMotion(reducedMotion: boolean): void {
  chaosStore.setState({ reducedMotion });
}

// Selectors of the live config's meaning of the state, for the DOM (useChaos) and the loops.
export const selectIntroVisible = (s: ChaosState): boolean => introVisible(s, config);
/** Something shakes: a shake started by the visitor, or the intro (its words). */
export const selectShaking = (s: ChaosState): boolean => shaking(s, config);
/** The page itself shakes: only a started shake (during the intro the overlay covers it). */
export const selectPageShaking = (s: ChaosState): boolean =>
  !s.paused && !s.reducedMotion && s.shakeRemainingMs > 0;
export const selectChaosActive = (s: ChaosState): boolean => s.chaosRemainingMs > 0;
export const selectFlashVisible = (s: ChaosState): boolean => s.flashRemainingMs > 0;
/** The visitor's own action summoned the motion bar: it shows whatever the scrolling says. */
export const selectBarSummoned = (s: ChaosState): boolean => s.barSummonedMs > 0;
export const selectQuoteSummoned = (s: ChaosState): boolean => s.quoteSummonedMs > 0;
/** The quote in the banner (and in the summoned bar). */
export const selectQuote = (s: ChaosState): string =>
  content.quotes[s.quoteIndex] ?? content.quotes[0]!;
