// A feed's bytes to text (supabase/functions/_shared/decodeFeed.ts), stored text as its writer meant
// it (readableText.ts), image candidates that are no pictures (images.ts) and the outlets
// aggregators put after their headlines (outlets.ts).
import { describe, expect, it } from 'vitest';
import { decodeFeed, feedEncoding } from '../../supabase/functions/_shared/decodeFeed.ts';
import { isTrackingImage } from '../../supabase/functions/_shared/images.ts';
import { readableText } from '../../supabase/functions/_shared/readableText.ts';
import { withOutlets, withoutOutletSuffix } from '../../supabase/functions/_shared/outlets.ts';
import type { RawItem } from '../../supabase/functions/_shared/types.ts';

const ascii = (text: string) => new TextEncoder().encode(text);
const declared = (label: string) => ascii(`<?xml version="1.0" encoding="${label}"?><a/>`);
const item = (title: string, fields: Partial<RawItem> = {}): RawItem => ({
  title,
  link: 'https://e.com/',
  summaryHtml: '',
  contentHtml: '',
  source: '',
  date: '',
  images: [],
  categories: [],
  ...fields,
});

const latin2 = 'text/xml; charset=latin2';
it.each([
  // A byte order mark first (two of a mark's three bytes are no mark).
  [Uint8Array.of(0xef, 0xbb, 0xbf, 0x3c), latin2, 'utf-8'],
  [Uint8Array.of(0xfe, 0xff, 0, 0x3c), undefined, 'utf-16be'],
  [Uint8Array.of(0xff, 0xfe, 0x3c, 0), undefined, 'utf-16le'],
  [Uint8Array.of(0xef, 0xbb, 0x3c), latin2, 'iso-8859-2'],
  // Then the Content-Type's charset, quoted or not, in any case.
  [declared('utf-8'), 'text/xml;charset=ISO-8859-2', 'iso-8859-2'],
  [declared('utf-8'), 'text/xml; Charset = "koi8-r"; x=1', 'koi8-r'],
  [declared('iso-8859-2'), 'text/xml; charset=nonsense', 'iso-8859-2'],
  [declared('iso-8859-2'), 'text/xml', 'iso-8859-2'],
  [declared('iso-8859-2'), undefined, 'iso-8859-2'],
  // Then the XML declaration at the start, in its first 512 bytes; then UTF-8.
  [ascii(`  \n<?xml version='1.0' encoding='windows-1251'?><a/>`), undefined, 'windows-1251'],
  [ascii(`<a/><?xml version="1.0" encoding="koi8-r"?>`), undefined, 'utf-8'],
  [ascii(`<?xml version="1.0" encoding = "koi8-r"?><a/>`), undefined, 'koi8-r'],
  [ascii(`${' '.repeat(480)}<?xml version="1.0" encoding="koi8-r"?>`), undefined, 'utf-8'],
  [declared('no-such-label'), undefined, 'utf-8'],
  [declared('utf-16le'), undefined, 'utf-8'],
  [declared('UTF-16'), undefined, 'utf-8'],
  [ascii('<rss/>'), null, 'utf-8'],
])('feedEncoding: %s with %j is %s', (bytes, contentType, encoding) => {
  expect(feedEncoding(bytes, contentType)).toBe(encoding);
});

