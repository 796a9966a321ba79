// The effects stage's maths at its edges (src/effects/logic/): the spawn spread over many seeds
// and with scripted random numbers, the chaos cap in a mixed pool, the intro pop-in between its
// endpoints, the shake with no duration or amplitude, and the stage model's input and config.
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
import { createIntroLooks, layoutIntroWords } from '../../src/intro/introWords.ts';
import {
  advanceParticle,
  countLive,
  createParticlePool,
  particleAlpha,
  resizeParticlePool,
  spawnFalling,
  type FallSpec,
  type Particle,
} from '../../src/effects/logic/particles.ts';
import { advanceShake, createShake, shakeEnvelope } from '../../src/effects/logic/shake.ts';
import {
  applyConfigChange,
  createStageInput,
  createStageModel,
  readStageInput,
  stepStage,
} from '../../src/effects/logic/stageModel.ts';

const config: EffectsConfig = effects;
const viewport = { width: 1280, height: 800 };
const SEEDS = 400;

/** A random source that returns the given numbers in turn. */
function scripted(...values: number[]): Random {
  let i = 0;
  return () => values[i++ % values.length]!;
}

function spawnMany(spec: FallSpec): Particle[] {
  const out: Particle[] = [];
  for (let seed = 1; seed <= SEEDS; seed += 1) {
    const pool = createParticlePool(1);
    expect(spawnFalling(pool, spec, viewport, createRandom(seed), 0)).toBe(true);
    out.push({ ...pool.slots[0]! });
  }
  return out;
}

describe.each([
  ['candles', candleSpec(config), config.candles],
  ['chaos images', chaosSpec(config), config.chaosMode],
])('the spawn spread of %s, over many seeds', (_name, spec, settings) => {
  const spawned = spawnMany(spec);
  const range = (values: number[]) => [Math.min(...values), Math.max(...values)];

  it('covers the whole width, never outside it', () => {
    const [left, right] = range(spawned.map((p) => p.x));
    expect(left).toBeGreaterThanOrEqual(0);
    expect(right).toBeLessThan(viewport.width);
    expect(left).toBeLessThan(viewport.width * 0.05);
    expect(right).toBeGreaterThan(viewport.width * 0.95);
  });

  it('uses every texture, and only those', () => {
    const textures = new Set(spawned.map((p) => p.texture));
    expect([...textures].sort()).toEqual(settings.textures.map((_t, i) => i));
  });

  it('spins within spinRadPerSec either way, in radians per ms', () => {
    const limit = settings.spinRadPerSec / 1000;
    const [low, high] = range(spawned.map((p) => p.spin));
    expect(low).toBeGreaterThanOrEqual(-limit);
    expect(high).toBeLessThanOrEqual(limit);
    expect(low).toBeLessThan(-limit * 0.9);
    expect(high).toBeGreaterThan(limit * 0.9);
  });

  it('drifts within driftPxPerSec either way, in px per ms', () => {
    const limit = settings.driftPxPerSec / 1000;
    const [low, high] = range(spawned.map((p) => p.vx));
    expect(low).toBeGreaterThanOrEqual(-limit);
    expect(high).toBeLessThanOrEqual(limit);
    expect(low).toBeLessThan(-limit * 0.9);
    expect(high).toBeGreaterThan(limit * 0.9);
  });

  it('starts at any angle, and falls across the viewport in its life, times 1 ± fallSpeedJitter', () => {
    const [low, high] = range(spawned.map((p) => p.rotation));
    expect(low).toBeGreaterThanOrEqual(-Math.PI);
    expect(high).toBeLessThanOrEqual(Math.PI);
    expect(low).toBeLessThan(-Math.PI * 0.9);
    expect(high).toBeGreaterThan(Math.PI * 0.9);
    const across = (viewport.height + 2 * spec.sizePx) / spec.lifetimeMs;
    const [slow, fast] = range(spawned.map((p) => p.vy));
    expect(slow).toBeGreaterThanOrEqual(across * (1 - settings.fallSpeedJitter) - 1e-12);
    expect(fast).toBeLessThanOrEqual(across * (1 + settings.fallSpeedJitter) + 1e-12);
    expect(slow).toBeLessThan(across * (1 - settings.fallSpeedJitter * 0.9));
    expect(fast).toBeGreaterThan(across * (1 + settings.fallSpeedJitter * 0.9));
  });

  it('starts just above the top, with its kind, size and life', () => {
    for (const p of spawned) {
      expect(p).toMatchObject({
        live: true,
        kind: spec.kind,
        y: -spec.sizePx,
        ageMs: 0,
        sizePx: spec.sizePx,
        lifetimeMs: spec.lifetimeMs,
      });
    }
  });
});

