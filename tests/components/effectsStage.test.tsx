// The stage controller driven by the real shared store with a fake view (no Pixi in jsdom):
// it starts empty, spawns on schedule, bursts on chaos mode, shakes with the store, honours pause.
import { beforeEach, describe, expect, it } from 'vitest';
import { effects } from '../../src/config/effects.ts';
import { createRandom } from '../../src/shared/random.ts';
import {
  advanceChaos,
  chaosStore,
  resetChaosStore,
  setChaosRandom,
  setPaused,
  triggerChaosMode,
} from '../../src/chaos/chaosStore.ts';
import { StageController, type StageView } from '../../src/effects/stage/StageController.ts';
import type { Particle } from '../../src/effects/logic/particles.ts';

class FakeView implements StageView {
  readonly visible = new Map<number, Particle['kind']>();
  private readonly serials = new Map<number, number>();
  readonly words = new Set<number>();
  starts = { candle: 0, chaos: 0 };
  offset = { x: 0, y: 0 };
  showParticle(slot: number, particle: Particle): void {
    if (this.serials.get(slot) !== particle.serial) this.starts[particle.kind] += 1;
    this.serials.set(slot, particle.serial);
    this.visible.set(slot, particle.kind);
  }
  hideParticle(slot: number): void {
    this.visible.delete(slot);
  }
  showWord(index: number): void {
    this.words.add(index);
  }
  hideWord(index: number): void {
    this.words.delete(index);
  }
  setOffset(x: number, y: number): void {
    this.offset = { x, y };
  }
}

/** Run the page clock and the stage together, like the browser does (60 fps, 100 ms clock). */
function play(controller: StageController, ms: number) {
  for (let t = 0; t < ms; t += 20) {
    if (t % 100 === 0) advanceChaos(100);
    controller.tick(20);
  }
}

let view: FakeView;
let controller: StageController;

beforeEach(() => {
  setChaosRandom(createRandom(5));
  resetChaosStore({ paused: false, reducedMotion: false, introSkipped: true });
  view = new FakeView();
  controller = new StageController(view, chaosStore, effects, createRandom(5), {
    width: 1024,
    height: 768,
  });
});

describe('stage controller', () => {
  it('mounts empty and starts a candle every spawnEveryMs', () => {
    controller.tick(0);
    expect(view.visible.size).toBe(0);
    play(controller, effects.candles.spawnEveryMs - 20);
    expect(view.starts.candle).toBe(0);
    play(controller, 40);
    expect(view.starts.candle).toBe(1);
    play(controller, 10 * effects.candles.spawnEveryMs);
    expect(view.starts.candle).toBe(11);
    const liveBound = Math.ceil(effects.candles.lifetimeMs / effects.candles.spawnEveryMs);
    expect(controller.liveSprites()).toBeLessThanOrEqual(liveBound);
  });

  it('draws burstCount chaos images after the chaos button, and shakes while the store shakes', () => {
    triggerChaosMode();
    play(controller, 100);
    expect(view.starts.chaos).toBeGreaterThan(0);
    expect(Math.hypot(view.offset.x, view.offset.y)).toBeGreaterThan(0);
    play(controller, effects.shake.durationMs + 100);
    expect(view.offset).toEqual({ x: 0, y: 0 });
    play(controller, effects.chaosMode.durationMs + effects.chaosMode.imageLifetimeMs);
    expect(view.starts.chaos).toBe(effects.chaosMode.burstCount);
    expect([...view.visible.values()].filter((k) => k === 'chaos')).toHaveLength(0);
  });

  it('honours pause: nothing new, nothing moves, no shake; resuming carries on', () => {
    triggerChaosMode();
    play(controller, 1000);
    const before = { ...view.starts };
    setPaused(true);
    play(controller, 20_000);
    expect(view.starts).toEqual(before);
    expect(view.offset).toEqual({ x: 0, y: 0 });
    setPaused(false);
    play(controller, 20_000);
    expect(view.starts.chaos).toBe(effects.chaosMode.burstCount);
    expect(view.starts.candle).toBeGreaterThan(before.candle);
  });

  it('shows the intro words while the intro runs and clears them at the end', () => {
    resetChaosStore({ paused: false, reducedMotion: false });
    play(controller, 3100);
    expect(view.words.size).toBe(effects.intro.wordTimesMs.length);
    expect(Math.hypot(view.offset.x, view.offset.y)).toBeGreaterThan(0);
    play(controller, effects.intro.endMs);
    expect(view.words.size).toBe(0);
    expect(chaosStore.getState().introElapsedMs).toBe(effects.intro.endMs);
  });
});
