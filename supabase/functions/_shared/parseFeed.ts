// Reads RSS 2.0, RSS 1.0 (RDF) and Atom documents with fast-xml-parser into raw items; no normalisation here.
import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** An item as the feed wrote it: strings may still hold HTML and entities. */
export interface RawItem {
  title: string;
  link: string;
  /** HTML or text: description, summary or content. */
  summaryHtml: string;
  /** Full content (content:encoded / Atom content), searched for an image. */
  contentHtml: string;
  /** The item's own source (RSS <source>, Atom <source><title>), if any. */
  source: string;
  date: string;
  /** Image URLs from media:content, media:thumbnail, enclosures, in that order. */
  images: string[];
  categories: string[];
}

export interface ParsedFeed {
  format: 'rss' | 'atom' | 'rdf';
  title: string;
  items: RawItem[];
}

export class FeedFormatError extends Error {
  override name = 'FeedFormatError';
}

type Node = Record<string, unknown>;

const ARRAY_TAGS = new Set([
  'item',
  'entry',
  'link',
  'category',
  'media:content',
  'media:thumbnail',
  'enclosure',
  'media:group',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => ARRAY_TAGS.has(name),
});

function asNode(value: unknown): Node | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Node)
    : undefined;
}

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

function attr(value: unknown, name: string): string {
  const node = asNode(value);
  const found = node?.[`@_${name}`];
  return typeof found === 'string' ? found.trim() : '';
}

function isImageMedia(node: unknown): boolean {
  const medium = attr(node, 'medium');
  const type = attr(node, 'type');
  if (medium) return medium === 'image';
  if (type) return type.startsWith('image/');
  return true;
}

function mediaImages(item: Node): string[] {
  const groups = asArray(item['media:group'])
    .map(asNode)
    .filter((g): g is Node => !!g);
  const contents = [item, ...groups].flatMap((n) => asArray(n['media:content']));
  const thumbnails = [item, ...groups].flatMap((n) => asArray(n['media:thumbnail']));
  const enclosures = asArray(item.enclosure).filter((e) => attr(e, 'type').startsWith('image/'));
  return [
    ...contents.filter(isImageMedia).map((n) => attr(n, 'url')),
    ...thumbnails.map((n) => attr(n, 'url')),
    ...enclosures.map((n) => attr(n, 'url')),
  ].filter(Boolean);
}

function rssItem(item: Node): RawItem {
  const description = text(item.description);
  return {
    title: text(item.title),
    link:
      text(asArray(item.link)[0]) ||
      (attr(item.guid, 'isPermaLink') !== 'false' ? text(item.guid) : ''),
    summaryHtml: description || text(item['content:encoded']),
    contentHtml: `${description} ${text(item['content:encoded'])}`,
    source: text(item.source) || text(item['dc:publisher']),
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
  const summary = text(entry.summary);
  const content = text(entry.content);
  const enclosureImages = asArray(entry.link)
    .filter((l) => attr(l, 'rel') === 'enclosure' && attr(l, 'type').startsWith('image/'))
    .map((l) => attr(l, 'href'));
  return {
    title: text(entry.title),
    link: atomLink(entry),
    summaryHtml: summary || content,
    contentHtml: `${summary} ${content}`,
    source: text(asNode(entry.source)?.title) || text(asNode(entry.author)?.name),
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

/** Parses a feed document; throws FeedFormatError for malformed XML or an unknown root. */
export function parseFeed(xml: string): ParsedFeed {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new FeedFormatError(`malformed XML at line ${valid.err.line}: ${valid.err.msg}`);
  }
  const doc = asNode(parser.parse(xml)) ?? {};
  const rss = asNode(doc.rss);
  if (rss) {
    const channel = asNode(asArray(rss.channel)[0]) ?? {};
    return { format: 'rss', title: text(channel.title), items: nodes(channel.item).map(rssItem) };
  }
  const feed = asNode(doc.feed);
  if (feed) {
    return { format: 'atom', title: text(feed.title), items: nodes(feed.entry).map(atomItem) };
  }
  const rdf = asNode(doc['rdf:RDF']);
  if (rdf) {
    const channel = asNode(rdf.channel) ?? {};
    return { format: 'rdf', title: text(channel.title), items: nodes(rdf.item).map(rssItem) };
  }
  throw new FeedFormatError('not an RSS or Atom document');
}
