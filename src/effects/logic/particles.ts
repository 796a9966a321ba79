// Fixed-capacity slots for falling images (candles, chaos images): plain data, no Pixi, no
// allocation after creation. Spawners fill free slots; advanceParticles moves and retires them.
import type { Random } from '../../shared/random.ts';

export type ParticleKind = 'candle' | 'chaos';

export interface Particle {
  /** The slot holds a falling image. */
  live: boolean;
  /** Which spawn this is (1, 2, ... per pool): tells a reused slot's new image from the old. */
  serial: number;
  kind: ParticleKind;
  /** Index into the kind's texture list in the config. */
  texture: number;
  /** Centre position (CSS px from the viewport's top left). */
  x: number;
  y: number;
  /** Velocity (CSS px per ms). */
  vx: number;
  vy: number;
  /** Rotation (radians) and spin (radians per ms). */
  rotation: number;
  spin: number;
  /** Age and life (ms). */
  ageMs: number;
  lifetimeMs: number;
  /** Width (CSS px). */
  sizePx: number;
}

export interface ParticlePool {
  slots: Particle[];
  /** Spawns refused because every slot was busy (count, since creation). */
  dropped: number;
  /** Images started (count, since creation). */
  started: number;
}

export interface Viewport {
  /** CSS px. */
  width: number;
  height: number;
}

/** How a spawner wants one image to fall. */
export interface FallSpec {
  kind: ParticleKind;
  textureCount: number;
  lifetimeMs: number;
  sizePx: number;
  driftPxPerSec: number;
  spinRadPerSec: number;
  fallSpeedJitter: number;
}

/** The config fields every kind of falling image has (effects.candles, effects.chaosMode). */
export interface FallSettings {
  textures: readonly string[];
  sizePx: number;
  driftPxPerSec: number;
  spinRadPerSec: number;
  fallSpeedJitter: number;
}

/** How one kind of image falls: its section of the effects config and its images' life (ms). */
export function fallSpecOf(
  kind: ParticleKind,
  settings: FallSettings,
  lifetimeMs: number,
): FallSpec {
  return {
    kind,
    textureCount: settings.textures.length,
    lifetimeMs,
    sizePx: settings.sizePx,
    driftPxPerSec: settings.driftPxPerSec,
    spinRadPerSec: settings.spinRadPerSec,
    fallSpeedJitter: settings.fallSpeedJitter,
  };
}

function emptyParticle(): Particle {
  return {
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
  };
}

export function createParticlePool(capacity: number): ParticlePool {
  const slots: Particle[] = [];
  for (let i = 0; i < capacity; i += 1) slots.push(emptyParticle());
  return { slots, dropped: 0, started: 0 };
}

/** Grow or shrink the pool to `capacity` slots (images in dropped slots vanish). */
export function resizeParticlePool(pool: ParticlePool, capacity: number): ParticlePool {
  // Stryker disable next-line EqualityOperator: one slot too many is cut off by the next line
  while (pool.slots.length < capacity) pool.slots.push(emptyParticle());
  pool.slots.length = Math.max(0, capacity);
  return pool;
}

export function countLive(pool: ParticlePool, kind?: ParticleKind): number {
  let n = 0;
  for (const p of pool.slots) if (p.live && (kind === undefined || p.kind === kind)) n += 1;
  return n;
}

/** Move one particle by dtMs and retire it at the end of its life. */
export function advanceParticle(p: Particle, dtMs: number): void {
  if (!p.live) return;
  p.ageMs += dtMs;
  if (p.ageMs >= p.lifetimeMs) {
    p.live = false;
    return;
  }
  p.x += p.vx * dtMs;
  p.y += p.vy * dtMs;
  p.rotation += p.spin * dtMs;
}

/** Move every live particle by dtMs; returns the pool. */
export function advanceParticles(pool: ParticlePool, dtMs: number): ParticlePool {
  for (const p of pool.slots) advanceParticle(p, dtMs);
  return pool;
}

/**
 * Start one image just above the top of the viewport, falling across it in its life, then age
 * it by `ageMs` (the part of this step after its due time, so big and small steps agree).
 * Returns false when every slot is busy.
 */
export function spawnFalling(
  pool: ParticlePool,
  spec: FallSpec,
  viewport: Viewport,
  rng: Random,
  ageMs: number,
): boolean {
  const p = pool.slots.find((slot) => !slot.live);
  if (!p) {
    pool.dropped += 1;
    return false;
  }
  const speedFactor = 1 + (rng() * 2 - 1) * spec.fallSpeedJitter;
  pool.started += 1;
  p.serial = pool.started;
  p.live = true;
  p.kind = spec.kind;
  p.texture = Math.min(spec.textureCount - 1, Math.floor(rng() * spec.textureCount));
  p.sizePx = spec.sizePx;
  p.lifetimeMs = spec.lifetimeMs;
  p.ageMs = 0;
  p.x = rng() * viewport.width;
  p.y = -spec.sizePx;
  p.vy = ((viewport.height + 2 * spec.sizePx) / spec.lifetimeMs) * speedFactor;
  p.vx = ((rng() * 2 - 1) * spec.driftPxPerSec) / 1000;
  p.rotation = (rng() * 2 - 1) * Math.PI;
  p.spin = ((rng() * 2 - 1) * spec.spinRadPerSec) / 1000;
  advanceParticle(p, ageMs);
  return true;
}

/** Opacity (0..1): fades in over the first `fadeFraction` of the life and out over the last. */
export function particleAlpha(p: Particle, fadeFraction: number): number {
  const t = p.ageMs / p.lifetimeMs;
  if (fadeFraction <= 0) return t >= 0 && t < 1 ? 1 : 0;
  return Math.max(0, Math.min(1, t / fadeFraction, (1 - t) / fadeFraction));
}
