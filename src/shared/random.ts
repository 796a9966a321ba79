// Seedable random numbers (mulberry32) so effects and tests can share one reproducible source.

/** A source of uniform numbers in [0, 1). */
export type Random = () => number;

export function createRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number from min to max, both inclusive. */
export function randomInt(rng: Random, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

/** A random index into a list of `length`, different from `avoid` when the list allows it. */
export function randomIndexExcept(rng: Random, length: number, avoid: number): number {
  if (length <= 1) return 0;
  const pick = randomInt(rng, 0, length - 2);
  return pick >= avoid ? pick + 1 : pick;
}
