// Feed documents to raw items (supabase/functions/_shared/parseFeed.ts, feedNames.ts): RSS 1.0 (RDF),
// RSS 2.0 and Atom fields, each in the order the parser prefers them, whatever their prefixes, images
// and their filters, CDATA and markup, xml:base and base64.
import { describe, expect, it } from 'vitest';
import { usualNames } from '../../supabase/functions/_shared/feedNames.ts';
import { FeedFormatError, parseFeed } from '../../supabase/functions/_shared/parseFeed.ts';
import type { RawItem } from '../../supabase/functions/_shared/types.ts';

const rssDoc = (items: string, channel = '<title>Outlet</title>') =>
  `<?xml version="1.0"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" ` +
  `xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/" ` +
  `xmlns:feedburner="http://rssnamespace.org/feedburner/ext/1.0" xmlns:News="https://www.bing.com/news" ` +
  `xmlns:dcterms="http://purl.org/dc/terms/" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">` +
  `<channel>${channel}${items}</channel></rss>`;
const atomDoc = (entries: string) =>
  `<feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/"><title>Atom</title>${entries}</feed>`;
const oneRss = (item: string): RawItem => parseFeed(rssDoc(`<item>${item}</item>`)).items[0]!;

describe('RSS 1.0 (RDF)', () => {
  const rdf = `<?xml version="1.0" encoding="utf-8"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"
  xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel rdf:about="https://rdf.example/"><title>RDF &amp; Co</title><link>https://rdf.example/</link>
    <items><rdf:Seq><rdf:li rdf:resource="https://rdf.example/1"/><rdf:li rdf:resource="https://rdf.example/2"/></rdf:Seq></items>
  </channel>
  <item rdf:about="https://rdf.example/1"><title>First</title><link>https://rdf.example/1</link>
    <description>One &lt;b&gt;bold&lt;/b&gt;</description><dc:date>2025-05-31T10:00:00Z</dc:date>
    <dc:publisher>Wire</dc:publisher></item>
  <item rdf:about="https://rdf.example/2"><title>Second</title><link>https://rdf.example/2</link>
    <dc:date>2025-05-30T10:00:00+02:00</dc:date></item>
</rdf:RDF>`;

  it('reads the channel title and every item with its dc: date and publisher', () => {
    const feed = parseFeed(rdf);
    expect(feed.format).toBe('rdf');
    expect(feed.title).toBe('RDF & Co');
    expect(feed.items).toEqual([
      {
        title: 'First',
        link: 'https://rdf.example/1',
        summaryHtml: 'One <b>bold</b>',
        contentHtml: 'One <b>bold</b> ',
        source: 'Wire',
        date: '2025-05-31T10:00:00Z',
        images: [],
        categories: [],
      },
      expect.objectContaining({
        title: 'Second',
        link: 'https://rdf.example/2',
        source: '',
        date: '2025-05-30T10:00:00+02:00',
      }),
    ]);
  });

  it('reads an RDF document without a channel or items as an empty feed', () => {
    const empty = '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"></rdf:RDF>';
    expect(parseFeed(empty)).toEqual({ format: 'rdf', title: '', items: [] });
  });
});

it('RSS 2.0 items: collects image candidates in order, leaving out what is no picture', () => {
  const item = oneRss(
    '<media:content url="https://e.com/1.jpg" medium="image"/>' +
      '<media:content url="https://e.com/v.mp4" medium="video"/>' +
      '<media:content url="https://e.com/2.jpg" type="image/jpeg"/>' +
      '<media:content url="https://e.com/a.mp3" type="audio/mpeg"/>' +
      '<media:content url="https://e.com/3.jpg"/>' +
      '<media:content url="https://e.com/px.gif" width="1" height="1"/>' +
      '<media:group><media:content url="https://e.com/4.jpg"/><media:thumbnail url="https://e.com/t2.jpg"/></media:group>' +
      '<media:thumbnail url="https://e.com/t1.jpg"/>' +
      '<media:thumbnail url="https://e.com/tp.jpg" width="1"/>' +
      '<enclosure url="https://e.com/5.jpg" type="image/jpeg"/>' +
      '<enclosure url="https://e.com/p.mp3" type="audio/mpeg"/>' +
      '<enclosure url="https://e.com/n.jpg"/>' +
      '<News:Image> https://e.com/6.jpg </News:Image>' +
      '<media:content medium="image"/>',
  );
  expect(item.images).toEqual([
    'https://e.com/1.jpg',
    'https://e.com/2.jpg',
    'https://e.com/3.jpg',
    'https://e.com/4.jpg',
    'https://e.com/t1.jpg',
    'https://e.com/t2.jpg',
    'https://e.com/5.jpg',
    'https://e.com/6.jpg',
  ]);
});

