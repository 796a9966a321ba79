// The effects stage's pure logic (src/effects/logic/, src/intro/introWords.ts), for any effects
// config the schema accepts, with seeded or scripted random numbers; and a live config change
// (dev server): a new interval from the last candle (no catch-up burst), new specs and pool.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effects } from '../../src/config/effects.ts';
import type { EffectsConfig } from '../../src/config/effects.schema.ts';
import { initialChaosState } from '../../src/chaos/chaosState.ts';
import { introWordsShown } from '../../src/chaos/chaosClock.ts';
import { anyEffects } from '../helpers/validConfigs.ts';
import { createRandom, type Random } from '../../src/shared/random.ts';
import {
  advanceCandles,
  candleSpec,
  createCandleSpawner,
} from '../../src/effects/logic/candles.ts';
import {
  advanceChaosBurst,
  chaosBurstActive,
  chaosSpec,
  createChaosBurst,
  noteChaosRuns,
} from '../../src/effects/logic/chaosBurst.ts';
import { createIntroLooks, fitIntroWords, layoutIntroWords } from '../../src/intro/introWords.ts';
import {
  advanceParticle,
  advanceParticles,
  countLive,
  createParticlePool,
  particleAlpha,
  resizeParticlePool,
  spawnFalling,
  type Particle,
  type ParticlePool,
} from '../../src/effects/logic/particles.ts';
import { advanceShake, createShake } from '../../src/effects/logic/shake.ts';
import {
  applyConfigChange,
  createStageInput,
  createStageModel,
  readStageInput,
  stepStage,
  type StageInput,
} from '../../src/effects/logic/stageModel.ts';

const viewport = { width: 1280, height: 800 };

/** A random source that returns the given numbers in turn. */
function scripted(...values: number[]): Random {
  let i = 0;
  return () => values[i++ % values.length]!;
}

function running(overrides: Partial<StageInput> = {}): StageInput {
  return { ...createStageInput(), paused: false, ...overrides };
}

it('fall specs: candles and chaos images by one builder, each from its own section, for any effects config', () => {
  fc.assert(
    fc.property(anyEffects, (any) => {
      for (const [kind, spec, section, lifetimeMs] of [
        ['candle', candleSpec(any), any.candles, any.candles.lifetimeMs],
        ['chaos', chaosSpec(any), any.chaosMode, any.chaosMode.imageLifetimeMs],
      ] as const) {
        const { textures, sizePx, driftPxPerSec, spinRadPerSec, fallSpeedJitter } = section;
        expect(spec).toEqual({
          kind,
          textureCount: textures.length,
          lifetimeMs,
          sizePx,
          driftPxPerSec,
          spinRadPerSec,
          fallSpeedJitter,
        });
      }
    }),
  );
});

