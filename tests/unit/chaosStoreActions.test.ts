// The chaos store's actions and selectors called directly (src/chaos/chaosStore.ts), the clock's
// time maths at its boundaries (chaosClock.ts) and the seeded random helpers (src/shared/random.ts).
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { effects } from '../../src/config/effects.ts';
import { content } from '../../src/config/content.ts';
import { initialChaosState } from '../../src/chaos/chaosState.ts';
import {
  createRandom,
  randomIndexExcept,
  randomInt,
  type Random,
} from '../../src/shared/random.ts';
import {
  advanceChaos,
  applyVisitorSettings,
  chaosStore,
  markCopied,
  reactToLinkClick,
  readRotationTimers,
  resetChaosStore,
  selectPageShaking,
  setChaosRandom,
  setPaused,
  setReducedMotion,
  setStageDrawing,
  startShake,
  togglePaused,
  triggerChaosMode,
  useChaos,
} from '../../src/chaos/chaosStore.ts';
import {
  advanceChaosTimers,
  introWordsShown,
  type ChaosTimers,
} from '../../src/chaos/chaosClock.ts';

const state = () => chaosStore.getState();
/** A random source that returns the given numbers in turn. */
const scripted =
  (...values: number[]): Random =>
  () => {
    const value = values.shift();
    if (value === undefined) throw new Error('no more scripted numbers');
    return value;
  };

beforeEach(() => {
  setChaosRandom(createRandom(1));
  resetChaosStore();
});

describe('chaos store actions', () => {
  it('startShake starts a shake of shake.durationMs and counts it; not while paused', () => {
    startShake();
    expect(state()).toMatchObject({ shakeRemainingMs: effects.shake.durationMs, shakeRuns: 1 });
    startShake();
    expect(state().shakeRuns).toBe(2);
    resetChaosStore({ paused: true });
    startShake();
    expect(state()).toMatchObject({ shakeRemainingMs: 0, shakeRuns: 0 });
  });

  it('reactToLinkClick draws the meter from the random source and restarts its re-roll', () => {
    advanceChaos(effects.meter.rerollEveryMs - 1);
    expect(readRotationTimers().meterElapsedMs).toBe(effects.meter.rerollEveryMs - 1);
    setChaosRandom(scripted(0.999_999));
    reactToLinkClick();
    expect(state().meter).toBe(effects.meter.maxRandom);
    expect(readRotationTimers()).toEqual({
      meterElapsedMs: 0,
      quoteElapsedMs: effects.meter.rerollEveryMs - 1,
    });
    expect(state().shakeRuns).toBe(1);
  });

  it('triggerChaosMode restarts both rotations', () => {
    advanceChaos(1000);
    setChaosRandom(scripted(0));
    triggerChaosMode();
    expect(readRotationTimers()).toEqual({ meterElapsedMs: 0, quoteElapsedMs: 0 });
    expect(state()).toMatchObject({
      meter: effects.chaosMode.meterValue,
      quoteIndex: 1,
      chaosRemainingMs: effects.chaosMode.durationMs,
      chaosRuns: 1,
    });
  });

  it('setChaosRandom replaces the random source', () => {
    setChaosRandom(scripted(0));
    reactToLinkClick();
    expect(state().meter).toBe(0);
    setChaosRandom(scripted(0.5));
    reactToLinkClick();
    expect(state().meter).toBe(Math.floor(0.5 * (effects.meter.maxRandom + 1)));
  });

  it('applyVisitorSettings picks any quote, last included, and reads no stored pause in Node', () => {
    setChaosRandom(scripted(0.999_999));
    applyVisitorSettings();
    expect(state()).toMatchObject({
      quoteIndex: content.quotes.length - 1,
      paused: false,
      reducedMotion: false,
    });
    setChaosRandom(scripted(0));
    applyVisitorSettings();
    expect(state().quoteIndex).toBe(0);
  });

  it('setPaused stops a running shake; resuming does not restart it; togglePaused flips', () => {
    startShake();
    setPaused(true);
    expect(state()).toMatchObject({ paused: true, shakeRemainingMs: 0 });
    setPaused(false);
    expect(state()).toMatchObject({ paused: false, shakeRemainingMs: 0 });
    togglePaused();
    expect(state().paused).toBe(true);
    togglePaused();
    expect(state().paused).toBe(false);
  });

  it('setStageDrawing, markCopied and setReducedMotion set their field', () => {
    setStageDrawing(true);
    expect(state().stageDrawing).toBe(true);
    setStageDrawing(false);
    expect(state().stageDrawing).toBe(false);
    markCopied();
    expect(state().copiedRemainingMs).toBe(effects.copyFeedback.durationMs);
    setReducedMotion(true);
    expect(state().reducedMotion).toBe(true);
    setReducedMotion(false);
    expect(state().reducedMotion).toBe(false);
  });

  it('resetChaosStore puts back the initial state with the overrides, and the rotations', () => {
    triggerChaosMode();
    advanceChaos(100);
    resetChaosStore({ meter: 5 });
    expect(state()).toEqual(initialChaosState({ meter: 5 }));
    expect(readRotationTimers()).toEqual({ meterElapsedMs: 0, quoteElapsedMs: 0 });
  });

  it('useChaos renders the selected value (on the server: of the initial state)', () => {
    const Meter = () =>
      createElement(
        'b',
        null,
        useChaos((s) => `meter ${s.meter}`),
      );
    expect(renderToString(createElement(Meter))).toBe(`<b>meter ${initialChaosState().meter}</b>`);
  });
});