describe('documents', () => {
  it('accepts whitespace and a BOM before the declaration', () => {
    expect(parseFeed(`\uFEFF \n${rssDoc('<item><title>x</title></item>')}`).items).toHaveLength(1);
  });

  it('reads the first channel, and a channel without items as empty', () => {
    expect(parseFeed(rssDoc('')).items).toEqual([]);
    expect(parseFeed('<rss version="2.0"></rss>')).toEqual({ format: 'rss', title: '', items: [] });
  });

  it('says where malformed XML breaks and refuses other roots', () => {
    expect(() => parseFeed('<rss>\n<channel></rss>')).toThrow(/malformed XML at line \d+: .+/);
    expect(() => parseFeed('')).toThrow(FeedFormatError);
    expect(() => parseFeed('<html><body>hi</body></html>')).toThrow(/not an RSS or Atom/);
    expect(() => parseFeed('<opml/>')).toThrow(
      expect.objectContaining({ name: 'FeedFormatError', message: 'not an RSS or Atom document' }),
    );
  });
});

describe('prefixes', () => {
  const rdf = 'xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"';
  it.each([
    [
      'RSS 1.0 without a default namespace',
      `<rdf:RDF ${rdf} xmlns:r="http://purl.org/rss/1.0/" xmlns:d="http://purl.org/dc/elements/1.1/">` +
        '<r:channel><r:title>Feed</r:title></r:channel><r:item><r:title>A &lt;b&gt;</r:title>' +
        '<r:link>https://e.com/a</r:link><d:date>D</d:date></r:item></rdf:RDF>',
      'rdf',
    ],
    [
      'RSS 2.0 with prefixed elements',
      '<rss:rss version="2.0" xmlns:rss="http://backend.userland.com/rss2"><rss:channel>' +
        '<rss:title>Feed</rss:title><rss:item><rss:title>A &lt;b&gt;</rss:title>' +
        '<rss:link>https://e.com/a</rss:link><rss:pubDate>D</rss:pubDate></rss:item></rss:channel></rss:rss>',
      'rss',
    ],
    [
      'RSS whose root prefix is bound to no known namespace',
      '<x:rss xmlns:x="urn:x"><x:channel><x:title>Feed</x:title><x:item><x:title>A &lt;b&gt;</x:title>' +
        '<x:link>https://e.com/a</x:link><x:pubDate>D</x:pubDate></x:item></x:channel></x:rss>',
      'rss',
    ],
    [
      'RSS 2.0 items prefixed inside an unprefixed channel, Media RSS and Dublin Core renamed',
      '<rss xmlns:h="http://blogs.law.harvard.edu/tech/rss" xmlns:DC="http://purl.org/dc/elements/1.1/" ' +
        'xmlns:m="http://search.yahoo.com/mrss"><channel><title>Feed</title><h:item><m:title>A &lt;b&gt;</m:title>' +
        '<h:link>https://e.com/a</h:link><DC:date>D</DC:date></h:item></channel></rss>',
      'rss',
    ],
    [
      'Atom with prefixed elements',
      '<a:feed xmlns:a="http://www.w3.org/2005/Atom"><a:title>Feed</a:title><a:entry>' +
        '<a:title type="html">A &lt;b&gt;</a:title><a:link href="https://e.com/a"/><a:updated>D</a:updated></a:entry></a:feed>',
      'atom',
    ],
  ])('reads %s', (_name, document, format) => {
    expect(parseFeed(document)).toEqual({
      format,
      title: 'Feed',
      items: [expect.objectContaining({ title: 'A <b>', link: 'https://e.com/a', date: 'D' })],
    });
  });

  // The vocabularies feeds use, by the namespace URIs the world gave them.
  it.each([
    ['rdf:RDF', 'xmlns:r="http://purl.org/rss/1.0/"', 'r:item', 'item'],
    ['rdf:RDF', 'xmlns:r="http://my.netscape.com/rdf/simple/0.9/"', 'r:item', 'item'],
    ['rss', 'xmlns:r="http://backend.userland.com/rss2"', 'r:item', 'item'],
    ['rss', 'xmlns:r = "http://backend.userland.com/rss"', 'r:item', 'item'],
    ['rss', "xmlns:rss='http://blogs.law.harvard.edu/tech/rss'", 'rss:item', 'item'],
    ['rss', 'xmlns:rss="http://purl.org/rss/1.0/"', 'rss', 'rss'],
    ['feed', 'xmlns:a="http://www.w3.org/2005/Atom"', 'a:entry', 'entry'],
    ['feed', 'xmlns:a="http://purl.org/atom/ns#"', 'a:entry', 'entry'],
    ['rss', 'xmlns:a="http://www.w3.org/2005/Atom"', 'a:link', 'atom:link'],
    ['rss', 'xmlns:a="http://purl.org/atom/ns#"', 'a:link', 'atom:link'],
    ['R:RDF', 'xmlns:R="http://www.w3.org/1999/02/22-rdf-syntax-ns#"', 'R:RDF', 'rdf:RDF'],
    ['rss', 'xmlns:d="http://purl.org/dc/elements/1.1/"', 'd:date', 'dc:date'],
    ['rss', 'xmlns:t="http://purl.org/dc/terms/"', 't:modified', 'dcterms:modified'],
    ['rss', 'xmlns:c="http://purl.org/rss/1.0/modules/content/"', 'c:encoded', 'content:encoded'],
    ['rss', 'xmlns:m="http://search.yahoo.com/mrss/"', 'm:title', 'media:title'],
    ['rss', 'xmlns:m="http://search.yahoo.com/mrss"', 'm:title', 'media:title'],
    ['rss', 'xmlns:i="http://www.itunes.com/dtds/podcast-1.0.dtd"', 'i:summary', 'itunes:summary'],
    [
      'rss',
      'xmlns:f="http://rssnamespace.org/feedburner/ext/1.0"',
      'f:origLink',
      'feedburner:origLink',
    ],
    ['rss', 'xmlns:h="http://www.w3.org/1999/xhtml"', 'h:body', 'xhtml:body'],
    // Unknown and undeclared prefixes stay; an rss or feed root's own prefix is the format's.
    ['rss', 'xmlns:x="urn:x"', 'x:item', 'x:item'],
    ['rss', '', 'News:Source', 'News:Source'],
    ['rss', '', 'q:item', 'q:item'],
    ['x:rss', 'xmlns:x="urn:x"', 'x:item', 'item'],
    ['x:feed', 'xmlns:x="urn:x"', 'x:entry', 'entry'],
    ['x:RDF', 'xmlns:x="urn:x"', 'x:item', 'x:item'],
  ])('in <%s %s>, %s is %s', (root, declarations, name, usual) => {
    // A comment that quotes other markup declares nothing.
    const doc = `<?xml version="1.0"?><!-- <c:rss xmlns:q="http://purl.org/rss/1.0/"> --><${root} ${declarations}/>`;
    expect(usualNames(doc)(name)).toBe(usual);
  });

  it("keeps an RSS item's atom:link apart from its own link", () => {
    const doc = rssDoc(
      '<item><atom:link href="https://e.com/self"/><link>https://e.com/a</link></item>',
    ).replace('<rss ', '<rss xmlns:atom="http://www.w3.org/2005/Atom" ');
    expect(parseFeed(doc).items[0]!.link).toBe('https://e.com/a');
  });
});

