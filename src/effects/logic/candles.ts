// Falling candle spawner: one candle every `spawnEveryMs`, advanced by elapsed time.
import type { EffectsConfig } from '../../config/effects.schema.ts';
import type { Random } from '../../shared/random.ts';
import {
  fallSpecOf,
  spawnFalling,
  type FallSpec,
  type ParticlePool,
  type Viewport,
} from './particles.ts';

export interface CandleSpawner {
  /** Time since the last candle was due (ms). */
  sinceLastMs: number;
  /** Candles started since creation (count). */
  spawned: number;
  /** The interval in force (ms): candles.spawnEveryMs as last seen. */
  everyMs: number;
}

export function createCandleSpawner(): CandleSpawner {
  return { sinceLastMs: 0, spawned: 0, everyMs: 0 };
}

export function candleSpec(config: EffectsConfig): FallSpec {
  return fallSpecOf('candle', config.candles, config.candles.lifetimeMs);
}

/** Advance the spawner by dtMs, starting every candle that fell due in the step. */
export function advanceCandles(
  spawner: CandleSpawner,
  pool: ParticlePool,
  dtMs: number,
  config: EffectsConfig,
  spec: FallSpec,
  viewport: Viewport,
  rng: Random,
): CandleSpawner {
  const every = config.candles.spawnEveryMs;
  if (every <= 0 || config.candles.textures.length === 0) return spawner;
  // A new interval (the live config changed) counts from the last candle: the next one is due
  // `every` after it, or at once if that is past, never a catch-up burst.
  // Stryker disable next-line ConditionalExpression: with the same interval sinceLastMs is already below it, so the clamp changes nothing
  if (spawner.everyMs !== every) {
    spawner.everyMs = every;
    spawner.sinceLastMs = Math.min(spawner.sinceLastMs, every);
  }
  spawner.sinceLastMs += dtMs;
  while (spawner.sinceLastMs >= every) {
    spawner.sinceLastMs -= every;
    spawner.spawned += 1;
    spawnFalling(pool, spec, viewport, rng, spawner.sinceLastMs);
  }
  return spawner;
}
