// Article pages read at ingestion, through the real round on PGlite against loopback publishers: a page fills what the feed lacked, hostile pages are refused or cut off within the round's budget, a page is read once across rounds, the per-round cap and the concurrency hold.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLoopbackServer, type LoopbackServer } from '../../scripts/harness/loopbackServer.ts';
import { readIngestConfig, type IngestConfig } from '../../supabase/functions/_shared/config.ts';
import { runIngestion } from '../../supabase/functions/_shared/ingest.ts';
import type { ResolveHost } from '../../supabase/functions/_shared/resolveHost.ts';
import type { FetchLike } from '../../supabase/functions/_shared/types.ts';
import { createPgliteStore } from '../../local-backend/pgliteStore.ts';
import { HOUR_MS } from '../helpers/news.ts';
import { withTestDatabase } from './helpers/database.ts';
import { rss, type TestItem } from './helpers/feeds.ts';
import { pump } from './helpers/feedServer.ts';
import { ingestConfig, ran } from './helpers/ingest.ts';

/** A publisher on "the internet": requests for this name go to the loopback publisher. */
const PUBLISHER = 'harbour-gazette.example';
const PUBLIC_IP = '93.184.216.34';
const resolveHost: ResolveHost = async (hostname) => {
  if (hostname === PUBLISHER) return [PUBLIC_IP];
  throw new Error(`ENOTFOUND ${hostname}`);
};

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

let db: PGlite;
let publisher: LoopbackServer;
let routes: Map<string, Handler>;
let hits: Map<string, number>;
let inFlight = 0;
let maxInFlight = 0;
/** The paths whose connection has closed. */
let closed: Set<string>;

const html = (headTags: string, body = '<p>Story</p>') =>
  `<!doctype html><html><head><meta charset="utf-8"><title>Story</title>${headTags}</head><body>${body}</body></html>`;

function page(body: string, contentType = 'text/html; charset=utf-8', delayMs = 0): Handler {
  return (_req, res) => {
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(200, { 'Content-Type': contentType });
      res.end(body);
    };
    if (delayMs) setTimeout(send, delayMs).unref();
    else send();
  };
}

const CDN = 'https://cdn.harbour-gazette.example';

/** A page whose head names `image` (og:image) and, if given, `description` (og:description). */
const ogPage = (image: string, description?: string, delayMs = 0) =>
  page(
    html(
      `<meta property="og:image" content="${image}">` +
        (description ? `<meta property="og:description" content="${description}">` : ''),
    ),
    undefined,
    delayMs,
  );

/** Starts a head and, unless it stalls (never another byte), keeps sending meta tags until the client leaves. */
function endlessHead(stall: boolean): Handler {
  return (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    const head = `<!doctype html><html><head><meta property="og:image" content="${CDN}/endless.jpg">`;
    if (stall) res.write(head);
    else pump(res, head, `<meta name="filler" content="${'x'.repeat(4000)}">`);
  };
}

/** Requests for the publisher's name reach the loopback server, as a network would route them. */
const routedFetch: FetchLike = (input, init) => {
  const url = new URL(input);
  if (url.hostname === PUBLISHER)
    return globalThis.fetch(`${publisher.url}${url.pathname}${url.search}`, init);
  return globalThis.fetch(input, init);
};

const story = (path: string, hoursAgo = 1, extra: Partial<TestItem> = {}): TestItem => ({
  title: `Story at ${path}`,
  link: `https://${PUBLISHER}${path}`,
  date: new Date(Date.now() - hoursAgo * HOUR_MS).toUTCString(),
  ...extra,
});

function serveFeed(items: TestItem[]): void {
  routes.set('/feed.xml', page(rss('Harbour Gazette', items), 'application/rss+xml'));
}

async function ingest(pages: Partial<IngestConfig['pages']> = {}) {
  const config = ingestConfig([`https://${PUBLISHER}/feed.xml`], {}, {});
  config.pages = { ...config.pages, timeoutMs: 2000, budgetMs: 5000, ...pages };
  return ran(
    await runIngestion({ store: createPgliteStore(db), fetch: routedFetch, config, resolveHost }),
  );
}

