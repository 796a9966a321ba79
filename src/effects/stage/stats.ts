// Read-only debug figures of the stage for tests and the benchmark, published on
// window.__effectsStats only when the page URL has `?fx-stats`. Tiny on purpose.
import type { CandleSpawner } from '../logic/candles.ts';
export interface EffectsStats {
  renderer: string;
  /** Visible pooled sprites and intro words. */
  liveSprites: number;
  /** Textures the stage holds. */
  textures: number;
  /** Sprites in the pool (made once). */
  poolSize: number;
  /** JavaScript time of the last frame: the stage update plus Pixi's render (ms). */
  frameMs: number;
  /** Frames drawn so far. */
  frames: number;
  /** The last frame times (ms), a ring of `frameTimes.length` entries written at `frames % length`. */
  frameTimes: Float32Array;
  /** React commits of the Pixi scene (its own reconciler) since it started. */
  stageCommits: number;
  /** The candle spawner's interval in force (ms): the live candles.spawnEveryMs it last used. */
  candleEveryMs: number;
  /** Candles started since the stage started (count). */
  candlesSpawned: number;
  /** Where what the stage shows is now, read when called (set once the scene is up). */
  places?: () => StagePlaces;
}

/** The stage's offset (the shake) and each shown sprite's and word's [x, y, rotation, scale, alpha]. */
export interface StagePlaces {
  offset: [number, number];
  shown: number[][];
}

declare global {
  interface Window {
    __effectsStats?: EffectsStats;
    /** With `?fx-stats`: unmount (false) or mount (true) the stage, for teardown tests. */
    __effectsStageSwitch?: (mounted: boolean) => void;
  }
}

export function statsRequested(search: string): boolean {
  return new URLSearchParams(search).has('fx-stats');
}

export function createStats(renderer: string, textures: number, poolSize: number): EffectsStats {
  return {
    renderer,
    liveSprites: 0,
    textures,
    poolSize,
    frameMs: 0,
    frames: 0,
    frameTimes: new Float32Array(1024),
    stageCommits: 0,
    candleEveryMs: 0,
    candlesSpawned: 0,
  };
}

/** Called from an effect of the stage's scene: one more React commit of the Pixi tree. */
export function countStageCommit(stats: EffectsStats | null): void {
  if (stats) stats.stageCommits += 1;
}

/** Called once the scene is up: how to read where what the stage shows is. */
export function exposePlaces(stats: EffectsStats | null, places: () => StagePlaces): void {
  if (stats) stats.places = places;
}

export function recordFrame(
  stats: EffectsStats,
  frameMs: number,
  liveSprites: number,
  candles: Readonly<Pick<CandleSpawner, 'everyMs' | 'spawned'>>,
): void {
  stats.frameTimes[stats.frames % stats.frameTimes.length] = frameMs;
  stats.frames += 1;
  stats.frameMs = frameMs;
  stats.liveSprites = liveSprites;
  stats.candleEveryMs = candles.everyMs;
  stats.candlesSpawned = candles.spawned;
}
