// The shared chaos store (src/chaos/chaosStore.ts) driven by the real clock driver under fake
// timers, the clock's time maths (chaosClock.ts) and the seeded random helpers (src/shared/random.ts).
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EffectsConfig } from '../../src/config/effects.schema.ts';
import { liveEffectsForTest } from '../helpers/liveEffects.ts';
import { anyEffects } from '../helpers/validConfigs.ts';
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
  selectBarSummoned,
  selectChaosActive,
  selectFlashVisible,
  selectIntroVisible,
  selectPageShaking,
  selectQuoteSummoned,
  selectShaking,
  setChaosRandom,
  setPaused,
  setReducedMotion,
  setStageDrawing,
  showFakeNewsFlash,
  skipIntro,
  startShake,
  togglePaused,
  triggerChaosMode,
  useChaos,
} from '../../src/chaos/chaosStore.ts';
import { startChaosClock } from '../../src/chaos/clockDriver.ts';
import {
  advanceChaosTimers,
  introWordsShown,
  type ChaosTimers,
} from '../../src/chaos/chaosClock.ts';

let stopClock: () => void;
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
  vi.useFakeTimers();
  setChaosRandom(createRandom(42));
  resetChaosStore();
  // The intro's origin (navigation start, in the page) is the moment the clock starts here; the
  // clock ticks only as a test advances the fake timers.
  stopClock = startChaosClock(() => Date.now(), Date.now());
});

afterEach(() => {
  stopClock();
  vi.useRealTimers();
});

/**
 * Puts `any` live for the rest of the test and starts the clock again on it, its intro's origin
 * `sinceMs` before now; the clock then ticks every clock.tickMs as the test advances fake timers.
 */
function clockOn(any: EffectsConfig, sinceMs = 0) {
  liveEffectsForTest(any);
  stopClock();
  resetChaosStore();
  stopClock = startChaosClock(() => Date.now(), Date.now() - sinceMs);
}

/** Advances the fake clock to `tick` ticks after the clock started (ticks go forward only). */
function ticker(tickMs: number) {
  let ticks = 0;
  return (to: number) => {
    vi.advanceTimersByTime((to - ticks) * tickMs);
    ticks = to;
    return to * tickMs;
  };
}