/** The stored picture and summary of each story, by its link's path. */
async function stored() {
  const result = await db.query<{ link: string; image_url: string | null; summary: string }>(
    'select link, image_url, summary from public.trump_news',
  );
  return new Map(result.rows.map(({ link, ...row }) => [new URL(link).pathname, row]));
}

withTestDatabase((opened) => (db = opened));
beforeAll(async () => {
  publisher = await startLoopbackServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const key = url.pathname;
    hits.set(key, (hits.get(key) ?? 0) + 1);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.on('close', () => {
      inFlight -= 1;
      closed.add(key);
    });
    const handler = routes.get(key);
    if (handler) handler(req, res);
    else res.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>Not found</h1>');
  });
});
afterAll(() => publisher.close());
beforeEach(async () => {
  routes = new Map();
  hits = new Map();
  closed = new Set();
  maxInFlight = 0;
  await db.exec('truncate private.article_pages');
});

// Each tag form, the refused pictures and the cleaning rules: tests/unit/pageMeta.test.ts.
it('stores the page picture and cleaned description, a relative picture resolved against the story, keeps the feed’s own picture or summary, and reads nothing for a complete story', async () => {
  routes.set('/og', ogPage(`${CDN}/og.jpg`, 'The ferry leaves &amp; returns at ten.'));
  routes.set('/relative', ogPage('/media/relative.jpg'));
  routes.set('/half', ogPage(`${CDN}/page.jpg`, 'From the page.'));
  routes.set('/no-summary', ogPage(`${CDN}/page.jpg`, 'From the page.'));
  routes.set('/complete', ogPage('https://x.example/no.jpg'));
  serveFeed([
    story('/og', 1),
    story('/relative', 2),
    story('/half', 3, { description: 'From the feed.' }),
    story('/no-summary', 3, { extra: `<media:thumbnail url="${CDN}/feed.jpg"/>` }),
    story('/complete', 4, {
      description: 'Complete.',
      extra: `<media:thumbnail url="${CDN}/feed.jpg"/>`,
    }),
  ]);

  const report = await ingest();
  expect(report.pages).toMatchObject({ candidates: 4, claimed: 4, read: 4, failed: 0 });
  expect(report.pages).toMatchObject({ pictures: 3, summaries: 2 });
  const rows = await stored();
  expect(rows.get('/og')).toEqual({
    image_url: `${CDN}/og.jpg`,
    summary: 'The ferry leaves & returns at ten.',
  });
  expect(rows.get('/relative')?.image_url).toBe(`https://${PUBLISHER}/media/relative.jpg`);
  expect(rows.get('/half')).toEqual({ image_url: `${CDN}/page.jpg`, summary: 'From the feed.' });
  expect(rows.get('/no-summary')).toEqual({
    image_url: `${CDN}/feed.jpg`,
    summary: 'From the page.',
  });
  expect(hits.get('/complete')).toBeUndefined();
});

