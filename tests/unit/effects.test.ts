// Pure effect logic of the stage with a fixed seed: candle schedule and lives, the chaos burst,
// its re-trigger rule, the shake envelope, pause, frame-rate independence and an hour's bounds.
import { describe, expect, it } from 'vitest';
import { effects } from '../../src/config/effects.ts';
import type { EffectsConfig } from '../../src/config/effects.schema.ts';
import { createRandom } from '../../src/shared/random.ts';
import {
  advanceCandles,
  candleSpec,
  createCandleSpawner,
} from '../../src/effects/logic/candles.ts';
import {
  advanceChaosBurst,
  chaosSpec,
  createChaosBurst,
  noteChaosRuns,
} from '../../src/effects/logic/chaosBurst.ts';
import {
  advanceParticles,
  countLive,
  createParticlePool,
  particleAlpha,
  type Particle,
} from '../../src/effects/logic/particles.ts';
import { advanceShake, createShake } from '../../src/effects/logic/shake.ts';
import { createIntroLooks, fitIntroWords, layoutIntroWords } from '../../src/intro/introWords.ts';
import {
  createStageInput,
  createStageModel,
  readStageInput,
  stepStage,
  type StageInput,
  type StageModel,
} from '../../src/effects/logic/stageModel.ts';
import { initialChaosState } from '../../src/chaos/chaosState.ts';

const viewport = { width: 1280, height: 800 };
const config: EffectsConfig = effects;

function running(overrides: Partial<StageInput> = {}): StageInput {
  return { ...createStageInput(), paused: false, ...overrides };
}

function run(model: StageModel, input: StageInput, totalMs: number, stepMs: number, seed = 7) {
  const rng = createRandom(seed);
  for (let t = 0; t < totalMs; t += stepMs) stepStage(model, input, stepMs, config, rng);
  return model;
}

describe('candle spawner', () => {
  it('starts one candle every spawnEveryMs', () => {
    const rng = createRandom(1);
    const pool = createParticlePool(16);
    const spawner = createCandleSpawner();
    const spec = candleSpec(config);
    const times: number[] = [];
    for (let t = 16; t <= 10_000; t += 16) {
      const before = spawner.spawned;
      advanceCandles(spawner, pool, 16, config, spec, viewport, rng);
      if (spawner.spawned > before) times.push(t);
    }
    expect(times.length).toBe(Math.floor(10_000 / config.candles.spawnEveryMs));
    times.forEach((t, i) => {
      expect(Math.abs(t - (i + 1) * config.candles.spawnEveryMs)).toBeLessThan(16);
    });
  });

  it('keeps each candle for lifetimeMs, falling across the viewport with drift and spin', () => {
    const rng = createRandom(2);
    const pool = createParticlePool(4);
    const spawner = createCandleSpawner();
    advanceCandles(
      spawner,
      pool,
      config.candles.spawnEveryMs,
      config,
      candleSpec(config),
      viewport,
      rng,
    );
    const candle = pool.slots.find((p) => p.live);
    expect(candle).toBeDefined();
    if (!candle) return;
    const start = { x: candle.x, y: candle.y, rotation: candle.rotation };
    expect(start.y).toBe(-config.candles.sizePx);
    advanceParticles(pool, config.candles.lifetimeMs - 1);
    expect(candle.live).toBe(true);
    expect(candle.y).toBeGreaterThan(viewport.height * (1 - config.candles.fallSpeedJitter) - 1);
    expect(candle.rotation).not.toBe(start.rotation);
    expect(Math.abs(candle.x - start.x)).toBeLessThanOrEqual(
      (config.candles.driftPxPerSec * config.candles.lifetimeMs) / 1000,
    );
    advanceParticles(pool, 1);
    expect(candle.live).toBe(false);
  });

  it('fades candles in and out', () => {
    const pool = createParticlePool(1);
    const p = pool.slots[0]!;
    Object.assign(p, { live: true, lifetimeMs: 1000, ageMs: 0 });
    expect(particleAlpha(p, config.stage.fadeFraction)).toBe(0);
    p.ageMs = 500;
    expect(particleAlpha(p, config.stage.fadeFraction)).toBe(1);
    p.ageMs = 990;
    expect(particleAlpha(p, config.stage.fadeFraction)).toBeCloseTo(0.1);
  });
});

