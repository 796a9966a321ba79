// The one factory of news rows (as the backend's trump_news select returns them) and of the
// items the feed makes of them, for the unit, component and browser tests.
import { searchTextOf, type NewsItem } from '../../src/news/newsItem.ts';
import type { NewsRow } from '../../supabase/functions/_shared/types.ts';

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

type SelectedRow = NewsRow & { id: string; view_count: number };
/** A trump_news row as the backend returns it (ids as strings); a plain object type, so a test may break it. */
export type NewsRowFixture = { [K in keyof SelectedRow]: SelectedRow[K] };

export interface NewsRowOptions {
  /** Names the rows: id `${prefix}-${i}`, title `${prefix} ${i}`, link path `/${prefix}/${i}`. */
  prefix?: string;
  /** When row 0 was published (ms since epoch); row i is i * everyMs older. */
  newestMs?: number;
  everyMs?: number;
  /** Which rows are fake. */
  fake?: (i: number) => boolean;
  /** Where the links and the images point. */
  articleOrigin?: string;
  imageOrigin?: string;
}

/** Row i: realistic and valid; view counts fall with i, so the server order is row order. */
export function newsRow(i: number, options: NewsRowOptions = {}): NewsRowFixture {
  const {
    prefix = 'Story',
    newestMs = Date.UTC(2025, 0, 1),
    everyMs = HOUR_MS,
    fake = (n: number) => n % 5 === 0,
    articleOrigin = 'https://news.example.com',
    imageOrigin = 'https://img.example.com',
  } = options;
  return {
    id: `${prefix}-${i}`,
    title: `${prefix} ${i}`,
    summary: `Summary of ${prefix.toLowerCase()} ${i}`,
    source: 'Test Wire',
    link: `${articleOrigin}/${prefix.toLowerCase()}/${i}`,
    image_url: `${imageOrigin}/${i}.jpg`,
    published_at: new Date(newestMs - i * everyMs).toISOString(),
    view_count: 1000 - i,
    is_fake: fake(i),
  };
}

/** `count` rows, in server order. */
export function newsRows(count: number, options: NewsRowOptions = {}): NewsRowFixture[] {
  return Array.from({ length: count }, (_, i) => newsRow(i, options));
}

/** The item the feed makes of row i (key and id from the row's id), with `overrides`. */
export function newsItem(
  i: number,
  overrides: Partial<NewsItem> = {},
  options: NewsRowOptions = {},
): NewsItem {
  const row = newsRow(i, options);
  const item = {
    key: row.id,
    id: row.id,
    title: row.title,
    summary: row.summary,
    source: row.source,
    link: row.link,
    imageUrl: row.image_url,
    publishedMs: Date.parse(row.published_at),
    viewCount: row.view_count,
    isFake: row.is_fake,
    ...overrides,
  };
  // The lower-cased search text follows the (possibly overridden) title and summary.
  return { ...item, searchText: overrides.searchText ?? searchTextOf(item) };
}
