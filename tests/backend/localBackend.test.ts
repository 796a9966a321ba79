// The local backend's HTTP surface, in the shapes supabase-js sends: the site's exact select, the function POST, CORS, sample media, the errors and status codes, and the limits that stop a small request from costing a large answer.
import { mkdtemp, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it, onTestFinished } from 'vitest';
import { startLocalBackend, type LocalBackend } from '../../local-backend/localBackend.ts';
import { createRouter, LOCAL_PATHS } from '../../local-backend/routes.ts';
import type { IngestReport, NewsRow } from '../../supabase/functions/_shared/types.ts';
import { NEWS_ROW_COLUMNS } from '../../src/news/newsItem.ts';
import { createTestDatabase } from './helpers/database.ts';
import { ran } from './helpers/ingest.ts';

const SITE_QUERY = 'select=*&order=view_count.desc,published_at.desc&limit=1000';

/** A row as the site's select returns it. */
type NewsJson = NewsRow & { id: number; view_count: number };

let db: PGlite;
let backend: LocalBackend;
let headers: Record<string, string>;
const logs: string[] = [];

// One in-memory database for the file: the backend's, then the response cap's router's.
beforeAll(async () => {
  db = await createTestDatabase();
  backend = await startLocalBackend({ port: 0, database: db, env: {}, log: (m) => logs.push(m) });
  headers = { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` };
});
afterAll(async () => {
  await backend.close();
  await db.close();
});

async function selectNews(): Promise<NewsJson[]> {
  const { status, body } = await selectStatus(SITE_QUERY);
  expect(status).toBe(200);
  return body as NewsJson[];
}

/**
 * A raw HTTP request (fetch refuses TRACE and cannot stream a chunked body of a set size): the
 * body sent whole with its Content-Length, in chunks without one, or declared and held back.
 */
async function rawRequest(
  method: string,
  path: string,
  options: { body?: Buffer; send?: 'declared' | 'chunked' | 'held' } = {},
) {
  const { body, send = 'declared' } = options;
  const length = body && send !== 'chunked' ? { 'Content-Length': String(body.length) } : {};
  const req = httpRequest(`${backend.url}${path}`, { method, headers: { ...headers, ...length } });
  // An error before the answer fails the request (once); one after it (the server closing on a
  // body it refused) does not.
  req.on('error', () => undefined);
  // Several chunks, no Content-Length: the cap must hold while reading.
  if (body && send === 'chunked')
    for (let i = 0; i < body.length; i += 8192) req.write(body.subarray(i, i + 8192));
  // Held: only the early refusal on the declared length can answer, the body never comes.
  if (send === 'held') req.flushHeaders();
  else req.end(send === 'chunked' ? undefined : body);
  const [res] = (await once(req, 'response')) as [IncomingMessage];
  const type = String(res.headers['content-type'] ?? '');
  const answer = { status: res.statusCode ?? 0, contentType: type, body: await text(res) };
  req.destroy();
  return answer;
}

/** The select with `query`: its status, parsed JSON body and size. */
async function selectStatus(query: string) {
  const response = await fetch(`${backend.url}/rest/v1/trump_news?${query}`, { headers });
  const text = await response.text();
  expect(response.headers.get('content-type'), query).toMatch(/application\/json/);
  return { status: response.status, body: JSON.parse(text) as unknown, bytes: text.length };
}

it('listens on loopback with a key that is not JWT-shaped', () => {
  expect(backend.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(backend.anonKey).toBe('local-anon-key');
  expect(backend.anonKey.split('.')).toHaveLength(1);
});

it('starts empty, then the function POST ingests the bundled sample feed (>= 20 items) and logs its figures', async () => {
  expect(await selectNews()).toEqual([]);
  const response = await fetch(`${backend.url}/functions/v1/fetch-trump-news`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${backend.anonKey}` },
  });
  expect(response.status).toBe(200);
  const report = ran((await response.json()) as IngestReport);
  expect(report.feeds[0]?.url).toBe(`${backend.url}/sample-media/feed.xml`);
  expect(report.inserted).toBeGreaterThanOrEqual(24);
  const { items, stored, skipped } = report.round;
  expect([items, skipped]).toEqual([stored, 0]);
  expect(logs).toContain(
    `fetch-trump-news: round: 1 feeds (0 failed), ${items} items, ${stored} stored, 0 skipped`,
  );

  const news = await selectNews();
  expect(news.length).toBeGreaterThanOrEqual(20);
  const sorted = [...news].sort(
    (a, b) =>
      b.view_count - a.view_count || Date.parse(b.published_at) - Date.parse(a.published_at),
  );
  expect(news.map((n) => n.id)).toEqual(sorted.map((n) => n.id));
  // Which rows the sample feed gives (links, dates, is_fake): tests/unit/sampleFeedRows.test.ts.
  for (const item of news) {
    expect(Object.keys(item)).toEqual(expect.arrayContaining([...NEWS_ROW_COLUMNS]));
    expect(item.image_url).toMatch(new RegExp(`^${backend.url}/sample-media/[a-z-]+\\.svg$`));
  }
});

