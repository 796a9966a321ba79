// Reads RSS 0.9x/2.0, RSS 1.0 (RDF) and Atom 0.3/1.0 documents with fast-xml-parser into raw items, whatever prefixes they use (Dublin Core, Media RSS, iTunes, XHTML body, Bing News extensions included; xml:base for links; base64 content; the outlet of an aggregator's item without <source>); no normalisation here.
import { fromBase64 } from '@exodus/bytes/base64.js';
import { utf8toStringLoose } from '@exodus/bytes/utf8.js';
import { decodeXML } from 'entities';
import { XMLParser, XMLValidator, type X2jOptions } from 'fast-xml-parser';
import { usualNames } from './feedNames.ts';
import { decodeEscapedMarkup, escapeHtml } from './html.ts';
import { isTrackingImage } from './images.ts';
import { withOutlets } from './outlets.ts';
import type { RawItem } from './types.ts';

export interface ParsedFeed {
  format: 'rss' | 'atom' | 'rdf';
  /** HTML or text. */
  title: string;
  items: RawItem[];
}

export class FeedFormatError extends Error {
  override name = 'FeedFormatError';
}

type Node = Record<string, unknown>;

/**
 * Fields that may hold HTML, escaped or as raw (X)HTML elements: kept as the feed wrote them (see
 * fieldHtml) so that raw markup is not parsed into XML nodes and lost.
 */
const HTML_FIELDS = [
  'title',
  'description',
  'summary',
  'content',
  'content:encoded',
  'dc:title',
  'dc:description',
  'media:title',
  'media:description',
  'itunes:summary',
  'body',
  'xhtml:body',
];

const PARSER_OPTIONS: Partial<X2jOptions> = {
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
  stopNodes: HTML_FIELDS.map((name) => `*.${name}`),
};

const CDATA = /<!\[CDATA\[([\s\S]*?)\]\]>/g;

/**
 * The HTML an element's raw content stands for. Raw child elements (an unescaped XHTML
 * description, Atom type="xhtml") are the markup itself; otherwise the content is text whose XML
 * references are decoded once (giving the escaped HTML most feeds carry). CDATA is literal either
 * way. When that HTML's text is itself markup (escaped once too often), it is read once more.
 */
function fieldHtml(raw: string): string {
  const parts = raw.split(CDATA);
  // split with one capture group: even indexes are outside CDATA, odd ones are CDATA contents.
  const markup = parts.some((part, i) => i % 2 === 0 && /<[A-Za-z]/.test(part));
  const html = parts
    .map((part, i) => {
      if (i % 2 === 1) return markup ? escapeHtml(part) : part;
      return markup ? part : decodeXML(part);
    })
    .join('')
    .trim();
  return decodeEscapedMarkup(html);
}

function asNode(value: unknown): Node | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Node)
    : undefined;
}

