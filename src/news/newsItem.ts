// A news item as the feed uses it, and the boundary check that turns untrusted backend rows
// into items: rows without a usable title or an http(s) link are dropped, bad dates and counts
// are tolerated.
import { httpUrlOrNull } from '../shared/safeUrl.ts';

/**
 * The columns of a trump_news row the site reads: the spec's fields (section 3), each one used by
 * a card (id: its key and the view it counts). The select asks for these and no more, so the
 * table's bookkeeping (created_at, updated_at) never travels to a visitor.
 */
export const NEWS_ROW_COLUMNS = [
  'id',
  'title',
  'summary',
  'source',
  'link',
  'image_url',
  'published_at',
  'view_count',
  'is_fake',
] as const;

export interface NewsItem {
  /** Unique within one loaded list (React key). */
  key: string;
  /** The row's id as the backend gave it ('' when it had none): what a view is counted against. */
  id: string;
  title: string;
  summary: string;
  source: string;
  /** Always an http(s) URL. */
  link: string;
  /** An http(s) URL, or null when the row had none usable. */
  imageUrl: string | null;
  /** Publication time (ms since epoch), or null when the row's date is missing or unparseable. */
  publishedMs: number | null;
  /** Whole, non-negative number of views (0 when the row's count is unusable). */
  viewCount: number;
  isFake: boolean;
  /** Title and summary lower-cased once, when the row is parsed: what the search matches; never shown. */
  searchText: SearchText;
}

export interface SearchText {
  title: string;
  summary: string;
}

/** An item's title and summary in lower case, for the search box (src/news/newsFilter.ts). */
export function searchTextOf(item: Pick<NewsItem, 'title' | 'summary'>): SearchText {
  return { title: item.title.toLowerCase(), summary: item.summary.toLowerCase() };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function timestamp(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const ms = typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

function count(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

function keyPart(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** One row to an item, or null when it has no usable title or link. */
export function parseNewsRow(row: unknown): Omit<NewsItem, 'key'> | null {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return null;
  const r = row as Record<string, unknown>;
  const title = text(r.title);
  const link = httpUrlOrNull(r.link);
  if (!title || !link) return null;
  const summary = text(r.summary);
  return {
    id: keyPart(r.id),
    title,
    summary,
    source: text(r.source),
    link,
    imageUrl: httpUrlOrNull(r.image_url),
    publishedMs: timestamp(r.published_at),
    viewCount: count(r.view_count),
    isFake: r.is_fake === true,
    searchText: searchTextOf({ title, summary }),
  };
}

/**
 * The backend's answer to items, keeping the server's order. Throws when the answer is not a
 * list at all (a malformed body); single bad rows are only dropped.
 */
export function parseNewsRows(data: unknown): NewsItem[] {
  if (!Array.isArray(data)) throw new TypeError('news rows: expected an array');
  const items: NewsItem[] = [];
  const seenKeys = new Set<string>();
  data.forEach((row, index) => {
    const parsed = parseNewsRow(row);
    if (!parsed) return;
    const key = parsed.id && !seenKeys.has(parsed.id) ? parsed.id : `row-${index}`;
    seenKeys.add(key);
    items.push({ key, ...parsed });
  });
  return items;
}