describe('intro clock', () => {
  it('shows each word from the first tick at or after its time, and ends at the first tick at or after intro.endMs, from any origin; shakes during it only, never while paused', () => {
    fc.assert(
      fc.property(anyEffects, fc.nat({ max: 40_000 }), fc.boolean(), (any, sinceMs, paused) => {
        clockOn(any, sinceMs);
        const { wordTimesMs: times, endMs, shakeDuringIntro } = any.intro;
        const tickMs = any.clock.tickMs;
        setPaused(paused);
        const at = (ms: number) => {
          expect(state().introElapsedMs, `${ms} ms in`).toBe(Math.min(ms, endMs));
          expect(introWordsShown(state(), any)).toBe(times.filter((t) => t <= ms).length);
          expect(selectIntroVisible(state())).toBe(ms < endMs);
          expect(selectShaking(state())).toBe(!paused && shakeDuringIntro && ms < endMs);
        };
        // At once, before the first tick: an app going live late joins the intro there.
        at(sinceMs);
        // The ticks on either side of each word's time and of the end.
        const to = ticker(tickMs);
        const ticks = [...times, endMs]
          .map((t) => Math.ceil((t - sinceMs) / tickMs))
          .flatMap((tick) => [tick - 1, tick])
          .filter((tick) => tick > 0);
        for (const tick of [...new Set(ticks)].sort((a, b) => a - b)) at(sinceMs + to(tick));
        skipIntro();
        expect([selectIntroVisible(state()), selectShaking(state())]).toEqual([false, false]);
      }),
      { numRuns: 15 },
    );
  });

  it('keeps the time since its origin through a slow tick (long tasks on a phone)', () => {
    stopClock();
    let now = 1_000;
    stopClock = startChaosClock(() => now, 1_000);
    now += 1900; // one late tick: more than clock.maxStepMs allows the other timers
    vi.advanceTimersByTime(effects.clock.tickMs);
    expect(state().introElapsedMs).toBe(Math.min(1900, effects.intro.endMs));
  });

  it('stands still while the tab is hidden, and runs on once it shows again', () => {
    stopClock();
    const tab = { hidden: true, addEventListener: vi.fn(), removeEventListener: vi.fn() };
    vi.stubGlobal('document', tab);
    try {
      stopClock = startChaosClock(() => Date.now(), Date.now());
      const before = state();
      vi.advanceTimersByTime(60_000);
      expect(state()).toBe(before);
      tab.hidden = false;
      vi.advanceTimersByTime(effects.clock.tickMs);
      expect(state().introElapsedMs).toBeGreaterThan(before.introElapsedMs);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('leaves the store alone on an idle tick: no new state object for counters nobody renders', () => {
    const values = structuredClone(effects);
    Object.assign(values.meter, { rerollEveryMs: 3000 });
    Object.assign(values.quote, { rotateEveryMs: 8000 });
    Object.assign(values.clock, { tickMs: 100 });
    values.intro.wordTimesMs = values.intro.wordTimesMs.map((_, i) => i);
    values.intro.endMs = 4500;
    clockOn(values);
    vi.advanceTimersByTime(6100); // intro over, the meter just re-rolled (6 s), the quote at 8 s
    const listener = vi.fn();
    const unsubscribe = chaosStore.subscribe(listener);
    vi.advanceTimersByTime(1500); // fifteen ticks, no re-roll, no quote change
    expect(listener).not.toHaveBeenCalled();
    expect(readRotationTimers().meterElapsedMs).toBeGreaterThan(0);
    unsubscribe();
  });

  it('stops advancing once the clock is stopped', () => {
    stopClock();
    vi.advanceTimersByTime(10_000);
    expect(state().introElapsedMs).toBe(0);
    stopClock = startChaosClock(() => Date.now(), Date.now());
  });
});

describe('countdowns', () => {
  it('the flash, chaos mode and the shakes last their durationMs to the tick, a second press restarting them; paused, only the flash runs, and the rest carries on when resumed', () => {
    fc.assert(
      fc.property(anyEffects, fc.boolean(), (any, pausedHalfway) => {
        clockOn(any);
        skipIntro();
        const tickMs = any.clock.tickMs;
        const to = ticker(tickMs);
        /** Ticks until `ms` of countdown are used up (the first tick at or after it). */
        const ticksFor = (ms: number) => Math.ceil(ms / tickMs);
        const shows = () => [
          selectFlashVisible(state()),
          selectChaosActive(state()),
          selectShaking(state()),
        ];
        // A first press, then a second one a tick later: each countdown starts again there.
        showFakeNewsFlash();
        triggerChaosMode();
        to(1);
        showFakeNewsFlash();
        triggerChaosMode();
        expect(state().chaosRuns).toBe(2);
        const ends = [
          any.fakeNewsFlash.durationMs,
          any.chaosMode.durationMs,
          any.shake.durationMs,
        ].map((ms) => 1 + ticksFor(ms));
        if (pausedHalfway) {
          // Paused a tick in: only the flash counts down; the others hold their time left.
          setPaused(true);
          const held = [state().chaosRemainingMs, state().shakeRemainingMs];
          to(ends[0]!);
          expect(shows()[0]).toBe(false);
          expect([state().chaosRemainingMs, state().shakeRemainingMs]).toEqual([held[0], 0]);
          setPaused(false);
          // Resumed: chaos mode ends its time left later; the shake was stopped by the pause.
          const now = ends[0]!;
          const chaosEnd = now + ticksFor(held[0]!);
          to(chaosEnd - 1);
          expect(selectChaosActive(state())).toBe(true);
          to(chaosEnd);
          expect(shows()).toEqual([false, false, false]);
          return;
        }
        // Each one on at the tick before its end, off at its end.
        const checks = ends
          .flatMap((end, i) => [[end - 1, i, true] as const, [end, i, false] as const])
          .filter(([tick]) => tick >= 1)
          .sort((a, b) => a[0] - b[0]);
        for (const [tick, i, on] of checks) {
          to(tick);
          expect(shows()[i], `countdown ${i} at tick ${tick}`).toBe(on);
        }
        to(Math.max(...ends));
        expect(shows()).toEqual([false, false, false]);
      }),
      { numRuns: 15 },
    );
  });

  it('the motion bar summons: chaos mode summons the bar with its quote for chaosMode.durationMs, a link with the meter for shake.durationMs, paused or not; the timed re-rolls never', () => {
    fc.assert(
      fc.property(anyEffects, (any) => {
        liveEffectsForTest(any);
        stopClock(); // the store's own steps, as long as the test likes
        resetChaosStore();
        const summons = () => [selectBarSummoned(state()), selectQuoteSummoned(state())];
        const { meter, quote, shake, chaosMode } = any;
        advanceChaos(any.intro.endMs);
        advanceChaos(Math.max(meter.rerollEveryMs, quote.rotateEveryMs)); // both re-rolled
        expect(summons()).toEqual([false, false]);
        reactToLinkClick();
        expect(summons()).toEqual([shake.durationMs > 0, false]);
        advanceChaos(shake.durationMs);
        expect(summons()).toEqual([false, false]);
        setPaused(true);
        triggerChaosMode();
        reactToLinkClick(); // the longer of the two summons holds the bar; the quote, chaos mode's
        advanceChaos(chaosMode.durationMs - 1);
        expect(summons()).toEqual([true, true]);
        advanceChaos(1);
        expect(summons()).toEqual([shake.durationMs > chaosMode.durationMs, false]);
        advanceChaos(Math.max(0, shake.durationMs - chaosMode.durationMs));
        expect(summons()).toEqual([false, false]);
      }),
    );
  });
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

  // setChaosRandom replaces the seeded source (its first meter would be 60).
  it('reactToLinkClick draws the meter from the random source and restarts its re-roll', () => {
    advanceChaos(effects.meter.rerollEveryMs - 1);
    expect(readRotationTimers().meterElapsedMs).toBe(effects.meter.rerollEveryMs - 1);
    setChaosRandom(scripted(0.999_999));
    reactToLinkClick();
    expect(state().meter).toBe(effects.meter.maxRandom);
    expect(readRotationTimers()).toEqual({
      meterElapsedMs: 0,
      quoteElapsedMs: (effects.meter.rerollEveryMs - 1) % effects.quote.rotateEveryMs,
    });
    expect(state().shakeRuns).toBe(1);
  });

  it('triggerChaosMode restarts both rotations', () => {
    advanceChaos(1000);
    // A draw of 0: the first quote other than the one showing.
    const other = state().quoteIndex === 0 ? 1 : 0;
    setChaosRandom(scripted(0));
    triggerChaosMode();
    expect(readRotationTimers()).toEqual({ meterElapsedMs: 0, quoteElapsedMs: 0 });
    expect(state()).toMatchObject({
      meter: effects.chaosMode.meterValue,
      quoteIndex: other,
      chaosRemainingMs: effects.chaosMode.durationMs,
      chaosRuns: 1,
    });
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
    for (const value of [true, false]) {
      setStageDrawing(value);
      setReducedMotion(value);
      expect(state()).toMatchObject({ stageDrawing: value, reducedMotion: value });
    }
    markCopied();
    expect(state().copiedRemainingMs).toBe(effects.copyFeedback.durationMs);
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

// The intro shakes its words (intro.shakeDuringIntro), never the page itself; reduced motion neither.
it.each([
  [{ shakeRemainingMs: 1 }, true, true],
  [{ shakeRemainingMs: 0 }, false, false],
  [{ shakeRemainingMs: 1, paused: true }, false, false],
  [{ shakeRemainingMs: 1, reducedMotion: true }, false, false],
  [{ introSkipped: false }, effects.intro.shakeDuringIntro, false],
  [{ introSkipped: false, reducedMotion: true }, false, false],
])('%o: selectShaking is %s, selectPageShaking %s', (over, shakes, pageShakes) => {
  const at = initialChaosState({ introSkipped: true, ...over });
  expect([selectShaking(at), selectPageShaking(at)]).toEqual([shakes, pageShakes]);
});

describe('chaos clock', () => {
  const timers = (over: Partial<ChaosTimers> = {}): ChaosTimers => ({
    ...initialChaosState(),
    meterElapsedMs: 0,
    quoteElapsedMs: 0,
    ...over,
  });
  const rng = () => createRandom(3);

  it('by the time run, re-rolls the meter every meter.rerollEveryMs to a whole number from 0 to meter.maxRandom and changes the quote every quote.rotateEveryMs; while paused neither moves, nor chaos mode or a shake', () => {
    fc.assert(
      fc.property(
        anyEffects,
        fc.array(fc.nat({ max: 5000 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 1, max: 9 }),
        (any, steps, quoteCount) => {
          const { rerollEveryMs, maxRandom } = any.meter;
          const { rotateEveryMs } = any.quote;
          const random = rng();
          let now = timers({ introSkipped: true, chaosRemainingMs: 1, shakeRemainingMs: 1 });
          let total = 0;
          for (const dt of steps) {
            const next = advanceChaosTimers(now, dt, any, random, quoteCount);
            total += dt;
            const crossed = (every: number) =>
              Math.floor(total / every) > Math.floor((total - dt) / every);
            expect([next.meterElapsedMs, next.quoteElapsedMs]).toEqual([
              total % rerollEveryMs,
              total % rotateEveryMs,
            ]);
            if (crossed(rerollEveryMs)) {
              expect(
                Number.isInteger(next.meter) && next.meter >= 0 && next.meter <= maxRandom,
              ).toBe(true);
            } else expect(next.meter).toBe(now.meter);
            const changed = crossed(rotateEveryMs) && quoteCount > 1;
            expect(next.quoteIndex !== now.quoteIndex).toBe(changed);
            expect(next.quoteIndex).toBeLessThan(quoteCount);
            // Paused for ten of the longer interval: nothing moves.
            const paused = { ...next, paused: true, chaosRemainingMs: 1, shakeRemainingMs: 1 };
            const longest = 10 * Math.max(rerollEveryMs, rotateEveryMs);
            expect(advanceChaosTimers(paused, longest, any, random, quoteCount)).toMatchObject({
              meter: next.meter,
              quoteIndex: next.quoteIndex,
              meterElapsedMs: next.meterElapsedMs,
              quoteElapsedMs: next.quoteElapsedMs,
              chaosRemainingMs: 1,
              shakeRemainingMs: 1,
            });
            now = next;
          }
        },
      ),
    );
  });

  it('re-rolls the meter and turns the quote at exactly their intervals, not a millisecond before', () => {
    const { rerollEveryMs } = effects.meter;
    const { rotateEveryMs } = effects.quote;
    const at = (ms: number) => advanceChaosTimers(timers(), ms, effects, rng(), 8);
    expect(at(rerollEveryMs - 1).meterElapsedMs).toBe(rerollEveryMs - 1);
    expect(at(rerollEveryMs).meterElapsedMs).toBe(0);
    expect(at(rotateEveryMs - 1).quoteElapsedMs).toBe(rotateEveryMs - 1);
    expect(at(rotateEveryMs).quoteElapsedMs).toBe(0);
  });

  it('moves the intro on by dt when no intro clock is given, never past intro.endMs; holds it once the intro is skipped', () => {
    expect(advanceChaosTimers(timers(), 40, effects, rng(), 8).introElapsedMs).toBe(40);
    const near = timers({ introElapsedMs: effects.intro.endMs - 10 });
    expect(advanceChaosTimers(near, 40, effects, rng(), 8).introElapsedMs).toBe(
      effects.intro.endMs,
    );
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
  it('randomInt covers min to max, both included; randomIndexExcept never gives the avoided index, and 0 for a list of one or none', () => {
    expect([0, 0.5, 0.999_999].map((r) => randomInt(scripted(r), 3, 7))).toEqual([3, 5, 7]);
    const except = [
      [0.999_999, 1, 0, 0],
      [0.5, 0, 0, 0],
      [0, 3, 0, 1],
      [0, 3, 1, 0],
      [0.999_999, 3, 2, 1],
      [0.999_999, 3, 1, 2],
    ] as const;
    for (const [r, length, avoid, index] of except)
      expect(randomIndexExcept(scripted(r), length, avoid), `${r} ${length} ${avoid}`).toBe(index);
  });

  it("createRandom is mulberry32 (seed 1 starts with mulberry32's own numbers), in [0, 1), another seed others", () => {
    const rng = createRandom(1);
    expect([rng(), rng(), rng()]).toEqual([
      0.6270739405881613, 0.002735721180215478, 0.5274470399599522,
    ]);
    const a = createRandom(9);
    const values = Array.from({ length: 1000 }, () => a());
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(createRandom(10)()).not.toBe(createRandom(9)());
  });

  it('the prerendered state is the same everywhere: nothing running, the stage not drawing', () => {
    const running = Object.entries(initialChaosState()).filter(([, v]) => v !== 0 && v !== false);
    expect(running).toEqual([]);
  });
});
