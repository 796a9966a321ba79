// The file Supabase deploys, under Deno: it type-checks, and one run of it ingests loopback feeds through a stand-in data API backed by PGlite.
import type { PGlite } from '@electric-sql/pglite';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './helpers/database.ts';
import { FUNCTION_CONFIG, FUNCTION_ENTRY, runDeno, spawnDeno } from './helpers/deno.ts';
import { startFakePostgrest, type FakePostgrest } from './helpers/fakePostgrest.ts';
import { atom, manyItems, rss } from './helpers/feeds.ts';
import { startFeedServer, type FeedRoute, type FeedServer } from './helpers/feedServer.ts';
import { waitFor } from './helpers/poll.ts';

const SERVICE_ROLE_KEY = 'test-service-role-key';

let db: PGlite;
let feeds: FeedServer;
let api: FakePostgrest;
let deno: { child: ChildProcess; output: () => string } | undefined;
let strictDeno: { child: ChildProcess; output: () => string } | undefined;

async function stop(process: { child: ChildProcess } | undefined): Promise<void> {
  if (!process || process.child.exitCode !== null) return;
  process.child.kill('SIGTERM');
  await waitFor(() => process.child.exitCode !== null || process.child.signalCode !== null, {
    timeoutMs: 5000,
    what: 'deno to exit',
  }).catch(() => process.child.kill('SIGKILL'));
}

async function listening(process: { output: () => string }): Promise<string> {
  return waitFor(() => /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(process.output())?.[1], {
    timeoutMs: 60_000,
    intervalMs: 100,
    what: `deno to listen (output so far: ${process.output()})`,
  });
}

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
  api = await startFakePostgrest(db, SERVICE_ROLE_KEY);
});

afterAll(async () => {
  await stop(deno);
  await stop(strictDeno);
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
    expect(api.calls).toEqual(['claim_ingest_run', 'upsert_news', 'claim_ingest_run']);
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
