// Chaos mode burst: `burstCount` images spread evenly over `durationMs` after the button.
// Re-trigger rule: a press while a burst runs EXTENDS it to end `durationMs` after the latest
// press, at the same rate (burstCount / durationMs), so presses never stack extra images; the
// live count stays near rate x image life and is hard-capped by `maxLiveImages`.
import type { EffectsConfig } from '../../config/effects.schema.ts';
import type { Random } from '../../shared/random.ts';
import {
  countLive,
  fallSpecOf,
  spawnFalling,
  type FallSpec,
  type ParticlePool,
  type Viewport,
} from './particles.ts';

export interface ChaosBurst {
  /** The store's chaosRuns value last seen. */
  seenRuns: number;
  /** Time since the burst started (ms). */
  elapsedMs: number;
  /** Time (since the burst started) at which it ends (ms); 0 when idle. */
  endMs: number;
  /** Images due so far in this burst, started or refused by the cap (count). */
  due: number;
  /** Images started in every burst since creation (count). */
  spawnedTotal: number;
  /** Images skipped because maxLiveImages were alive (count). */
  capped: number;
}

export function createChaosBurst(seenRuns = 0, remainingMs = 0): ChaosBurst {
  return { seenRuns, elapsedMs: 0, endMs: remainingMs, due: 0, spawnedTotal: 0, capped: 0 };
}

export function chaosSpec(config: EffectsConfig): FallSpec {
  return fallSpecOf('chaos', config.chaosMode, config.chaosMode.imageLifetimeMs);
}

export function chaosBurstActive(burst: ChaosBurst): boolean {
  return burst.elapsedMs < burst.endMs;
}

/** Pick up new presses of the chaos button (the store's chaosRuns counter). */
export function noteChaosRuns(burst: ChaosBurst, runs: number, config: EffectsConfig): ChaosBurst {
  if (runs === burst.seenRuns) return burst;
  burst.seenRuns = runs;
  // Stryker disable next-line ConditionalExpression: an idle burst has elapsedMs and due at 0 (reset when it ends), so extending it is starting it
  if (chaosBurstActive(burst)) {
    burst.endMs = burst.elapsedMs + config.chaosMode.durationMs;
  } else {
    burst.elapsedMs = 0;
    burst.due = 0;
    burst.endMs = config.chaosMode.durationMs;
  }
  return burst;
}

/** Advance a running burst by dtMs, starting every image that fell due in the step. */
export function advanceChaosBurst(
  burst: ChaosBurst,
  pool: ParticlePool,
  dtMs: number,
  config: EffectsConfig,
  spec: FallSpec,
  viewport: Viewport,
  rng: Random,
): ChaosBurst {
  if (!chaosBurstActive(burst) || config.chaosMode.textures.length === 0) return burst;
  const { burstCount, durationMs, maxLiveImages } = config.chaosMode;
  const interval = durationMs / Math.max(1, burstCount);
  const stepEnd = Math.min(burst.elapsedMs + dtMs, burst.endMs);
  // Image k is due at k * interval, for every k * interval before the end of the burst.
  const lastIndex = Math.ceil(burst.endMs / interval) - 1;
  while (burst.due <= lastIndex && burst.due * interval <= stepEnd) {
    const dueAt = burst.due * interval;
    burst.due += 1;
    if (countLive(pool, 'chaos') >= maxLiveImages) {
      burst.capped += 1;
      continue;
    }
    if (spawnFalling(pool, spec, viewport, rng, stepEnd - Math.max(dueAt, burst.elapsedMs))) {
      burst.spawnedTotal += 1;
    }
  }
  burst.elapsedMs += dtMs;
  if (!chaosBurstActive(burst)) {
    burst.elapsedMs = 0;
    burst.endMs = 0;
    burst.due = 0;
  }
  return burst;
}
