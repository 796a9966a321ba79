// The default feeds and their fallback: which settings give them, and why they were chosen: the shapes of the default feeds (a publisher's topic feed, Bing News) give every story a picture and a summary, the fallback's (Google News) give neither.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import {
  DEFAULT_FALLBACK_FEEDS,
  DEFAULT_FEEDS,
  readIngestConfig,
} from '../../supabase/functions/_shared/config.ts';
import { isAggregatorLink } from '../../supabase/functions/_shared/enrichPages.ts';
import { checkItem } from '../../supabase/functions/_shared/normalise.ts';
import { parseFeed } from '../../supabase/functions/_shared/parseFeed.ts';
import type { NewsRow } from '../../supabase/functions/_shared/types.ts';

const NOW = new Date('2026-11-23T12:00:00Z');

function rowsOf(fixture: string): NewsRow[] {
  const url = new URL(`../backend/fixtures/feeds/${fixture}`, import.meta.url);
  const feed = parseFeed(readFileSync(url, 'utf8'));
  return feed.items.flatMap((item) => {
    const result = checkItem(item, 'https://feeds.example/feed.xml', feed.title, NOW);
    return 'row' in result ? [result.row] : [];
  });
}

it('are used when NEWS_FEEDS is unset, with the searches as their fallback', () => {
  const config = readIngestConfig({});
  expect(config.feeds).toEqual(DEFAULT_FEEDS);
  expect(config.fallbackFeeds).toEqual(DEFAULT_FALLBACK_FEEDS);
});

it("an operator's NEWS_FEEDS never falls back to feeds they did not choose", () => {
  const fallbacks = (env: Record<string, string>) => readIngestConfig(env).fallbackFeeds;
  const [a, b] = ['https://a.example/rss', 'https://b.example/rss'];
  expect(fallbacks({ NEWS_FEEDS: a })).toEqual([]);
  expect(fallbacks({ NEWS_FEEDS: a, NEWS_FALLBACK_FEEDS: b })).toEqual([b]);
  expect(fallbacks({ NEWS_FALLBACK_FEEDS: b })).toEqual([b]);
});

it('a publisher topic feed gives every story its widest picture and its standfirst, on the publisher own page', () => {
  const rows = rowsOf('publisher-topic.xml');
  expect(rows).toHaveLength(2);
  expect(rows[0]).toMatchObject({
    image_url: 'https://img.coastal-ledger.example/ferry/460.jpg?width=460&quality=85',
    summary:
      'The mayor told the council the new boat would halve the morning queue, but the budget for it has not been agreed',
  });
  expect(rows[1]?.image_url).toMatch(/\/quay\/460\.jpg/);
  for (const row of rows) expect(isAggregatorLink(row.link)).toBe(false);
});

it('a Bing News search gives a thumbnail and a snippet, linking to the publisher', () => {
  const rows = rowsOf('bing-news.xml');
  const first = rows[0]!;
  expect(first.image_url).toMatch(/^https:\/\/www\.bing\.com\/th\?id=/);
  expect(first.summary).not.toBe('');
  expect(isAggregatorLink(first.link)).toBe(false);
});

it('a Google News search (the fallback) gives neither, and its links are Google pages no round reads', () => {
  const rows = rowsOf('google-news.xml');
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(row.image_url).toBeNull();
    expect(isAggregatorLink(row.link)).toBe(true);
  }
});
