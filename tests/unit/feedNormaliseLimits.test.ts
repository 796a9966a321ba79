// Raw items to rows (supabase/functions/_shared/normalise.ts) at their limits.
import { describe, expect, it } from 'vitest';
import {
  checkItem,
  MAX_FUTURE_MS,
  MAX_SOURCE,
  MAX_SUMMARY,
  MAX_TITLE,
  MIN_PUBLISHED,
  normaliseItem,
  utcDate,
} from '../../supabase/functions/_shared/normalise.ts';
import { MAX_URL } from '../../supabase/functions/_shared/links.ts';
import type { RawItem } from '../../supabase/functions/_shared/types.ts';

const NOW = new Date('2025-06-01T12:00:00Z');
const FEED = 'https://feed.example/rss';
const isoAt = (ms: number) => new Date(ms).toISOString();

const raw = (fields: Partial<RawItem> = {}): RawItem => ({
  title: 'Headline',
  link: 'https://e.com/a',
  summaryHtml: '',
  contentHtml: '',
  source: '',
  date: NOW.toISOString(),
  images: [],
  categories: [],
  ...fields,
});
const row = (fields: Partial<RawItem> = {}, feedTitle = 'Feed', feedUrl = FEED) =>
  normaliseItem(raw(fields), feedUrl, feedTitle, NOW);
const check = (fields: Partial<RawItem>) => checkItem(raw(fields), FEED, 'F', NOW);

describe('utcDate range', () => {
  const hour = 3_600_000;
  it.each([
    // Up to MAX_FUTURE_MS after the fetch (a day ahead: 23 hours yes, 25 no), from MIN_PUBLISHED.
    [NOW.getTime() + MAX_FUTURE_MS, true],
    [NOW.getTime() + MAX_FUTURE_MS + 1, false],
    [NOW.getTime() + 23 * hour, true],
    [NOW.getTime() + 25 * hour, false],
    [MIN_PUBLISHED, true],
    [MIN_PUBLISHED - 1, false],
  ])('a date at %i ms is in range: %s', (ms, inRange) => {
    expect(utcDate(isoAt(ms), NOW)).toEqual(inRange ? isoAt(ms) : { reason: 'date out of range' });
  });

  it('tells a missing date from an unreadable one, as checkItem does of an item', () => {
    expect(utcDate('  ', NOW)).toEqual({ reason: 'no date' });
    expect(utcDate('soon', NOW)).toEqual({ reason: 'unreadable date' });
    expect(check({ date: '' })).toEqual({ reason: 'no date' });
    expect(check({ date: 'x' })).toEqual({ reason: 'unreadable date' });
  });
});

describe('links', () => {
  it('says why an item without a usable link is skipped', () => {
    const long = `https://e.com/${'a'.repeat(MAX_URL)}`;
    expect(check({ link: long })).toEqual({ reason: 'link too long' });
    expect(check({ link: 'ftp://e.com/x' })).toEqual({ reason: 'no http(s) link' });
    expect(check({ title: ' ' })).toEqual({ reason: 'no title' });
    expect(row({ title: '  <b></b> ' })).toBeNull();
    expect(row()).not.toHaveProperty('view_count');
  });

  it('reads the link as text and unwraps an aggregator redirect', () => {
    expect(row({ link: ' x?a=1&amp;b=2 ' })?.link).toBe('https://feed.example/x?a=1&b=2');
    const target = 'https://publisher.example/story';
    const click = `https://www.bing.com/news/apiclick.aspx?url=${encodeURIComponent(target)}`;
    expect(row({ link: click })?.link).toBe(target);
  });
});

