// The local backend's HTTP surface, in the shapes supabase-js sends: the site's exact select, the function POST, CORS, sample media and the errors.
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBackend, type LocalBackend } from '../../local-backend/localBackend.ts';
import type { NewsRow } from '../../supabase/functions/_shared/types.ts';
import { NEWS_ROW_COLUMNS } from '../../src/news/newsItem.ts';
import { UnusedWebSocket } from '../helpers/webSocket.ts';

const SITE_QUERY = 'select=*&order=view_count.desc,published_at.desc&limit=1000';

/** A row as the site's select returns it. */
type NewsJson = NewsRow & { id: number; view_count: number };

let backend: LocalBackend;
let headers: Record<string, string>;

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0, dataDir: null, env: {}, log: () => undefined });
  headers = { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` };
});
afterAll(async () => {
  await backend.close();
});

async function selectNews(): Promise<NewsJson[]> {
  const response = await fetch(`${backend.url}/rest/v1/trump_news?${SITE_QUERY}`, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  return (await response.json()) as NewsJson[];
}

describe('local backend', () => {
  it('listens on loopback with a key that is not JWT-shaped', () => {
    expect(backend.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(backend.anonKey).toBe('local-anon-key');
    expect(backend.anonKey.split('.')).toHaveLength(1);
  });

  it('starts empty, then the function POST ingests the bundled sample feed (>= 20 items)', async () => {
    expect(await selectNews()).toEqual([]);
    const response = await fetch(`${backend.url}/functions/v1/fetch-trump-news`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${backend.anonKey}` },
    });
    expect(response.status).toBe(200);
    const report = (await response.json()) as {
      skipped: boolean;
      inserted: number;
      feeds: { url: string }[];
    };
    expect(report.skipped).toBe(false);
    expect(report.feeds[0]?.url).toBe(`${backend.url}/sample-media/feed.xml`);
    expect(report.inserted).toBeGreaterThanOrEqual(24);

    const news = await selectNews();
    expect(news.length).toBeGreaterThanOrEqual(20);
    const sorted = [...news].sort(
      (a, b) =>
        b.view_count - a.view_count || Date.parse(b.published_at) - Date.parse(a.published_at),
    );
    expect(news.map((n) => n.id)).toEqual(sorted.map((n) => n.id));
    expect(news.some((n) => n.is_fake)).toBe(true);
    expect(news.some((n) => !n.is_fake)).toBe(true);
    for (const item of news) {
      expect(Object.keys(item)).toEqual(
        expect.arrayContaining([
          'id',
          'title',
          'summary',
          'source',
          'link',
          'image_url',
          'published_at',
          'view_count',
          'is_fake',
        ]),
      );
      expect(item.link).toMatch(/^https:\/\/example\.com\//);
      expect(item.image_url).toMatch(new RegExp(`^${backend.url}/sample-media/[a-z-]+\\.svg$`));
      expect(Number.isNaN(Date.parse(item.published_at))).toBe(false);
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

  it('answers a second POST within the cooldown without a new round', async () => {
    const response = await fetch(`${backend.url}/functions/v1/fetch-trump-news`, {
      method: 'POST',
      headers,
    });
    expect(await response.json()).toMatchObject({ skipped: true, reason: 'cooldown' });
  });

  it('works with supabase-js exactly as the site calls it', async () => {
    // Node 20 has no WebSocket; realtime is never used, so it gets one that must not open.
    const client = createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false },
      realtime: { transport: UnusedWebSocket as never },
    });
    const { data, error } = await client
      .from('trump_news')
      .select(NEWS_ROW_COLUMNS.join(','))
      .order('view_count', { ascending: false })
      .order('published_at', { ascending: false })
      .limit(1000);
    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThanOrEqual(20);
    const invoked = await client.functions.invoke('fetch-trump-news');
    expect(invoked.error).toBeNull();
    expect(invoked.data).toMatchObject({ ok: true });
  });

  it('answers CORS preflights for both calls with the headers supabase-js sends', async () => {
    for (const path of ['/rest/v1/trump_news', '/functions/v1/fetch-trump-news']) {
      const response = await fetch(`${backend.url}${path}`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://127.0.0.1:4173',
          'Access-Control-Request-Method': path.includes('functions') ? 'POST' : 'GET',
          'Access-Control-Request-Headers':
            'apikey, authorization, x-client-info, accept-profile, content-type',
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      const allowed = response.headers.get('access-control-allow-headers') ?? '';
      for (const header of [
        'apikey',
        'authorization',
        'x-client-info',
        'accept-profile',
        'content-type',
        'prefer',
      ]) {
        expect(allowed).toContain(header);
      }
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

  it('answers unknown paths with 404, wrong methods (PUT) with 405 and unsupported queries with 400, all JSON', async () => {
    const notFound = await fetch(`${backend.url}/rest/v1/other_table`, { headers });
    expect(notFound.status).toBe(404);
    expect(await notFound.json()).toHaveProperty('message');
    expect(
      (await fetch(`${backend.url}/functions/v1/other-function`, { method: 'POST', headers }))
        .status,
    ).toBe(404);
    expect((await fetch(`${backend.url}/`)).status).toBe(404);

    const put = await fetch(`${backend.url}/rest/v1/trump_news`, {
      method: 'PUT',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'x', link: 'https://x.example' }),
    });
    expect(put.status).toBe(405);
    expect(put.headers.get('content-type')).toMatch(/application\/json/);
    expect((await fetch(`${backend.url}/functions/v1/fetch-trump-news`, { headers })).status).toBe(
      405,
    );

    for (const query of [
      'select=password',
      'order=id.sideways',
      'limit=abc',
      'id=like.1',
      'nope=eq.1',
      'select=*;drop table x',
    ]) {
      const response = await fetch(`${backend.url}/rest/v1/trump_news?${query}`, { headers });
      expect(response.status, query).toBe(400);
      expect(await response.json()).toHaveProperty('message');
    }
    expect((await selectNews()).length).toBeGreaterThanOrEqual(20);
  });
});

describe('local backend on disk', () => {
  it('keeps its rows in the data folder across restarts', async () => {
    const { mkdtemp, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dir = await mkdtemp(path.join(tmpdir(), 'local-backend-'));
    try {
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
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
