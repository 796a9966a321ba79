// Outlets named in headlines: the " - Outlet" suffix aggregators add (removed from titles), and the outlet of an aggregator's item that has no <source> of its own.
import { escapeHtml, htmlToText, outletLabels } from './html.ts';
import type { RawItem } from './types.ts';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Between a headline and the outlet after it: " - " (also –, —, |). */
const SUFFIX_SEPARATOR = /\s+[-–—|]\s+/;

/** The title without a trailing " - Outlet" that names `outlet` (case-insensitive); the title itself when nothing else would be left. */
export function withoutOutletSuffix(title: string, outlet: string): string {
  if (!outlet) return title;
  const suffix = new RegExp(`${SUFFIX_SEPARATOR.source}${escapeRegExp(outlet)}$`, 'i');
  const stripped = title.replace(suffix, '').trim();
  return stripped || title;
}

/** True when `text` holds `name` as whole words (case-insensitive). */
const containsName = (text: string, name: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'iu').test(text);

const endsWithOutlet = (title: string, outlet: string) =>
  !!outlet && withoutOutletSuffix(title, outlet) !== title;

/** What follows a headline's last " - ", if anything. */
function lastSuffix(title: string): string {
  const parts = title.split(SUFFIX_SEPARATOR);
  return parts.length > 1 ? (parts[parts.length - 1] ?? '').trim() : '';
}

interface ReadItem {
  item: RawItem;
  title: string;
  labels: string[];
}

/**
 * True when an item shows the aggregator's habit: its headline ends in " - Outlet" for an outlet it
 * names itself (its <source>, or an outlet label in its description) that is not the feed's own name.
 */
function showsOutletSuffix({ item, title, labels }: ReadItem, feedTitle: string): boolean {
  return [htmlToText(item.source), ...labels].some(
    (outlet) => endsWithOutlet(title, outlet) && !containsName(feedTitle, outlet),
  );
}

/** The outlet an item without <source> names: a label its headline ends with, else the headline's suffix, else its first label. */
function namedOutlet({ title, labels }: ReadItem): string {
  return (
    labels.find((label) => endsWithOutlet(title, label)) ?? (lastSuffix(title) || labels[0]) ?? ''
  );
}

/**
 * The items with a source for each item that has none, when the feed is an aggregator that puts
 * the outlet after its headlines: at least one of its items shows it (see showsOutletSuffix).
 * Any other feed (a publisher's own, whatever " - " its headlines hold) is returned as it is.
 */
export function withOutlets(items: RawItem[], feedTitle: string): RawItem[] {
  const feedName = htmlToText(feedTitle);
  const read = items.map((item) => ({
    item,
    title: htmlToText(item.title),
    labels: outletLabels(item.summaryHtml),
  }));
  if (!read.some((r) => showsOutletSuffix(r, feedName))) return items;
  return read.map((r) =>
    r.item.source.trim() ? r.item : { ...r.item, source: escapeHtml(namedOutlet(r)) },
  );
}
