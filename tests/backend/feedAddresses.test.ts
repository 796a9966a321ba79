// The feeds' public-address rule in Node: redirects to loopback, private or link-local addresses, non-http(s) redirects and long chains are refused, every hop re-checked; the operator opt-in lifts the address rule only.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, expect, it, onTestFinished } from 'vitest';
import { readIngestConfig } from '../../supabase/functions/_shared/config.ts';
import { fetchFeedText } from '../../supabase/functions/_shared/fetchFeed.ts';
import { runIngestion } from '../../supabase/functions/_shared/ingest.ts';
import type { ResolveHost } from '../../supabase/functions/_shared/resolveHost.ts';
import type { FetchLike, IngestReport } from '../../supabase/functions/_shared/types.ts';
import { createPgliteStore } from '../../local-backend/pgliteStore.ts';
import { nodeResolveHost } from '../../local-backend/nodeResolveHost.ts';
import { startLocalBackend } from '../../local-backend/localBackend.ts';
import { withTestDatabase } from './helpers/database.ts';
import { manyItems, rss } from './helpers/feeds.ts';
import { startFeedServer, type FeedRoute, type FeedServer } from './helpers/feedServer.ts';
import { ingestConfig, ran } from './helpers/ingest.ts';

/** A public address standing for "a feed host on the internet"; requests to it go to the loopback server. */
const PUBLIC_IP = '93.184.216.34';
const PUBLIC_NAME = 'feeds.example';

let db: PGlite;
let server: FeedServer;
let fetched: string[];
let hitsBefore: Map<string, number>;

/** Requests `path` got in this test. */
const hits = (path: string) => server.hits(path) - (hitsBefore.get(path) ?? 0);

const resolveHost: ResolveHost = async (hostname) => {
  if (hostname === PUBLIC_NAME) return [PUBLIC_IP, '2606:2800:220:1::1'];
  if (hostname === 'intranet.example') return ['10.0.0.8'];
  if (hostname === 'mixed.example') return [PUBLIC_IP, '::ffff:127.0.0.1'];
  if (hostname === 'metadata.example') return ['169.254.169.254'];
  throw new Error(`ENOTFOUND ${hostname}`);
};

/** A round of `feeds`; requests for the public stand-ins go to the loopback feed server, as a network would send them. */
function ingest(feeds: string[], env: Record<string, string> = {}): Promise<IngestReport> {
  const fetch: FetchLike = (input, init) => {
    fetched.push(input);
    const url = new URL(input);
    const routed = url.hostname === PUBLIC_IP || url.hostname === PUBLIC_NAME;
    return globalThis.fetch(routed ? server.url(url.pathname) : input, init);
  };
  const config = ingestConfig(feeds, {}, env);
  return runIngestion({ store: createPgliteStore(db), fetch, config, resolveHost });
}

withTestDatabase((opened) => (db = opened));
beforeAll(async () => {
  // Routes are read at request time, so the redirects can name the server's own port once known.
  const routes: Record<string, FeedRoute> = {
    '/secret': { body: rss('Internal', manyItems(3, 'https://internal.example/secret/')) },
    '/public': { body: rss('Public', manyItems(2, 'https://news.example/public/')) },
    '/to-metadata': { status: 302, location: 'http://169.254.169.254/latest/meta-data/' },
    '/to-intranet': { status: 301, location: 'http://intranet.example/feed' },
    '/to-mixed': { status: 302, location: 'http://mixed.example/feed' },
    '/to-file': { status: 302, location: 'file:///etc/passwd' },
    '/to-public': { status: 302, location: `http://${PUBLIC_NAME}/public` },
    '/relative': { status: 303, location: '/public' },
    '/loop': { status: 302, location: `http://${PUBLIC_IP}/loop` },
    '/hop1': { status: 302, location: `http://${PUBLIC_NAME}/hop2` },
    '/hop2': { status: 302, location: `http://${PUBLIC_IP}/hop3` },
  };
  server = await startFeedServer(routes);
  const secret = server.url('/secret');
  routes['/to-loopback'] = { status: 302, location: secret };
  routes['/to-mapped'] = {
    status: 307,
    location: secret.replace('127.0.0.1', '[::ffff:127.0.0.1]'),
  };
  routes['/to-localhost'] = { status: 302, location: secret.replace('127.0.0.1', 'localhost') };
  routes['/hop3'] = { status: 302, location: secret };
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  fetched = [];
  hitsBefore = new Map(['/secret', '/public'].map((p) => [p, server.hits(p)]));
});

