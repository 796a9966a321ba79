// Reads RSS 0.9x/2.0, RSS 1.0 (RDF) and Atom documents with fast-xml-parser into raw items (Bing News and Media RSS extensions included, the outlet of an aggregator's item without <source>); no normalisation here.
import { decodeXML } from 'entities';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
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
const HTML_FIELDS = ['title', 'description', 'summary', 'content', 'content:encoded'];

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
  stopNodes: HTML_FIELDS.map((name) => `*.${name}`),
});

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

/** Text content of an element that may be a string, a number or {#text, @_attr}. */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(text).filter(Boolean).join(' ');
  const node = asNode(value);
  if (!node) return '';
  const own = node['#text'];
  return own === undefined ? '' : text(own);
}

/** fieldHtml of an element kept raw (HTML_FIELDS). */
function html(value: unknown): string {
  return fieldHtml(text(value));
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

function mediaImages(item: Node): string[] {
  const groups = asArray(item['media:group'])
    .map(asNode)
    .filter((g): g is Node => !!g);
  const contents = [item, ...groups].flatMap((n) => asArray(n['media:content']));
  const thumbnails = [item, ...groups].flatMap((n) => asArray(n['media:thumbnail']));
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

function rssItem(item: Node): RawItem {
  const description = html(item.description);
  const content = html(item['content:encoded']);
  return {
    title: html(item.title),
    // FeedBurner keeps the publisher's own link in feedburner:origLink and puts its redirect in <link>.
    link:
      text(child(item, 'feedburner:origlink')) ||
      text(asArray(item.link)[0]) ||
      (attr(item.guid, 'isPermaLink') !== 'false' ? text(item.guid) : ''),
    summaryHtml: description || content,
    contentHtml: `${description} ${content}`,
    source: text(item.source) || text(child(item, 'news:source')) || text(item['dc:publisher']),
    date: text(item.pubDate) || text(item['dc:date']) || text(item.published) || text(item.updated),
    images: mediaImages(item),
    categories: asArray(item.category).map(text).filter(Boolean),
  };
}

function atomLink(entry: Node): string {
  const links = asArray(entry.link);
  const alternate =
    links.find((l) => (attr(l, 'rel') || 'alternate') === 'alternate' && attr(l, 'href')) ??
    links[0];
  return attr(alternate, 'href') || text(alternate);
}

function atomItem(entry: Node): RawItem {
  const summary = html(entry.summary);
  const content = html(entry.content);
  const enclosureImages = asArray(entry.link)
    .filter((l) => attr(l, 'rel') === 'enclosure' && attr(l, 'type').startsWith('image/'))
    .map((l) => attr(l, 'href'));
  return {
    title: html(entry.title),
    link: atomLink(entry),
    summaryHtml: summary || content,
    contentHtml: `${summary} ${content}`,
    // The entry's <source> names the feed it was copied from; the author is a person, not a source.
    source: html(asNode(entry.source)?.title),
    date: text(entry.published) || text(entry.updated) || text(entry['dc:date']),
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

/** Parses a feed document; throws FeedFormatError for malformed XML or an unknown root. */
export function parseFeed(document: string): ParsedFeed {
  // Like feed readers, accept whitespace (and a stray BOM) before the XML declaration.
  const xml = document.replace(/^[\s\uFEFF]+/, '');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new FeedFormatError(`malformed XML at line ${valid.err.line}: ${valid.err.msg}`);
  }
  const doc = asNode(parser.parse(xml)) ?? {};
  const rss = asNode(doc.rss);
  if (rss) {
    const channel = asNode(asArray(rss.channel)[0]) ?? {};
    return feedOf('rss', html(channel.title), nodes(channel.item).map(rssItem));
  }
  const feed = asNode(doc.feed);
  if (feed) {
    return feedOf('atom', html(feed.title), nodes(feed.entry).map(atomItem));
  }
  const rdf = asNode(doc['rdf:RDF']);
  if (rdf) {
    const channel = asNode(rdf.channel) ?? {};
    return feedOf('rdf', html(channel.title), nodes(rdf.item).map(rssItem));
  }
  throw new FeedFormatError('not an RSS or Atom document');
}