describe('chaos burst', () => {
  function burstFor(totalMs: number, stepMs: number, pressesAt: number[] = [0]) {
    const rng = createRandom(3);
    const pool = createParticlePool(config.stage.poolSize);
    const burst = createChaosBurst();
    let runs = 0;
    let maxLive = 0;
    for (let t = 0; t < totalMs; t += stepMs) {
      if (pressesAt.some((at) => at >= t && at < t + stepMs)) runs += 1;
      noteChaosRuns(burst, runs, config);
      advanceParticles(pool, stepMs);
      advanceChaosBurst(burst, pool, stepMs, config, chaosSpec(config), viewport, rng);
      maxLive = Math.max(maxLive, countLive(pool, 'chaos'));
    }
    return { burst, pool, maxLive };
  }

  it(`starts exactly burstCount images over durationMs, then stops`, () => {
    const { burst } = burstFor(config.chaosMode.durationMs, 16);
    expect(burst.spawnedTotal).toBe(config.chaosMode.burstCount);
    const later = burstFor(config.chaosMode.durationMs + 5000, 16);
    expect(later.burst.spawnedTotal).toBe(config.chaosMode.burstCount);
    expect(later.burst.endMs).toBe(0);
  });

  it('spreads the images evenly: half of them in the first half', () => {
    const { burst } = burstFor(config.chaosMode.durationMs / 2 - 10, 10);
    expect(burst.spawnedTotal).toBe(config.chaosMode.burstCount / 2);
  });

  it('gives the same count whatever the frame rate', () => {
    for (const step of [7, 16, 33, 100, 250]) {
      expect(burstFor(20_000, step).burst.spawnedTotal).toBe(config.chaosMode.burstCount);
    }
  });

  it('extends on a re-trigger at the same rate, and stays bounded under button mashing', () => {
    const d = config.chaosMode.durationMs;
    const interval = d / config.chaosMode.burstCount;
    const once = burstFor(30_000, 16, [0, 3000]);
    expect(once.burst.spawnedTotal).toBe(Math.ceil((3000 + d) / interval));

    const mashing = Array.from({ length: 200 }, (_, i) => i * 50);
    const mashed = burstFor(30_000, 16, mashing);
    const rateBound = Math.ceil(config.chaosMode.imageLifetimeMs / interval) + 1;
    expect(mashed.maxLive).toBeLessThanOrEqual(Math.min(rateBound, config.chaosMode.maxLiveImages));
    expect(mashed.burst.spawnedTotal).toBe(Math.ceil((199 * 50 + d) / interval));
  });

  it('never exceeds maxLiveImages, even with long-lived images', () => {
    const capped: EffectsConfig = {
      ...config,
      chaosMode: { ...config.chaosMode, imageLifetimeMs: 60_000, maxLiveImages: 10 },
    };
    const rng = createRandom(4);
    const pool = createParticlePool(64);
    const burst = noteChaosRuns(createChaosBurst(), 1, capped);
    for (let t = 0; t < 8000; t += 16) {
      advanceChaosBurst(burst, pool, 16, capped, chaosSpec(capped), viewport, rng);
    }
    expect(countLive(pool, 'chaos')).toBe(10);
    expect(burst.capped).toBe(capped.chaosMode.burstCount - 10);
  });
});

