// The broken-image rule: random untried pool URL, then the local fallback, then give up.
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../src/shared/random.ts';
import { imagePool, nextImageAfterFailure } from '../../src/news/imageFallback.ts';

const FALLBACK = '/art/news-fallback.svg';

it('imagePool: keeps distinct http(s) image URLs only', () => {
  expect(
    imagePool([
      { imageUrl: 'https://a.example/1.png' },
      { imageUrl: null },
      { imageUrl: 'https://a.example/1.png' },
      { imageUrl: 'javascript:alert(1)' },
      { imageUrl: 'http://b.example/2.png' },
    ]),
  ).toEqual(['https://a.example/1.png', 'http://b.example/2.png']);
});

describe('nextImageAfterFailure', () => {
  const pool = ['https://a/1', 'https://a/2', 'https://a/3'];

  it('never returns the URL that failed and tries each URL at most once', () => {
    const rng = createRandom(7);
    const tried = new Set<string>(['https://a/2']);
    const sequence: (string | null)[] = [];
    for (let i = 0; i < 6; i++) {
      const next = nextImageAfterFailure(pool, tried, FALLBACK, rng);
      sequence.push(next);
      if (next === null) break;
      expect(tried.has(next)).toBe(false);
      tried.add(next);
    }
    expect(sequence.slice(0, 2).sort()).toEqual(['https://a/1', 'https://a/3']);
    expect(sequence.slice(2)).toEqual([FALLBACK, null]);
  });

  it('goes straight to the fallback when no other image is loaded', () => {
    const only = ['https://a/1'];
    expect(nextImageAfterFailure(only, new Set(only), FALLBACK, Math.random)).toBe(FALLBACK);
    expect(nextImageAfterFailure([], new Set(), FALLBACK, Math.random)).toBe(FALLBACK);
  });

  it('picks at random among the untried URLs', () => {
    const picks = new Set<string | null>();
    const rng = createRandom(1);
    for (let i = 0; i < 50; i++) picks.add(nextImageAfterFailure(pool, new Set(), FALLBACK, rng));
    expect(picks).toEqual(new Set(pool));
  });
});
