// The files Supabase deploys, under Deno: they type-check, runs of fetch-trump-news ingest loopback feeds (the real-world defect fixtures among them) and one run of count-news-view counts views, through the local backend's data API (its /rpc) on PGlite.
import type { PGlite } from '@electric-sql/pglite';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from './helpers/database.ts';
import {
  FUNCTION_CONFIG,
  FUNCTION_ENTRY,
  VIEW_FUNCTION_CONFIG,
  VIEW_FUNCTION_ENTRY,
  runDeno,
  spawnDeno,
} from './helpers/deno.ts';
import { EXPECTED_ROWS, expectedFields, type ExpectedRow } from './helpers/expectedRows.ts';
import { startLocalBackend, type LocalBackend } from '../../local-backend/localBackend.ts';
import { LOCAL_PATHS } from '../../local-backend/routes.ts';
import { atom, manyItems, rss } from './helpers/feeds.ts';
import { startFeedServer, type FeedRoute, type FeedServer } from './helpers/feedServer.ts';

const SERVICE_ROLE_KEY = 'test-service-role-key';

let db: PGlite;
let feeds: FeedServer;
let api: LocalBackend;
let deno: { child: ChildProcess; output: () => string } | undefined;
let strictDeno: { child: ChildProcess; output: () => string } | undefined;
let fixtureDeno: { child: ChildProcess; output: () => string } | undefined;

async function stop(process: { child: ChildProcess } | undefined): Promise<void> {
  if (!process || process.child.exitCode !== null) return;
  process.child.kill('SIGTERM');
  await vi
    .waitFor(
      () => {
        if (process.child.exitCode === null && process.child.signalCode === null)
          throw new Error('deno has not exited');
      },
      { timeout: 5000, interval: 25 },
    )
    .catch(() => process.child.kill('SIGKILL'));
}

async function listening(process: { output: () => string }): Promise<string> {
  return vi.waitFor(
    () => {
      const url = /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(process.output())?.[1];
      if (!url) throw new Error(`deno is not listening (output so far: ${process.output()})`);
      return url;
    },
    { timeout: 60_000, interval: 100 },
  );
}
let views: { child: ChildProcess; output: () => string } | undefined;

/** The defect fixtures dated recently enough for a round on the real clock (retention up to 3,650 days). */
const RECENT_FIXTURES = [
  'google-news-missing-source.xml',
  'publisher-dash-titles.xml',
  'reddit-atom-escaped.xml',
  'source-prefix-summary.xml',
];

/** A feed dated an hour ago with fractional seconds, in ISO 8601 and in RFC 822, and the instants it names. */
const fractionsFeed = (() => {
  const hourAgo = new Date(Math.floor(Date.now() / 1000) * 1000 - 3_600_000);
  const iso = new Date(hourAgo.getTime() + 1);
  const rfc = new Date(hourAgo.getTime() - 60_000 + 250);
  const rfcText = rfc.toUTCString().replace(' GMT', '.250 +0000');
  const isoText = iso.toISOString().replace('Z', '+00:00');
  const item = (path: string, date: string) =>
    `<item><title>Fraction ${path}</title><link>https://news.example/fractions/${path}</link><pubDate>${date}</pubDate></item>`;
  return {
    body: `<?xml version="1.0"?><rss version="2.0"><channel><title>Fractions</title>${item('iso', isoText)}${item('rfc', rfcText)}</channel></rss>`,
    stored: {
      'https://news.example/fractions/iso': iso.toISOString(),
      'https://news.example/fractions/rfc': rfc.toISOString(),
    },
  };
})();

beforeAll(async () => {
  db = await createTestDatabase();
  const routes: Record<string, FeedRoute> = {
    '/rss': { body: rss('Deno RSS', manyItems(4, 'https://news.example/deno-rss/')) },
    '/atom': { body: atom('Deno Atom', manyItems(2, 'https://news.example/deno-atom/')) },
    '/broken': { body: '<rss><channel>' },
    '/secret': { body: rss('Internal', manyItems(3, 'https://internal.example/secret/')) },
  };
  feeds = await startFeedServer(routes);
  routes['/to-loopback'] = { status: 302, location: feeds.url('/secret') };
  for (const name of RECENT_FIXTURES) {
    routes[`/fixtures/${name}`] = {
      bytes: new Uint8Array(readFileSync(new URL(`./fixtures/feeds/${name}`, import.meta.url))),
    };
  }
  routes['/fractions'] = { body: fractionsFeed.body };
  api = await startLocalBackend({
    port: 0,
    database: db,
    serviceRoleKey: SERVICE_ROLE_KEY,
    record: true,
    env: {},
    log: () => undefined,
  });
});

