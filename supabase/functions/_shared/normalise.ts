// Turns raw feed items into rows the table accepts: plain-text capped fields, absolute http(s) links and images, UTC dates in range, classification; says why an item is skipped.
import { parseFeedDate } from './dates.ts';
import { firstImageSource, htmlToText, proseText } from './html.ts';
import { isTrackingImage } from './images.ts';
import { httpUrl, isOverlongUrl, unwrapRedirect } from './links.ts';
import { withoutOutletSuffix } from './outlets.ts';
import { isSuspicious } from './classify.ts';
import { readableText } from './readableText.ts';
import type { RawItem } from './types.ts';
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

/** Text as its writer meant it (see readableText), without what cannot be stored or shown. */
function clean(text: string): string {
  return readableText(text).replace(UNSTORABLE, (c) =>
    c.length === 1 && c < '\u0080' ? '' : '\uFFFD',
  );
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  // Never leave half a surrogate pair at the cut.
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Storable, capped text, whitespace collapsed. */
function capped(text: string, max: number): string {
  return truncate(clean(text).replace(/\s+/g, ' ').trim(), max);
}

/** Plain, storable, capped text of an HTML field. */
function field(html: string, max: number): string {
  return capped(htmlToText(html), max);
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

/** What may follow a leading repeat of the outlet's name: ": ", " - " (also –, —), " | ", or nothing. */
const AFTER_OUTLET = /^(?:\s*:\s+|\s+[-–—|]\s+|\s*$)/u;
/** What may follow a leading repeat of the headline: the end of a word (not a letter, digit or "'s"). */
const AFTER_TITLE = /^(?:\s*$|[\s.,:;!?|…\p{Pd}]+)/u;

/** The text without a leading repeat of `known` (case-insensitive) and the separator `after` finds after it. */
function withoutLeading(text: string, known: string, after: RegExp): string {
  if (!known || text.slice(0, known.length).toLowerCase() !== known.toLowerCase()) return text;
  const rest = text.slice(known.length);
  const separator = after.exec(rest);
  return separator ? rest.slice(separator[0].length) : text;
}

/**
 * The summary when it adds something to the title: the description's prose (without an
 * aggregator's headline links and outlet labels, see proseText), less a leading repeat of the
 * title or of the outlet's name used as a label ("Outlet: …").
 */
export function summaryOf(html: string, title: string, source: string): string {
  if (!html.trim()) return '';
  const text = clean(proseText(html, source)).replace(/\s+/g, ' ').trim();
  const rest = withoutLeading(withoutLeading(text, title, AFTER_TITLE), source, AFTER_OUTLET);
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
  // The title's text is read once: text that names a tag (`<b>`) is not read as HTML again.
  const title = capped(withoutOutletSuffix(htmlToText(raw.title), source), MAX_TITLE);
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
