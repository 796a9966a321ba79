// The local backend's edges: status codes for out-of-range queries, oversized bodies and unsupported methods, and the limits that stop a small request from costing a large answer.
import { request as httpRequest } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBackend, type LocalBackend } from '../../local-backend/localBackend.ts';
import { createRouter } from '../../local-backend/routes.ts';
import { createTestDatabase } from './helpers/database.ts';

let backend: LocalBackend;
let headers: Record<string, string>;

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0, dataDir: null, env: {}, log: () => undefined });
  headers = { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` };
});
afterAll(async () => {
  await backend.close();
});

/** A raw HTTP request (fetch refuses TRACE and cannot stream a chunked body of a set size). */
function rawRequest(
  method: string,
  path: string,
  options: { body?: Buffer; chunked?: boolean } = {},
): Promise<{ status: number; contentType: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${backend.url}${path}`,
      {
        method,
        headers: {
          ...headers,
          ...(options.body && !options.chunked
            ? { 'Content-Length': String(options.body.length) }
            : {}),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            body,
          }),
        );
      },
    );
    req.on('error', reject);
    if (options.body && options.chunked) {
      // Several chunks, no Content-Length: the cap must hold while reading.
      for (let i = 0; i < options.body.length; i += 8192)
        req.write(options.body.subarray(i, i + 8192));
    } else if (options.body) req.write(options.body);
    req.end();
  });
}

async function selectStatus(
  query: string,
): Promise<{ status: number; body: unknown; bytes: number }> {
  const response = await fetch(`${backend.url}/rest/v1/trump_news?${query}`, { headers });
  const text = await response.text();
  expect(response.headers.get('content-type'), query).toMatch(/application\/json/);
  return { status: response.status, body: JSON.parse(text) as unknown, bytes: text.length };
}

describe('local backend status codes', () => {
  it('answers an offset or limit beyond bigint with 400 JSON', async () => {
    for (const query of [
      'offset=9223372036854775808',
      'offset=99999999999999999999999999',
      'limit=99999999999999999999999999',
    ]) {
      const { status, body } = await selectStatus(query);
      expect(status, query).toBe(400);
      expect(body).toHaveProperty('message');
    }
    expect((await selectStatus('offset=1000000')).status).toBe(200);
  });

  it('answers more than 1,664 selected columns with 400 JSON', async () => {
    const { status, body } = await selectStatus(`select=${Array(1665).fill('id').join(',')}`);
    expect(status).toBe(400);
    expect(body).toHaveProperty('message');
  });

  it('answers an oversized body with 413 JSON, declared or streamed', async () => {
    const big = Buffer.alloc(100 * 1024, 'a');
    const declared = await fetch(`${backend.url}/functions/v1/fetch-trump-news`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect(declared.headers.get('content-type')).toMatch(/application\/json/);
    expect(await declared.json()).toHaveProperty('message');

    const streamed = await rawRequest('POST', '/functions/v1/fetch-trump-news', {
      body: big,
      chunked: true,
    });
    expect(streamed.status).toBe(413);
    expect(streamed.contentType).toMatch(/application\/json/);
    expect(JSON.parse(streamed.body)).toHaveProperty('message');
  });

  it('answers TRACE and other unsupported methods with 405 JSON, unparsable ones with 400 JSON', async () => {
    const track = await rawRequest('TRACK', '/rest/v1/trump_news');
    expect(track.status).toBe(400);
    expect(JSON.parse(track.body)).toHaveProperty('message');
    for (const method of ['TRACE', 'PROPFIND', 'LINK']) {
      for (const path of ['/rest/v1/trump_news', '/functions/v1/fetch-trump-news', '/']) {
        const response = await rawRequest(method, path);
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.contentType).toMatch(/application\/json/);
        expect(JSON.parse(response.body)).toHaveProperty('message');
      }
    }
  });
});

describe('local backend amplification limits', () => {
  it('refuses duplicate or unknown columns in select and order with 400', async () => {
    for (const query of [
      'select=summary,summary',
      'select=id,title,id',
      'select=id,nope',
      'order=id.asc,id.desc',
    ]) {
      const { status, body } = await selectStatus(query);
      expect(status, query).toBe(400);
      expect(body).toHaveProperty('message');
    }
    expect((await selectStatus('select=id,title,summary')).status).toBe(200);
  });

  it('answers eight 13 KB repeated-column selects with small 400s while a normal select still answers', async () => {
    const repeated = `select=${Array(1600).fill('summary').join(',')}`;
    expect(repeated.length).toBeGreaterThan(12_000);
    const attacks = Array.from({ length: 8 }, () => selectStatus(repeated));
    const normal = selectStatus('select=*&order=view_count.desc,published_at.desc&limit=1000');
    const answers = await Promise.all(attacks);
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.bytes).toBeLessThan(1000);
    }
    expect((await normal).status).toBe(200);
  });
});

describe('select response cap', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await createTestDatabase();
    await db.exec(`
      insert into public.trump_news (title, summary, source, link, published_at)
      select 'Title ' || i, repeat('s', 500), 'Source', 'https://news.example/cap/' || i, now()
      from generate_series(1, 100) as i`);
  });
  afterAll(async () => {
    await db.close();
  });

  it('leaves off the rows past the byte cap, answering valid JSON and a matching Content-Range', async () => {
    const router = createRouter({
      db,
      anonKey: 'k',
      baseUrl: () => 'http://local',
      fetchNews: () => Promise.reject(new Error('not used')),
      countView: () => Promise.reject(new Error('not used')),
      maxResponseBytes: 10_000,
    });
    const response = await router(
      new Request('http://local/rest/v1/trump_news?select=*&order=id.asc&limit=1000', {
        headers: { apikey: 'k' },
      }),
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(10_000);
    const rows = JSON.parse(text) as { title: string }[];
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(100);
    expect(rows[0]?.title).toBe('Title 1');
    expect(response.headers.get('content-range')).toBe(`0-${rows.length - 1}/*`);

    const all = await createRouter({
      db,
      anonKey: 'k',
      baseUrl: () => 'http://local',
      fetchNews: () => Promise.reject(new Error('not used')),
      countView: () => Promise.reject(new Error('not used')),
    })(new Request('http://local/rest/v1/trump_news?limit=1000', { headers: { apikey: 'k' } }));
    expect((await all.json()) as unknown[]).toHaveLength(100);
  });
});
