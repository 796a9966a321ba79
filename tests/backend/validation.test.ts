// One bad item costs only itself: field validation before the database, the split-and-retry upsert, the per-round figures returned and logged (by the local backend: localBackend.test.ts).
import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { createFetchNewsHandler } from '../../supabase/functions/_shared/handler.ts';
import { runIngestion } from '../../supabase/functions/_shared/ingest.ts';
import type { IngestReport, NewsStore } from '../../supabase/functions/_shared/types.ts';
import { createPgliteStore } from '../../local-backend/pgliteStore.ts';
import { HOUR_MS } from '../helpers/news.ts';
import { withTestDatabase } from './helpers/database.ts';
import { manyItems, rss } from './helpers/feeds.ts';
import { feedServerPerTest, ingestConfig, ran } from './helpers/ingest.ts';

/** An hour before the test's 'now': inside any retention period. */
const DATE = new Date(Date.now() - HOUR_MS).toUTCString();

let db: PGlite;
const serveFeeds = feedServerPerTest();

withTestDatabase((opened) => {
  db = opened;
});

async function storedLinks(): Promise<string[]> {
  const result = await db.query<{ link: string }>(
    'select link from public.trump_news order by link',
  );
  return result.rows.map((r) => r.link);
}

describe('field validation', () => {
  it('skips only the bad items of a round and says why', async () => {
    const hugeTitle = 'Big '.repeat(250_000);
    const server = await serveFeeds({
      '/bad': {
        body: rss('Bad', [
          ...manyItems(2, 'https://news.example/ok-a/'),
          { title: 'Year zero', link: 'https://news.example/zero', date: '0000-01-01T00:00:00Z' },
          { title: 'Long link', link: `https://news.example/${'é'.repeat(1000)}`, date: DATE },
          { title: '\t\n\t\r\n', link: 'https://news.example/blank', date: DATE },
          { title: hugeTitle, link: 'https://news.example/huge-title', date: DATE },
          {
            title: 'Control characters \u0001 and a lone &#xD800; surrogate',
            link: 'https://news.example/controls',
            description: 'Nul &#0; here',
            date: DATE,
          },
        ]),
      },
      '/good': { body: rss('Good', manyItems(2, 'https://news.example/ok-b/')) },
    });
    const report = ran(
      await runIngestion({
        store: createPgliteStore(db),
        fetch: globalThis.fetch,
        config: ingestConfig([server.url('/bad'), server.url('/good')], { maxBytes: 5_000_000 }),
      }),
    );
    expect(report.feeds.map((f) => [f.ok, f.found, f.kept])).toEqual([
      [true, 7, 4],
      [true, 2, 2],
    ]);
    expect(report.round).toEqual({
      feeds: 2,
      feedsFailed: 0,
      items: 9,
      stored: 6,
      skipped: 3,
      reasons: { 'date out of range': 1, 'link too long': 1, 'no title': 1 },
    });
    expect(await storedLinks()).toEqual([
      'https://news.example/controls',
      'https://news.example/huge-title',
      'https://news.example/ok-a/1',
      'https://news.example/ok-a/2',
      'https://news.example/ok-b/1',
      'https://news.example/ok-b/2',
    ]);
    const long = await db.query<{ title: string }>(
      `select title from public.trump_news where link = 'https://news.example/huge-title'`,
    );
    expect(long.rows[0]?.title.length).toBeLessThanOrEqual(300);
  });

  it('retries around a row the database refuses, and fails the round only when nothing goes through', async () => {
    const server = await serveFeeds({
      '/feed': {
        body: rss('Feed', [
          ...manyItems(6, 'https://news.example/row/'),
          { title: 'Poison', link: 'https://news.example/poison', date: DATE },
        ]),
      },
    });
    const real = createPgliteStore(db);
    const calls: number[] = [];
    const picky: NewsStore = {
      claimIngestRun: (s) => real.claimIngestRun(s),
      upsertNews: async (rows) => {
        calls.push(rows.length);
        if (rows.some((r) => r.link.endsWith('/poison'))) throw new Error('value too long');
        return real.upsertNews(rows);
      },
      refreshRanking: (windowDays, retentionDays) => real.refreshRanking(windowDays, retentionDays),
    };
    const logs: string[] = [];
    const report = ran(
      await runIngestion({
        store: picky,
        fetch: globalThis.fetch,
        config: ingestConfig([server.url('/feed')]),
        log: (m) => logs.push(m),
      }),
    );
    expect(report).toMatchObject({ inserted: 6, updated: 0 });
    expect(report.round).toMatchObject({
      items: 7,
      stored: 6,
      reasons: { 'rejected by the database': 1 },
    });
    expect(calls.length).toBeLessThanOrEqual(7);
    expect(logs.join('\n')).toMatch(/refused https:\/\/news\.example\/poison: value too long/);
    expect(await storedLinks()).toHaveLength(6);

    const down: NewsStore = {
      claimIngestRun: (s) => real.claimIngestRun(s),
      upsertNews: () => Promise.reject(new Error('connection refused')),
      refreshRanking: (windowDays, retentionDays) => real.refreshRanking(windowDays, retentionDays),
    };
    await expect(
      runIngestion({
        store: down,
        fetch: globalThis.fetch,
        config: ingestConfig([server.url('/feed')]),
      }),
    ).rejects.toThrow(/connection refused/);
  });
});

describe('per-round figures', () => {
  it('are returned by the function and logged by it', async () => {
    const server = await serveFeeds({
      '/feed': {
        body: rss('Feed', [
          ...manyItems(3, 'https://news.example/fig/'),
          { title: 'Undated', link: 'https://news.example/undated' },
        ]),
      },
    });
    const logs: string[] = [];
    const handler = createFetchNewsHandler({
      env: {
        NEWS_FEEDS: `${server.url('/feed')},${server.url('/missing')}`,
        FEED_ALLOW_PRIVATE_ADDRESSES: 'true',
      },
      fetch: globalThis.fetch,
      store: createPgliteStore(db),
      config: { cooldownSeconds: 0 },
      log: (m) => logs.push(m),
    });
    const response = await handler(new Request('http://local/', { method: 'POST' }));
    const body = (await response.json()) as IngestReport;
    expect(ran(body).round).toEqual({
      feeds: 2,
      feedsFailed: 1,
      items: 4,
      stored: 3,
      skipped: 1,
      reasons: { 'no date': 1 },
    });
    expect(logs).toContain(
      'fetch-trump-news: round: 2 feeds (1 failed), 4 items, 3 stored, 1 skipped (no date: 1)',
    );
  });
});
