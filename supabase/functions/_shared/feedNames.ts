// Element names as the feed readers see them, whatever prefix a feed chose: RSS and (in an Atom document) Atom elements unprefixed, extension elements under their usual prefix (dc:, dcterms:, media:, content:, itunes:, feedburner:, rdf:, xhtml:), found by namespace URI.

/** The usual prefix of each namespace feeds use; '' for the feed format's own elements. */
const USUAL_PREFIX: Readonly<Record<string, string>> = {
  'http://purl.org/rss/1.0/': '',
  'http://my.netscape.com/rdf/simple/0.9/': '',
  'http://backend.userland.com/rss2': '',
  'http://backend.userland.com/rss': '',
  'http://blogs.law.harvard.edu/tech/rss': '',
  'http://www.w3.org/2005/Atom': 'atom',
  'http://purl.org/atom/ns#': 'atom',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#': 'rdf',
  'http://purl.org/dc/elements/1.1/': 'dc',
  'http://purl.org/dc/terms/': 'dcterms',
  'http://purl.org/rss/1.0/modules/content/': 'content',
  'http://search.yahoo.com/mrss/': 'media',
  'http://search.yahoo.com/mrss': 'media',
  'http://www.itunes.com/dtds/podcast-1.0.dtd': 'itunes',
  'http://rssnamespace.org/feedburner/ext/1.0': 'feedburner',
  'http://www.w3.org/1999/xhtml': 'xhtml',
};

/**
 * A function that renames a document's prefixed elements to their usual names. The prefixes are
 * read from the document's `xmlns:` declarations (a prefix bound twice keeps its last meaning);
 * the prefix of an `rss` or `feed` root means the format's elements (`<rss:rss>`, `<atom:feed>`).
 * Prefixes it does not know, or that no declaration binds, stay as written. `xml` is a
 * well-formed document (it has a root element).
 */
export function usualNames(xml: string): (name: string) => string {
  // Comments may quote markup; they declare nothing.
  const markup = xml.replace(/<!--[\s\S]*?-->/g, '');
  const [, rootPrefix, rootName] = /<(?![?!])(?:([^\s:>/]+):)?([^\s>/]+)/.exec(markup)!;
  const prefixes = new Map<string | undefined, string | undefined>();
  for (const [, prefix, uri] of markup.matchAll(/\sxmlns:([^\s=]+)\s*=\s*["']([^"']*)["']/g)) {
    const usual = USUAL_PREFIX[uri!];
    // In an Atom document, Atom's elements are the format's own; elsewhere (an RSS channel's
    // atom:link) they keep their prefix.
    prefixes.set(prefix, usual === 'atom' && rootName === 'feed' ? '' : usual);
  }
  if (rootName === 'rss' || rootName === 'feed') prefixes.set(rootPrefix, '');
  return (name) => {
    const [prefix, local] = name.split(':');
    const usual = local === undefined ? undefined : prefixes.get(prefix);
    if (usual === undefined) return name;
    return usual ? `${usual}:${local}` : local!;
  };
}
