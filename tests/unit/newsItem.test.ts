// Row validation at the backend boundary: hostile and broken rows are dropped or tolerated,
// never crash, and what is kept is typed and safe to open; values of the wrong type at each field.
import { expect, it } from 'vitest';
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
const one = (fields: Record<string, unknown>) => parseNewsRows([{ ...good, ...fields }])[0]!;

it('parseNewsRows maps a good row', () => {
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

it('drops rows without a usable title, or whose link is missing or not http(s), and non-object rows', () => {
  const titles = [undefined, null, '', '   ', 42, { html: 'x' }, ['a']];
  expect(parseNewsRows(titles.map((title, id) => ({ ...good, id, title })))).toEqual([]);
  const scripts = ['javascript:alert(1)', ' JavaScript:alert(document.cookie)'];
  const schemes = [...scripts, 'vbscript:msgbox(1)'];
  const others = ['data:text/html,<script>alert(1)</script>', 'file:///etc/passwd', 'http://'];
  const relative = ['/relative/path', 'news.example.com/no-scheme'];
  const links = [undefined, null, '', 12345, ...schemes, ...others, ...relative];
  expect(parseNewsRows(links.map((link, id) => ({ ...good, id, link })))).toEqual([]);
  expect(parseNewsRows([null, undefined, 1, 'row', [good], true])).toEqual([]);
});

it('keeps http and https links, normalised', () => {
  const rows = parseNewsRows([
    { ...good, id: 1, link: 'http://a.example/x' },
    { ...good, id: 2, link: '  HTTPS://B.example/y  ' },
  ]);
  expect(rows.map((r) => r.link)).toEqual(['http://a.example/x', 'https://b.example/y']);
});

it('tolerates bad dates, counts, flags and images, and keeps HTML as plain text (rendering escapes it)', () => {
  const title = '<img src=x onerror=alert(1)><script>x</script>';
  expect(one({ title }).title).toBe(title);
  const row = one({
    published_at: 'not a date',
    view_count: 'lots',
    is_fake: 'true',
    image_url: 'javascript:alert(1)',
    summary: { evil: true },
    source: null,
  });
  expect(row).toMatchObject({
    publishedMs: null,
    viewCount: 0,
    isFake: false,
    imageUrl: null,
    summary: '',
    source: '',
  });
});

it('reads view counts from numbers and numeric strings only, whole and positive', () => {
  const counts = ['17', '12', -5, 3.7, 2.9, Infinity, NaN, null, 1e12];
  const parsed = parseNewsRows(counts.map((view_count, id) => ({ ...good, id, view_count })));
  expect(parsed.map((r) => r.viewCount)).toEqual([17, 12, 0, 3, 2, 0, 0, 0, 1e12]);
  for (const view_count of [[5], true, -3, -0, '-0', 0, 'many']) {
    expect(Object.is(one({ view_count }).viewCount, 0)).toBe(true);
  }
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

it('refuses an answer that is not a list (a malformed body), whatever else it has', () => {
  const listLike = [{ rows: [good] }, { forEach() {} }, { length: 0 }];
  for (const data of [null, undefined, {}, 'rows', '[]', 7, ...listLike]) {
    expect(() => parseNewsRows(data)).toThrow(new TypeError('news rows: expected an array'));
  }
});

it('keys a row without a usable id by its place, and counts views against no id', () => {
  for (const id of [undefined, null, true, {}, ['x']]) {
    expect(parseNewsRows([{ ...good, id }])[0]).toMatchObject({ key: 'row-0', id: '' });
  }
  expect(one({ id: 0 })).toMatchObject({ key: '0', id: '0' });
  expect(one({ id: 12 })).toMatchObject({ key: '12', id: '12' });
  expect(one({ id: 'a1' })).toMatchObject({ key: 'a1', id: 'a1' });
});

it('reads dates from strings and epoch numbers only', () => {
  expect(one({ published_at: Date.UTC(2025, 5, 1) }).publishedMs).toBe(Date.UTC(2025, 5, 1));
  for (const published_at of [['2025-06-01T10:00:00Z'], true, {}, null, 'soon', Infinity]) {
    expect(one({ published_at }).publishedMs).toBeNull();
  }
});