describe('decodeFeed', () => {
  const utf8 = ascii('\uFEFF<a>é</a>');
  const c1 = Uint8Array.of(0x80, 0x20, 0x93, 0x41, 0x94, 0x20, 0x81, 0xe9);
  it.each([
    // windows-1252 by the standard, 0x80 to 0x9F included.
    [c1, 'text/xml; charset=windows-1252', '€ “A” \u0081é'],
    [c1, 'text/xml; charset=iso-8859-1', '€ “A” \u0081é'],
    // Other encodings, chunks joined, the BOM dropped.
    [Uint8Array.of(0xb1, 0xea), 'text/xml; charset=iso-8859-2', 'ąę'],
    [[utf8.subarray(0, 2), utf8.subarray(2, 6), utf8.subarray(6)], undefined, '<a>é</a>'],
    [[], undefined, ''],
    [Uint8Array.of(0x61, 0xff, 0x62), 'text/xml; charset=utf-8', 'a\ufffdb'],
    // Only windows-1252 is repaired: C1 controls of other encodings stay.
    [Uint8Array.of(0x41, 0x80), 'text/xml; charset=iso-8859-2', 'A\u0080'],
    [Uint8Array.of(0xc2, 0x80), undefined, '\u0080'],
  ])('%s with %j reads %j', (bytes, contentType, text) => {
    expect(decodeFeed(bytes, contentType)).toBe(text);
  });

  // Labels as the WHATWG Encoding Standard reads them; bytes that name no encoding are UTF-8 when
  // they are UTF-8, else windows-1252.
  const quoted = Uint8Array.of(0x93, 0x41, 0x94, 0x85, 0x20, 0xe9);
  it.each([
    ['text/xml; charset=ISO-8859-1', quoted, 'windows-1252', '“A”… é'],
    ['text/xml; charset=latin1', quoted, 'windows-1252', '“A”… é'],
    ['text/xml; charset=us-ascii', quoted, 'windows-1252', '“A”… é'],
    ['text/xml', quoted, 'windows-1252', '“A”… é'],
    ['text/xml; charset=ISO-2022-KR', quoted, 'windows-1252', '“A”… é'],
    [null, ascii('’ é'), 'utf-8', '’ é'],
    [null, new Uint8Array([0x2e, ...ascii('é')]), 'utf-8', '.é'],
  ])('%s: %s is %s', (contentType, bytes, encoding, text) => {
    expect(feedEncoding(bytes, contentType)).toBe(encoding);
    expect(decodeFeed(bytes, contentType)).toBe(text);
  });
});

it.each([
  // UTF-8 decoded twice, as windows-1252 or as Latin-1: read once more.
  ['donâ€™t â€” cafÃ© â‚¬5', 'don’t — café €5'],
  ['don\u00e2\u0080\u0099t', 'don’t'],
  ['Ã\u0081gua Ã‰tÃ©', 'Água Été'],
  ['Â£5 and 30Â°', '£5 and 30°'],
  ['cafÃ© prÃ¨s du cafÃ©', 'café près du café'],
  // Real text stays: no run of it is UTF-8 once written in windows-1252.
  ['café Straße SÃO AÇÃO', 'café Straße SÃO AÇÃO'],
  ['€5 – “quoted” ½ ©', '€5 – “quoted” ½ ©'],
  ['Ελλάδα 東京 🚀 é’', 'Ελλάδα 東京 🚀 é’'],
  ['Ã alone, then â€™', 'Ã alone, then ’'],
  // C1 controls are the windows-1252 characters of their bytes; the five unassigned ones go.
  ['don\u0092t \u0093A\u0094 \u0080 \u0096', 'don’t “A” € –'],
  ['a\u0081b\u008dc\u008fd\u0090e\u009df', 'abcdef'],
])('readableText: %s reads %s', (text, expected) => {
  expect(readableText(text)).toBe(expected);
});

describe('isTrackingImage', () => {
  it.each([
    ...['1', '0', '1px', ' 1 PX ', '0.5', '1.0', '01', '0.25'].map((size) => [size, true] as const),
    ...['2', '1.5', '100%', '', 'wide', '1x', 'x1'].map((size) => [size, false] as const),
  ])('a width or height of "%s" is a pixel: %s', (size, pixel) => {
    expect(isTrackingImage('https://e.com/a.jpg', size)).toBe(pixel);
    expect(isTrackingImage('https://e.com/a.jpg', undefined, size)).toBe(pixel);
  });

  it("knows FeedBurner's tracker and share buttons by their path", () => {
    expect(isTrackingImage('https://feeds.feedburner.com/~r/Feed/~4/abc')).toBe(true);
    expect(isTrackingImage('/~r/Feed/~4/abc')).toBe(true);
    expect(isTrackingImage('https://feeds.feedburner.com/~ff/Feed?a=1')).toBe(true);
    expect(isTrackingImage('https://feeds.feedburner.com/~r/Feed/~3/abc')).toBe(false);
    expect(isTrackingImage('https://e.com/~r//~4/abc')).toBe(false);
    expect(isTrackingImage('https://e.com/a.jpg?x=/~ff/')).toBe(false);
    expect(isTrackingImage('https://e.com/a.jpg', '300', '200')).toBe(false);
    expect(isTrackingImage('https://[bad/~ff/')).toBe(false);
  });
});