describe('shake envelope', () => {
  const input = { shaking: true, shakeRuns: 1, introShaking: false };

  it('starts at full amplitude and decays to zero over durationMs', () => {
    const shake = createShake(0);
    const peaks: number[] = [];
    for (let t = 0; t < config.shake.durationMs + 200; t += 10) {
      advanceShake(shake, 10, input, config);
      peaks.push(Math.hypot(shake.x, shake.y));
    }
    const firstTenth = Math.max(...peaks.slice(0, 10));
    const lastTenth = Math.max(...peaks.slice(90, 100));
    expect(firstTenth).toBeGreaterThan(config.shake.amplitudePx * 0.5);
    expect(firstTenth).toBeLessThanOrEqual(config.shake.amplitudePx * Math.SQRT2);
    expect(lastTenth).toBeLessThan(firstTenth * 0.2);
    expect(peaks.slice(100)).toEqual(peaks.slice(100).map(() => 0));
    expect(shake.remainingMs).toBe(0);
  });

  it('holds full size during the intro and snaps back to the origin when not shaking', () => {
    const shake = createShake(0);
    let biggest = 0;
    for (let t = 0; t < 3000; t += 10) {
      advanceShake(shake, 10, { shaking: true, shakeRuns: 0, introShaking: true }, config);
      if (t > 2000) biggest = Math.max(biggest, Math.abs(shake.x));
    }
    expect(biggest).toBeGreaterThan(config.shake.amplitudePx * 0.9);
    advanceShake(shake, 10, { shaking: false, shakeRuns: 0, introShaking: false }, config);
    expect([shake.x, shake.y]).toEqual([0, 0]);
  });

  it('a shake started while paused or under reduced motion never moves the stage', () => {
    const shake = createShake(0);
    advanceShake(shake, 10, { shaking: false, shakeRuns: 1, introShaking: false }, config);
    advanceShake(shake, 10, { shaking: true, shakeRuns: 1, introShaking: false }, config);
    expect(shake.remainingMs).toBe(0);
    expect([shake.x, shake.y]).toEqual([0, 0]);
  });
});

describe('intro words', () => {
  it('shows the words at their configured times, pops them in and clears them at the end', () => {
    const looks = createIntroLooks(config.intro.wordTimesMs.length);
    const visibleAt = (ms: number, introVisible = true) =>
      layoutIntroWords(looks, ms, introVisible, config).filter((l) => l.visible).length;
    expect(visibleAt(999)).toBe(0);
    expect(visibleAt(1000)).toBe(1);
    expect(looks[0]!.scale).toBeGreaterThan(1);
    expect(visibleAt(2500)).toBe(2);
    expect(looks[0]!.scale).toBe(1);
    expect(looks[0]!.alpha).toBe(1);
    expect(visibleAt(3000)).toBe(3);
    expect(visibleAt(config.intro.endMs, false)).toBe(0);
  });

  it('follows the store: words from introElapsedMs, gone once the intro is skipped', () => {
    const input = createStageInput();
    readStageInput(initialChaosState({ introElapsedMs: 2100, paused: false }), config, input);
    expect(input.introVisible).toBe(true);
    expect(input.introShaking).toBe(true);
    const model = stepStage(
      createStageModel(config, input, viewport),
      input,
      16,
      config,
      createRandom(1),
    );
    expect(model.words.filter((w) => w.visible)).toHaveLength(2);
    readStageInput(initialChaosState({ introElapsedMs: 2100, introSkipped: true }), config, input);
    stepStage(model, input, 16, config, createRandom(1));
    expect(model.words.filter((w) => w.visible)).toHaveLength(0);
  });

  it('fits the words on a small screen, leaving wordEdgeMarginPx at the edges', () => {
    const { wordSizePx, wordLineHeight, wordEdgeMarginPx } = config.intro;
    const widths = [560, 580, 620]; // three words at size 1, as a wide bold font draws them
    // A desktop: full size, the configured line spacing; a word may pop up to the edges.
    const wide = fitIntroWords(widths, { width: 1280, height: 800 }, config);
    expect(wide.scale).toBe(1);
    expect(wide.gapPx).toBe(wordSizePx * wordLineHeight);
    expect(wide.maxScales[2]).toBeCloseTo((1280 - 2 * wordEdgeMarginPx) / 620);
    // A 320 px phone: the widest word fills the width less the margins, and no more, pop included.
    const narrow = fitIntroWords(widths, { width: 320, height: 568 }, config);
    expect(narrow.scale).toBeCloseTo((320 - 2 * wordEdgeMarginPx) / 620);
    expect(narrow.gapPx).toBeCloseTo(wordSizePx * wordLineHeight * narrow.scale);
    expect(narrow.maxScales[2]).toBeCloseTo(narrow.scale);
    expect(narrow.maxScales[0]).toBeGreaterThan(narrow.scale);
    // A short screen: the column of words fits the height.
    const short = fitIntroWords([100, 100, 100], { width: 844, height: 120 }, config);
    const column = (2 * wordSizePx * wordLineHeight + wordSizePx) * short.scale;
    expect(column).toBeCloseTo(120 - 2 * wordEdgeMarginPx);
  });
});

