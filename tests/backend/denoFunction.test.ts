// The files Supabase deploys, under Deno (their type check is `npm run typecheck`'s): runs of fetch-trump-news ingest loopback feeds (fractional seconds and text through the data API; a redirect to a private address refused) and one run of count-news-view counts views, through the local backend's data API (its /rpc) on PGlite.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FUNCTIONS, spawnDeno } from './helpers/deno.ts';
import { LOCAL_PATHS } from '../../local-backend/routes.ts';
import { atom, manyItems, rss } from './helpers/feeds.ts';
import { ran } from './helpers/ingest.ts';
import { withLocalBackend } from './helpers/localBackend.ts';
import type { IngestReport } from '../../supabase/functions/_shared/types.ts';
import { startFeedServer, type FeedRoute, type FeedServer } from './helpers/feedServer.ts';

const SERVICE_ROLE_KEY = 'test-service-role-key';

let feeds: FeedServer;
const running: ChildProcess[] = [];
/** The data API the functions write through, recording their calls. */
const local = withLocalBackend({ serviceRoleKey: SERVICE_ROLE_KEY });

/**
 * Serves one function with deno run (network to 127.0.0.1 and `hosts`, env, read) against the
 * local backend's data API, and gives its address once it listens; stopped after all tests.
 */
async function serve(
  fn: keyof typeof FUNCTIONS,
  env: Record<string, string>,
  hosts: string[] = [],
): Promise<string> {
  const { entry, config } = FUNCTIONS[fn];
  const deno = spawnDeno(
    [
      'run',
      '--node-modules-dir=manual',
      '--config',
      config,
      `--allow-net=${['127.0.0.1', ...hosts].join(',')}`,
      '--allow-env',
      '--allow-read',
      entry,
    ],
    {
      DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
      SUPABASE_URL: local.backend.url,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      FEED_TIMEOUT_MS: '3000',
      ...env,
    },
  );
  running.push(deno.child);
  return vi.waitFor(
    () => {
      const url = /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(deno.output())?.[1];
      if (!url) throw new Error(`deno is not listening (output so far: ${deno.output()})`);
      return url;
    },
    { timeout: 60_000, interval: 100 },
  );
}

const storyCount = async () =>
  (await local.db.query<{ n: number }>('select count(*)::int as n from public.trump_news')).rows[0]
    ?.n;

/**
 * A feed dated an hour ago with fractional seconds, in ISO 8601 and in RFC 822, and the instants
 * it names; its titles carry an entity and non-Latin text through the data API.
 */
const fractionsFeed = (() => {
  const hourAgo = new Date(Math.floor(Date.now() / 1000) * 1000 - 3_600_000);
  const iso = new Date(hourAgo.getTime() + 1);
  const rfc = new Date(hourAgo.getTime() - 60_000 + 250);
  const rfcText = rfc.toUTCString().replace(' GMT', '.250 +0000');
  const isoText = iso.toISOString().replace('Z', '+00:00');
  const item = (path: string, date: string) =>
    `<item><title>Fraction ${path} &amp; «ласточка» 燕</title><link>https://news.example/fractions/${path}</link><pubDate>${date}</pubDate></item>`;
  const stored = (path: string, date: Date) => ({
    link: `https://news.example/fractions/${path}`,
    title: `Fraction ${path} & «ласточка» 燕`,
    published_at: date.toISOString(),
  });
  return {
    body: `<?xml version="1.0"?><rss version="2.0"><channel><title>Fractions</title>${item('iso', isoText)}${item('rfc', rfcText)}</channel></rss>`,
    stored: [stored('iso', iso), stored('rfc', rfc)],
  };
})();

beforeAll(async () => {
  const routes: Record<string, FeedRoute> = {
    '/rss': { body: rss('Deno RSS', manyItems(4, 'https://news.example/deno-rss/')) },
    '/atom': { body: atom('Deno Atom', manyItems(2, 'https://news.example/deno-atom/')) },
    '/broken': { body: '<rss><channel>' },
    '/secret': { body: rss('Internal', manyItems(3, 'https://internal.example/secret/')) },
    '/fractions': { body: fractionsFeed.body },
  };
  feeds = await startFeedServer(routes);
  routes['/to-loopback'] = { status: 302, location: feeds.url('/secret') };
});