afterAll(async () => {
  await stop(deno);
  await stop(strictDeno);
  await stop(fixtureDeno);
  await stop(views);
  await api.close();
  await feeds.close();
  await db.close();
});

describe('fetch-trump-news under Deno', () => {
  it('type-checks with deno check', async () => {
    const { code, output } = await runDeno(
      ['check', '--node-modules-dir=manual', '--config', FUNCTION_CONFIG, FUNCTION_ENTRY],
      90_000,
    );
    expect(output).not.toMatch(/error/i);
    expect(code).toBe(0);
  });

  it('serves once with deno run and answers JSON counts per feed', async () => {
    deno = spawnDeno(
      [
        'run',
        '--node-modules-dir=manual',
        '--config',
        FUNCTION_CONFIG,
        '--allow-net=127.0.0.1',
        '--allow-env',
        '--allow-read',
        FUNCTION_ENTRY,
      ],
      {
        DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
        SUPABASE_URL: api.url,
        SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
        NEWS_FEEDS: [feeds.url('/rss'), feeds.url('/atom'), feeds.url('/broken')].join(','),
        INGEST_COOLDOWN_SECONDS: '600',
        FEED_TIMEOUT_MS: '3000',
        FEED_ALLOW_PRIVATE_ADDRESSES: 'true',
      },
    );
    const url = await listening(deno);

    const preflight = await fetch(`${url}/`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');

    const response = await fetch(`${url}/`, {
      method: 'POST',
      headers: { Authorization: 'Bearer anything' },
    });
    expect(response.status).toBe(200);
    const report = (await response.json()) as {
      skipped: boolean;
      feeds: { url: string; ok: boolean; kept: number }[];
      inserted: number;
    };
    expect(report.skipped).toBe(false);
    expect(report.feeds.map((f) => [f.ok, f.kept])).toEqual([
      [true, 4],
      [true, 2],
      [false, 0],
    ]);
    expect(report.inserted).toBe(6);
    const count = await db.query<{ n: number }>('select count(*)::int as n from public.trump_news');
    expect(count.rows[0]?.n).toBe(6);

    const second = await fetch(`${url}/`, { method: 'POST' });
    expect(await second.json()).toMatchObject({ skipped: true, reason: 'cooldown' });
    expect(feeds.hits('/rss')).toBe(1);
    // The article pages are claimed while the rows are written: those two calls come in either order.
    const calls = api.requests.map((r) => r.path.slice(LOCAL_PATHS.rpc('').length));
    expect(calls[0]).toBe('claim_ingest_run');
    expect(calls.slice(1, -1).sort()).toEqual([
      'claim_article_pages',
      'refresh_news_ranking',
      'upsert_news',
    ]);
    expect(calls.at(-1)).toBe('claim_ingest_run');
  });

  it('stores the defect fixtures and fractional seconds as the Node run does', async () => {
    await db.exec(`update private.ingest_runs set last_started_at = '-infinity'`);
    fixtureDeno = spawnDeno(
      [
        'run',
        '--node-modules-dir=manual',
        '--config',
        FUNCTION_CONFIG,
        '--allow-net=127.0.0.1',
        '--allow-env',
        '--allow-read',
        FUNCTION_ENTRY,
      ],
      {
        DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
        SUPABASE_URL: api.url,
        SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
        NEWS_FEEDS: [...RECENT_FIXTURES.map((name) => `/fixtures/${name}`), '/fractions']
          .map((path) => feeds.url(path))
          .join(','),
        NEWS_RETENTION_DAYS: '3650',
        INGEST_COOLDOWN_SECONDS: '0',
        FEED_TIMEOUT_MS: '3000',
        FEED_ALLOW_PRIVATE_ADDRESSES: 'true',
      },
    );
    const url = await listening(fixtureDeno);
    const response = await fetch(`${url}/`, { method: 'POST' });
    const report = (await response.json()) as { skipped: boolean; round: { skipped: number } };
    expect(report).toMatchObject({ skipped: false, round: { skipped: 0 } });

    const expected: Record<string, ExpectedRow> = Object.assign(
      {},
      ...RECENT_FIXTURES.map((name) => EXPECTED_ROWS[name]),
    );
    const stored = await db.query<ExpectedRow & { link: string; published_at: Date }>(
      'select title, summary, source, link, published_at from public.trump_news where link = any($1)',
      [[...Object.keys(expected), ...Object.keys(fractionsFeed.stored)]],
    );
    const rows = stored.rows.map((r) => ({ ...r, published_at: r.published_at.toISOString() }));
    expect(expectedFields(rows.filter((r) => r.link in expected))).toEqual(expected);
    expect(
      Object.fromEntries(
        rows.filter((r) => !(r.link in expected)).map((r) => [r.link, r.published_at]),
      ),
    ).toEqual(fractionsFeed.stored);
  });
});

describe('count-news-view under Deno', () => {
  it('type-checks with deno check', async () => {
    const { code, output } = await runDeno(
      ['check', '--node-modules-dir=manual', '--config', VIEW_FUNCTION_CONFIG, VIEW_FUNCTION_ENTRY],
      90_000,
    );
    expect(output).not.toMatch(/error/i);
    expect(code).toBe(0);
  });

  it('serves with deno run: counts once per visitor, 400 for a bad id, 404 for an unknown one', async () => {
    const story = await db.query<{ id: string }>(
      `insert into public.trump_news (title, link) values ('Viewed under Deno', 'https://news.example/deno-view') returning id::text`,
    );
    const id = story.rows[0]!.id;
    views = spawnDeno(
      [
        'run',
        '--node-modules-dir=manual',
        '--config',
        VIEW_FUNCTION_CONFIG,
        '--allow-net=127.0.0.1',
        '--allow-env',
        VIEW_FUNCTION_ENTRY,
      ],
      {
        DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
        SUPABASE_URL: api.url,
        SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      },
    );
    const url = await listening(views);
    const send = (body: string, address = '198.51.100.7') =>
      fetch(`${url}/`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'Deno test browser',
          'X-Forwarded-For': address,
        },
        body,
      });
    expect((await fetch(`${url}/`, { method: 'OPTIONS' })).status).toBe(204);
    const first = await send(JSON.stringify({ id }));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, counted: true });
    expect(await (await send(JSON.stringify({ id: Number(id) }))).json()).toEqual({
      ok: true,
      counted: false,
    });
    expect(await (await send(JSON.stringify({ id }), '198.51.100.8')).json()).toEqual({
      ok: true,
      counted: true,
    });
    const bad = await send('{"id":"drop table"}');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: expect.any(String) });
    const unknown = await send(JSON.stringify({ id: '987654321' }));
    expect(unknown.status).toBe(404);
    const row = await db.query<{ view_count: number }>(
      'select view_count from public.trump_news where id = $1',
      [id],
    );
    expect(row.rows[0]?.view_count).toBe(2);
    const stored = await db.query<{ n: number }>(
      'select count(*)::int as n from private.news_views',
    );
    expect(stored.rows[0]?.n).toBe(2);
  });

  it('refuses a feed redirect to 127.0.0.1 without FEED_ALLOW_PRIVATE_ADDRESSES', async () => {
    await db.exec(`update private.ingest_runs set last_started_at = '-infinity'`);
    const rowsBefore = await db.query<{ n: number }>(
      'select count(*)::int as n from public.trump_news',
    );
    // The feed's host is a public address literal; Deno reaches it through HTTP_PROXY, which is
    // the loopback feed server, so the first hop stays on this machine and passes the rule.
    strictDeno = spawnDeno(
      [
        'run',
        '--node-modules-dir=manual',
        '--config',
        FUNCTION_CONFIG,
        '--allow-net=127.0.0.1,93.184.216.34',
        '--allow-env',
        '--allow-read',
        FUNCTION_ENTRY,
      ],
      {
        DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
        SUPABASE_URL: api.url,
        SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
        NEWS_FEEDS: 'http://93.184.216.34/to-loopback',
        HTTP_PROXY: feeds.url(''),
        NO_PROXY: '127.0.0.1,localhost',
        INGEST_COOLDOWN_SECONDS: '0',
        FEED_TIMEOUT_MS: '3000',
      },
    );
    const url = await listening(strictDeno);
    const response = await fetch(`${url}/`, { method: 'POST' });
    expect(response.status).toBe(200);
    const report = (await response.json()) as {
      skipped: boolean;
      feeds: { ok: boolean; error?: string }[];
      inserted: number;
    };
    expect(report.skipped).toBe(false);
    expect(feeds.hits('/to-loopback')).toBe(1);
    expect(report.feeds[0]?.ok).toBe(false);
    expect(report.feeds[0]?.error).toMatch(/non-public address \(127\.0\.0\.1\)/);
    expect(feeds.hits('/secret')).toBe(0);
    expect(report.inserted).toBe(0);
    const rowsAfter = await db.query<{ n: number }>(
      'select count(*)::int as n from public.trump_news',
    );
    expect(rowsAfter.rows[0]?.n).toBe(rowsBefore.rows[0]?.n);
  });
});
