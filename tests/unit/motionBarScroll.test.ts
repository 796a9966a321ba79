// The motion bar's scroll logic: hidden after a short scroll down, back after a small scroll up,
// always at the top and the end of the page, never while the visitor uses it.
import { describe, expect, it } from 'vitest';
import { motionBarConfig } from '../../src/config/motionBar.ts';
import { barScrollAt, stepBarScroll, type BarScroll } from '../../src/motionBar/motionBarScroll.ts';

const MAX = 5000;
const { hideAfterDownPx, showAfterUpPx } = motionBarConfig;

/** The state after scrolling through `positions` from `start`. */
function scroll(positions: number[], start: BarScroll = barScrollAt(0), inUse = false) {
  return positions.reduce(
    (state, y) => stepBarScroll(state, { y, maxY: MAX, inUse }, motionBarConfig),
    start,
  );
}

describe('motion bar scroll logic', () => {
  it('stays while the visitor scrolls down less than hideAfterDownPx, then hides', () => {
    expect(scroll([10, hideAfterDownPx - 1]).hidden).toBe(false);
    expect(scroll([10, hideAfterDownPx]).hidden).toBe(true);
    // Many small steps add up, as one long swipe does.
    expect(scroll([100, 105, 110, 115, 120, 125]).hidden).toBe(true);
  });

  it('comes back after a scroll up of showAfterUpPx, not less', () => {
    const down = scroll([400, 800]);
    expect(down.hidden).toBe(true);
    expect(scroll([800 - showAfterUpPx + 1], down).hidden).toBe(true);
    expect(scroll([800 - showAfterUpPx], down).hidden).toBe(false);
    // Each change of direction starts a new run: a wobble does not add up.
    expect(scroll([790, 800, 790, 800, 790], down).hidden).toBe(true);
  });

  it('is always there at the top and at the end of the page', () => {
    const down = scroll([400, 800]);
    expect(scroll([0], down).hidden).toBe(false);
    expect(scroll([-30], down).hidden).toBe(false); // an overscroll bounce
    expect(scroll([900, MAX], down).hidden).toBe(false);
    expect(scroll([900, MAX - 0.5], down).hidden).toBe(false); // sub-pixel end
    // A page no taller than the screen has nothing to read past it.
    expect(stepBarScroll(down, { y: 0, maxY: 0, inUse: false }, motionBarConfig).hidden).toBe(
      false,
    );
  });

  it('never hides while in use (keyboard focus, a finger or the mouse on it)', () => {
    expect(scroll([400, 800, 1200], barScrollAt(0), true).hidden).toBe(false);
    // Let go, and the next scroll down hides it.
    const held = scroll([400, 800], barScrollAt(0), true);
    expect(scroll([800 + hideAfterDownPx], held).hidden).toBe(true);
  });

  it('reads its thresholds from the config', () => {
    const config = { hideAfterDownPx: 300, showAfterUpPx: 200 };
    const step = (state: BarScroll, y: number) =>
      stepBarScroll(state, { y, maxY: MAX, inUse: false }, config);
    const down = step(barScrollAt(100), 399);
    expect(down.hidden).toBe(false);
    const further = step(down, 400);
    expect(further.hidden).toBe(true);
    expect(step(further, 250).hidden).toBe(true);
    expect(step(further, 200).hidden).toBe(false);
  });
});

describe('motion bar edges', () => {
  const hidden = { hidden: true, y: 300, run: motionBarConfig.hideAfterDownPx };
  const step = (from: typeof hidden, y: number) =>
    stepBarScroll(from, { y, maxY: MAX, inUse: false }, motionBarConfig);

  it('shows the bar within a pixel of the top or the end, not two pixels away', () => {
    expect(step(hidden, 1).hidden).toBe(false);
    expect(step({ hidden: true, y: 0, run: 100 }, 1).hidden).toBe(false);
    expect(step({ ...hidden, y: 0 }, 2).hidden).toBe(true);
    expect(step(hidden, MAX - 1).hidden).toBe(false);
    expect(step(hidden, MAX - 2).hidden).toBe(true);
  });

  it('keeps the run when the position does not change', () => {
    expect(step({ hidden: false, y: 300, run: 5 }, 300)).toEqual({ hidden: false, y: 300, run: 5 });
    expect(barScrollAt(7)).toEqual({ hidden: false, y: 7, run: 0 });
  });
});
