// The effects stage's pure logic (src/effects/logic/, src/intro/introWords.ts) with seeded or
// scripted random numbers: each spawn's draws, the particle pool and its fade, the candle schedule
// and lives, the chaos burst and its caps and re-trigger rule, the intro words, the shake and its
// envelope, and the whole stage: pause, frame-rate independence and an hour's bounds.
import { describe, expect, it } from 'vitest';
import { effects } from '../../src/config/effects.ts';
import type { EffectsConfig } from '../../src/config/effects.schema.ts';
import { initialChaosState } from '../../src/chaos/chaosState.ts';
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
} from '../../src/effects/logic/particles.ts';
import { advanceShake, createShake, shakeEnvelope } from '../../src/effects/logic/shake.ts';
import {
  createStageInput,
  createStageModel,
  readStageInput,
  stepStage,
  type StageInput,
  type StageModel,
} from '../../src/effects/logic/stageModel.ts';

const config: EffectsConfig = effects;
const viewport = { width: 1280, height: 800 };

/** A random source that returns the given numbers in turn. */
function scripted(...values: number[]): Random {
  let i = 0;
  return () => values[i++ % values.length]!;
}

const newModel = () => createStageModel(config, createStageInput(), viewport);

function running(overrides: Partial<StageInput> = {}): StageInput {
  return { ...createStageInput(), paused: false, ...overrides };
}

function run(model: StageModel, input: StageInput, totalMs: number, stepMs: number, seed = 7) {
  const rng = createRandom(seed);
  for (let t = 0; t < totalMs; t += stepMs) stepStage(model, input, stepMs, config, rng);
  return model;
}

// The spread of each field over its draws: 'spawnFalling with scripted random numbers' below, at
// both ends of each draw.
describe('fall specs: candles and chaos images by one builder, each from its own section', () => {
  // Chaos images' own drift, spin, spread and life, each unlike the candles' ones.
  const own = structuredClone(config);
  Object.assign(own.chaosMode, { driftPxPerSec: 0, spinRadPerSec: 0, fallSpeedJitter: 0 });
  own.chaosMode.imageLifetimeMs = own.candles.lifetimeMs + 1;
  it.each([
    ['candle', candleSpec(own), own.candles, own.candles.lifetimeMs],
    ['chaos', chaosSpec(own), own.chaosMode, own.chaosMode.imageLifetimeMs],
  ] as const)('%s', (kind, spec, section, lifetimeMs) => {
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
  });
});

describe('spawnFalling with scripted random numbers', () => {
  const spec = chaosSpec(config);

  it('maps each draw to its field', () => {
    const pool = createParticlePool(2);
    // Draws in order: speed, texture, x, drift, angle, spin.
    spawnFalling(pool, spec, viewport, scripted(1, 0.5, 0.25, 0.75, 0, 0.5), 0);
    const p = pool.slots[0]!;
    const { sizePx, lifetimeMs } = spec;
    expect(p).toMatchObject({
      live: true,
      kind: 'chaos',
      y: -sizePx,
      ageMs: 0,
      sizePx,
      lifetimeMs,
    });
    const across = (viewport.height + 2 * spec.sizePx) / spec.lifetimeMs;
    expect(p.vy).toBeCloseTo(across * (1 + spec.fallSpeedJitter), 12);
    expect(p.texture).toBe(Math.floor(0.5 * spec.textureCount));
    expect(p.x).toBe(0.25 * viewport.width);
    expect(p.vx).toBeCloseTo((0.5 * spec.driftPxPerSec) / 1000, 12);
    expect(p.rotation).toBe(-Math.PI);
    expect(p.spin).toBe(0);
    expect(p.serial).toBe(1);
    expect(pool.started).toBe(1);
    spawnFalling(pool, spec, viewport, scripted(0, 0.999_999, 0, 0, 1, 0), 0);
    const q = pool.slots[1]!;
    expect(q.vy).toBeCloseTo(across * (1 - spec.fallSpeedJitter), 12);
    expect(q.texture).toBe(spec.textureCount - 1);
    expect(q.vx).toBeCloseTo(-spec.driftPxPerSec / 1000, 12);
    expect(q.rotation).toBe(Math.PI);
    expect(q.spin).toBeCloseTo(-spec.spinRadPerSec / 1000, 12);
    expect(q.serial).toBe(2);
  });

  it('keeps the texture in range even for a draw of 1', () => {
    const pool = createParticlePool(1);
    spawnFalling(pool, spec, viewport, scripted(0.5, 1, 0.5, 0.5, 0.5, 0.5), 0);
    expect(pool.slots[0]!.texture).toBe(spec.textureCount - 1);
  });

  it('ages a new image by the part of the step after its due time', () => {
    const pool = createParticlePool(1);
    spawnFalling(pool, spec, viewport, scripted(0.5, 0.5, 0.5, 0.75, 0.5, 0.75), 100);
    const p = pool.slots[0]!;
    expect(p.ageMs).toBe(100);
    expect(p.y).toBeCloseTo(-spec.sizePx + p.vy * 100, 9);
    expect(p.x).toBeCloseTo(0.5 * viewport.width + p.vx * 100, 9);
    expect(p.x).toBeGreaterThan(0.5 * viewport.width);
    expect(p.rotation).toBeCloseTo(p.spin * 100, 12);
    expect(p.rotation).toBeGreaterThan(0);
  });

  it('refuses a spawn when every slot is busy, and counts it', () => {
    const pool = createParticlePool(1);
    expect(spawnFalling(pool, spec, viewport, createRandom(1), 0)).toBe(true);
    expect(spawnFalling(pool, spec, viewport, createRandom(2), 0)).toBe(false);
    expect(spawnFalling(pool, spec, viewport, createRandom(3), 0)).toBe(false);
    expect(pool).toMatchObject({ dropped: 2, started: 1 });
  });
});

