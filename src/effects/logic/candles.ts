// Falling candle spawner: one candle every `spawnEveryMs`, advanced by elapsed time.
import type { EffectsConfig } from '../../config/effects.ts';
import type { Random } from '../../lib/random.ts';
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
}

export function createCandleSpawner(): CandleSpawner {
  return { sinceLastMs: 0, spawned: 0 };
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
  spawner.sinceLastMs += dtMs;
  while (spawner.sinceLastMs >= every) {
    spawner.sinceLastMs -= every;
    spawner.spawned += 1;
    spawnFalling(pool, spec, viewport, rng, spawner.sinceLastMs);
  }
  return spawner;
}