describe('text caps', () => {
  it('keeps a title of MAX_TITLE characters whole and cuts a longer one at a space with an ellipsis', () => {
    const exact = 'a'.repeat(MAX_TITLE);
    expect(row({ title: exact })?.title).toBe(exact);
    const words = `${'word '.repeat(MAX_TITLE / 5)}tail`;
    const cut = row({ title: words })?.title ?? '';
    expect(cut.length).toBeLessThanOrEqual(MAX_TITLE);
    expect(cut).toBe(`${'word '.repeat(MAX_TITLE / 5 - 1).trimEnd()}…`);
  });

  it('cuts inside a word when the last space is too early, never half a surrogate pair', () => {
    const long = `ab ${'x'.repeat(MAX_TITLE)}`;
    expect(row({ title: long })?.title).toBe(`${long.slice(0, MAX_TITLE - 1)}…`);
    const early = `😀${'a'.repeat(MAX_TITLE)}`;
    expect(row({ title: early })?.title).toBe(`😀${'a'.repeat(MAX_TITLE - 3)}…`);
    // A last space at exactly 60% of the cap is too early to cut at.
    const at = MAX_TITLE * 0.6;
    const spaced = `${'a'.repeat(at)} ${'b'.repeat(MAX_TITLE)}`;
    expect(row({ title: spaced })?.title).toBe(`${spaced.slice(0, MAX_TITLE - 1)}…`);
    const later = `${'a'.repeat(at + 1)} ${'b'.repeat(MAX_TITLE)}`;
    expect(row({ title: later })?.title).toBe(`${'a'.repeat(at + 1)}…`);
    const emoji = `${'a'.repeat(MAX_TITLE - 2)}😀😀`;
    expect(row({ title: emoji })?.title).toBe(`${'a'.repeat(MAX_TITLE - 2)}…`);
  });

  it('caps the source and the summary', () => {
    expect(row({ source: 's'.repeat(MAX_SOURCE) })?.source).toBe('s'.repeat(MAX_SOURCE));
    expect(row({ source: 's'.repeat(MAX_SOURCE + 1) })?.source).toHaveLength(MAX_SOURCE);
    expect(row({ summaryHtml: 'w'.repeat(MAX_SUMMARY) })?.summary).toBe('w'.repeat(MAX_SUMMARY));
    expect(row({ summaryHtml: 'w'.repeat(MAX_SUMMARY + 1) })?.summary).toBe(
      `${'w'.repeat(MAX_SUMMARY - 1)}…`,
    );
  });

  it('stores text as its writer meant it: no C1 control, double-encoded UTF-8 repaired', () => {
    const fields = {
      title: 'Don\u0092t panic â€” yet',
      summaryHtml: 'It&#146;s cafÃ© time',
      source: 'Caf\u00c3\u00a9 \u0093Wire\u0094',
    };
    expect(row(fields)).toMatchObject({
      title: 'Don’t panic — yet',
      summary: 'It’s café time',
      source: 'Café “Wire”',
    });
  });

  it('drops control characters, replaces lone surrogates and collapses whitespace', () => {
    expect(row({ title: 'A\u0000B\u0007C\u001f\u007fD\tE\u000b\u000cF' })?.title).toBe('ABCD E F');
    expect(row({ title: 'x\ud800y\udc00z😀' })?.title).toBe('x\ufffdy\ufffdz😀');
    expect(row({ title: '  a \n\n b  ' })?.title).toBe('a b');
  });
});

it("source: is the item's source, else the feed's title, else the feed's host without www", () => {
  expect(row({ source: ' <b>Wire</b> ' })?.source).toBe('Wire');
  expect(row({}, ' Feed &amp; Co ')?.source).toBe('Feed & Co');
  expect(row({}, '', 'https://www.feed.example/rss')?.source).toBe('feed.example');
  expect(row({}, '', 'https://wwwfeed.example/rss')?.source).toBe('wwwfeed.example');
  expect(row({}, '', 'https://awww.example/rss')?.source).toBe('awww.example');
});

// The summary is empty when the description only repeats the title or holds no words; a leading
// outlet name goes only before ': ', ' - ', ' | ', never before a possessive or inside a word.
const guardian = { title: 'Week in pictures', source: 'The Guardian' };
it.each([
  [{}, 'Headline', ''],
  [{}, 'Headline...', ''],
  [{}, ' — !', ''],
  [{}, '   ', ''],
  [{}, 'Headline: more words', 'more words'],
  [{}, 'Headlines are more', 'Headlines are more'],
  [{}, 'A\u0000B', 'AB'],
  [{}, 'Headline (!)', ''],
  [{}, 'Headlinesque', 'Headlinesque'],
  [{ source: 'Wire' }, 'Wirex: more', 'Wirex: more'],
  [{ source: 'Wire' }, 'Wireless', 'Wireless'],
  [{ source: 'Wire' }, 'Wire: more', 'more'],
  [guardian, "The Guardian's editors pick photos", "The Guardian's editors pick photos"],
  [guardian, 'The Guardianship case resumes', 'The Guardianship case resumes'],
  [guardian, 'The Guardian — Photos of the week', 'Photos of the week'],
  [guardian, 'the guardian: photos', 'photos'],
  [guardian, 'The Guardian', ''],
  [guardian, "Week in pictures' best: photos", "Week in pictures' best: photos"],
  [guardian, 'Week in pictures — the best photos', 'the best photos'],
])('the summary of %o with the description %j is %j', (fields, summaryHtml, summary) => {
  expect(row({ ...fields, summaryHtml })?.summary).toBe(summary);
});

describe('image', () => {
  it('is the first http(s) candidate that is no tracker, resolved against the link', () => {
    const image = (fields: Partial<RawItem>) => row(fields)?.image_url;
    expect(image({ images: ['javascript:x', '/img/a.jpg'] })).toBe('https://e.com/img/a.jpg');
    const tracker = 'https://feeds.feedburner.com/~r/f/~4/abc';
    expect(image({ images: [tracker], contentHtml: '<img src="https://e.com/b.jpg">' })).toBe(
      'https://e.com/b.jpg',
    );
    expect(image({ images: ['https://e.com/c.jpg'], contentHtml: '<img src="d.jpg">' })).toBe(
      'https://e.com/c.jpg',
    );
    expect(image({ images: ['mailto:x'] })).toBeNull();
  });

  it('reads the categories as text when classifying', () => {
    expect(row({ categories: ['<b>Satire</b>'] })?.is_fake).toBe(true);
    expect(row({ categories: ['Politics'] })?.is_fake).toBe(false);
  });
});