it.each([
  ['/to-loopback', /non-public address \(127\.0\.0\.1\)/],
  ['/to-metadata', /169\.254\.169\.254/],
  ['/to-mapped', /non-public address \(::ffff:7f00:1\)/],
  ['/to-intranet', /non-public address \(10\.0\.0\.8\)/],
  ['/to-mixed', /non-public address \(::ffff:127\.0\.0\.1\)/],
  ['/to-localhost', /could not resolve localhost/],
  ['/to-file', /only http\(s\)/],
  ['/loop', /more than 3 redirects/],
])(
  'refuses the redirect of %s without the opt-in: nothing fetched there, no rows',
  async (path, error) => {
    const report = ran(await ingest([`http://${PUBLIC_IP}${path}`]));
    expect(report.feeds[0]).toMatchObject({ ok: false, kept: 0 });
    expect(report.feeds[0]?.error).toMatch(error);
    expect(hits('/secret')).toBe(0);
    expect(fetched.every((url) => new URL(url).hostname === PUBLIC_IP)).toBe(true);
    expect((await db.query('select 1 from public.trump_news')).rows).toEqual([]);
  },
);

it('re-checks every hop: a public chain ending at loopback is refused on its last hop', async () => {
  const report = ran(await ingest([`http://${PUBLIC_IP}/hop1`]));
  expect(report.feeds[0]?.error).toMatch(/127\.0\.0\.1/);
  expect(fetched.map((url) => new URL(url).pathname)).toEqual(['/hop1', '/hop2', '/hop3']);
  expect(hits('/secret')).toBe(0);
});

it('follows public redirects, absolute and relative, within the hop limit', async () => {
  const report = ran(
    await ingest([`http://${PUBLIC_IP}/to-public`, `http://${PUBLIC_NAME}/relative`]),
  );
  expect(report.feeds.map((f) => [f.ok, f.kept])).toEqual([
    [true, 2],
    [true, 2],
  ]);
  expect(report.inserted).toBe(2);
});

it('refuses a configured feed whose host is or resolves to a non-public address', async () => {
  const report = ran(
    await ingest([server.url('/public'), 'http://metadata.example/feed', 'http://[::1]:9/x']),
  );
  expect(report.feeds.map((f) => f.ok)).toEqual([false, false, false]);
  expect(report.feeds[0]?.error).toMatch(/FEED_ALLOW_PRIVATE_ADDRESSES=true/);
  expect(report.feeds[1]?.error).toMatch(/169\.254\.169\.254/);
  expect(report.feeds[2]?.error).toMatch(/::1/);
  expect(hits('/public')).toBe(0);
});

it('with FEED_ALLOW_PRIVATE_ADDRESSES=true fetches loopback feeds and their redirects, still http(s) only', async () => {
  const env = { FEED_ALLOW_PRIVATE_ADDRESSES: 'true' };
  const report = ran(
    await ingest([server.url('/to-loopback'), server.url('/to-file'), server.url('/loop')], env),
  );
  expect(report.feeds.map((f) => f.ok)).toEqual([true, false, false]);
  expect(report.feeds[0]?.kept).toBe(3);
  expect(report.feeds[1]?.error).toMatch(/only http\(s\)/);
  expect(report.feeds[2]?.error).toMatch(/more than 3 redirects/);
  expect(readIngestConfig({}).allowPrivateAddresses).toBe(false);
  expect(readIngestConfig({ FEED_ALLOW_PRIVATE_ADDRESSES: '1' }).allowPrivateAddresses).toBe(false);
});

it('resolves real names with node:dns (localhost is loopback, so refused)', async () => {
  expect(await nodeResolveHost('localhost')).toEqual(
    expect.arrayContaining([expect.stringMatching(/^(127\.0\.0\.1|::1)$/)]),
  );
  await expect(
    fetchFeedText(server.url('/public').replace('127.0.0.1', 'localhost'), {
      fetch: globalThis.fetch,
      timeoutMs: 2000,
      maxBytes: 100_000,
      policy: { allowPrivateAddresses: false, resolveHost: nodeResolveHost },
    }),
  ).rejects.toThrow(/non-public address/);
  expect(hits('/public')).toBe(0);
});

it('the local backend refuses a NEWS_FEEDS redirect to loopback but still reads its own sample feed', async () => {
  const backend = await startLocalBackend({
    port: 0,
    database: db,
    env: { NEWS_FEEDS: server.url('/to-loopback') },
    log: () => undefined,
  });
  onTestFinished(() => backend.close());
  const response = await fetch(`${backend.url}/functions/v1/fetch-trump-news`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${backend.anonKey}` },
  });
  const report = ran((await response.json()) as IngestReport);
  expect(report.feeds[0]).toMatchObject({ ok: false });
  expect(report.feeds[0]?.error).toMatch(/non-public address/);
  expect(report.feeds[1]).toMatchObject({
    url: `${backend.url}/sample-media/feed.xml`,
    ok: true,
  });
  expect(hits('/secret')).toBe(0);
});
