// Which of the original illustrations (NewsArt.tsx) a card without a picture shows: a stable hash
// of the story's link picks one, and a card never repeats the art of the cards just before it in
// the visible order, so neighbours in a row or a column of the grid always differ.
import type { NewsItem } from './newsItem.ts';

/** How many illustrations there are; NewsArt.tsx draws exactly this many. */
export const NEWS_ART_COUNT = 6;
/**
 * How many cards before a card must show other art: 3 covers its left neighbours and the card
 * above it in a grid of up to 3 columns (the widest the page lays out).
 */
export const NEWS_ART_SPACING = 3;

/** FNV-1a over the text's UTF-16 units: the same story gets the same number on every load. */
export function storyHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The art of each card without a picture, by item key, for the cards in visible order: the
 * story's own choice (its hash) unless one of the previous NEWS_ART_SPACING cards shows it, then
 * the next free one.
 */
export function assignNewsArt(
  items: readonly Pick<NewsItem, 'key' | 'link' | 'imageUrl'>[],
): Map<string, number> {
  const chosen = new Map<string, number>();
  const recent: (number | null)[] = [];
  for (const item of items) {
    let art: number | null = null;
    if (item.imageUrl === null) {
      const taken = new Set(recent.slice(-NEWS_ART_SPACING));
      const first = storyHash(item.link) % NEWS_ART_COUNT;
      art = first;
      for (let step = 0; step < NEWS_ART_COUNT && taken.has(art); step += 1)
        art = (first + step + 1) % NEWS_ART_COUNT;
      chosen.set(item.key, art);
    }
    recent.push(art);
  }
  return chosen;
}
