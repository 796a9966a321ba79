// Ingestion end to end against loopback feed servers and PGlite: formats, broken feeds, hostile documents, dedupe, size caps (a feed's timeout, on a fake clock: tests/unit/requestTimeouts.test.ts), cooldown under load, re-ingestion; one bad item costs only itself (field validation before the database, the split-and-retry upsert) and the per-round figures are returned and logged.
import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { IngestConfig } from '../../supabase/functions/_shared/config.ts';
import { createFetchNewsHandler } from '../../supabase/functions/_shared/handler.ts';
import { runIngestion } from '../../supabase/functions/_shared/ingest.ts';
import { MAX_TITLE } from '../../supabase/functions/_shared/normalise.ts';
import type { IngestReport, NewsRow, NewsStore } from '../../supabase/functions/_shared/types.ts';
import { DEFAULT_VIEW_WINDOW_DAYS } from '../../supabase/functions/_shared/viewConfig.ts';
import { createPgliteStore } from '../../local-backend/pgliteStore.ts';
import { DAY_MS, HOUR_MS } from '../helpers/news.ts';
import { withTestDatabase } from './helpers/database.ts';
import { atom, manyItems, rss } from './helpers/feeds.ts';
import { startFeedServer, type FeedRoute } from './helpers/feedServer.ts';
import { ingestConfig, ran } from './helpers/ingest.ts';

type Row = Omit<NewsRow, 'published_at'> & { view_count: number };

let db: PGlite;

/** Starts a feed server for the current test, closed after it. */
async function serveFeeds(routes: Record<string, FeedRoute>) {
  const server = await startFeedServer(routes);
  onTestFinished(() => server.close());
  return server;
}

withTestDatabase((opened) => (db = opened));

/** A round of `feeds` on the file's database: its report (ran: it throws for a skipped one). */
async function ingest(
  feeds: string[],
  overrides: Partial<IngestConfig> = {},
  round: Partial<Parameters<typeof runIngestion>[0]> = {},
) {
  const config = ingestConfig(feeds, overrides);
  return ran(await runIngestion({ store: createPgliteStore(db), fetch, config, ...round }));
}

/** An hour before the test's 'now': inside any retention period and the default ranking window. */
const DATE = new Date(Date.now() - HOUR_MS).toUTCString();

async function rows(): Promise<Row[]> {
  const result = await db.query<Row>(
    'select title, summary, source, link, image_url, view_count, is_fake from public.trump_news order by link',
  );
  return result.rows;
}

it('ingests well-formed RSS and Atom feeds, at most maxItemsPerFeed items from each', async () => {
  const server = await serveFeeds({
    '/rss': { body: rss('RSS Outlet', manyItems(3, 'https://news.example/rss/')) },
    '/atom': {
      body: atom('Atom Outlet', manyItems(2, 'https://news.example/atom/')),
      contentType: 'application/atom+xml',
    },
  });
  const report = await ingest([server.url('/rss'), server.url('/atom')], { maxItemsPerFeed: 2 });
  expect(report.feeds.map((f) => [f.ok, f.found, f.kept])).toEqual([
    [true, 3, 2],
    [true, 2, 2],
  ]);
  expect(report).toMatchObject({ unique: 4, inserted: 4, updated: 0 });
  const stored = await rows();
  expect(stored.map((r) => r.source)).toEqual([
    'Atom Outlet',
    'Atom Outlet',
    'RSS Outlet',
    'RSS Outlet',
  ]);
});