describe('outlets', () => {
  it('removes a trailing " - Outlet" for that outlet only, never the whole title', () => {
    expect(withoutOutletSuffix('Story - Wire', 'Wire')).toBe('Story');
    expect(withoutOutletSuffix('Story | WIRE', 'wire')).toBe('Story');
    expect(withoutOutletSuffix('Story — Wire', 'Wire')).toBe('Story');
    expect(withoutOutletSuffix('Story – Wire', 'Wire')).toBe('Story');
    expect(withoutOutletSuffix('Story-Wire', 'Wire')).toBe('Story-Wire');
    expect(withoutOutletSuffix('Story - Wire Daily', 'Wire')).toBe('Story - Wire Daily');
    expect(withoutOutletSuffix('Story - A.B.', 'A.B.')).toBe('Story');
    expect(withoutOutletSuffix('Story - AxB.', 'A.B.')).toBe('Story - AxB.');
    expect(withoutOutletSuffix(' - Wire', 'Wire')).toBe(' - Wire');
    expect(withoutOutletSuffix('Story - Wire', '')).toBe('Story - Wire');
  });

  it("gives an aggregator's items without a source the outlet their headline or labels name", () => {
    const items = [
      item('First - Wire', { source: 'Wire' }),
      item('Second - Courier &amp; Co'),
      item('Third - Not a label', {
        summaryHtml: '<a href="/">Third</a> <font color="grey">Ledger</font>',
      }),
      item('Fourth - Herald', { summaryHtml: '<font color="grey">Herald</font>' }),
      item('No suffix', { summaryHtml: '<font color="grey">Post</font>' }),
      item('Nothing at all'),
      item('Fifth <b>&lt;x&gt;</b> - Gazette'),
    ];
    expect(withOutlets(items, 'News Aggregator').map((i) => i.source)).toEqual([
      'Wire',
      'Courier &amp; Co',
      'Not a label',
      'Herald',
      'Post',
      '',
      'Gazette',
    ]);
  });

  it('changes nothing in a feed whose own name is the suffix, or that shows no outlet suffix', () => {
    const own = [item('Story - Wire', { source: 'Wire' }), item('Other - Guest')];
    expect(withOutlets(own, 'The Wire: news')).toBe(own);
    const publisher = [item('Episode 1 - The Start'), item('Episode 2 - More')];
    expect(withOutlets(publisher, 'Podcast')).toBe(publisher);
    // "Wire" only inside a longer word of the feed's name is not the feed's own name.
    expect(withOutlets(own, 'Wireless news').map((i) => i.source)).toEqual(['Wire', 'Guest']);
  });

  it('an aggregator shows itself by an outlet label as well as by a source', () => {
    const items = [
      item('Story - Herald', { source: 'Other', summaryHtml: '<font color="g">Herald</font>' }),
      item('Second - Courier'),
    ];
    expect(withOutlets(items, 'Aggregator').map((i) => i.source)).toEqual(['Other', 'Courier']);
  });

  it('prefers a label the headline ends with over its last suffix', () => {
    const items = [
      item('Story - Wire - Daily', { summaryHtml: '<font color="g">Wire - Daily</font>' }),
    ];
    expect(withOutlets(items, 'Aggregator')[0]!.source).toBe('Wire - Daily');
  });
});
