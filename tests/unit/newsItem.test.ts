// Row validation at the backend boundary: hostile and broken rows are dropped or tolerated,
// never crash, and what is kept is typed and safe to open.
import { describe, expect, it } from 'vitest';
import { httpUrlOrNull } from '../../src/shared/safeUrl.ts';
import { parseNewsRows } from '../../src/news/newsItem.ts';

const good = {
  id: 1,
  title: 'Headline',
  summary: 'Summary',
  source: 'Wire',
  link: 'https://news.example.com/1',
  image_url: 'https://img.example.com/1.jpg',
  published_at: '2025-06-01T10:00:00Z',
  view_count: 42,
  is_fake: false,
};

describe('parseNewsRows', () => {
  it('maps a good row', () => {
    expect(parseNewsRows([good])).toEqual([
      {
        key: '1',
        id: '1',
        title: 'Headline',
        summary: 'Summary',
        source: 'Wire',
        link: 'https://news.example.com/1',
        imageUrl: 'https://img.example.com/1.jpg',
        publishedMs: Date.parse('2025-06-01T10:00:00Z'),
        viewCount: 42,
        isFake: false,
        searchText: { title: 'headline', summary: 'summary' },
      },
    ]);
  });

  it('drops rows without a usable title', () => {
    const titles = [undefined, null, '', '   ', 42, { html: 'x' }, ['a']];
    expect(parseNewsRows(titles.map((title, id) => ({ ...good, id, title })))).toEqual([]);
  });

  it('drops rows whose link is missing or not http(s)', () => {
    const links = [
      undefined,
      null,
      '',
      'javascript:alert(1)',
      ' JavaScript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '/relative/path',
      'news.example.com/no-scheme',
      'http://',
      12345,
    ];
    expect(parseNewsRows(links.map((link, id) => ({ ...good, id, link })))).toEqual([]);
  });

  it('keeps http and https links, normalised', () => {
    const rows = parseNewsRows([
      { ...good, id: 1, link: 'http://a.example/x' },
      { ...good, id: 2, link: '  HTTPS://B.example/y  ' },
    ]);
    expect(rows.map((r) => r.link)).toEqual(['http://a.example/x', 'https://b.example/y']);
  });

  it('drops non-object rows', () => {
    expect(parseNewsRows([null, undefined, 1, 'row', [good], true])).toEqual([]);
  });

  it('tolerates bad dates, counts, flags and images', () => {
    const [row] = parseNewsRows([
      {
        ...good,
        published_at: 'not a date',
        view_count: 'lots',
        is_fake: 'true',
        image_url: 'javascript:alert(1)',
        summary: { evil: true },
        source: null,
      },
    ]);
    expect(row).toMatchObject({
      publishedMs: null,
      viewCount: 0,
      isFake: false,
      imageUrl: null,
      summary: '',
      source: '',
    });
  });

  it('normalises counts: numeric strings, negatives, fractions, infinities', () => {
    const counts = ['17', -5, 3.7, Infinity, NaN, null, 1e12];
    const parsed = parseNewsRows(counts.map((view_count, id) => ({ ...good, id, view_count })));
    expect(parsed.map((r) => r.viewCount)).toEqual([17, 0, 3, 0, 0, 0, 1e12]);
  });

  it('keeps HTML and script text as plain text (rendering escapes it)', () => {
    const [row] = parseNewsRows([
      { ...good, title: '<img src=x onerror=alert(1)><script>x</script>' },
    ]);
    expect(row?.title).toBe('<img src=x onerror=alert(1)><script>x</script>');
  });

  it('is_fake is only true for a real boolean true', () => {
    const flags = [true, 'true', 1, 'yes', null];
    const parsed = parseNewsRows(flags.map((is_fake, id) => ({ ...good, id, is_fake })));
    expect(parsed.map((r) => r.isFake)).toEqual([true, false, false, false, false]);
  });

  it('keeps the server order and gives every item a unique key', () => {
    const parsed = parseNewsRows([
      { ...good, id: 'x', title: 'A' },
      { ...good, id: 'x', title: 'B' },
      { ...good, id: undefined, title: 'C' },
      { ...good, id: { nested: 1 }, title: 'D' },
    ]);
    expect(parsed.map((r) => r.title)).toEqual(['A', 'B', 'C', 'D']);
    expect(new Set(parsed.map((r) => r.key)).size).toBe(4);
  });

  it('throws on an answer that is not a list (a malformed body)', () => {
    expect(() => parseNewsRows({ rows: [good] })).toThrow(TypeError);
    expect(() => parseNewsRows('[]')).toThrow(TypeError);
    expect(() => parseNewsRows(null)).toThrow(TypeError);
  });
});

describe('httpUrlOrNull', () => {
  it('accepts only http(s)', () => {
    expect(httpUrlOrNull('https://x.example/')).toBe('https://x.example/');
    expect(httpUrlOrNull('ftp://x.example/')).toBeNull();
    expect(httpUrlOrNull('javascript:void(0)')).toBeNull();
    expect(httpUrlOrNull(undefined)).toBeNull();
  });
});