/** The parser gives one element as a node and repeated ones as an array: every reader lists them so. */
function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** Text content of an element that may be a string or {#text, @_attr}. */
function text(value: unknown): string {
  // The parser keeps every value a string (parseTagValue and parseAttributeValue are off).
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(text).filter(Boolean).join(' ');
  const node = asNode(value);
  return node ? text(node['#text']) : '';
}

/** The text of base64 (Atom 0.3 mode="base64"), read as UTF-8; nothing when it is not base64. */
function fromBase64Text(encoded: string): string {
  try {
    return utf8toStringLoose(fromBase64(encoded.replace(/\s+/g, '')));
  } catch {
    return '';
  }
}

/** fieldHtml of an element kept raw (HTML_FIELDS), or the text of its base64. */
function html(value: unknown): string {
  if (attr(value, 'mode') === 'base64') return fromBase64Text(text(value)).trim();
  return fieldHtml(text(value));
}

/** The first of these fields that has content, as HTML. */
function firstHtml(elements: readonly Node[], names: readonly string[]): string {
  for (const name of names) {
    for (const node of elements) {
      const found = html(node[name]);
      if (found) return found;
    }
  }
  return '';
}

/** A child element by qualified name, whatever the case of its prefix and name (Bing writes News:Source). */
function child(node: Node, name: string): unknown {
  const key = Object.keys(node).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : node[key];
}

function attr(value: unknown, name: string): string {
  const node = asNode(value);
  const found = node?.[`@_${name}`];
  return typeof found === 'string' ? found.trim() : '';
}

function isImageMedia(node: unknown): boolean {
  if (isTrackingImage(attr(node, 'url'), attr(node, 'width'), attr(node, 'height'))) return false;
  const medium = attr(node, 'medium');
  const type = attr(node, 'type');
  if (medium) return medium === 'image';
  if (type) return type.startsWith('image/');
  return true;
}

/**
 * Media RSS pictures in the order to try: widest first when every one declares its width (a
 * publisher listing a 140 px and a 460 px rendition of one picture, the small one first), else as
 * the feed lists them.
 */
function widestFirst(contents: unknown[]): unknown[] {
  const widths = contents.map((n) => Number.parseInt(attr(n, 'width'), 10));
  if (!widths.every((w) => Number.isFinite(w))) return contents;
  return contents
    .map((node, i) => ({ node, width: widths[i]! }))
    .sort((a, b) => b.width - a.width)
    .map((entry) => entry.node);
}

/** The item and its Media RSS groups, where media: elements are found. */
function withMediaGroups(item: Node): Node[] {
  return [item, ...nodes(item['media:group'])];
}

function mediaImages(item: Node): string[] {
  const withGroups = withMediaGroups(item);
  const contents = withGroups.flatMap((n) => asArray(n['media:content']));
  const thumbnails = withGroups.flatMap((n) => asArray(n['media:thumbnail']));
  const enclosures = asArray(item.enclosure).filter((e) => attr(e, 'type').startsWith('image/'));
  return [
    ...widestFirst(contents.filter(isImageMedia)).map((n) => attr(n, 'url')),
    ...thumbnails
      .filter((n) => !isTrackingImage(attr(n, 'url'), attr(n, 'width'), attr(n, 'height')))
      .map((n) => attr(n, 'url')),
    ...enclosures.map((n) => attr(n, 'url')),
    ...asArray(child(item, 'news:image')).map((n) => text(n).trim()),
  ].filter(Boolean);
}

/** Dates in the order they are preferred: when the story was published, then when it was last changed. */
const PUBLISHED = ['published', 'issued', 'created', 'dcterms:issued', 'dcterms:created'];
const UPDATED = ['updated', 'modified', 'dcterms:modified'];
const RSS_DATES = ['pubDate', 'dc:date', ...PUBLISHED, ...UPDATED];
const ATOM_DATES = [...PUBLISHED, ...UPDATED, 'dc:date'];
/** Headlines and summaries in the elements other vocabularies give them. */
const TITLES = ['title', 'dc:title', 'media:title'];
const SUMMARIES = ['dc:description', 'itunes:summary', 'media:description'];
const BODIES = ['xhtml:body', 'body'];

function firstText(node: Node, names: readonly string[]): string {
  for (const name of names) {
    const found = text(node[name]);
    if (found) return found;
  }
  return '';
}

/** An absolute URL for `reference` under the xml:base values in force (outermost first, resolved against the document's address); as written when there are none. */
function withBase(reference: string, bases: readonly unknown[], documentUrl?: string): string {
  let base = documentUrl;
  let found = false;
  for (const node of bases) {
    const value = attr(node, 'xml:base');
    if (!value) continue;
    found = true;
    base = resolved(value, base);
  }
  return found && reference ? resolved(reference, base) : reference;
}

function resolved(reference: string, base: string | undefined): string {
  try {
    return new URL(reference, base).href;
  } catch {
    return reference;
  }
}

interface Context {
  /** The elements around the item, outermost first, whose xml:base applies. */
  ancestors: readonly Node[];
  documentUrl?: string;
}

function rssItem(item: Node, context: Context): RawItem {
  const withGroups = withMediaGroups(item);
  const description = html(item.description);
  const content = html(item['content:encoded']) || firstHtml([item], BODIES);
  const linkElement = asArray(item.link)[0];
  // FeedBurner keeps the publisher's own link in feedburner:origLink and puts its redirect in <link>.
  const link =
    text(child(item, 'feedburner:origlink')) ||
    text(linkElement) ||
    (attr(item.guid, 'isPermaLink') !== 'false' ? text(item.guid) : '');
  return {
    title: firstHtml(withGroups, TITLES),
    link: withBase(link, [...context.ancestors, item, linkElement], context.documentUrl),
    summaryHtml: description || firstHtml(withGroups, SUMMARIES) || content,
    contentHtml: `${description} ${content}`,
    source: text(item.source) || text(child(item, 'news:source')) || text(item['dc:publisher']),
    date: firstText(item, RSS_DATES),
    images: mediaImages(item),
    categories: asArray(item.category).map(text).filter(Boolean),
  };
}

function atomLink(entry: Node): unknown {
  const links = asArray(entry.link);
  return (
    links.find((l) => (attr(l, 'rel') || 'alternate') === 'alternate' && attr(l, 'href')) ??
    links[0]
  );
}

function atomItem(entry: Node, context: Context): RawItem {
  const withGroups = withMediaGroups(entry);
  const summary = html(entry.summary);
  const content = html(entry.content);
  const enclosureImages = asArray(entry.link)
    .filter((l) => attr(l, 'rel') === 'enclosure' && attr(l, 'type').startsWith('image/'))
    .map((l) => attr(l, 'href'));
  const link = atomLink(entry);
  return {
    title: firstHtml(withGroups, TITLES),
    link: withBase(
      attr(link, 'href') || text(link),
      [...context.ancestors, entry, link],
      context.documentUrl,
    ),
    summaryHtml: summary || firstHtml(withGroups, SUMMARIES) || content,
    contentHtml: `${summary} ${content}`,
    // The entry's <source> names the feed it was copied from; the author is a person, not a source.
    source: html(asNode(entry.source)?.title),
    date: firstText(entry, ATOM_DATES),
    images: [...mediaImages(entry), ...enclosureImages.filter(Boolean)],
    categories: asArray(entry.category)
      .map((c) => attr(c, 'term') || attr(c, 'label') || text(c))
      .filter(Boolean),
  };
}

function nodes(value: unknown): Node[] {
  return asArray(value)
    .map(asNode)
    .filter((n): n is Node => !!n);
}

function feedOf(format: ParsedFeed['format'], title: string, items: RawItem[]): ParsedFeed {
  return { format, title, items: withOutlets(items, title) };
}

/**
 * Parses a feed document; throws FeedFormatError for malformed XML or an unknown root.
 * `documentUrl`, the feed's address, is what a relative xml:base is resolved against.
 */
export function parseFeed(document: string, documentUrl?: string): ParsedFeed {
  // Like feed readers, accept whitespace (and a stray BOM) before the XML declaration.
  const xml = document.replace(/^[\s\uFEFF]+/, '');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new FeedFormatError(`malformed XML at line ${valid.err.line}: ${valid.err.msg}`);
  }
  const parser = new XMLParser({ ...PARSER_OPTIONS, transformTagName: usualNames(xml) });
  const doc = asNode(parser.parse(xml)) ?? {};
  const rss = asNode(doc.rss);
  if (rss) {
    const channel = asNode(asArray(rss.channel)[0]) ?? {};
    const context = { ancestors: [rss, channel], documentUrl };
    return feedOf(
      'rss',
      html(channel.title),
      nodes(channel.item).map((item) => rssItem(item, context)),
    );
  }
  const feed = asNode(doc.feed);
  if (feed) {
    const context = { ancestors: [feed], documentUrl };
    return feedOf(
      'atom',
      html(feed.title),
      nodes(feed.entry).map((entry) => atomItem(entry, context)),
    );
  }
  const rdf = asNode(doc['rdf:RDF']);
  if (rdf) {
    const channel = asNode(rdf.channel) ?? {};
    const context = { ancestors: [rdf], documentUrl };
    return feedOf(
      'rdf',
      html(channel.title),
      nodes(rdf.item).map((item) => rssItem(item, context)),
    );
  }
  throw new FeedFormatError('not an RSS or Atom document');
}
