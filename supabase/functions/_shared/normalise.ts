// Turns raw feed items into rows the table accepts: plain-text capped fields, absolute http(s) links and images, UTC dates in range, classification; says why an item is skipped.
import { parseFeedDate } from './dates.ts';
import { firstImageSource, htmlToText, isOnlyLinks } from './html.ts';
import { isTrackingImage } from './images.ts';
import { httpUrl, isOverlongUrl, unwrapRedirect } from './links.ts';
import { isSuspicious } from './classify.ts';
import type { RawItem } from './parseFeed.ts';
import type { NewsRow, SkipReason } from './types.ts';

export { httpUrl } from './links.ts';

/** Longest title, summary and source stored, in UTF-16 code units (never more code points); the table checks the same limits. */
export const MAX_TITLE = 300;
export const MAX_SUMMARY = 600;
export const MAX_SOURCE = 120;
/** Earliest date stored; older ones are a feed's mistake (year 0, 1970 epoch defaults). */
export const MIN_PUBLISHED = Date.UTC(1990, 0, 1);
/** Dates further ahead of the fetch time than this are a feed's mistake. */
export const MAX_FUTURE_MS = 24 * 60 * 60 * 1000;

/** Control characters Postgres text cannot hold (NUL) or a page should not show, and lone surrogates. */
const UNSTORABLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function clean(text: string): string {
  return text.replace(UNSTORABLE, (c) => (c.length === 1 && c < '\u0080' ? '' : '\uFFFD'));
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  // Never leave half a surrogate pair at the cut.
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Plain, storable, capped text of an HTML field. */
function field(html: string, max: number): string {
  return truncate(clean(htmlToText(html)).replace(/\s+/g, ' ').trim(), max);
}

/**
 * A UTC ISO 8601 string for an RFC 822 (English or common other-language names) or ISO 8601 date,
 * or why it cannot be stored: missing, unreadable, or outside 1990 .. fetch time + 1 day.
 */
export function utcDate(value: string, now: Date): string | { reason: SkipReason } {
  if (!value.trim()) return { reason: 'no date' };
  const parsed = parseFeedDate(value);
  if (!parsed) return { reason: 'unreadable date' };
  const time = parsed.getTime();
  if (time < MIN_PUBLISHED || time > now.getTime() + MAX_FUTURE_MS)
    return { reason: 'date out of range' };
  return parsed.toISOString();
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function stripSourceSuffix(title: string, source: string): string {
  if (!source) return title;
  const suffix = new RegExp(`\\s+[-–—|]\\s+${escapeRegExp(source)}$`, 'i');
  const stripped = title.replace(suffix, '').trim();
  return stripped || title;
}

/** The text without a leading repeat of `known` (and the punctuation after it). */
function withoutLeading(text: string, known: string): string {
  if (!known || !text.toLowerCase().startsWith(known.toLowerCase())) return text;
  return text.slice(known.length).replace(/^[\s\p{P}]+/u, '');
}

/**
 * The summary when it adds something to the title: not a list of linked headlines (Google News
 * descriptions), not just the title and the outlet again, and without a leading repeat of them.
 */
function summaryOf(html: string, title: string, source: string): string {
  if (!html.trim() || isOnlyLinks(html)) return '';
  const text = clean(htmlToText(html)).replace(/\s+/g, ' ').trim();
  const rest = withoutLeading(withoutLeading(text, title), source);
  return /[\p{L}\p{N}]/u.test(rest) ? truncate(rest, MAX_SUMMARY) : '';
}

export type NormalisedItem = { row: NewsRow } | { reason: SkipReason };

/** The row for a raw item, or the reason it cannot be stored. */
export function checkItem(
  raw: RawItem,
  feedUrl: string,
  feedTitle: string,
  now: Date,
): NormalisedItem {
  const linkText = htmlToText(raw.link);
  const resolved = httpUrl(linkText, feedUrl);
  if (!resolved)
    return { reason: isOverlongUrl(linkText, feedUrl) ? 'link too long' : 'no http(s) link' };
  const link = unwrapRedirect(resolved);
  const source = field(raw.source, MAX_SOURCE) || field(feedTitle, MAX_SOURCE) || hostName(feedUrl);
  const title = field(stripSourceSuffix(clean(htmlToText(raw.title)), source), MAX_TITLE);
  if (!title) return { reason: 'no title' };
  const published = utcDate(raw.date, now);
  if (typeof published !== 'string') return published;
  const summary = summaryOf(raw.summaryHtml, title, source);
  const embedded = firstImageSource(raw.contentHtml);
  const image =
    [...raw.images, ...(embedded ? [embedded] : [])]
      .filter((candidate) => !isTrackingImage(candidate))
      .map((candidate) => httpUrl(candidate, link))
      .find((url): url is string => !!url) ?? null;
  const categories = raw.categories.map(htmlToText);
  return {
    row: {
      title,
      summary,
      source,
      link,
      image_url: image,
      published_at: published,
      is_fake: isSuspicious({ title, source, link, categories }),
    },
  };
}

/** One row for a raw item, or null when it cannot be stored (see checkItem for why). */
export function normaliseItem(
  raw: RawItem,
  feedUrl: string,
  feedTitle: string,
  now: Date,
): NewsRow | null {
  const result = checkItem(raw, feedUrl, feedTitle, now);
  return 'row' in result ? result.row : null;
}

function hostName(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}
