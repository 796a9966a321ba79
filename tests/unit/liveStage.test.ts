// What the stage does with a live config change (dev server), as pure logic: the candle spawner
// takes a new interval from its last candle (never a catch-up burst), the model's specs and pool
// follow while images in flight go on; and the studio endpoint's guards.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { effects } from '../../src/config/effects.ts';
import type { EffectsConfig } from '../../src/config/effects.schema.ts';
import {
  advanceCandles,
  candleSpec,
  createCandleSpawner,
} from '../../src/effects/logic/candles.ts';
import { countLive, createParticlePool } from '../../src/effects/logic/particles.ts';
import {
  applyConfigChange,
  createStageInput,
  createStageModel,
} from '../../src/effects/logic/stageModel.ts';
import { createIntroLooks } from '../../src/intro/introWords.ts';
import { createRandom } from '../../src/shared/random.ts';
import { isLoopback, readChanges, refusal } from '../../buildtime/studioServer.ts';

const viewport = { width: 800, height: 600 };
const copy = (): EffectsConfig => structuredClone(effects);

describe('a live config change on the stage', () => {
  it('the candle spawner uses a new interval from its next candle, without a burst', () => {
    const config = copy();
    config.candles.spawnEveryMs = 1500;
    const pool = createParticlePool(64);
    const spawner = createCandleSpawner();
    const rng = createRandom(1);
    const step = (ms: number) =>
      advanceCandles(spawner, pool, ms, config, candleSpec(config), viewport, rng);
    step(1500);
    expect([spawner.spawned, spawner.everyMs]).toEqual([1, 1500]);
    step(1400); // 1.4 s since the last candle
    config.candles.spawnEveryMs = 300;
    step(16); // one candle now (1.4 s is past 300 ms), not four
    expect(spawner.spawned).toBe(2);
    expect(spawner.everyMs).toBe(300);
    step(280); // the next is due 300 ms after that one
    expect(spawner.spawned).toBe(2);
    step(4);
    expect(spawner.spawned).toBe(3);
    config.candles.spawnEveryMs = 2000; // a longer interval counts from the last candle too
    step(1900);
    expect(spawner.spawned).toBe(3);
    step(100);
    expect(spawner.spawned).toBe(4);
  });

  it('new specs, pool size and intro words apply; images in flight keep falling', () => {
    const config = copy();
    const model = createStageModel(config, createStageInput(), viewport);
    model.pool.slots[0]!.live = true;
    config.candles.sizePx = 99;
    config.chaosMode.imageLifetimeMs = 4321;
    config.stage.poolSize = 80;
    config.intro.wordTimesMs = [...effects.intro.wordTimesMs, 9, 10];
    applyConfigChange(model, config);
    expect(model.candleSpec.sizePx).toBe(99);
    expect(model.chaosSpec.lifetimeMs).toBe(4321);
    expect(model.pool.slots).toHaveLength(80);
    expect(countLive(model.pool)).toBe(1);
    expect(model.words).toEqual(createIntroLooks(effects.intro.wordTimesMs.length + 2));
    config.stage.poolSize = 10;
    config.intro.wordTimesMs = [1];
    applyConfigChange(model, config);
    expect(model.pool.slots).toHaveLength(10);
    expect(countLive(model.pool)).toBe(1);
    expect(model.words).toHaveLength(1);
  });
});

describe('the studio endpoint', () => {
  const request = (remote: string, headers: Record<string, string>) =>
    ({ socket: { remoteAddress: remote }, headers }) as unknown as IncomingMessage;
  const json = {
    host: '127.0.0.1:5173',
    origin: 'http://127.0.0.1:5173',
    'content-type': 'application/json',
  };

  it('answers loopback only, same-origin JSON only', () => {
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1'].every(isLoopback)).toBe(true);
    expect(['10.0.0.2', '::ffff:192.168.1.2', undefined].some(isLoopback)).toBe(false);
    const local = (headers: Record<string, string>) =>
      refusal(request('127.0.0.1', { ...json, ...headers }), true);
    expect(local({})).toBeNull();
    expect(refusal(request('192.168.1.9', json), true)).toMatch(/loopback/);
    expect(local({ origin: 'http://evil.example' })).toMatch(/same-origin/);
    expect(local({ 'content-type': 'text/plain' })).toMatch(/JSON/);
    const crossSite = { ...json, 'sec-fetch-site': 'cross-site' };
    expect(refusal(request('127.0.0.1', crossSite), false)).toMatch(/same-origin/);
  });

  it('takes changes to existing fields only', () => {
    const current = effects as unknown as Record<string, Record<string, unknown>>;
    expect(readChanges({ changes: { 'candles.spawnEveryMs': 500 } }, current)).toEqual(
      new Map([['candles.spawnEveryMs', 500]]),
    );
    expect(readChanges({ changes: { 'candles.x': 1 } }, current)).toBe(
      'effects.candles.x is not a field of the effects config',
    );
    expect(readChanges({ changes: { '__proto__.x': 1 } }, current)).toMatch(/not a field/);
    expect(readChanges({ changes: {} }, current)).toBe('nothing to save');
    expect(readChanges([], current)).toMatch(/the body must be/);
  });
});
