// Search and time filter of the news feed: whole-day ages at the time filters' boundaries,
// case-insensitive substring search on title and summary, and both combined.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { anyNews } from '../helpers/validConfigs.ts';
import { MS_PER_DAY } from '../../src/config/news.ts';
import {
  ageInWholeDays,
  filterNews,
  matchesQuery,
  normaliseQuery,
  withinTimeFilter,
} from '../../src/news/newsFilter.ts';
import { parseNewsRows, type NewsItem } from '../../src/news/newsItem.ts';
import { newsItem, newsRows } from '../helpers/news.ts';
import { fixedNews } from '../helpers/specNumbers.ts';

const NOW = Date.parse('2025-06-15T12:00:00Z');
const SECOND = 1000;

/** A feed item published at NOW, with `overrides`. */
function item(overrides: Partial<NewsItem> = {}): NewsItem {
  return newsItem(0, overrides, { newestMs: NOW, fake: () => false });
}

it('ageInWholeDays counts whole days, rounding down; negative for a date in the future', () => {
  expect(ageInWholeDays(NOW, NOW)).toBe(0);
  expect(ageInWholeDays(NOW - MS_PER_DAY + SECOND, NOW)).toBe(0);
  expect(ageInWholeDays(NOW - MS_PER_DAY, NOW)).toBe(1);
  expect(ageInWholeDays(NOW - 7.99 * MS_PER_DAY, NOW)).toBe(7);
  expect(ageInWholeDays(NOW - 8 * MS_PER_DAY, NOW)).toBe(8);
  expect(ageInWholeDays(NOW + SECOND, NOW)).toBe(-1);
});

describe('withinTimeFilter at each boundary', () => {
  it("keeps ages up to the filter's maxAgeDays whole days and drops the next day, for any windows", () => {
    fc.assert(
      fc.property(
        anyNews,
        fc.constantFrom('week', 'month', '3months', '6months' as const),
        ({ maxAgeDays }, filter) => {
          const days = maxAgeDays[filter];
          const at = (ms: number) =>
            withinTimeFilter(item({ publishedMs: ms }), filter, NOW, maxAgeDays);
          expect(at(NOW - days * MS_PER_DAY)).toBe(true);
          // Still `days` whole days old one second before the next day starts.
          expect(at(NOW - (days + 1) * MS_PER_DAY + SECOND)).toBe(true);
          expect(at(NOW - (days + 1) * MS_PER_DAY)).toBe(false);
          expect(at(NOW)).toBe(true);
        },
      ),
    );
  });

  it("keeps the spec's windows as shipped: at most 7, 30, 90 and 180 whole days", () => {
    const filters = ['week', 'month', '3months', '6months'] as const;
    const at = (filter: (typeof filters)[number], days: number) =>
      withinTimeFilter(item({ publishedMs: NOW - days * MS_PER_DAY }), filter, NOW);
    for (const filter of filters) {
      const days = fixedNews.maxAgeDays[filter];
      expect([at(filter, days), at(filter, days + 1)], filter).toEqual([true, false]);
    }
  });

  it('all keeps everything, even items without a usable date', () => {
    expect(withinTimeFilter(item({ publishedMs: NOW - 5000 * MS_PER_DAY }), 'all', NOW)).toBe(true);
    expect(withinTimeFilter(item({ publishedMs: null }), 'all', NOW)).toBe(true);
  });

  it('a dated filter leaves out items whose age is unknown, however long it is, and keeps future-dated ones', () => {
    expect(withinTimeFilter(item({ publishedMs: null }), 'week', NOW)).toBe(false);
    const forever = { ...fixedNews.maxAgeDays, week: Number.MAX_SAFE_INTEGER };
    expect(withinTimeFilter({ publishedMs: null }, 'week', NOW, forever)).toBe(false);
    expect(withinTimeFilter({ publishedMs: 0 }, 'week', NOW, forever)).toBe(true);
    expect(withinTimeFilter(item({ publishedMs: NOW + MS_PER_DAY }), 'week', NOW)).toBe(true);
  });
});

// Search: a case-insensitive substring of the title or the summary, never the source or the
// link; regex and HTML characters literal; an empty or blank query matches everything.
it.each([
  [{ title: 'Tariffs On EVERYTHING', summary: 'Markets wobble again' }, 'tariffs', true],
  [{ title: 'Tariffs On EVERYTHING' }, 'ON EVERY', true],
  [{ summary: 'Markets wobble again' }, 'WOBBLE', true],
  [{ summary: 'Markets wobble again' }, '  wobble  ', true],
  [{ title: 'Tariffs On EVERYTHING', summary: 'Markets wobble again' }, 'crypto', false],
  [{ source: 'Daily Chaos' }, 'daily', false],
  [{ link: 'https://chaos.example/x' }, 'chaos.example', false],
  [{ title: 'Price (up?) <b>.*</b>' }, '(up?)', true],
  [{ title: 'Price (up?) <b>.*</b>' }, '<b>.*', true],
  [{ title: 'Price (up?) <b>.*</b>' }, '.+', false],
  [{}, '', true],
  [{}, '   ', true],
])('search: %o matches %j: %s', (fields, query, matches) => {
  expect(matchesQuery(item(fields), normaliseQuery(query))).toBe(matches);
});

it('search: matches everything with no query', () => {
  expect(matchesQuery({ searchText: { title: 'a', summary: '' } }, '')).toBe(true);
});

describe('filterNews', () => {
  // Ages by the spec's windows: inside the week, inside the month only, inside 6 months only.
  const { week, month, '3months': threeMonths } = fixedNews.maxAgeDays;
  const items = [
    item({ key: 'a', title: 'Wall built', publishedMs: NOW - week * MS_PER_DAY }),
    item({ key: 'b', title: 'Wall falls', publishedMs: NOW - month * MS_PER_DAY }),
    item({ key: 'c', title: 'Golf again', summary: 'Another wall?', publishedMs: NOW }),
    item({ key: 'd', title: 'Golf', publishedMs: NOW - (threeMonths + 1) * MS_PER_DAY }),
  ];

  it('applies search and time filter together and keeps the server order', () => {
    const keys = (query: string, filter: Parameters<typeof filterNews>[1]['filter']) =>
      filterNews(items, { query, filter }, NOW).map((n) => n.key);
    expect(keys('', 'all')).toEqual(['a', 'b', 'c', 'd']);
    expect(keys('wall', 'all')).toEqual(['a', 'b', 'c']);
    expect(keys('wall', 'week')).toEqual(['a', 'c']);
    expect(keys('', 'month')).toEqual(['a', 'b', 'c']);
    expect(keys('golf', '3months')).toEqual(['c']);
    expect(keys('golf', '6months')).toEqual(['c', 'd']);
    expect(keys('nothing', 'all')).toEqual([]);
  });

  it('lowers the case of the query only, per keystroke: items carry theirs from parsing', () => {
    const parsed = parseNewsRows(newsRows(50, { prefix: 'Wall STORY' }));
    expect(parsed[0]!.searchText).toEqual({
      title: 'wall story 0',
      summary: 'summary of wall story 0',
    });
    const toLowerCase = vi.spyOn(String.prototype, 'toLowerCase');
    const kept = filterNews(parsed, { query: 'STORY 4', filter: 'all' }, NOW);
    const calls = toLowerCase.mock.calls.length;
    toLowerCase.mockRestore();
    expect(kept).toHaveLength(11);
    expect(calls).toBe(1);
  });
});