describe('each field of an item or entry, in the order the parser prefers its elements', () => {
  const xhtml = 'xmlns="http://www.w3.org/1999/xhtml"';
  const descriptionAndContent =
    '<description>S</description><content:encoded>&lt;p&gt;L&lt;/p&gt;</content:encoded>';
  const summaryAndContent =
    '<summary>S</summary><content type="html">&lt;p&gt;B&lt;/p&gt;</content>';
  it.each([
    // Links: feedburner:origLink, then <link>, then a permalink guid.
    [
      'link',
      '<feedburner:origLink>https://o/1</feedburner:origLink><link>https://fb/1</link>',
      'https://o/1',
    ],
    ['link', '<link>https://e.com/1</link><guid>https://g/1</guid>', 'https://e.com/1'],
    ['link', '<guid>https://g.example/1</guid>', 'https://g.example/1'],
    ['link', '<guid isPermaLink="true">https://g.example/1</guid>', 'https://g.example/1'],
    ['link', '<guid isPermaLink="false">tag:1</guid>', ''],
    // Dates: pubDate, then dc:date, then published, then updated.
    ['date', '<pubDate>R</pubDate><dc:date>D</dc:date><published>P</published>', 'R'],
    ['date', '<dc:date>D</dc:date><published>P</published><updated>U</updated>', 'D'],
    ['date', '<published>P</published><updated>U</updated>', 'P'],
    ['date', '<updated>U</updated>', 'U'],
    ['date', '<title>x</title>', ''],
    // Sources: <source>, then Bing News:Source, then dc:publisher.
    ['source', '<source url="https://s/">Own</source><News:Source>Bing</News:Source>', 'Own'],
    ['source', '<News:Source>Bing</News:Source><dc:publisher>Pub</dc:publisher>', 'Bing'],
    ['source', '<dc:publisher>Pub</dc:publisher>', 'Pub'],
    // HTML fields: CDATA literally, escaped text once, raw (X)HTML children kept as markup with
    // CDATA beside them escaped, "<" without a tag no markup, trimmed.
    ['title', '<title><![CDATA[Tom &amp; Jerry]]></title>', 'Tom &amp; Jerry'],
    ['title', '<title>Tom &amp;amp; Jerry</title>', 'Tom &amp; Jerry'],
    ['title', '<title>  <![CDATA[  Spaced  ]]>  </title>', 'Spaced'],
    ['summaryHtml', '<description><p>Raw <b>bold</b></p></description>', '<p>Raw <b>bold</b></p>'],
    ['summaryHtml', '<description><p>a</p><![CDATA[x < y]]></description>', '<p>a</p>x &lt; y'],
    ['summaryHtml', '<description>1 &lt; 2 and 3 &gt; 2</description>', '1 < 2 and 3 > 2'],
    ['summaryHtml', '<description><![CDATA[a <b c]]></description>', 'a <b c'],
    // Dates: Dublin Core terms and Atom 0.3, published before modified.
    ['date', '<dcterms:modified>M</dcterms:modified>', 'M'],
    ['date', '<dcterms:modified>M</dcterms:modified><dcterms:issued>I</dcterms:issued>', 'I'],
    ['date', '<dc:date>D</dc:date><dcterms:issued>I</dcterms:issued>', 'D'],
    ['date', '<modified>M</modified><issued>I</issued>', 'I'],
    ['date', '<modified>M</modified><created>C</created>', 'C'],
    ['date', '<dcterms:created>C</dcterms:created><updated>U</updated>', 'C'],
    // Headlines.
    ['title', '<dc:title>D &amp;amp; co</dc:title>', 'D &amp; co'],
    ['title', '<media:title>M</media:title><dc:title>D</dc:title>', 'D'],
    ['title', '<media:group><media:title>G</media:title></media:group>', 'G'],
    ['title', '<title>T</title><dc:title>D</dc:title>', 'T'],
    // Summaries, before the full content.
    ['summaryHtml', '<dc:description>D</dc:description><content:encoded>C</content:encoded>', 'D'],
    [
      'summaryHtml',
      '<itunes:summary>I</itunes:summary><media:description>M</media:description>',
      'I',
    ],
    ['summaryHtml', '<media:group><media:description>G</media:description></media:group>', 'G'],
    ['summaryHtml', '<description>R</description><dc:description>D</dc:description>', 'R'],
    ['summaryHtml', `<body ${xhtml}><p>B</p></body>`, '<p>B</p>'],
    [
      'contentHtml',
      `<description>R</description><xhtml:body xmlns:xhtml="http://www.w3.org/1999/xhtml"><p>B</p></xhtml:body>`,
      'R <p>B</p>',
    ],
    // The summary is the description, else the full content; the content holds both.
    ['summaryHtml', descriptionAndContent, 'S'],
    ['contentHtml', descriptionAndContent, 'S <p>L</p>'],
    ['summaryHtml', '<content:encoded><![CDATA[<p>Long</p>]]></content:encoded>', '<p>Long</p>'],
    ['contentHtml', '<content:encoded><![CDATA[<p>Long</p>]]></content:encoded>', ' <p>Long</p>'],
    // Categories as text, empty ones left out; one or many of each repeated element.
    [
      'categories',
      '<category>A</category><category></category><category domain="d">B</category>',
      ['A', 'B'],
    ],
    ['categories', '<category>42</category>', ['42']],
    ['link', '<link>https://e.com/1</link><link>https://e.com/2</link>', 'https://e.com/1'],
    // Values trimmed, XML references decoded once, HTML references and leading zeros kept.
    ['link', '<link>\n  https://e.com/?a=1&amp;b=2  \n</link>', 'https://e.com/?a=1&b=2'],
    ['date', '<pubDate> Sat, 31 May 2025 </pubDate>', 'Sat, 31 May 2025'],
    [
      'categories',
      '<category>007</category><category>a&amp;eacute;</category>',
      ['007', 'a&eacute;'],
    ],
    ['categories', '<category>&copy;&euro;</category>', ['&copy;&euro;']],
  ] as const)('an RSS item reads its %s from %s', (field, item, expected) => {
    expect(oneRss(item)[field]).toEqual(expected);
  });

  it.each([
    // Links: the alternate one with an href, else the first.
    [
      'link',
      '<link rel="self" href="https://e.com/self"/><link rel="alternate" href=""/><link href="https://e.com/alt"/>',
      'https://e.com/alt',
    ],
    ['link', '<link rel="self" href="https://e.com/self"/>', 'https://e.com/self'],
    ['link', '<link>https://e.com/text</link>', 'https://e.com/text'],
    ['link', '<title>no link</title>', ''],
    // Dates: published, then updated, then dc:date.
    ['date', '<published>P</published><updated>U</updated>', 'P'],
    ['date', '<updated>U</updated><dc:date>D</dc:date>', 'U'],
    ['date', '<dc:date>D</dc:date>', 'D'],
    ['date', '<modified>M</modified><issued>I</issued><dc:date>D</dc:date>', 'I'],
    ['date', '<dcterms:modified>M</dcterms:modified><dc:date>D</dc:date>', 'M'],
    ['title', '<media:group><media:title>G</media:title></media:group>', 'G'],
    [
      'summaryHtml',
      '<media:group><media:description>G</media:description></media:group><content>C</content>',
      'G',
    ],
    // The summary is the summary, else the content; the source is <source>'s title only.
    ['summaryHtml', summaryAndContent, 'S'],
    ['contentHtml', summaryAndContent, 'S <p>B</p>'],
    ['summaryHtml', '<content>Body</content>', 'Body'],
    ['contentHtml', '<content>Body</content>', ' Body'],
    ['source', '<author><name>A Person</name></author><source><title>O</title></source>', 'O'],
    ['source', '<author><name>A Person</name></author>', ''],
    // Categories from term, then label, then text.
    [
      'categories',
      '<category term="t" label="l"/><category label="l2"/><category>text</category><category/>',
      ['t', 'l2', 'text'],
    ],
    // Image enclosure links after the media images.
    [
      'images',
      '<link rel="enclosure" type="image/png" href="https://e.com/e.png"/>' +
        '<link rel="enclosure" type="audio/mpeg" href="https://e.com/e.mp3"/>' +
        '<link rel="alternate" type="image/png" href="https://e.com/alt.png"/>' +
        '<media:thumbnail url="https://e.com/t.jpg"/>',
      ['https://e.com/t.jpg', 'https://e.com/e.png'],
    ],
  ] as const)('an Atom entry reads its %s from %s', (field, entry, expected) => {
    const doc = atomDoc(`<entry>${entry}</entry>`).replace(
      '<feed ',
      '<feed xmlns:dcterms="http://purl.org/dc/terms/" ',
    );
    expect(parseFeed(doc).items[0]![field]).toEqual(expected);
  });
});