describe('spawnFalling with scripted random numbers', () => {
  const anySpec = fc.tuple(anyEffects, fc.constantFrom(candleSpec, chaosSpec));
  const draw = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

  it('maps each draw to its field, at both ends of each draw, for any config', () => {
    fc.assert(
      fc.property(anySpec, draw, ([any, specOf], ageFraction) => {
        const spec = specOf(any);
        const pool = createParticlePool(2);
        // Draws in order: speed, texture, x, drift, angle, spin; the image is aged by ageMs.
        const ageMs = Math.floor(ageFraction * spec.lifetimeMs);
        spawnFalling(pool, spec, viewport, scripted(1, 0.5, 0.25, 0.75, 0, 0.5), ageMs);
        const p = pool.slots[0]!;
        const { sizePx, lifetimeMs, fallSpeedJitter, driftPxPerSec, spinRadPerSec } = spec;
        expect(p).toMatchObject({ live: true, kind: spec.kind, ageMs, sizePx, lifetimeMs });
        const across = (viewport.height + 2 * sizePx) / lifetimeMs;
        expect(p.vy).toBeCloseTo(across * (1 + fallSpeedJitter), 12);
        expect(p.y).toBeCloseTo(-sizePx + p.vy * ageMs, 6);
        expect(p.texture).toBe(Math.floor(0.5 * spec.textureCount));
        expect(p.vx).toBeCloseTo((0.5 * driftPxPerSec) / 1000, 12);
        expect(p.x).toBeCloseTo(0.25 * viewport.width + p.vx * ageMs, 6);
        expect(p.rotation).toBeCloseTo(-Math.PI, 12);
        expect(p.spin).toBe(0);
        expect([p.serial, pool.started]).toEqual([1, 1]);
        spawnFalling(pool, spec, viewport, scripted(0, 1, 0, 0, 1, 0), 0);
        const q = pool.slots[1]!;
        expect(q.vy).toBeCloseTo(across * (1 - fallSpeedJitter), 12);
        expect(q.texture).toBe(spec.textureCount - 1);
        expect(q.vx).toBeCloseTo(-driftPxPerSec / 1000, 12);
        expect(q.rotation).toBe(Math.PI);
        expect(q.spin).toBeCloseTo(-spinRadPerSec / 1000, 12);
        expect(q.serial).toBe(2);
      }),
    );
  });

  it('refuses a spawn when every slot is busy, and counts it', () => {
    const pool = createParticlePool(1);
    const spec = chaosSpec(effects);
    expect(spawnFalling(pool, spec, viewport, createRandom(1), 0)).toBe(true);
    expect(spawnFalling(pool, spec, viewport, createRandom(2), 0)).toBe(false);
    expect(spawnFalling(pool, spec, viewport, createRandom(3), 0)).toBe(false);
    expect(pool).toMatchObject({ dropped: 2, started: 1 });
  });
});

