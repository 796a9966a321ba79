// The shared chaos store (src/chaos/chaosStore.ts): every timer driven by the real clock driver
// under fake timers; its actions and selectors called directly; the clock's time maths at its
// boundaries (chaosClock.ts) and the seeded random helpers (src/shared/random.ts).
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

describe('intro schedule', () => {
  it('shows the words one after another at about 1, 2 and 3 s and ends at about 4.5 s', () => {
    const shownAt = (ms: number) => {
      vi.advanceTimersByTime(ms);
      return introWordsShown(state(), effects);
    };
    expect(introWordsShown(state(), effects)).toBe(0);
    expect(shownAt(900)).toBe(0);
    expect(shownAt(200)).toBe(1); // 1.1 s
    expect(shownAt(1000)).toBe(2); // 2.1 s
    expect(shownAt(1000)).toBe(3); // 3.1 s
    expect(selectIntroVisible(state())).toBe(true);
    vi.advanceTimersByTime(1300); // 4.4 s
    expect(selectIntroVisible(state())).toBe(true);
    vi.advanceTimersByTime(200); // 4.6 s
    expect(selectIntroVisible(state())).toBe(false);
  });

  it('shakes the screen during the intro only', () => {
    vi.advanceTimersByTime(1000);
    expect(selectShaking(state())).toBe(true);
    vi.advanceTimersByTime(4000);
    expect(selectShaking(state())).toBe(false);
  });

  it('keeps running while paused, without the shake, and can be skipped', () => {
    setPaused(true);
    vi.advanceTimersByTime(2100);
    expect(introWordsShown(state(), effects)).toBe(2);
    expect(selectShaking(state())).toBe(false);
    skipIntro();
    expect(selectIntroVisible(state())).toBe(false);
  });
});

describe('intro clock', () => {
  it('follows the time since its origin: an app going live at 2.5 s joins the intro there', () => {
    stopClock();
    resetChaosStore();
    const origin = Date.now() - 2500;
    stopClock = startChaosClock(() => Date.now(), origin);
    // At once, before the first tick: two words, as the prerendered page's CSS shows them.
    expect(introWordsShown(state(), effects)).toBe(2);
    expect(state().introElapsedMs).toBe(2500);
    vi.advanceTimersByTime(600); // 3.1 s since the origin
    expect(introWordsShown(state(), effects)).toBe(3);
  });

  it('is over at once for an app going live after the intro, and never goes back', () => {
    stopClock();
    resetChaosStore();
    stopClock = startChaosClock(() => Date.now(), Date.now() - 9000);
    expect(selectIntroVisible(state())).toBe(false);
    expect(state().introElapsedMs).toBe(effects.intro.endMs);
  });

  it('keeps the time since its origin through a slow tick (long tasks on a phone)', () => {
    stopClock();
    resetChaosStore();
    let now = 1_000;
    stopClock = startChaosClock(() => now, 1_000);
    now += 1900; // one late tick: far more than clock.maxStepMs
    vi.advanceTimersByTime(effects.clock.tickMs);
    expect(state().introElapsedMs).toBe(1900);
    expect(introWordsShown(state(), effects)).toBe(1);
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
    vi.advanceTimersByTime(6100); // intro over, the meter just re-rolled (6 s), the quote at 8 s
    const listener = vi.fn();
    const unsubscribe = chaosStore.subscribe(listener);
    vi.advanceTimersByTime(1500); // fifteen ticks, no re-roll, no quote change
    expect(listener).not.toHaveBeenCalled();
    expect(readRotationTimers().meterElapsedMs).toBeGreaterThan(0);
    unsubscribe();
  });
});

describe('chaos meter', () => {
  it('is re-rolled every 3 s to a whole number from 0 to 99', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 200; i += 1) {
      vi.advanceTimersByTime(effects.meter.rerollEveryMs);
      expect(readRotationTimers().meterElapsedMs).toBe(0); // just re-rolled
      seen.add(state().meter);
    }
    expect([...seen].filter((m) => !Number.isInteger(m) || m < 0 || m > 99)).toEqual([]);
    expect(seen.size).toBeGreaterThan(50);
  });

  it('shakes for 1 s when a link is clicked', () => {
    vi.advanceTimersByTime(5000); // intro over
    reactToLinkClick(); // its meter: 'reactToLinkClick draws the meter from the random source'
    expect(selectShaking(state())).toBe(true);
    vi.advanceTimersByTime(900);
    expect(selectShaking(state())).toBe(true);
    vi.advanceTimersByTime(200);
    expect(selectShaking(state())).toBe(false);
  });
});