describe('xml:base', () => {
  const FEED_URL = 'https://feed.example/feeds/atom.xml';
  it.each([
    // The feed element's attributes, then the entry.
    [
      'the entry',
      '><entry xml:base="http://example.org/blog/"><link href="2024/post"/>',
      'http://example.org/blog/2024/post',
    ],
    [
      'each ancestor, then the link',
      ' xml:base="/blog/"><entry xml:base="2024/"><link xml:base="11/" href="post"/>',
      'https://feed.example/blog/2024/11/post',
    ],
    [
      'the link itself',
      '><entry><link xml:base="http://example.org/a/" href="b"/>',
      'http://example.org/a/b',
    ],
    [
      'an absolute link over any base',
      ' xml:base="http://example.org/"><entry><link href="https://e.com/x"/>',
      'https://e.com/x',
    ],
    ['no base: the link as written', '><entry><link href="post"/>', 'post'],
    ['a base that cannot be one', '><entry xml:base="javascript:alert(1)//"><link href="x"/>', 'x'],
  ])('counts %s', (_name, feedAndEntry, expected) => {
    const doc = `<feed xmlns="http://www.w3.org/2005/Atom"${feedAndEntry}</entry></feed>`;
    expect(parseFeed(doc, FEED_URL).items[0]!.link).toBe(expected);
  });

  it('counts the channel and the item in RSS, for <link> and a permalink guid', () => {
    const doc = rssDoc(
      '<item xml:base="b/"><link>x</link></item><item><guid>y</guid></item>',
    ).replace('<channel>', '<channel xml:base="http://example.org/a/">');
    expect(parseFeed(doc).items.map((i) => i.link)).toEqual([
      'http://example.org/a/b/x',
      'http://example.org/a/y',
    ]);
  });
});

it.each([
  ['<title mode="base64">VGlkZSB0YWJsZXM=</title>', 'title', 'Tide tables'],
  ['<title mode="base64">VGlkZSB0\n YWJsZXM=</title>', 'title', 'Tide tables'],
  ['<title mode="base64">not base64!</title>', 'title', ''],
  [
    '<content type="text/html" mode="base64">PHA+Q2Fmw6kgJmFtcDsg4oCcdGVh4oCdPC9wPg==</content>',
    'summaryHtml',
    '<p>Café &amp; “tea”</p>',
  ],
  ['<title mode="escaped">A &amp;amp; B</title>', 'title', 'A &amp; B'],
] as const)('base64 (Atom 0.3): %s gives the %s %s', (entry, field, expected) => {
  const doc = `<feed version="0.3" xmlns="http://purl.org/atom/ns#"><entry>${entry}</entry></feed>`;
  expect(parseFeed(doc).items[0]![field]).toBe(expected);
});
