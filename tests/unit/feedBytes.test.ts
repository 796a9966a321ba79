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

describe('feedEncoding', () => {
  it('follows a byte order mark first', () => {
    expect(feedEncoding(Uint8Array.of(0xef, 0xbb, 0xbf, 0x3c), 'text/xml; charset=latin2')).toBe(
      'utf-8',
    );
    expect(feedEncoding(Uint8Array.of(0xfe, 0xff, 0, 0x3c))).toBe('utf-16be');
    expect(feedEncoding(Uint8Array.of(0xff, 0xfe, 0x3c, 0))).toBe('utf-16le');
    // Two of a mark's three bytes are no mark.
    expect(feedEncoding(Uint8Array.of(0xef, 0xbb, 0x3c), 'text/xml; charset=latin2')).toBe(
      'iso-8859-2',
    );
  });

  it("then the Content-Type's charset, quoted or not, in any case", () => {
    expect(feedEncoding(declared('utf-8'), 'text/xml;charset=ISO-8859-2')).toBe('iso-8859-2');
    expect(feedEncoding(declared('utf-8'), 'text/xml; Charset = "koi8-r"; x=1')).toBe('koi8-r');
    expect(feedEncoding(declared('iso-8859-2'), 'text/xml; charset=nonsense')).toBe('iso-8859-2');
    expect(feedEncoding(declared('iso-8859-2'), 'text/xml')).toBe('iso-8859-2');
    expect(feedEncoding(declared('iso-8859-2'), undefined)).toBe('iso-8859-2');
  });

  it('then the XML declaration at the start, then UTF-8', () => {
    expect(feedEncoding(ascii(`  \n<?xml version='1.0' encoding='windows-1251'?><a/>`))).toBe(
      'windows-1251',
    );
    expect(feedEncoding(ascii(`<a/><?xml version="1.0" encoding="koi8-r"?>`))).toBe('utf-8');
    expect(feedEncoding(ascii(`<?xml version="1.0" encoding = "koi8-r"?><a/>`))).toBe('koi8-r');
    expect(feedEncoding(declared('no-such-label'))).toBe('utf-8');
    expect(feedEncoding(declared('utf-16le'))).toBe('utf-8');
    expect(feedEncoding(declared('UTF-16'))).toBe('utf-8');
    expect(feedEncoding(ascii('<rss/>'), null)).toBe('utf-8');
  });

  it('reads the declaration only in the first 512 bytes', () => {
    const late = ascii(`${' '.repeat(480)}<?xml version="1.0" encoding="koi8-r"?>`);
    expect(feedEncoding(late)).toBe('utf-8');
  });
});

describe('decodeFeed', () => {
  it('decodes windows-1252 by the standard, 0x80 to 0x9F included', () => {
    const bytes = Uint8Array.of(0x80, 0x20, 0x93, 0x41, 0x94, 0x20, 0x81, 0xe9);
    expect(decodeFeed(bytes, 'text/xml; charset=windows-1252')).toBe('€ “A” \u0081é');
    expect(decodeFeed(bytes, 'text/xml; charset=iso-8859-1')).toBe('€ “A” \u0081é');
  });

  it('decodes other encodings, joins chunks and drops the BOM', () => {
    expect(decodeFeed(Uint8Array.of(0xb1, 0xea), 'text/xml; charset=iso-8859-2')).toBe('ąę');
    const utf8 = ascii('\uFEFF<a>é</a>');
    expect(decodeFeed([utf8.subarray(0, 2), utf8.subarray(2, 6), utf8.subarray(6)])).toBe(
      '<a>é</a>',
    );
    expect(decodeFeed([])).toBe('');
    expect(decodeFeed(Uint8Array.of(0x61, 0xff, 0x62), 'text/xml; charset=utf-8')).toBe('a\ufffdb');
  });

  it('repairs only windows-1252: C1 controls of other encodings stay', () => {
    expect(decodeFeed(Uint8Array.of(0x41, 0x80), 'text/xml; charset=iso-8859-2')).toBe('A\u0080');
    expect(decodeFeed(Uint8Array.of(0xc2, 0x80))).toBe('\u0080');
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

describe('readableText', () => {
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
  ])('%s reads %s', (text, expected) => {
    expect(readableText(text)).toBe(expected);
  });
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
