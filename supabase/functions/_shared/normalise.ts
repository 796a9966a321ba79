// Turns raw feed items into rows: plain-text fields, absolute http(s) links and images, UTC dates, classification; drops unusable items.
import { firstImageSource, htmlToText } from './html.ts';
import { isSuspicious } from './classify.ts';
import type { RawItem } from './parseFeed.ts';
import type { NewsRow } from './types.ts';

const MAX_TITLE = 300;
const MAX_SUMMARY = 600;
const MAX_SOURCE = 120;
const MAX_URL = 2048;
/** Dates further ahead than this are treated as wrong and replaced by the fetch time. */
const MAX_FUTURE_MS = 24 * 60 * 60 * 1000;

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** An absolute http(s) URL resolved against `base`, or undefined. */
export function httpUrl(value: string, base?: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > MAX_URL) return undefined;
  try {
    const url = base ? new URL(trimmed, base) : new URL(trimmed);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (!url.hostname) return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

/** A UTC ISO 8601 string for an RFC 822 or ISO 8601 date; `now` when missing, invalid or far ahead. */
export function utcDate(value: string, now: Date): string {
  const parsed = value.trim() ? new Date(value.trim()) : new Date(Number.NaN);
  const time = parsed.getTime();
  if (Number.isNaN(time) || time > now.getTime() + MAX_FUTURE_MS) return now.toISOString();
  return parsed.toISOString();
}

function stripSourceSuffix(title: string, source: string): string {
  const suffix = ` - ${source}`;
  return source && title.endsWith(suffix) && title.length > suffix.length
    ? title.slice(0, -suffix.length).trim()
    : title;
}

/** One row for a raw item, or null when it has no title or no http(s) link. */
export function normaliseItem(
  raw: RawItem,
  feedUrl: string,
  feedTitle: string,
  now: Date,
): NewsRow | null {
  const link = httpUrl(htmlToText(raw.link), feedUrl);
  const source = truncate(
    htmlToText(raw.source) || htmlToText(feedTitle) || hostName(feedUrl),
    MAX_SOURCE,
  );
  const title = truncate(stripSourceSuffix(htmlToText(raw.title), source), MAX_TITLE);
  if (!link || !title) return null;
  const summary = truncate(htmlToText(raw.summaryHtml), MAX_SUMMARY);
  const embedded = firstImageSource(raw.contentHtml);
  const image =
    [...raw.images, ...(embedded ? [embedded] : [])]
      .map((candidate) => httpUrl(candidate, link))
      .find((url): url is string => !!url) ?? null;
  const categories = raw.categories.map(htmlToText);
  return {
    title,
    summary: summary === title ? '' : summary,
    source,
    link,
    image_url: image,
    published_at: utcDate(raw.date, now),
    is_fake: isSuspicious({ title, source, link, categories }),
  };
}

function hostName(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}
