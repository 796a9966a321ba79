// The motion bar in jsdom: the banner with the pause control (pressed, renamed, remembered) and
// the meter (shown above 0), hidden by a scroll down and back on a scroll up, one reading per
// animation frame, a store write (and a render) only when shown/hidden changes, never hidden
// while focused or touched, shown while the visitor's own action summons it (with chaos mode's
// quote), listeners gone on unmount.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { MotionBar } from '../../src/motionBar/MotionBar.tsx';
import { content } from '../../src/config/content.ts';
import { motionBarStore } from '../../src/motionBar/motionBarStore.ts';
import {
  advanceChaos,
  reactToLinkClick,
  chaosStore,
  resetChaosStore,
  selectQuote,
  triggerChaosMode,
} from '../../src/chaos/chaosStore.ts';
import { effects } from '../../src/config/effects.ts';
import { MOTION_PAUSED_KEY } from '../../src/motionBar/motionPreference.ts';

let frames: FrameRequestCallback[] = [];
let scrollY = 0;

/** Scroll events at each position (no frame runs in between), then one animation frame. */
function scrollThrough(...positions: number[]) {
  act(() => {
    for (const y of positions) {
      scrollY = y;
      window.dispatchEvent(new Event('scroll'));
    }
    const pending = frames;
    frames = [];
    pending.forEach((run) => run(performance.now()));
  });
}

beforeEach(() => {
  resetChaosStore();
  frames = [];
  scrollY = 0;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((run) => frames.push(run));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: 5000,
  });
});

const bar = () => screen.getByRole('banner', { name: content.pause.regionLabel });
const pause = () => screen.getByTestId('pause-control');

it('the motion bar holds the pause control (pressed, renamed and remembered) and the meter (only above 0, as N%), and is shown at the top', () => {
  render(<MotionBar />);
  const meter = screen.getByTestId('chaos-meter');
  expect(bar()).toContainElement(pause());
  expect(bar()).toContainElement(meter);
  expect(bar()).not.toHaveClass('controls--hidden');
  expect(pause()).toHaveAccessibleName(content.pause.pauseLabel);
  expect(pause()).toHaveAttribute('aria-pressed', 'false');
  fireEvent.click(pause());
  expect(pause()).toHaveAttribute('aria-pressed', 'true');
  expect(pause()).toHaveAccessibleName(content.pause.resumeLabel);
  expect(window.localStorage.getItem(MOTION_PAUSED_KEY)).toBe('true');
  act(() => chaosStore.setState({ meter: 0 }));
  expect(meter).toHaveClass('meter--hidden');
  act(() => chaosStore.setState({ meter: 42 }));
  expect(meter).not.toHaveClass('meter--hidden');
  expect(meter).toHaveTextContent('42%');
});

it('the motion bar hides on a scroll down, inert, and comes back on a scroll up and at the end; stops listening when unmounted, shown again', () => {
  const view = render(<MotionBar />);
  scrollThrough(200, 400, 600);
  expect(bar()).toHaveClass('controls--hidden');
  expect(bar()).toHaveAttribute('inert');
  scrollThrough(560);
  expect(bar()).not.toHaveClass('controls--hidden');
  expect(bar()).not.toHaveAttribute('inert');
  scrollThrough(5000 - window.innerHeight);
  expect(bar()).not.toHaveClass('controls--hidden');
  scrollThrough(1000);
  scrollThrough(1440);
  expect(bar()).toHaveClass('controls--hidden');
  view.unmount();
  expect(motionBarStore.getState().hidden).toBe(false);
  scrollY = 1600;
  window.dispatchEvent(new Event('scroll'));
  expect(frames).toHaveLength(0);
});

it('the motion bar reads the scroll once per frame and writes the store only when shown/hidden changes', () => {
  render(<MotionBar />);
  const writes = vi.fn();
  const stop = motionBarStore.subscribe(writes);
  act(() => {
    for (let y = 10; y <= 500; y += 10) {
      scrollY = y;
      window.dispatchEvent(new Event('scroll'));
    }
  });
  expect(frames).toHaveLength(1);
  scrollThrough();
  scrollThrough(700, 900, 1100, 1300);
  expect(writes).toHaveBeenCalledTimes(1);
  scrollThrough(1200);
  expect(writes).toHaveBeenCalledTimes(2);
  stop();
});

it.each([
  ['keyboard focus is inside it', () => pause().focus(), () => pause().blur()],
  [
    'a finger is on it',
    () => fireEvent.touchStart(bar(), { touches: [{ clientX: 10, clientY: 10 }] }),
    () => fireEvent.touchEnd(window, { touches: [] }),
  ],
])('the bar stays while %s; the next scroll down after it leaves hides it', (_, enter, leave) => {
  render(<MotionBar />);
  act(() => void enter());
  scrollThrough(400, 800);
  expect(bar()).not.toHaveClass('controls--hidden');
  act(() => void leave());
  scrollThrough(1200);
  expect(bar()).toHaveClass('controls--hidden');
});

// When and for how long each action summons the bar: chaosStore.test.ts ("the motion bar summons").
it("the motion bar is summoned, scrolled away, by the visitor's action; chaos mode's with its quote", () => {
  render(<MotionBar />);
  scrollThrough(200, 400, 600);
  const quote = screen.getByRole('status');
  act(() => reactToLinkClick());
  expect(quote).toBeEmptyDOMElement(); // a link's summons shows the meter, not a quote
  act(() => triggerChaosMode());
  expect(bar()).not.toHaveClass('controls--hidden');
  expect(bar()).not.toHaveAttribute('inert');
  expect(quote).toHaveTextContent(selectQuote(chaosStore.getState()));
  act(() => advanceChaos(Math.max(effects.chaosMode.durationMs, effects.shake.durationMs)));
  expect(bar()).toHaveClass('controls--hidden');
  expect(quote).toBeEmptyDOMElement();
});