describe('the whole stage', () => {
  it('freezes while paused: nothing spawns, moves or shakes; resuming carries on', () => {
    const input = running({ chaosRuns: 1, shakeRuns: 1, shaking: true });
    const model = createStageModel(config, createStageInput(), viewport);
    run(model, input, 2000, 16);
    const live = countLive(model.pool);
    expect(live).toBeGreaterThan(5);
    const snapshot = JSON.stringify(model.pool.slots);
    const due = model.chaos.due;

    const paused = { ...input, paused: true, shaking: false };
    run(model, paused, 10_000, 16);
    expect(JSON.stringify(model.pool.slots)).toBe(snapshot);
    expect(model.chaos.due).toBe(due);
    expect([model.shake.x, model.shake.y]).toEqual([0, 0]);

    run(model, { ...input, shaking: false }, 10_000, 16);
    expect(model.chaos.spawnedTotal).toBe(config.chaosMode.burstCount);
  });

  it('notes a chaos press made while paused and bursts once resumed', () => {
    const model = createStageModel(config, createStageInput(), viewport);
    run(model, running({ paused: true, chaosRuns: 1 }), 5000, 16);
    expect(model.chaos.spawnedTotal).toBe(0);
    run(model, running({ chaosRuns: 1 }), 9000, 16);
    expect(model.chaos.spawnedTotal).toBe(config.chaosMode.burstCount);
  });

  it('is frame-rate independent: 60 fps and 10 fps give the same images in about the same places', () => {
    const input = running({ chaosRuns: 1 });
    const fast = run(createStageModel(config, createStageInput(), viewport), input, 6000, 16, 9);
    const slow = run(createStageModel(config, createStageInput(), viewport), input, 6000, 100, 9);
    expect(countLive(fast.pool)).toBe(countLive(slow.pool));
    expect(fast.chaos.spawnedTotal).toBe(slow.chaos.spawnedTotal);
    expect(fast.candles.spawned).toBe(slow.candles.spawned);
    // The same images (spawn order, kind, texture), each within a pixel of the same place.
    const images = (model: StageModel) =>
      model.pool.slots.filter((p) => p.live).sort((a, b) => a.serial - b.serial);
    const fastImages = images(fast);
    const slowImages = images(slow);
    expect(fastImages.length).toBeGreaterThan(5);
    const identity = (p: Particle) => [p.serial, p.kind, p.texture];
    expect(slowImages.map(identity)).toEqual(fastImages.map(identity));
    fastImages.forEach((image, i) => {
      const other = slowImages[i]!;
      expect(Math.abs(other.x - image.x), `image ${image.serial} x`).toBeLessThan(1);
      expect(Math.abs(other.y - image.y), `image ${image.serial} y`).toBeLessThan(1);
      expect(Math.abs(other.rotation - image.rotation), `image ${image.serial} turn`).toBeLessThan(
        0.01,
      );
    });
  });

  it('stays bounded over an hour of simulated time with chaos pressed every 5 s', () => {
    const model = createStageModel(config, createStageInput(), viewport);
    const rng = createRandom(11);
    const input = running();
    let maxLive = 0;
    for (let t = 0; t < 3_600_000; t += 16) {
      input.chaosRuns = Math.floor(t / 5000);
      stepStage(model, input, 16, config, rng);
      if (t % 1000 < 16) maxLive = Math.max(maxLive, countLive(model.pool));
    }
    const candleBound = Math.ceil(config.candles.lifetimeMs / config.candles.spawnEveryMs) + 1;
    expect(maxLive).toBeLessThanOrEqual(config.chaosMode.maxLiveImages + candleBound);
    expect(model.pool.slots).toHaveLength(config.stage.poolSize);
    expect(model.pool.dropped).toBe(0);
    expect(model.candles.spawned).toBe(Math.floor(3_600_000 / config.candles.spawnEveryMs));
  });
});