it('keeps going when a feed is malformed, missing, unreachable, not http(s) or over the byte cap (declared or streamed)', async () => {
  const server = await serveFeeds({
    '/good': { body: rss('Good', manyItems(2, 'https://news.example/good/')) },
    '/broken': { body: '<rss><channel><item><title>oops</item></channel>' },
    '/html': { body: '<html><body>not a feed</body></html>', contentType: 'text/html' },
    '/error': { status: 500, body: 'boom' },
    '/declared': { heldBytes: 50_000_000 },
    '/stream': { streamBytes: 50_000_000 },
  });
  // Each feed and its error (null: read).
  const feeds: [string, RegExp | null][] = [
    [server.url('/broken'), /malformed XML/],
    [server.url('/good'), null],
    [server.url('/html'), /./],
    [server.url('/error'), /^HTTP 500$/],
    [server.url('/missing'), /./],
    ['http://127.0.0.1:9/unreachable', /./],
    ['file:///etc/passwd', /http/],
    [server.url('/declared'), /larger than 10000 bytes/],
    [server.url('/stream'), /larger than 10000 bytes/],
  ];
  const report = await ingest(
    feeds.map(([url]) => url),
    { maxBytes: 10_000 },
  );
  expect(report.feeds.map((f) => [f.ok, f.error])).toEqual(
    feeds.map(([, error]) => (error ? [false, expect.stringMatching(error)] : [true, undefined])),
  );
  expect(report.inserted).toBe(2);
});

it('dedupes links within and across feeds', async () => {
  const shared = manyItems(3, 'https://news.example/shared/');
  const server = await serveFeeds({
    '/a': { body: rss('A', [...shared, shared[0]!]) },
    '/b': { body: rss('B', [...shared, ...manyItems(1, 'https://news.example/only-b/')]) },
  });
  const report = await ingest([server.url('/a'), server.url('/b')]);
  expect(report).toMatchObject({ unique: 4, inserted: 4, updated: 0 });
  expect(report.round.reasons).toEqual({ 'duplicate link': 4 });
  const stored = await rows();
  expect(stored).toHaveLength(4);
  expect(stored.filter((r) => r.link.includes('/shared/')).every((r) => r.source === 'A')).toBe(
    true,
  );
});