afterAll(async () => {
  const exited = (child: ChildProcess) =>
    child.exitCode !== null || child.signalCode !== null
      ? null
      : new Promise((resolve) => child.once('exit', resolve).kill('SIGKILL'));
  await Promise.all(running.map(exited));
  await feeds.close();
});

describe('fetch-trump-news under Deno', () => {
  // Preflights and the cooldown: the shared handler in ingestion.test.ts.
  // The real-world defect fixtures give the same rows under Deno as under Node: denoCorpus.test.ts.
  it('serves once with deno run, answers JSON counts per feed, and stores fractional seconds and text through the data API', async () => {
    const url = await serve('fetch', {
      NEWS_FEEDS: ['/rss', '/atom', '/broken', '/fractions']
        .map((path) => feeds.url(path))
        .join(','),
      INGEST_COOLDOWN_SECONDS: '600',
      FEED_ALLOW_PRIVATE_ADDRESSES: 'true',
    });

    const response = await fetch(`${url}/`, {
      method: 'POST',
      headers: { Authorization: 'Bearer anything' },
    });
    expect(response.status).toBe(200);
    const report = ran((await response.json()) as IngestReport);
    expect(report.feeds.map((f) => [f.ok, f.kept])).toEqual([
      [true, 4],
      [true, 2],
      [false, 0],
      [true, 2],
    ]);
    expect(report.inserted).toBe(8);
    expect(await storyCount()).toBe(8);
    expect(feeds.hits('/rss')).toBe(1);
    // The article pages are claimed while the rows are written: those two calls come in either order.
    const calls = local.backend.requests.map((r) => r.path.slice(LOCAL_PATHS.rpc('').length));
    expect(calls[0]).toBe('claim_ingest_run');
    expect(calls.slice(1).sort()).toEqual([
      'claim_article_pages',
      'refresh_news_ranking',
      'upsert_news',
    ]);
    const stored = await local.db.query<{ link: string; title: string; published_at: Date }>(
      'select link, title, published_at from public.trump_news where link = any($1) order by link',
      [fractionsFeed.stored.map((row) => row.link)],
    );
    expect(stored.rows.map((r) => ({ ...r, published_at: r.published_at.toISOString() }))).toEqual(
      fractionsFeed.stored,
    );
  });

  it('refuses a feed redirect to 127.0.0.1 without FEED_ALLOW_PRIVATE_ADDRESSES', async () => {
    // The feed's host is a public address literal; Deno reaches it through HTTP_PROXY, which is
    // the loopback feed server, so the first hop stays on this machine and passes the rule.
    const url = await serve(
      'fetch',
      {
        NEWS_FEEDS: 'http://93.184.216.34/to-loopback',
        HTTP_PROXY: feeds.url(''),
        NO_PROXY: '127.0.0.1,localhost',
        INGEST_COOLDOWN_SECONDS: '0',
      },
      ['93.184.216.34'],
    );
    const response = await fetch(`${url}/`, { method: 'POST' });
    expect(response.status).toBe(200);
    const report = ran((await response.json()) as IngestReport);
    expect(feeds.hits('/to-loopback')).toBe(1);
    expect(report.feeds[0]?.ok).toBe(false);
    expect(report.feeds[0]?.error).toMatch(/non-public address \(127\.0\.0\.1\)/);
    expect(feeds.hits('/secret')).toBe(0);
    expect(report.inserted).toBe(0);
    expect(await storyCount()).toBe(0);
  });
});

// Preflights, bad and unknown ids: the shared handler in countView.test.ts.
it('count-news-view serves with deno run: counts once per visitor', async () => {
  const story = await local.db.query<{ id: string }>(
    `insert into public.trump_news (title, link) values ('Viewed under Deno', 'https://news.example/deno-view') returning id::text`,
  );
  const id = story.rows[0]!.id;
  const url = await serve('view', {});
  // The same visitor (address and browser) again, by a numeric id, then another visitor.
  for (const [body, address, counted] of [
    [{ id }, '198.51.100.7', true],
    [{ id: Number(id) }, '198.51.100.7', false],
    [{ id }, '198.51.100.8', true],
  ] as const) {
    const answer = await fetch(`${url}/`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Deno test browser',
        'X-Forwarded-For': address,
      },
      body: JSON.stringify(body),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true, counted });
  }
  const row = await local.db.query(
    `select view_count, (select count(*)::int from private.news_views) as views
       from public.trump_news where id = $1`,
    [id],
  );
  expect(row.rows).toEqual([{ view_count: 2, views: 2 }]);
});