describe('spawnFalling with scripted random numbers', () => {
  const spec = chaosSpec(config);

  it('maps each draw to its field', () => {
    const pool = createParticlePool(2);
    // Draws in order: speed, texture, x, drift, angle, spin.
    spawnFalling(pool, spec, viewport, scripted(1, 0.5, 0.25, 0.75, 0, 0.5), 0);
    const p = pool.slots[0]!;
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
    expect(createParticlePool(2).slots).toEqual([
      {
        live: false,
        serial: 0,
        kind: 'candle',
        texture: 0,
        x: 0,
        y: 0,
        vx: 0,
        vy: 0,
        rotation: 0,
        spin: 0,
        ageMs: 0,
        lifetimeMs: 0,
        sizePx: 0,
      },
      expect.objectContaining({ live: false }),
    ]);
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
  it('starts nothing with no interval or no textures', () => {
    for (const candles of [
      { ...config.candles, textures: [] },
      { ...config.candles, spawnEveryMs: 0 },
      { ...config.candles, spawnEveryMs: -1 },
    ]) {
      const changed = { ...config, candles };
      const pool = createParticlePool(8);
      const spawner = createCandleSpawner();
      advanceCandles(
        spawner,
        pool,
        10_000,
        changed,
        candleSpec(changed),
        viewport,
        createRandom(1),
      );
      expect(spawner.spawned).toBe(0);
      expect(pool.started).toBe(0);
    }
  });
});

describe('chaos burst', () => {
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

describe('intro words', () => {
  const { wordTimesMs, wordPopMs, wordPopFromScale } = config.intro;
  const first = wordTimesMs[0]!;

  it('start hidden at full size', () => {
    expect(createIntroLooks(2)).toEqual([
      { visible: false, scale: 1, alpha: 0 },
      { visible: false, scale: 1, alpha: 0 },
    ]);
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

describe('shake', () => {
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

describe('stage model', () => {
  it('starts its input paused and idle', () => {
    expect(createStageInput()).toEqual({
      paused: true,
      shaking: false,
      introShaking: false,
      introVisible: false,
      introElapsedMs: 0,
      shakeRuns: 0,
      chaosRuns: 0,
      chaosRemainingMs: 0,
    });
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

  it('follows a config with more intro words with fresh looks, and one with fewer', () => {
    const model = createStageModel(config, createStageInput(), viewport);
    const more = {
      ...config,
      intro: { ...config.intro, wordTimesMs: [...config.intro.wordTimesMs, 9, 10] },
    };
    applyConfigChange(model, more);
    expect(model.words).toEqual(createIntroLooks(config.intro.wordTimesMs.length + 2));
    const fewer = { ...config, intro: { ...config.intro, wordTimesMs: [1] } };
    applyConfigChange(model, fewer);
    expect(model.words).toHaveLength(1);
  });

  it('starts no image in a step of no time', () => {
    const model = createStageModel(config, createStageInput(), viewport);
    const input = { ...createStageInput(), paused: false, chaosRuns: 1 };
    stepStage(model, input, 0, config, createRandom(1));
    expect(model.pool.started).toBe(0);
    stepStage(model, input, 1, config, createRandom(1));
    expect(model.pool.started).toBe(1);
  });
});
