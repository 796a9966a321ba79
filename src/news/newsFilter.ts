// Search and time filter over loaded items (spec section 5): case-insensitive substring match on
// title and summary (lower-cased once per item when its row was parsed, not per keystroke), and
// ages in whole days since published_at.
import { MS_PER_DAY, newsConfig } from '../config/news.ts';
import type { NewsFilterValue } from '../config/content.ts';
import type { NewsItem } from './newsItem.ts';

/** Whole days since publication (rounded down); negative for a date in the future. */
export function ageInWholeDays(publishedMs: number, nowMs: number): number {
  return Math.floor((nowMs - publishedMs) / MS_PER_DAY);
}

/** Kept by the time filter: 'all' keeps everything; otherwise an item without a date is left out. */
export function withinTimeFilter(
  item: Pick<NewsItem, 'publishedMs'>,
  filter: NewsFilterValue,
  nowMs: number,
  maxAgeDays: Record<NewsFilterValue, number | null> = newsConfig.maxAgeDays,
): boolean {
  const maxDays = maxAgeDays[filter];
  if (maxDays === null) return true;
  if (item.publishedMs === null) return false;
  return ageInWholeDays(item.publishedMs, nowMs) <= maxDays;
}

/** A search text normalised once per query (trimmed, lower case); empty matches everything. */
export function normaliseQuery(query: string): string {
  return query.trim().toLowerCase();
}

/** needle: a normalised query (normaliseQuery). */
export function matchesQuery(item: Pick<NewsItem, 'searchText'>, needle: string): boolean {
  // Stryker disable next-line ConditionalExpression: a shortcut only: every text includes ''
  if (!needle) return true;
  return item.searchText.title.includes(needle) || item.searchText.summary.includes(needle);
}

export interface NewsCriteria {
  query: string;
  filter: NewsFilterValue;
}

/** The items that pass both the search and the time filter, in their original order. */
export function filterNews(
  items: readonly NewsItem[],
  criteria: NewsCriteria,
  nowMs: number,
): NewsItem[] {
  const needle = normaliseQuery(criteria.query);
  return items.filter(
    (item) => withinTimeFilter(item, criteria.filter, nowMs) && matchesQuery(item, needle),
  );
}