describe('selectPageShaking', () => {
  it.each([
    [{ shakeRemainingMs: 1 }, true],
    [{ shakeRemainingMs: 0 }, false],
    [{ shakeRemainingMs: 1, paused: true }, false],
    [{ shakeRemainingMs: 1, reducedMotion: true }, false],
    // The intro does not shake the page itself.
    [{ shakeRemainingMs: 0, introElapsedMs: 0 }, false],
  ])('%o: %s', (over, expected) => {
    expect(selectPageShaking(initialChaosState(over))).toBe(expected);
  });
});

describe('chaos clock', () => {
  const timers = (over: Partial<ChaosTimers> = {}): ChaosTimers => ({
    ...initialChaosState(),
    meterElapsedMs: 0,
    quoteElapsedMs: 0,
    ...over,
  });
  const rng = () => createRandom(3);

  it('moves the intro on by dt when no intro clock is given, never past intro.endMs', () => {
    expect(advanceChaosTimers(timers(), 40, effects, rng(), 8).introElapsedMs).toBe(40);
    const near = timers({ introElapsedMs: effects.intro.endMs - 10 });
    expect(advanceChaosTimers(near, 40, effects, rng(), 8).introElapsedMs).toBe(
      effects.intro.endMs,
    );
  });

  it('holds the intro time once the intro is skipped', () => {
    const skipped = timers({ introElapsedMs: 1000, introSkipped: true });
    expect(advanceChaosTimers(skipped, 40, effects, rng(), 8, 3000).introElapsedMs).toBe(1000);
  });

  it('shows a word from exactly its time', () => {
    const [first] = effects.intro.wordTimesMs;
    expect(introWordsShown({ introElapsedMs: first! - 1, introSkipped: false }, effects)).toBe(0);
    expect(introWordsShown({ introElapsedMs: first!, introSkipped: false }, effects)).toBe(1);
  });
});

describe('seeded random helpers', () => {
  it('randomInt covers min to max, both included', () => {
    expect(randomInt(scripted(0), 3, 7)).toBe(3);
    expect(randomInt(scripted(0.999_999), 3, 7)).toBe(7);
    expect(randomInt(scripted(0.5), 3, 7)).toBe(5);
  });

  it('randomIndexExcept never gives the avoided index, and 0 for a list of one or none', () => {
    expect(randomIndexExcept(scripted(0.999_999), 1, 0)).toBe(0);
    expect(randomIndexExcept(scripted(0.5), 0, 0)).toBe(0);
    expect(randomIndexExcept(scripted(0), 3, 0)).toBe(1);
    expect(randomIndexExcept(scripted(0), 3, 1)).toBe(0);
    expect(randomIndexExcept(scripted(0.999_999), 3, 2)).toBe(1);
    expect(randomIndexExcept(scripted(0.999_999), 3, 1)).toBe(2);
  });

  it("createRandom is mulberry32: seed 1 starts with mulberry32's own numbers", () => {
    const rng = createRandom(1);
    expect([rng(), rng(), rng()]).toEqual([
      0.6270739405881613, 0.002735721180215478, 0.5274470399599522,
    ]);
  });

  it('the prerendered state is the same everywhere: nothing running, the stage not drawing', () => {
    expect(initialChaosState()).toEqual({
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
    });
  });

  it('createRandom gives the same numbers for the same seed, in [0, 1)', () => {
    const a = createRandom(9);
    const b = createRandom(9);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(createRandom(10)()).not.toBe(createRandom(9)());
  });
});
