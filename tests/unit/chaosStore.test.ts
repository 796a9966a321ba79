// The shared store and every timer, driven by the real clock driver under fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effects } from '../../src/config/effects.ts';
import { content } from '../../src/config/content.ts';
import { createRandom } from '../../src/shared/random.ts';
import {
  chaosStore,
  reactToLinkClick,
  readRotationTimers,
  resetChaosStore,
  selectBarSummoned,
  selectChaosActive,
  selectFlashVisible,
  selectIntroVisible,
  selectQuoteSummoned,
  selectShaking,
  setChaosRandom,
  setPaused,
  showFakeNewsFlash,
  skipIntro,
  startShake,
  triggerChaosMode,
} from '../../src/chaos/chaosStore.ts';
import { startChaosClock } from '../../src/chaos/clockDriver.ts';
import { introWordsShown } from '../../src/chaos/chaosClock.ts';

let stopClock: () => void;
const state = () => chaosStore.getState();

beforeEach(() => {
  vi.useFakeTimers();
  setChaosRandom(createRandom(42));
  resetChaosStore({ paused: false, reducedMotion: false });
  // The intro's origin (navigation start, in the page) is the moment the clock starts here.
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
    resetChaosStore({ paused: false, reducedMotion: false });
    const origin = Date.now() - 2500;
    stopClock = startChaosClock(() => Date.now(), origin);
    // At once, before the first tick: two words, as the prerendered page's CSS shows them.
    expect(introWordsShown(state(), effects)).toBe(2);
    expect(state().introElapsedMs).toBe(2500);
    vi.advanceTimersByTime(600); // 3.1 s since the origin
    expect(introWordsShown(state(), effects)).toBe(3);
    vi.advanceTimersByTime(1300); // 4.4 s
    expect(selectIntroVisible(state())).toBe(true);
    vi.advanceTimersByTime(200); // 4.6 s
    expect(selectIntroVisible(state())).toBe(false);
  });

  it('is over at once for an app going live after the intro, and never goes back', () => {
    stopClock();
    resetChaosStore({ paused: false, reducedMotion: false });
    stopClock = startChaosClock(() => Date.now(), Date.now() - 9000);
    expect(selectIntroVisible(state())).toBe(false);
    expect(state().introElapsedMs).toBe(effects.intro.endMs);
  });

  it('keeps the time since its origin through a slow tick (long tasks on a phone)', () => {
    stopClock();
    resetChaosStore({ paused: false, reducedMotion: false });
    let now = 1_000;
    stopClock = startChaosClock(() => now, 1_000);
    now += 1900; // one late tick: far more than clock.maxStepMs
    vi.advanceTimersByTime(effects.clock.tickMs);
    expect(state().introElapsedMs).toBe(1900);
    expect(introWordsShown(state(), effects)).toBe(1);
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
    let changes = 0;
    let previousElapsed = 0;
    for (let i = 0; i < 200; i += 1) {
      vi.advanceTimersByTime(effects.meter.rerollEveryMs);
      const { meter } = state();
      const { meterElapsedMs } = readRotationTimers();
      expect(Number.isInteger(meter)).toBe(true);
      expect(meter).toBeGreaterThanOrEqual(0);
      expect(meter).toBeLessThanOrEqual(99);
      expect(meterElapsedMs).toBe(previousElapsed);
      previousElapsed = meterElapsedMs;
      if (!seen.has(meter)) changes += 1;
      seen.add(meter);
    }
    expect(changes).toBeGreaterThan(50);
  });

  it('does not change between two re-rolls', () => {
    vi.advanceTimersByTime(3000);
    const value = state().meter;
    vi.advanceTimersByTime(2800);
    expect(state().meter).toBe(value);
  });

  it('takes a random value and shakes for 1 s when a link is clicked', () => {
    vi.advanceTimersByTime(5000); // intro over
    reactToLinkClick();
    expect(state().meter).toBeGreaterThanOrEqual(0);
    expect(state().meter).toBeLessThanOrEqual(99);
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
      expect(state().quoteIndex).not.toBe(before);
      expect(state().quoteIndex).toBeGreaterThanOrEqual(0);
      expect(state().quoteIndex).toBeLessThan(8);
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
  it('sets the meter to 100, picks another quote, runs 8 s and shakes 1 s', () => {
    vi.advanceTimersByTime(5000);
    const quoteBefore = state().quoteIndex;
    triggerChaosMode();
    expect(state().meter).toBe(100);
    expect(state().quoteIndex).not.toBe(quoteBefore);
    expect(state().chaosRuns).toBe(1);
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
    startShake();
    expect(state().shakeRemainingMs).toBe(0);
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