describe('hostile pages', () => {
  it('refuses or cuts off each one, and the round stays within its page budget', async () => {
    routes.set('/slow', ogPage('https://x.example/slow.jpg', undefined, 20_000));
    const ENDLESS = ['/huge-head', '/stalled-head'];
    routes.set('/stalled-head', endlessHead(true));
    routes.set('/huge-head', endlessHead(false));
    routes.set('/json', page('{"image":"https://x.example/j.jpg"}', 'application/json'));
    routes.set('/jpeg', page('\xff\xd8\xff', 'image/jpeg'));
    routes.set('/error', (_req, res) =>
      res
        .writeHead(500, { 'Content-Type': 'text/html' })
        .end(html('<meta property="og:image" content="https://x.example/e.jpg">')),
    );
    // A redirect to the machine itself: refused by the public-address rule before any request.
    routes.set('/to-loopback', (_req, res) =>
      res.writeHead(302, { Location: `${publisher.url}/secret` }).end(),
    );
    routes.set('/secret', ogPage('https://x.example/secret.jpg'));
    const paths = [...routes.keys()].filter((path) => path !== '/secret');
    serveFeed(paths.map((path, i) => story(path, i + 1)));

    const maxBytes = 64 * 1024;
    const report = await ingest({ timeoutMs: 800, budgetMs: 2500, maxBytes, concurrency: 4 });

    expect(report.pages).toMatchObject({ candidates: 7, claimed: 7 });
    // The huge head is cut at the cap and read (its first picture counts); every other page fails.
    expect(report.pages.read).toBe(1);
    expect(report.pages.failed).toBe(6);
    const rows = await stored();
    expect(rows.get('/huge-head')?.image_url).toBe(`${CDN}/endless.jpg`);
    for (const path of paths.filter((p) => p !== '/huge-head'))
      expect(rows.get(path)?.image_url, path).toBeNull();
    expect(hits.get('/secret')).toBeUndefined();
    // The client hung up on the endless pages (they never end by themselves), and the slow page
    // failed rather than being read after its 20 s.
    await vi.waitFor(() => expect([...closed]).toEqual(expect.arrayContaining(ENDLESS)));
  });

  it('stops every read when the round page budget runs out, and starts no more', async () => {
    for (let i = 0; i < 8; i += 1)
      routes.set(`/slow${i}`, ogPage('https://x.example/s.jpg', undefined, 20_000));
    serveFeed(Array.from({ length: 8 }, (_, i) => story(`/slow${i}`, i + 1)));
    const report = await ingest({ timeoutMs: 10_000, budgetMs: 300, concurrency: 2 });
    // The slow pages would take 20 s and be read; the budget cut the two in flight.
    expect(report.pages).toMatchObject({ claimed: 8, read: 0, failed: 2, notStarted: 6 });
  });
});

describe('bounds and memory', () => {
  it('reads a page once across rounds, success or not, and keeps what it gave', async () => {
    routes.set('/good', ogPage(`${CDN}/good.jpg`, 'Read once.'));
    routes.set('/missing', (_req, res) =>
      res.writeHead(404, { 'Content-Type': 'text/html' }).end(),
    );
    serveFeed([story('/good', 1), story('/missing', 2)]);

    const first = await ingest();
    expect(first.pages).toMatchObject({ claimed: 2, read: 1, failed: 1 });
    const second = await ingest();
    const third = await ingest();
    expect(second.pages).toMatchObject({ candidates: 2, claimed: 0, read: 0 });
    expect(third.pages.claimed).toBe(0);
    expect(hits.get('/good')).toBe(1);
    expect(hits.get('/missing')).toBe(1);
    expect(hits.get('/feed.xml')).toBe(3);
    // The feed's empty summary and missing picture in later rounds do not wipe what the page gave.
    expect((await stored()).get('/good')).toEqual({
      image_url: `${CDN}/good.jpg`,
      summary: 'Read once.',
    });
  });

  it('reads at most the per-round cap, newest first, the rest in later rounds, a few at a time', async () => {
    for (let i = 0; i < 9; i += 1) routes.set(`/p${i}`, ogPage(`${CDN}/${i}.jpg`, undefined, 60));
    serveFeed(Array.from({ length: 9 }, (_, i) => story(`/p${i}`, i + 1)));

    const first = await ingest({ perRound: 4, concurrency: 2 });
    expect(first.pages).toMatchObject({ candidates: 9, claimed: 4, read: 4 });
    expect([...hits.keys()].filter((k) => k.startsWith('/p')).sort()).toEqual([
      '/p0',
      '/p1',
      '/p2',
      '/p3',
    ]);
    expect(maxInFlight).toBeLessThanOrEqual(2 + 1); // the pages and, before them, the feed
    const second = await ingest({ perRound: 4, concurrency: 2 });
    expect(second.pages.claimed).toBe(4);
    const third = await ingest({ perRound: 4, concurrency: 2 });
    expect(third.pages.claimed).toBe(1);
    for (let i = 0; i < 9; i += 1) expect(hits.get(`/p${i}`)).toBe(1);
  });

  it('ARTICLE_PAGES_PER_ROUND=0 reads no page', async () => {
    routes.set('/x', ogPage('https://x.example/x.jpg'));
    serveFeed([story('/x')]);
    const report = await ingest({
      perRound: readIngestConfig({ ARTICLE_PAGES_PER_ROUND: '0' }).pages.perRound,
    });
    expect(report.pages).toMatchObject({ candidates: 1, claimed: 0 });
    expect(hits.get('/x')).toBeUndefined();
  });
});
