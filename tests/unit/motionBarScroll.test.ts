// The motion bar's scroll logic, for any distances its config allows: hidden after a short scroll down, back after a small scroll up,
// always at the top and the end of the page, never while the visitor uses it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { motionBarConfig } from '../../src/config/motionBar.ts';
import { motionBarSchema, type MotionBarConfig } from '../../src/config/motionBar.schema.ts';
import { schemaArbitrary } from '../helpers/schemaArbitrary.ts';
import { barScrollAt, stepBarScroll, type BarScroll } from '../../src/motionBar/motionBarScroll.ts';

const MAX = 5000;
const { hideAfterDownPx } = motionBarConfig;

/** The state after scrolling through `positions` from `start`. */
function scroll(
  positions: number[],
  start: BarScroll = barScrollAt(0),
  inUse = false,
  config: MotionBarConfig = motionBarConfig,
) {
  return positions.reduce(
    (state, y) => stepBarScroll(state, { y, maxY: MAX, inUse }, config),
    start,
  );
}

/** Any motion bar config the schema accepts. */
const anyMotionBar = schemaArbitrary(
  motionBarSchema(),
  motionBarConfig,
) as fc.Arbitrary<MotionBarConfig>;
/** `steps` positions from `from` that move `px` in all, in one direction. */
const run = (from: number, px: number, steps: number) =>
  Array.from({ length: steps }, (_, i) => from + Math.round(((i + 1) * px) / steps));

describe('motion bar scroll logic', () => {
  it('hides after a scroll down of hideAfterDownPx in one go, however many steps make it, not before; comes back after a scroll up of showAfterUpPx, not less, each change of direction starting a new run', () => {
    fc.assert(
      fc.property(anyMotionBar, fc.integer({ min: 1, max: 8 }), (config, steps) => {
        const { hideAfterDownPx: hide, showAfterUpPx: show } = config;
        const from = barScrollAt(1000);
        expect(scroll(run(1000, hide - 1, steps), from, false, config).hidden).toBe(false);
        const down = scroll(run(1000, hide, steps), from, false, config);
        expect(down.hidden).toBe(true);
        const bottom = down.y;
        expect(scroll(run(bottom, -(show - 1), steps), down, false, config).hidden).toBe(true);
        expect(scroll(run(bottom, -show, steps), down, false, config).hidden).toBe(false);
        // A wobble, each way less than showAfterUpPx, does not add up.
        const wobble = [bottom - show + 1, bottom, bottom - show + 1, bottom, bottom - show + 1];
        expect(scroll(wobble, down, false, config).hidden).toBe(true);
      }),
    );
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
