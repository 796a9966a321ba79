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
  const stepEnd = Math.min(burst.elapsedMs + dtMs, burst.endMs);
  // Image k is due at k * durationMs / burstCount, for every such time before the end of the
  // burst. Multiplied before dividing: image burstCount is due at exactly durationMs, so a burst
  // never starts one image too many (k * (durationMs / burstCount) can round below it).
  const dueAt = (k: number) => (k * durationMs) / Math.max(1, burstCount);
  while (dueAt(burst.due) < burst.endMs && dueAt(burst.due) <= stepEnd) {
    const at = dueAt(burst.due);
    burst.due += 1;
    if (countLive(pool, 'chaos') >= maxLiveImages) {
      burst.capped += 1;
      continue;
    }
    // Aged by the time from its due time to the end of the step (a step may go past the end).
    const ageMs = burst.elapsedMs + dtMs - Math.max(at, burst.elapsedMs);
    if (spawnFalling(pool, spec, viewport, rng, ageMs)) {
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