it('refuses external entities, expands no nested ones, and stores only http(s) links and images', async () => {
  const laughs = [
    '<!ENTITY lol "lol">',
    ...Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`,
    ),
  ].join('');
  const item = (extra: string) =>
    `<item><title>Hi &lol9;</title><link>https://e.example/a</link><pubDate>${DATE}</pubDate>${extra}</item>`;
  const server = await serveFeeds({
    '/xxe': {
      body: `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><rss version="2.0"><channel><title>&xxe;</title>${item('')}</channel></rss>`,
    },
    '/laughs': {
      body: `<?xml version="1.0"?><!DOCTYPE rss [${laughs}]><rss version="2.0" xmlns:News="https://www.bing.com/news"><channel><title>Laughs</title>${item(
        '<News:Source>&lol9;</News:Source><News:Image>javascript:alert(1)</News:Image><description>&lt;img src="data:image/png;base64,AA"&gt;&lt;a href="javascript:alert(1)"&gt;x&lt;/a&gt; text</description>',
      )}</channel></rss>`,
    },
  });
  const report = await ingest([server.url('/xxe'), server.url('/laughs')]);
  expect(report.feeds[0]).toMatchObject({ ok: false });
  expect(report.feeds[0]?.error).toMatch(/external entities/i);
  const stored = await rows();
  expect(stored).toHaveLength(1);
  expect(stored[0]?.image_url).toBeNull();
  expect(stored[0]?.link).toBe('https://e.example/a');
  expect(JSON.stringify(stored[0]).length).toBeLessThan(1000);
});

it('answers 50 concurrent POSTs with one feed round, whose figures it returns and logs', async () => {
  const server = await serveFeeds({
    '/one': {
      body: rss('One', [
        ...manyItems(3, 'https://news.example/one/'),
        { title: 'Undated', link: 'https://news.example/undated' },
      ]),
      delayMs: 100,
    },
    '/two': { body: atom('Two', manyItems(2, 'https://news.example/two/')) },
  });
  const logs: string[] = [];
  const handler = createFetchNewsHandler({
    env: {
      NEWS_FEEDS: [server.url('/one'), server.url('/two'), server.url('/missing')].join(),
      INGEST_COOLDOWN_SECONDS: '600',
      FEED_ALLOW_PRIVATE_ADDRESSES: 'true',
    },
    fetch: globalThis.fetch,
    store: createPgliteStore(db),
    log: (m) => logs.push(m),
  });
  const post = () =>
    handler(new Request('http://local/functions/v1/fetch-trump-news', { method: 'POST' }));
  const responses = await Promise.all(Array.from({ length: 50 }, post));
  const bodies = (await Promise.all(responses.map((r) => r.json()))) as IngestReport[];
  expect(responses.every((r) => r.status === 200)).toBe(true);
  expect(bodies.filter((b) => b.skipped)).toHaveLength(49);
  const round = bodies.find((b) => !b.skipped);
  expect(ran(round!).round).toEqual({
    feeds: 3,
    feedsFailed: 1,
    items: 6,
    stored: 5,
    skipped: 1,
    reasons: { 'no date': 1 },
  });
  expect(logs).toContain(
    'fetch-trump-news: round: 3 feeds (1 failed), 6 items, 5 stored, 1 skipped (no date: 1)',
  );
  expect([server.hits('/one'), server.hits('/two')]).toEqual([1, 1]);
  expect(await rows()).toHaveLength(5);

  expect(await (await post()).json()).toMatchObject({ skipped: true, reason: 'cooldown' });
  expect(server.totalHits()).toBe(3);
});

it('re-ingestion refreshes text, keeps is_fake, counts only real views and deletes nothing recent', async () => {
  const first = [
    {
      title: 'Unconfirmed: first take',
      link: 'https://news.example/keep/1',
      description: 'v1',
      date: DATE,
    },
    { title: 'Plain news', link: 'https://news.example/keep/2', description: 'v1', date: DATE },
  ];
  const server = await serveFeeds({ '/v1': { body: rss('Keep', first) } });
  await ingest([server.url('/v1')]);
  const before = await rows();
  expect(before.map((r) => r.is_fake)).toEqual([true, false]);
  expect(before.map((r) => r.view_count)).toEqual([0, 0]);
  const { id } = (
    await db.query<{ id: string }>(
      `select id::text from public.trump_news where link = 'https://news.example/keep/2'`,
    )
  ).rows[0]!;
  // Two visitors' views (one per visitor per day: viewCounts.test.ts).
  const store = createPgliteStore(db);
  for (const visitor of ['a', 'b'])
    expect(await store.recordView(id, visitor.repeat(64), DEFAULT_VIEW_WINDOW_DAYS)).toBe(
      'counted',
    );
  const next = await serveFeeds({
    '/v2': {
      body: rss('Keep', [
        { ...first[0]!, title: 'First take, now plain', description: 'v2' },
        { ...first[1]!, title: 'Satire: plain news', description: 'v2' },
      ]),
    },
  });
  const report = await ingest([next.url('/v2')]);
  expect(report).toMatchObject({ inserted: 0, updated: 2 });
  const after = await rows();
  // Two views of a story out for an hour (its first day counts as a whole day): two a day,
  // recounted by the round over the default window.
  expect(after.map((r) => [r.title, r.summary, r.is_fake, r.view_count])).toEqual([
    ['First take, now plain', 'v2', true, 0],
    ['Satire: plain news', 'v2', false, 2],
  ]);

  const emptyRound = await ingest([next.url('/missing')]);
  expect(emptyRound.inserted + emptyRound.updated).toBe(0);
  expect(await rows()).toHaveLength(2);
});

it('a round skips and deletes stories past retention and recounts views a day of the window', async () => {
  const old = new Date(Date.now() - 200 * DAY_MS).toUTCString();
  await db.query(
    `insert into public.trump_news (title, link, published_at, view_count) values ('Stale', 'https://news.example/stale', now() - interval '181 days', 7)`,
  );
  const server = await serveFeeds({
    '/mixed': {
      body: rss('Mixed', [
        { title: 'Ancient', link: 'https://news.example/ancient', date: old },
        { title: 'Today', link: 'https://news.example/today', date: DATE },
      ]),
    },
  });
  const report = await ingest(
    [server.url('/mixed')],
    {},
    { ranking: { windowDays: 7, retentionDays: 180 } },
  );
  expect(report).toMatchObject({ unique: 1, inserted: 1, ranking: { deleted: 1 } });
  expect((await rows()).map((r) => [r.title, r.view_count])).toEqual([['Today', 0]]);
});

it('uses the fallback feeds only when every configured feed gave nothing', async () => {
  const server = await serveFeeds({
    '/fallback': { body: rss('Fallback', manyItems(2, 'https://news.example/fb/')) },
    '/good': { body: rss('Good', manyItems(1, 'https://news.example/good/')) },
  });
  const viaFallback = await ingest([server.url('/missing')], {
    fallbackFeeds: [server.url('/fallback')],
  });
  expect(viaFallback.feeds.map((f) => f.ok)).toEqual([false, true]);
  expect(viaFallback.inserted).toBe(2);
  const direct = await ingest([server.url('/good')], {
    fallbackFeeds: [server.url('/fallback')],
  });
  expect(direct.feeds).toHaveLength(1);
  expect(server.hits('/fallback')).toBe(1);
});

it('the function handler answers CORS preflights and refuses other methods first, then 500 JSON without the service role settings', async () => {
  const logs: string[] = [];
  const handler = createFetchNewsHandler({
    env: {},
    fetch: globalThis.fetch,
    log: (m) => logs.push(m),
  });
  const preflight = await handler(new Request('http://local/', { method: 'OPTIONS' }));
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  expect(preflight.headers.get('access-control-allow-headers')).toMatch(/apikey/);
  const get = await handler(new Request('http://local/', { method: 'GET' }));
  expect(get.status).toBe(405);
  expect(get.headers.get('access-control-allow-origin')).toBe('*');
  const response = await handler(new Request('http://local/', { method: 'POST' }));
  expect(response.status).toBe(500);
  expect(await response.json()).toEqual({ error: 'function is not configured' });
  expect(logs.join()).toMatch(/SUPABASE_SERVICE_ROLE_KEY/);
});

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
    const report = await ingest([server.url('/bad'), server.url('/good')], { maxBytes: 5_000_000 });
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
    const stored = await rows();
    expect(stored.map((r) => r.link)).toEqual([
      'https://news.example/controls',
      'https://news.example/huge-title',
      'https://news.example/ok-a/1',
      'https://news.example/ok-a/2',
      'https://news.example/ok-b/1',
      'https://news.example/ok-b/2',
    ]);
    expect(stored[1]?.title.length).toBeLessThanOrEqual(MAX_TITLE);
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
    /** The real store (reading no article page) with `upsertNews` in place of its own. */
    const upserting = (upsertNews: NewsStore['upsertNews']): NewsStore => ({
      claimIngestRun: (s) => real.claimIngestRun(s),
      upsertNews,
      refreshRanking: (windowDays, retentionDays) => real.refreshRanking(windowDays, retentionDays),
    });
    const calls: number[] = [];
    const picky = upserting(async (rows) => {
      calls.push(rows.length);
      if (rows.some((r) => r.link.endsWith('/poison'))) throw new Error('value too long');
      return real.upsertNews(rows);
    });
    const logs: string[] = [];
    const report = await ingest(
      [server.url('/feed')],
      {},
      { store: picky, log: (m) => logs.push(m) },
    );
    expect(report).toMatchObject({ inserted: 6, updated: 0 });
    expect(report.round).toMatchObject({
      items: 7,
      stored: 6,
      reasons: { 'rejected by the database': 1 },
    });
    expect(calls.length).toBeLessThanOrEqual(7);
    expect(logs.join('\n')).toMatch(/refused https:\/\/news\.example\/poison: value too long/);
    expect(await rows()).toHaveLength(6);

    const down = upserting(() => Promise.reject(new Error('connection refused')));
    await expect(ingest([server.url('/feed')], {}, { store: down })).rejects.toThrow(
      /connection refused/,
    );
  });
});
