// The broken-image rule (spec section 8): a failed card image is replaced by a random image URL
// of the loaded items that this card has not tried yet, then by the fixed local fallback, then
// nothing more, so a card can never loop on errors.
import type { Random } from '../shared/random.ts';
import { isHttpUrl } from '../shared/safeUrl.ts';
import type { NewsItem } from './newsItem.ts';

/** The distinct http(s) image URLs of the loaded items, the pool stand-ins are drawn from. */
export function imagePool(items: readonly Pick<NewsItem, 'imageUrl'>[]): string[] {
  const pool = new Set<string>();
  for (const item of items) if (item.imageUrl && isHttpUrl(item.imageUrl)) pool.add(item.imageUrl);
  return [...pool];
}

/**
 * The next image to try after `tried` (every URL this card already tried, including the one
 * that just failed): a random untried pool URL, else the fallback if not tried yet, else null
 * (give up and show no image).
 */
export function nextImageAfterFailure(
  pool: readonly string[],
  tried: ReadonlySet<string>,
  fallback: string,
  rng: Random,
): string | null {
  const untried = pool.filter((url) => !tried.has(url));
  if (untried.length > 0) return untried[Math.floor(rng() * untried.length)] ?? null;
  return tried.has(fallback) ? null : fallback;
}