it('serves the sample images it links to', async () => {
  const news = await selectNews();
  const image = await fetch(news[0]!.image_url!);
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/svg+xml');
  expect(await image.text()).toContain('<svg');
  expect((await fetch(`${backend.url}/sample-media/../package.json`)).status).toBe(404);
  expect((await fetch(`${backend.url}/sample-media/nope.svg`)).status).toBe(404);
});

it('answers CORS preflights for every call with the headers supabase-js sends', async () => {
  const sent = ['apikey', 'authorization', 'x-client-info', 'accept-profile', 'content-type'];
  for (const path of [LOCAL_PATHS.news, LOCAL_PATHS.fetchNews, LOCAL_PATHS.countView]) {
    const response = await fetch(`${backend.url}${path}`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:4173',
        'Access-Control-Request-Method': path.includes('functions') ? 'POST' : 'GET',
        'Access-Control-Request-Headers': sent.join(', '),
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = response.headers.get('access-control-allow-headers') ?? '';
    for (const header of [...sent, 'prefer']) expect(allowed).toContain(header);
    expect(response.headers.get('access-control-allow-methods')).toMatch(/GET.*POST/);
  }
  const get = await fetch(`${backend.url}/rest/v1/trump_news?${SITE_QUERY}`, { headers });
  expect(get.headers.get('access-control-allow-origin')).toBe('*');
});

it('refuses a wrong, missing or malformed key with 401', async () => {
  const url = `${backend.url}/rest/v1/trump_news?${SITE_QUERY}`;
  const cases: Record<string, string>[] = [
    {},
    { apikey: 'wrong-key' },
    { apikey: backend.anonKey, Authorization: 'Bearer wrong-key' },
    { Authorization: 'Basic abc' },
  ];
  for (const h of cases) {
    const response = await fetch(url, { headers: h });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Invalid API key' });
  }
  const post = await fetch(`${backend.url}/functions/v1/fetch-trump-news`, {
    method: 'POST',
    headers: { Authorization: 'Bearer nope' },
  });
  expect(post.status).toBe(401);
});

it('answers unknown paths with 404 and unsupported methods with 405 (unparsable ones 400), all JSON', async () => {
  const api = ['/rest/v1/trump_news', '/functions/v1/fetch-trump-news', '/'];
  const cases: [string, string, number][] = [
    ['GET', '/rest/v1/other_table', 404],
    ['POST', '/functions/v1/other-function', 404],
    ['GET', '/', 404],
    ['PUT', '/rest/v1/trump_news', 405],
    ['GET', '/functions/v1/fetch-trump-news', 405],
    ['TRACK', '/rest/v1/trump_news', 400],
    ...['TRACE', 'PROPFIND', 'LINK'].flatMap((method) =>
      api.map((path): [string, string, number] => [method, path, 405]),
    ),
  ];
  for (const [method, path, status] of cases) {
    const response = await rawRequest(method, path);
    expect(response.status, `${method} ${path}`).toBe(status);
    expect(response.contentType, `${method} ${path}`).toMatch(/application\/json/);
    expect(JSON.parse(response.body)).toHaveProperty('message');
  }
});

it('answers unknown, repeated, out-of-range or too many columns and values with 400 JSON', async () => {
  for (const query of [
    'select=password',
    'order=id.sideways',
    'limit=abc',
    'id=like.1',
    'nope=eq.1',
    'select=*;drop table x',
    'offset=9223372036854775808',
    'offset=99999999999999999999999999',
    'limit=99999999999999999999999999',
    `select=${Array(1665).fill('id').join(',')}`,
    'select=summary,summary',
    'select=id,title,id',
    'select=id,nope',
    'order=id.asc,id.desc',
  ]) {
    const { status, body } = await selectStatus(query);
    expect(status, query).toBe(400);
    expect(body).toHaveProperty('message');
  }
  expect((await selectStatus('offset=1000000')).status).toBe(200);
  expect((await selectStatus('select=id,title,summary')).status).toBe(200);
  expect((await selectNews()).length).toBeGreaterThanOrEqual(20);
});

it('answers an oversized body with 413 JSON: streamed, declared, or declared and held back', async () => {
  const big = Buffer.alloc(100 * 1024, 'a');
  for (const send of ['declared', 'chunked', 'held'] as const) {
    const answer = await rawRequest('POST', LOCAL_PATHS.fetchNews, { body: big, send });
    expect(answer.status, send).toBe(413);
    expect(answer.contentType).toMatch(/application\/json/);
    expect(JSON.parse(answer.body)).toHaveProperty('message');
  }
});

it('answers eight 13 KB repeated-column selects with small 400s while a normal select still answers', async () => {
  const repeated = `select=${Array(1600).fill('summary').join(',')}`;
  expect(repeated.length).toBeGreaterThan(12_000);
  const attacks = Array.from({ length: 8 }, () => selectStatus(repeated));
  const normal = selectStatus(SITE_QUERY);
  const answers = await Promise.all(attacks);
  for (const answer of answers) {
    expect(answer.status).toBe(400);
    expect(answer.bytes).toBeLessThan(1000);
  }
  expect((await normal).status).toBe(200);
});

it('caps a select response: leaves off the rows past the byte cap, answering valid JSON and a matching Content-Range', async () => {
  await db.exec(`
    delete from public.trump_news;
    insert into public.trump_news (title, summary, source, link, published_at)
    select 'Title ' || i, repeat('s', 500), 'Source', 'https://news.example/cap/' || i, now()
    from generate_series(1, 100) as i`);
  const router = (maxResponseBytes?: number) =>
    createRouter({
      db,
      anonKey: 'k',
      baseUrl: () => 'http://local',
      fetchNews: () => Promise.reject(new Error('not used')),
      countView: () => Promise.reject(new Error('not used')),
      maxResponseBytes,
    });
  const select = (query: string) =>
    new Request(`http://local/rest/v1/trump_news?${query}`, { headers: { apikey: 'k' } });
  const response = await router(10_000)(select('select=*&order=id.asc&limit=1000'));
  const all = await router()(select('limit=1000'));
  expect(response.status).toBe(200);
  const text = await response.text();
  expect(Buffer.byteLength(text)).toBeLessThanOrEqual(10_000);
  const rows = JSON.parse(text) as { title: string }[];
  expect(rows.length).toBeGreaterThan(5);
  expect(rows.length).toBeLessThan(100);
  expect(rows[0]?.title).toBe('Title 1');
  expect(response.headers.get('content-range')).toBe(`0-${rows.length - 1}/*`);
  expect((await all.json()) as unknown[]).toHaveLength(100);
});

it('on disk, keeps its rows in the data folder across restarts', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'local-backend-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  const first = await startLocalBackend({ port: 0, dataDir: dir, env: {} });
  const post = await fetch(`${first.url}/functions/v1/fetch-trump-news`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${first.anonKey}` },
  });
  expect(post.status).toBe(200);
  await first.close();
  const second = await startLocalBackend({ port: 0, dataDir: dir, env: {} });
  const response = await fetch(`${second.url}/rest/v1/trump_news?${SITE_QUERY}`, {
    headers: { apikey: second.anonKey },
  });
  expect(((await response.json()) as unknown[]).length).toBeGreaterThanOrEqual(20);
  await second.close();
});