describe('particle pool', () => {
  it('starts with empty candle slots', () => {
    const slots = createParticlePool(2).slots;
    expect(slots).toHaveLength(2);
    for (const { live, kind, ...numbers } of slots) {
      expect([live, kind]).toEqual([false, 'candle']);
      expect(Object.values(numbers)).toEqual(Object.values(numbers).map(() => 0));
    }
  });

  it('grows and shrinks to exactly the capacity', () => {
    const pool = createParticlePool(2);
    expect(resizeParticlePool(pool, 5).slots).toHaveLength(5);
    expect(resizeParticlePool(pool, 3).slots).toHaveLength(3);
    expect(resizeParticlePool(pool, -1).slots).toHaveLength(0);
  });

  it('counts live images, of one kind or all', () => {
    const pool = createParticlePool(4);
    spawnFalling(pool, candleSpec(config), viewport, createRandom(1), 0);
    spawnFalling(pool, chaosSpec(config), viewport, createRandom(2), 0);
    spawnFalling(pool, chaosSpec(config), viewport, createRandom(3), 0);
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

  it('fades over fadeFraction of the life; with no fade, shows fully for exactly its life', () => {
    const p = { ageMs: 0, lifetimeMs: 1000 } as Particle;
    const fade = config.stage.fadeFraction;
    expect(particleAlpha(p, fade)).toBe(0);
    expect(particleAlpha({ ...p, ageMs: (fade * 1000) / 2 }, fade)).toBeCloseTo(0.5, 9);
    expect(particleAlpha({ ...p, ageMs: 500 }, fade)).toBe(1);
    expect(particleAlpha({ ...p, ageMs: 1000 - (fade * 1000) / 4 }, fade)).toBeCloseTo(0.25, 9);
    expect(particleAlpha(p, 0)).toBe(1);
    expect(particleAlpha({ ...p, ageMs: 999 }, 0)).toBe(1);
    expect(particleAlpha({ ...p, ageMs: 1000 }, 0)).toBe(0);
    expect(particleAlpha({ ...p, ageMs: -1 }, 0)).toBe(0);
    expect(particleAlpha({ ...p, ageMs: 1200 }, 0)).toBe(0);
  });
});

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

  const candlesAfter = (ms: number, changed = config) => {
    const pool = createParticlePool(8);
    const spawner = createCandleSpawner();
    advanceCandles(spawner, pool, ms, changed, candleSpec(changed), viewport, createRandom(2));
    return { pool, spawner };
  };

  it('keeps each candle for lifetimeMs, falling across the viewport with drift and spin', () => {
    const { pool } = candlesAfter(config.candles.spawnEveryMs);
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

  it('starts nothing with no interval or no textures', () => {
    for (const candles of [
      { ...config.candles, textures: [] },
      { ...config.candles, spawnEveryMs: 0 },
      { ...config.candles, spawnEveryMs: -1 },
    ]) {
      const { pool, spawner } = candlesAfter(10_000, { ...config, candles });
      expect(spawner.spawned).toBe(0);
      expect(pool.started).toBe(0);
    }
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

  it('starts exactly burstCount images over durationMs, then stops, whatever the frame rate', () => {
    const { durationMs, burstCount } = config.chaosMode;
    expect(burstFor(durationMs, 16).burst.spawnedTotal).toBe(burstCount);
    for (const step of [7, 16, 33, 100, 250]) {
      const { burst } = burstFor(durationMs + 5000, step);
      expect([burst.spawnedTotal, burst.endMs], `${step} ms steps`).toEqual([burstCount, 0]);
    }
    // Evenly: half of them in the first half.
    expect(burstFor(durationMs / 2 - 10, 10).burst.spawnedTotal).toBe(burstCount / 2);
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
  it('is active only before its end', () => {
    expect(chaosBurstActive(createChaosBurst(0, 0))).toBe(false);
    expect(chaosBurstActive(createChaosBurst(0, 1))).toBe(true);
    expect(chaosBurstActive({ ...createChaosBurst(0, 100), elapsedMs: 100 })).toBe(false);
  });

  it('starts nothing without textures, and holds its time', () => {
    const changed = { ...config, chaosMode: { ...config.chaosMode, textures: [] } };
    const burst = noteChaosRuns(createChaosBurst(), 1, changed);
    const pool = createParticlePool(8);
    advanceChaosBurst(burst, pool, 1000, changed, chaosSpec(changed), viewport, createRandom(1));
    expect(pool.started).toBe(0);
    expect(burst.spawnedTotal).toBe(0);
    expect(burst.elapsedMs).toBe(0);
  });

  it('counts only chaos images towards maxLiveImages in a pool full of candles', () => {
    const { maxLiveImages, burstCount } = config.chaosMode;
    const pool = createParticlePool(maxLiveImages + burstCount + 1);
    const candle = { ...candleSpec(config), lifetimeMs: 1e9 };
    for (let i = 0; i < maxLiveImages + 1; i += 1)
      spawnFalling(pool, candle, viewport, createRandom(i), 0);
    const burst = noteChaosRuns(createChaosBurst(), 1, config);
    const rng = createRandom(5);
    for (let t = 0; t < config.chaosMode.durationMs; t += 50)
      advanceChaosBurst(burst, pool, 50, config, chaosSpec(config), viewport, rng);
    expect(burst.capped).toBe(0);
    expect(burst.spawnedTotal).toBe(burstCount);
    expect(countLive(pool, 'candle')).toBe(maxLiveImages + 1);
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
  it('has no size when shake.durationMs is 0, unless the intro shakes', () => {
    const still = { ...config, shake: { ...config.shake, durationMs: 0 } };
    const shake = { ...createShake(), remainingMs: 0 };
    expect(shakeEnvelope(shake, false, still)).toBe(0);
    expect(shakeEnvelope(shake, true, still)).toBe(1);
    expect(shakeEnvelope({ ...shake, remainingMs: 500 }, false, still)).toBe(0);
  });

  it('stays exactly at the origin with no amplitude', () => {
    const flat = { ...config, shake: { ...config.shake, amplitudePx: 0 } };
    const shake = createShake();
    for (let i = 0; i < 60; i += 1) {
      advanceShake(shake, 7, { shaking: true, shakeRuns: 1, introShaking: true }, flat);
      expect(Object.is(shake.x, 0) && Object.is(shake.y, 0)).toBe(true);
    }
  });

  it('moves vertically at verticalRatio of the turn plus verticalPhaseRad', () => {
    const shake = createShake();
    const dt = 13;
    advanceShake(shake, dt, { shaking: true, shakeRuns: 0, introShaking: true }, config);
    const { amplitudePx, frequencyHz, verticalRatio, verticalPhaseRad } = config.shake;
    const turn = (2 * Math.PI * frequencyHz * dt) / 1000;
    expect(shake.x).toBeCloseTo(amplitudePx * Math.sin(turn), 9);
    expect(shake.y).toBeCloseTo(amplitudePx * Math.sin(turn * verticalRatio + verticalPhaseRad), 9);
  });
});

describe('intro words', () => {
  it('shows the words at their configured times, popped in after wordPopMs, none at the end', () => {
    const { wordTimesMs: times, wordPopMs, endMs } = config.intro;
    const looks = createIntroLooks(times.length);
    const visibleAt = (ms: number, introVisible = true) =>
      layoutIntroWords(looks, ms, introVisible, config).filter((l) => l.visible).length;
    expect(visibleAt(times[0]! - 1)).toBe(0);
    expect(visibleAt(times[0]!)).toBe(1);
    const popped = times[0]! + wordPopMs;
    expect(visibleAt(popped)).toBe(times.filter((t) => t <= popped).length);
    expect(looks[0]).toMatchObject({ scale: 1, alpha: 1 });
    expect(visibleAt(times.at(-1)!)).toBe(times.length);
    expect(visibleAt(endMs, false)).toBe(0);
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
  const { wordTimesMs, wordPopMs, wordPopFromScale } = config.intro;
  const first = wordTimesMs[0]!;

  it('start hidden at full size', () => {
    expect(createIntroLooks(2)).toEqual(Array(2).fill({ visible: false, scale: 1, alpha: 0 }));
  });

  it.each([0, 0.25, 0.5, 0.75, 1, 2])(
    'pop in: at %f of wordPopMs, scale and alpha are that far along',
    (f) => {
      const [look] = layoutIntroWords(createIntroLooks(1), first + f * wordPopMs, true, config);
      const t = Math.min(1, f);
      expect(look!.visible).toBe(true);
      expect(look!.alpha).toBeCloseTo(t, 9);
      expect(look!.scale).toBeCloseTo(1 + (wordPopFromScale - 1) * (1 - t), 9);
    },
  );

  it('shows a word at once, full size, when wordPopMs is 0', () => {
    const instant = { ...config, intro: { ...config.intro, wordPopMs: 0 } };
    const [look] = layoutIntroWords(createIntroLooks(1), first, true, instant);
    expect(look).toEqual({ visible: true, scale: wordPopFromScale, alpha: 0 });
    const [later] = layoutIntroWords(createIntroLooks(1), first + 1, true, instant);
    expect(later).toEqual({ visible: true, scale: 1, alpha: 1 });
  });

  it('never shows a word without a time', () => {
    const looks = layoutIntroWords(
      createIntroLooks(wordTimesMs.length + 1),
      config.intro.endMs,
      true,
      config,
    );
    expect(looks.at(-1)).toEqual({ visible: false, scale: wordPopFromScale, alpha: 0 });
  });
});

describe('the whole stage', () => {
  it('freezes while paused: nothing spawns, moves or shakes; resuming carries on', () => {
    const input = running({ chaosRuns: 1, shakeRuns: 1, shaking: true });
    const model = newModel();
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
    const model = newModel();
    run(model, running({ paused: true, chaosRuns: 1 }), 5000, 16);
    expect(model.chaos.spawnedTotal).toBe(0);
    run(model, running({ chaosRuns: 1 }), 9000, 16);
    expect(model.chaos.spawnedTotal).toBe(config.chaosMode.burstCount);
  });

  it('is frame-rate independent: 60 fps and 10 fps give the same images in about the same places', () => {
    const input = running({ chaosRuns: 1 });
    const fast = run(newModel(), input, 6000, 16, 9);
    const slow = run(newModel(), input, 6000, 100, 9);
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
    const farthest = (of: (p: Particle) => number) =>
      Math.max(...fastImages.map((p, i) => Math.abs(of(p) - of(slowImages[i]!))));
    expect(farthest((p) => p.x)).toBeLessThan(1);
    expect(farthest((p) => p.y)).toBeLessThan(1);
    expect(farthest((p) => p.rotation)).toBeLessThan(0.01);
  });

  it('stays bounded over an hour of simulated time with chaos pressed every 5 s', () => {
    const model = newModel();
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
  it('starts its input paused and idle', () => {
    const { paused, ...idle } = createStageInput();
    expect(paused).toBe(true);
    expect(Object.values(idle).filter((value) => value !== 0 && value !== false)).toEqual([]);
  });

  it('says the intro shakes only while shaking, during the intro, when the config allows it', () => {
    const read = (over: Parameters<typeof initialChaosState>[0], cfg = config) =>
      readStageInput(initialChaosState(over), cfg, createStageInput()).introShaking;
    const during = { introElapsedMs: 0 };
    expect(read(during)).toBe(config.intro.shakeDuringIntro);
    const never = { ...config, intro: { ...config.intro, shakeDuringIntro: false } };
    expect(read(during, never)).toBe(false);
    expect(read({ ...during, shakeRemainingMs: 500 }, never)).toBe(false);
    expect(read({ introSkipped: true, shakeRemainingMs: 500 })).toBe(false);
    expect(read({ introSkipped: true })).toBe(false);
    expect(read({ ...during, paused: true })).toBe(false);
    expect(read({ ...during, reducedMotion: true })).toBe(false);
  });

  it('starts no image in a step of no time', () => {
    const model = newModel();
    const input = { ...createStageInput(), paused: false, chaosRuns: 1 };
    stepStage(model, input, 0, config, createRandom(1));
    expect(model.pool.started).toBe(0);
    stepStage(model, input, 1, config, createRandom(1));
    expect(model.pool.started).toBe(1);
  });
});
