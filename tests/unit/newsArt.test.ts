// The choice of a picture-less card's illustration: stable per story, spread over every drawing, never the art of the cards just before it in the visible order.
import { expect, it } from 'vitest';
import {
  NEWS_ART_COUNT,
  NEWS_ART_SPACING,
  assignNewsArt,
  storyHash,
} from '../../src/news/newsArt.ts';

const item = (i: number, imageUrl: string | null = null) => ({
  key: `k${i}`,
  link: `https://harbour-gazette.example/news/${i}`,
  imageUrl,
});

it('never repeats the art of the previous cards within the spacing, whatever the links', () => {
  for (let offset = 0; offset < 200; offset += 7) {
    const items = Array.from({ length: 30 }, (_, i) =>
      item(offset + i, i % 4 === 3 ? 'https://x.example/p.jpg' : null),
    );
    const chosen = assignNewsArt(items);
    const order = items.map((it) => chosen.get(it.key) ?? null);
    order.forEach((art, i) => {
      if (art === null) return;
      expect(art).toBeGreaterThanOrEqual(0);
      expect(art).toBeLessThan(NEWS_ART_COUNT);
      expect(order.slice(Math.max(0, i - NEWS_ART_SPACING), i)).not.toContain(art);
    });
    expect(items.filter((it) => it.imageUrl !== null).some((it) => chosen.has(it.key))).toBe(false);
  }
});

it('even stories whose hashes agree get different art when they stand side by side', () => {
  const links: string[] = [];
  for (let i = 0; links.length < 6; i += 1) {
    const link = `https://a.example/${i}`;
    if (storyHash(link) % NEWS_ART_COUNT === 0) links.push(link);
  }
  const items = links.map((link, i) => ({ key: `k${i}`, link, imageUrl: null }));
  const order = items.map((it) => assignNewsArt(items).get(it.key));
  for (let i = 1; i < order.length; i += 1) expect(order[i]).not.toBe(order[i - 1]);
});

it('is stable: the same list gives the same art, a story alone gets its own hash, and many stories use every drawing', () => {
  const items = Array.from({ length: 60 }, (_, i) => item(i));
  expect(assignNewsArt(items)).toEqual(assignNewsArt(items.map((it) => ({ ...it }))));
  expect(new Set(assignNewsArt(items).values()).size).toBe(NEWS_ART_COUNT);
  const alone = item(5);
  expect(assignNewsArt([alone]).get(alone.key)).toBe(storyHash(alone.link) % NEWS_ART_COUNT);
});