describe('particle pool', () => {
  it('starts with empty candle slots; grows and shrinks to exactly the capacity', () => {
    const pool = createParticlePool(2);
    expect(pool.slots).toHaveLength(2);
    for (const { live, kind, ...numbers } of pool.slots) {
      expect([live, kind]).toEqual([false, 'candle']);
      expect(Object.values(numbers)).toEqual(Object.values(numbers).map(() => 0));
    }
    expect(resizeParticlePool(pool, 5).slots).toHaveLength(5);
    expect(resizeParticlePool(pool, 3).slots).toHaveLength(3);
    expect(resizeParticlePool(pool, -1).slots).toHaveLength(0);
  });

  it('counts live images, of one kind or all', () => {
    const pool = createParticlePool(4);
    spawnFalling(pool, candleSpec(effects), viewport, createRandom(1), 0);
    spawnFalling(pool, chaosSpec(effects), viewport, createRandom(2), 0);
    spawnFalling(pool, chaosSpec(effects), viewport, createRandom(3), 0);
    expect(countLive(pool)).toBe(3);
    expect(countLive(pool, 'candle')).toBe(1);
    expect(countLive(pool, 'chaos')).toBe(2);
  });

  it('never moves a slot that holds no image', () => {
    const p = createParticlePool(1).slots[0]!;
    Object.assign(p, { vx: 1, vy: 1, spin: 1, lifetimeMs: 1000 });
    advanceParticle(p, 10);
    expect(p).toMatchObject({ x: 0, y: 0, rotation: 0, ageMs: 0, live: false });
  });

  it('fades in over fadeFraction of the life and out over the last; with no fade, shows fully for exactly its life', () => {
    fc.assert(
      fc.property(
        anyEffects,
        fc.integer({ min: 1, max: 60_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (any, lifetimeMs, along) => {
          const fade = any.stage.fadeFraction;
          const alphaAt = (ageMs: number) => particleAlpha({ ageMs, lifetimeMs } as Particle, fade);
          for (const outside of [-1, lifetimeMs, lifetimeMs + 1]) expect(alphaAt(outside)).toBe(0);
          expect(alphaAt(lifetimeMs / 2)).toBe(1);
          if (fade === 0) {
            expect(alphaAt(0)).toBe(1);
            expect(alphaAt(along * lifetimeMs)).toBe(along < 1 ? 1 : 0);
            return;
          }
          // `along` of the way through the fade in, and as far before the end; a fade shorter than
          // a nanosecond rounds away (full in the middle, above, is all there is to see of it).
          if (fade * lifetimeMs < 1e-6) return;
          const into = along * fade * lifetimeMs;
          expect(alphaAt(into)).toBeCloseTo(along, 6);
          expect(alphaAt(lifetimeMs - into)).toBeCloseTo(along, 6);
        },
      ),
    );
  });
});

describe('candle spawner', () => {
  it('starts one candle every spawnEveryMs, within a frame of its time, for any interval and frame rate', () => {
    fc.assert(
      fc.property(anyEffects, fc.integer({ min: 16, max: 250 }), (any, stepMs) => {
        const rng = createRandom(1);
        const pool = createParticlePool(4);
        const spawner = createCandleSpawner();
        const every = any.candles.spawnEveryMs;
        const times: number[] = [];
        let t = 0;
        while (t < 3 * every) {
          t += stepMs;
          const before = spawner.spawned;
          advanceCandles(spawner, pool, stepMs, any, candleSpec(any), viewport, rng);
          times.push(...Array<number>(spawner.spawned - before).fill(t));
        }
        expect(times).toHaveLength(Math.floor(t / every));
        expect(times.length).toBeGreaterThanOrEqual(3);
        times.forEach((t, i) => {
          expect(t - (i + 1) * every).toBeGreaterThanOrEqual(0);
          expect(t - (i + 1) * every).toBeLessThan(stepMs);
        });
      }),
      { numRuns: 30 },
    );
  });

  it('keeps each candle for lifetimeMs, falling from above the viewport, within its drift and spin', () => {
    fc.assert(
      fc.property(anyEffects, (any) => {
        const pool = createParticlePool(1);
        const spec = candleSpec(any);
        spawnFalling(pool, spec, viewport, createRandom(2), 0);
        const candle = pool.slots[0]!;
        const start = { ...candle };
        expect(start.y).toBe(-any.candles.sizePx);
        advanceParticles(pool, any.candles.lifetimeMs - 1);
        expect(candle.live).toBe(true);
        const fell = (viewport.height + 2 * spec.sizePx) * (1 - spec.fallSpeedJitter);
        expect(candle.y - start.y).toBeGreaterThanOrEqual(
          (fell * (spec.lifetimeMs - 1)) / spec.lifetimeMs - 1e-6,
        );
        const most = (perSec: number) => (perSec * (spec.lifetimeMs - 1)) / 1000 + 1e-9;
        expect(Math.abs(candle.x - start.x)).toBeLessThanOrEqual(most(spec.driftPxPerSec));
        expect(Math.abs(candle.rotation - start.rotation)).toBeLessThanOrEqual(
          most(spec.spinRadPerSec),
        );
        advanceParticles(pool, 1);
        expect(candle.live).toBe(false);
      }),
    );
  });

  it('starts nothing with no interval or no textures', () => {
    for (const change of [{ textures: [] }, { spawnEveryMs: 0 }, { spawnEveryMs: -1 }]) {
      const changed = { ...effects, candles: { ...effects.candles, ...change } };
      const [pool, spawner] = [createParticlePool(8), createCandleSpawner()];
      const spec = candleSpec(changed);
      advanceCandles(spawner, pool, 10_000, changed, spec, viewport, createRandom(2));
      expect([spawner.spawned, pool.started]).toEqual([0, 0]);
    }
  });
});

describe('chaos burst', () => {
  /**
   * One press at 0 (and another at `againAt`, in the burst), stepped by stepMs until the burst
   * is over, in a pool with room for maxLiveImages chaos images and `candles` candles that never
   * die. Records the images due (started or capped) at the end of each step.
   */
  function burstFor(any: EffectsConfig, stepMs: number, againAt = -1, candles = 0) {
    const rng = createRandom(3);
    const pool = createParticlePool(any.chaosMode.maxLiveImages + candles);
    const immortal = { ...candleSpec(any), lifetimeMs: Infinity };
    for (let i = 0; i < candles; i += 1) spawnFalling(pool, immortal, viewport, rng, 0);
    const burst = noteChaosRuns(createChaosBurst(), 1, any);
    const dueBy: [number, number][] = [];
    let maxLive = 0;
    for (let t = 0; t === 0 || chaosBurstActive(burst); t += stepMs) {
      if (t === againAt) noteChaosRuns(burst, 2, any);
      advanceParticles(pool, stepMs);
      advanceChaosBurst(burst, pool, stepMs, any, chaosSpec(any), viewport, rng);
      maxLive = Math.max(maxLive, countLive(pool, 'chaos'));
      dueBy.push([t + stepMs, burst.spawnedTotal + burst.capped]);
    }
    return { burst, maxLive, dueBy };
  }
  const frameMs = fc.integer({ min: 16, max: 1000 });

  it('starts burstCount images spread evenly over durationMs, whatever the frame rate; never more than maxLiveImages alive', () => {
    fc.assert(
      fc.property(anyEffects, frameMs, (any, stepMs) => {
        const { burstCount: n, durationMs: d, maxLiveImages, imageLifetimeMs } = any.chaosMode;
        const { burst, maxLive, dueBy } = burstFor(any, stepMs);
        // Image k is due at k * d / n: by time t, those with k * d <= t * n (whole numbers).
        const dueAt = (t: number) => Math.min(n, Math.floor((t * n) / d) + 1);
        expect(dueBy.length).toBeGreaterThan(0);
        for (const [t, due] of dueBy) expect(due, `at ${t} ms`).toBe(dueAt(t));
        expect(burst.spawnedTotal + burst.capped).toBe(n);
        expect([burst.endMs, burst.due]).toEqual([0, 0]);
        // Alive at once: at most the images due within one image life (and the cap).
        const rateBound = Math.ceil((imageLifetimeMs * n) / d) + 1;
        expect(maxLive).toBeLessThanOrEqual(Math.min(rateBound, maxLiveImages));
        if (burst.capped > 0) expect(maxLive).toBe(maxLiveImages);
      }),
      { numRuns: 30 },
    );
  });

  it('extends on a re-trigger at the same rate: the images due before durationMs after the last press', () => {
    fc.assert(
      fc.property(
        anyEffects,
        frameMs,
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (any, stepMs, along) => {
          const { burstCount: n, durationMs: d } = any.chaosMode;
          const againAt = Math.floor((along * d) / stepMs) * stepMs;
          const { burst } = burstFor(any, stepMs, againAt);
          // Images k with k * d / n before againAt + d.
          expect(burst.spawnedTotal + burst.capped).toBe(Math.ceil(((againAt + d) * n) / d));
        },
      ),
      { numRuns: 30 },
    );
  });

  it('counts only chaos images towards maxLiveImages, in a pool full of candles', () => {
    fc.assert(
      fc.property(anyEffects, frameMs, (any, stepMs) => {
        const alone = burstFor(any, stepMs);
        const withCandles = burstFor(any, stepMs, -1, any.chaosMode.maxLiveImages + 1);
        expect([withCandles.burst.spawnedTotal, withCandles.burst.capped]).toEqual([
          alone.burst.spawnedTotal,
          alone.burst.capped,
        ]);
      }),
      { numRuns: 15 },
    );
  });

  it('is active only before its end', () => {
    expect(chaosBurstActive(createChaosBurst(0, 0))).toBe(false);
    expect(chaosBurstActive(createChaosBurst(0, 1))).toBe(true);
    expect(chaosBurstActive({ ...createChaosBurst(0, 100), elapsedMs: 100 })).toBe(false);
  });

  it('starts nothing without textures, and holds its time', () => {
    const changed = { ...effects, chaosMode: { ...effects.chaosMode, textures: [] } };
    const burst = noteChaosRuns(createChaosBurst(), 1, changed);
    const pool = createParticlePool(8);
    advanceChaosBurst(burst, pool, 1000, changed, chaosSpec(changed), viewport, createRandom(1));
    expect([pool.started, burst.spawnedTotal, burst.elapsedMs]).toEqual([0, 0, 0]);
  });
});

describe('shake envelope', () => {
  it('wobbles at frequencyHz (up-down at verticalRatio, verticalPhaseRad on), decaying linearly to the origin over durationMs; full size during the intro', () => {
    fc.assert(
      fc.property(
        anyEffects,
        fc.integer({ min: 10, max: 100 }),
        fc.boolean(),
        (any, stepMs, intro) => {
          const { durationMs, amplitudePx, frequencyHz, verticalRatio, verticalPhaseRad } =
            any.shake;
          const shake = createShake(0);
          const input = { shaking: true, shakeRuns: 1, introShaking: intro };
          let steps = 0;
          for (let t = stepMs; t <= durationMs + 2 * stepMs; t += stepMs) {
            advanceShake(shake, stepMs, input, any);
            steps += 1;
            const left = Math.max(0, durationMs - t);
            const size = amplitudePx * (intro ? 1 : durationMs > 0 ? left / durationMs : 0);
            const turn = (2 * Math.PI * frequencyHz * t) / 1000;
            const vertical = turn * verticalRatio + verticalPhaseRad;
            expect([shake.x, shake.y]).toEqual([
              expect.closeTo(size * Math.sin(turn), 6),
              expect.closeTo(size * Math.sin(vertical), 6),
            ]);
            expect(shake.remainingMs).toBe(left);
          }
          expect(steps).toBeGreaterThanOrEqual(2);
          // Past its time, or with no amplitude, exactly at the origin: no -0 or rounding left over.
          if (!intro || amplitudePx === 0) expect([shake.x, shake.y]).toEqual([0, 0]);
          advanceShake(shake, stepMs, { ...input, shaking: false }, any);
          expect([shake.x, shake.y, shake.remainingMs]).toEqual([0, 0, 0]);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('a shake started while paused or under reduced motion never moves the stage', () => {
    const shake = createShake(0);
    for (const shaking of [false, true])
      advanceShake(shake, 10, { shaking, shakeRuns: 1, introShaking: false }, effects);
    expect([shake.remainingMs, shake.x, shake.y]).toEqual([0, 0, 0]);
  });
});

describe('intro words', () => {
  it('show from their configured times, popping in over wordPopMs, as the store counts them; none once the intro is over', () => {
    fc.assert(
      fc.property(
        anyEffects,
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (any, along) => {
          const { wordTimesMs: times, wordPopMs, wordPopFromScale, endMs } = any.intro;
          const at = along * endMs;
          const state = initialChaosState({ introElapsedMs: at });
          const input = readStageInput(state, any, createStageInput());
          const model = createStageModel(any, input, viewport);
          stepStage(model, input, 16, any, createRandom(1));
          const shown = times.filter((time) => time <= at);
          expect(model.words.filter((word) => word.visible)).toHaveLength(shown.length);
          expect(introWordsShown({ introElapsedMs: at, introSkipped: false }, any)).toBe(
            shown.length,
          );
          model.words.forEach((look, i) => {
            const age = at - times[i]!;
            // The spec's pop: from wordPopFromScale to 1 and from clear to opaque in wordPopMs (at
            // once after its first millisecond when wordPopMs is 0).
            const t = age < 0 ? 0 : Math.min(1, age / Math.max(1, wordPopMs));
            expect(look.alpha).toBeCloseTo(t, 9);
            expect(look.scale).toBeCloseTo(1 + (wordPopFromScale - 1) * (1 - t), 9);
          });
          // Over (at endMs) or skipped: no word.
          for (const over of [
            { introElapsedMs: endMs },
            { introElapsedMs: at, introSkipped: true },
          ]) {
            readStageInput(initialChaosState(over), any, input);
            stepStage(model, input, 16, any, createRandom(1));
            expect(model.words.filter((word) => word.visible)).toHaveLength(0);
          }
        },
      ),
    );
  });

  const size = fc.integer({ min: 1, max: 4000 });
  it('fit the screen less wordEdgeMarginPx at each edge: the widest word across, the column of words down, never above full size', () => {
    fc.assert(
      fc.property(
        anyEffects,
        fc.array(size, { minLength: 1, maxLength: 10 }),
        size,
        size,
        (any, widths, width, height) => {
          const { wordSizePx, wordLineHeight, wordEdgeMarginPx } = any.intro;
          const fit = fitIntroWords(widths, { width, height }, any);
          const roomWidth = Math.max(1, width - 2 * wordEdgeMarginPx);
          const roomHeight = Math.max(1, height - 2 * wordEdgeMarginPx);
          const column = (widths.length - 1) * wordSizePx * wordLineHeight + wordSizePx;
          const near = 1 + 1e-9;
          expect(fit.scale).toBeGreaterThan(0);
          expect(fit.scale).toBeLessThanOrEqual(1);
          expect(Math.max(...widths) * fit.scale).toBeLessThanOrEqual(roomWidth * near);
          expect(column * fit.scale).toBeLessThanOrEqual(roomHeight * near);
          // As large as those allow: one of the three limits is reached.
          const reached = [
            fit.scale,
            (Math.max(...widths) * fit.scale) / roomWidth,
            (column * fit.scale) / roomHeight,
          ];
          expect(Math.max(...reached)).toBeCloseTo(1, 9);
          expect(fit.gapPx).toBeCloseTo(wordSizePx * wordLineHeight * fit.scale, 9);
          // Each word may pop up to the width (never below the common size).
          expect(fit.maxScales).toHaveLength(widths.length);
          fit.maxScales.forEach((most, i) => {
            expect(most).toBeCloseTo(Math.max(fit.scale, roomWidth / widths[i]!), 9);
          });
        },
      ),
    );
  });

  it('start hidden at full size, and never show a word without a time', () => {
    expect(createIntroLooks(2)).toEqual(Array(2).fill({ visible: false, scale: 1, alpha: 0 }));
    const { wordTimesMs, wordPopFromScale, endMs } = effects.intro;
    const looks = layoutIntroWords(createIntroLooks(wordTimesMs.length + 1), endMs, true, effects);
    expect(looks.at(-1)).toMatchObject({ visible: false, alpha: 0 });
    expect(looks.at(-1)!.scale).toBeCloseTo(wordPopFromScale, 12);
  });
});

describe('the whole stage', () => {
  it('freezes while paused: nothing spawns, moves or shakes; resuming carries on, a press made while paused included', () => {
    fc.assert(
      fc.property(anyEffects, (any) => {
        const { burstCount, durationMs } = any.chaosMode;
        const model = createStageModel(any, createStageInput(), viewport);
        const rng = createRandom(7);
        const run = (input: StageInput, totalMs: number, stepMs: number) => {
          for (let t = 0; t < totalMs; t += stepMs) stepStage(model, input, stepMs, any, rng);
        };
        const input = running({ chaosRuns: 1, shakeRuns: 1, shaking: true });
        run(input, 16, 16);
        expect(countLive(model.pool)).toBeGreaterThan(0);
        const snapshot = JSON.stringify(model.pool.slots);
        const due = model.chaos.spawnedTotal + model.chaos.capped;
        expect(due).toBeGreaterThan(0);
        const paused = { ...input, paused: true, shaking: false, chaosRuns: 2 };
        run(paused, 10_000, 100);
        expect(JSON.stringify(model.pool.slots)).toBe(snapshot);
        expect(model.chaos.spawnedTotal + model.chaos.capped).toBe(due);
        expect([model.shake.x, model.shake.y]).toEqual([0, 0]);
        // The press made while paused moved the burst's end to durationMs after it (at 16 ms):
        // once resumed, the images k with k * durationMs / burstCount before that are due.
        run({ ...paused, paused: false }, durationMs + 16, 100);
        const total = model.chaos.spawnedTotal + model.chaos.capped;
        expect(total).toBe(Math.ceil(((16 + durationMs) * burstCount) / durationMs));
        expect(chaosBurstActive(model.chaos)).toBe(false);
      }),
      { numRuns: 30 },
    );
  });

  it('is frame-rate independent: at 16 and 100 ms frames each spawner starts the same images in the same places', () => {
    fc.assert(
      fc.property(anyEffects, (any) => {
        // Until the first chaos image's last millisecond (or 6 s), the last frame cut short.
        const endMs = Math.min(6000, any.chaosMode.imageLifetimeMs - 1);
        const after = (stepMs: number) => {
          const candles = createParticlePool(any.stage.poolSize);
          const chaos = createParticlePool(any.chaosMode.maxLiveImages);
          const spawner = createCandleSpawner();
          const burst = noteChaosRuns(createChaosBurst(), 1, any);
          const [candleRng, chaosRng] = [createRandom(9), createRandom(10)];
          for (let t = 0; t < endMs; t += stepMs) {
            const dt = Math.min(stepMs, endMs - t);
            advanceParticles(candles, dt);
            advanceParticles(chaos, dt);
            advanceCandles(spawner, candles, dt, any, candleSpec(any), viewport, candleRng);
            advanceChaosBurst(burst, chaos, dt, any, chaosSpec(any), viewport, chaosRng);
          }
          const live = (pool: ParticlePool) =>
            pool.slots.filter((p) => p.live).sort((a, b) => a.serial - b.serial);
          return [...live(candles), ...live(chaos)];
        };
        const fast = after(16);
        const slow = after(100);
        expect(fast.length).toBeGreaterThan(0);
        const identity = (p: Particle) => [p.serial, p.kind, p.texture];
        expect(slow.map(identity)).toEqual(fast.map(identity));
        const farthest = (of: (p: Particle) => number) =>
          Math.max(...fast.map((p, i) => Math.abs(of(p) - of(slow[i]!))));
        expect(farthest((p) => p.x)).toBeLessThan(1e-6);
        expect(farthest((p) => p.y)).toBeLessThan(1e-6);
        expect(farthest((p) => p.rotation)).toBeLessThan(1e-9);
      }),
      { numRuns: 20 },
    );
  });

  it(
    'never drops an image from the pool the schema asks for, chaos pressed every 5 s: at most maxLiveImages chaos images and lifetimeMs / spawnEveryMs candles at once',
    () => {
      fc.assert(
        fc.property(anyEffects, (any) => {
          const model = createStageModel(any, createStageInput(), viewport);
          const rng = createRandom(11);
          const input = running();
          const { candles, chaosMode } = any;
          const spanMs =
            2 * Math.max(candles.lifetimeMs, chaosMode.durationMs + chaosMode.imageLifetimeMs);
          const most = { candle: 0, chaos: 0 };
          // Frames of half the shortest life at most, so that every image is seen alive.
          const frameMs = Math.min(100, candles.lifetimeMs / 2, chaosMode.imageLifetimeMs / 2);
          for (let t = 0; t < spanMs; t += frameMs) {
            input.chaosRuns = Math.floor(t / 5000) + 1;
            stepStage(model, input, frameMs, any, rng);
            most.candle = Math.max(most.candle, countLive(model.pool, 'candle'));
            most.chaos = Math.max(most.chaos, countLive(model.pool, 'chaos'));
          }
          expect(model.pool.dropped).toBe(0);
          expect(most.chaos).toBeGreaterThan(0);
          expect(most.chaos).toBeLessThanOrEqual(chaosMode.maxLiveImages);
          expect(most.candle).toBeLessThanOrEqual(
            Math.ceil(candles.lifetimeMs / candles.spawnEveryMs),
          );
        }),
        { numRuns: 20 },
      );
    }, // Up to 4 minutes of stage a run, with a pool of up to 1024: the time limit only catches a hang.
    60_000,
  );

  it('stays bounded over an hour of simulated time with chaos pressed every 5 s', () => {
    // The test's own visit (a big pool would only make it slower).
    const sustained = structuredClone(effects);
    Object.assign(sustained.candles, { spawnEveryMs: 1500, lifetimeMs: 3000 });
    Object.assign(sustained.chaosMode, { durationMs: 8000, burstCount: 40 });
    Object.assign(sustained.chaosMode, { imageLifetimeMs: 3000, maxLiveImages: 48 });
    sustained.stage.poolSize = 64;
    const model = createStageModel(sustained, createStageInput(), viewport);
    const rng = createRandom(11);
    const input = running();
    let maxLive = 0;
    for (let t = 0; t < 3_600_000; t += 16) {
      input.chaosRuns = Math.floor(t / 5000);
      stepStage(model, input, 16, sustained, rng);
      if (t % 1000 < 16) maxLive = Math.max(maxLive, countLive(model.pool));
    }
    // Candles: 3000 / 1500 alive, and one more in the frame that starts the next.
    expect(maxLive).toBeLessThanOrEqual(48 + 3);
    expect(maxLive).toBeGreaterThan(3);
    expect(model.pool.slots).toHaveLength(64);
    expect(model.pool.dropped).toBe(0);
    expect(model.candles.spawned).toBe(3_600_000 / 1500);
  });
  it('starts its input paused and idle', () => {
    const { paused, ...idle } = createStageInput();
    expect(paused).toBe(true);
    expect(Object.values(idle).filter((value) => value !== 0 && value !== false)).toEqual([]);
  });

  it('says the intro shakes only while shaking, during the intro, when the config allows it', () => {
    const read = (over: Parameters<typeof initialChaosState>[0], cfg = effects) =>
      readStageInput(initialChaosState(over), cfg, createStageInput()).introShaking;
    const during = { introElapsedMs: 0 };
    expect(read(during)).toBe(effects.intro.shakeDuringIntro);
    const never = { ...effects, intro: { ...effects.intro, shakeDuringIntro: false } };
    expect(read(during, never)).toBe(false);
    expect(read({ ...during, shakeRemainingMs: 500 }, never)).toBe(false);
    expect(read({ introSkipped: true, shakeRemainingMs: 500 })).toBe(false);
    expect(read({ introSkipped: true })).toBe(false);
    expect(read({ ...during, paused: true })).toBe(false);
    expect(read({ ...during, reducedMotion: true })).toBe(false);
  });

  it('starts no image in a step of no time', () => {
    const model = createStageModel(effects, createStageInput(), viewport);
    const input = running({ chaosRuns: 1 });
    stepStage(model, input, 0, effects, createRandom(1));
    expect(model.pool.started).toBe(0);
    // A microsecond: the first image only (the next one is due durationMs / burstCount later,
    // at least half a millisecond).
    stepStage(model, input, 0.001, effects, createRandom(1));
    expect(model.pool.started).toBe(1);
  });
});

describe('a live config change on the stage', () => {
  it('the candle spawner uses a new interval from its next candle, without a burst', () => {
    const config = structuredClone(effects);
    config.candles.spawnEveryMs = 1500;
    const pool = createParticlePool(64);
    const spawner = createCandleSpawner();
    const rng = createRandom(1);
    /** The candles started and the interval in use after `ms` more. */
    const step = (ms: number) => {
      advanceCandles(spawner, pool, ms, config, candleSpec(config), viewport, rng);
      return [spawner.spawned, spawner.everyMs];
    };
    expect(step(1500)).toEqual([1, 1500]);
    step(1400); // 1.4 s since the last candle
    config.candles.spawnEveryMs = 300;
    expect(step(16)).toEqual([2, 300]); // one candle now (1.4 s is past 300 ms), not four
    expect(step(280)).toEqual([2, 300]); // the next is due 300 ms after that one
    expect(step(4)).toEqual([3, 300]);
    config.candles.spawnEveryMs = 2000; // a longer interval counts from the last candle too
    expect(step(1900)).toEqual([3, 2000]);
    expect(step(100)).toEqual([4, 2000]);
  });

  it('new specs, pool size and intro words apply; images in flight keep falling', () => {
    const config = structuredClone(effects);
    const model = createStageModel(config, createStageInput(), viewport);
    model.pool.slots[0]!.live = true;
    config.candles.sizePx = 99;
    config.chaosMode.imageLifetimeMs = 4321;
    config.stage.poolSize = 80;
    config.intro.wordTimesMs = [...effects.intro.wordTimesMs, 9, 10];
    applyConfigChange(model, config);
    expect([model.candleSpec.sizePx, model.chaosSpec.lifetimeMs]).toEqual([99, 4321]);
    expect([model.pool.slots.length, countLive(model.pool)]).toEqual([80, 1]);
    expect(model.words).toEqual(createIntroLooks(effects.intro.wordTimesMs.length + 2));
    config.stage.poolSize = 10;
    config.intro.wordTimesMs = [1];
    applyConfigChange(model, config);
    expect([model.pool.slots.length, countLive(model.pool)]).toEqual([10, 1]);
    expect(model.words).toHaveLength(1);
  });
});