describe('quote banner', () => {
  it('changes to another of the 8 quotes every 8 s', () => {
    expect(content.quotes).toHaveLength(8);
    for (let i = 0; i < 20; i += 1) {
      const before = state().quoteIndex;
      vi.advanceTimersByTime(7900);
      expect(state().quoteIndex).toBe(before);
      vi.advanceTimersByTime(100);
      expect(state().quoteIndex).not.toBe(before); // which other: randomIndexExcept's test
    }
  });
});

describe('FAKE NEWS flash', () => {
  it('shows for 2 s, and a second click restarts it', () => {
    showFakeNewsFlash();
    vi.advanceTimersByTime(1900);
    expect(selectFlashVisible(state())).toBe(true);
    showFakeNewsFlash();
    vi.advanceTimersByTime(1900);
    expect(selectFlashVisible(state())).toBe(true);
    vi.advanceTimersByTime(200);
    expect(selectFlashVisible(state())).toBe(false);
  });
});

describe('chaos mode', () => {
  // Its meter, quote and count: 'triggerChaosMode restarts both rotations' below.
  it('runs 8 s and shakes 1 s', () => {
    vi.advanceTimersByTime(5000);
    triggerChaosMode();
    expect(selectChaosActive(state())).toBe(true);
    expect(selectShaking(state())).toBe(true);
    vi.advanceTimersByTime(1100);
    expect(selectShaking(state())).toBe(false);
    vi.advanceTimersByTime(6800); // 7.9 s
    expect(selectChaosActive(state())).toBe(true);
    vi.advanceTimersByTime(200);
    expect(selectChaosActive(state())).toBe(false);
  });

  it('restarts its 8 s when triggered again while running', () => {
    triggerChaosMode();
    vi.advanceTimersByTime(5000);
    triggerChaosMode();
    expect(state().chaosRuns).toBe(2);
    vi.advanceTimersByTime(7900);
    expect(selectChaosActive(state())).toBe(true);
    vi.advanceTimersByTime(200);
    expect(selectChaosActive(state())).toBe(false);
  });
});

describe('the motion bar summons', () => {
  it('chaos mode summons the bar with its quote for chaosMode.durationMs, a link with the meter for shake.durationMs, paused or not; the timed re-rolls never', () => {
    const summons = () => [selectBarSummoned(state()), selectQuoteSummoned(state())];
    const late = effects.clock.tickMs;
    vi.advanceTimersByTime(effects.intro.endMs + effects.quote.rotateEveryMs); // meter and quote re-rolled
    expect(summons()).toEqual([false, false]);
    reactToLinkClick();
    expect(summons()).toEqual([true, false]);
    vi.advanceTimersByTime(effects.shake.durationMs + late);
    expect(summons()).toEqual([false, false]);
    setPaused(true);
    triggerChaosMode();
    reactToLinkClick(); // a link's shorter summons leaves chaos mode's alone
    vi.advanceTimersByTime(effects.chaosMode.durationMs - late);
    expect(summons()).toEqual([true, true]);
    vi.advanceTimersByTime(2 * late);
    expect(summons()).toEqual([false, false]);
  });
});

describe('pause', () => {
  it('stops the meter, the quote, the shake and chaos mode, and resuming carries on', () => {
    vi.advanceTimersByTime(5000);
    triggerChaosMode();
    setPaused(true);
    const frozen = { ...state() };
    expect(selectShaking(state())).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(state().meter).toBe(frozen.meter);
    expect(state().quoteIndex).toBe(frozen.quoteIndex);
    expect(state().chaosRemainingMs).toBe(frozen.chaosRemainingMs);
    setPaused(false);
    vi.advanceTimersByTime(8000);
    expect(selectChaosActive(state())).toBe(false);
    expect(state().quoteIndex).not.toBe(frozen.quoteIndex);
  });

  it('never shakes under reduced motion', () => {
    resetChaosStore({ paused: false, reducedMotion: true });
    vi.advanceTimersByTime(1000);
    expect(selectShaking(state())).toBe(false);
    triggerChaosMode();
    expect(selectShaking(state())).toBe(false);
  });

  it('stops advancing once the clock is stopped', () => {
    stopClock();
    vi.advanceTimersByTime(10_000);
    expect(state().introElapsedMs).toBe(0);
    stopClock = startChaosClock(() => Date.now(), Date.now());
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
    const running = Object.entries(initialChaosState()).filter(([, v]) => v !== 0 && v !== false);
    expect(running).toEqual([]);
  });

  it('createRandom gives numbers in [0, 1), another seed others', () => {
    const a = createRandom(9);
    const values = Array.from({ length: 1000 }, () => a());
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(createRandom(10)()).not.toBe(createRandom(9)());
  });
});
