// The local backend's writes on /rest/v1/trump_news, answered as PostgREST answers them: run as anon in PGlite, so the migrations' grants and RLS refuse them (401, 42501) and nothing changes; with a grant and a policy added, the same requests reach the constraints or write for real.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANON_WRITES, undoAnonWrites, withLocalBackend } from './helpers/localBackend.ts';

const local = withLocalBackend();
const headers = () => ({
  apikey: local.backend.anonKey,
  Authorization: `Bearer ${local.backend.anonKey}`,
  'Content-Type': 'application/json',
});

beforeEach(() =>
  local.db.exec(`
    insert into public.trump_news (title, link) values
      ('First story', 'https://news.example.com/1'),
      ('Second story', 'https://news.example.com/2');`),
);
afterEach(() => undoAnonWrites(local.db));

const rowsNow = async () =>
  (
    await local.db.query<{ id: number; title: string; link: string }>(
      'select id, title, link from public.trump_news order by id',
    )
  ).rows;

function write(method: string, query: string, body?: unknown, prefer?: string) {
  return fetch(`${local.backend.url}/rest/v1/trump_news${query}`, {
    method,
    headers: { ...headers(), ...(prefer ? { Prefer: prefer } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

it.each([
  ['POST', '', { title: 'New', link: 'https://news.example.com/new' }],
  ['PATCH', '?id=eq.1', { title: 'Changed' }],
  ['DELETE', '?id=eq.1', undefined],
])(
  'under the migrations %s is refused by Postgres (401, its 42501), nothing changed',
  async (method, query, body) => {
    const before = await rowsNow();
    const response = await write(method, query, body, 'return=representation');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      code: '42501',
      details: null,
      hint: null,
      message: 'permission denied for table trump_news',
    });
    expect(await rowsNow()).toEqual(before);
  },
);

describe('writes with a grant and a policy added: what Postgres then allows', () => {
  it('an insert reaches the constraints (23502), then a valid one is written (201, the row back)', async () => {
    await local.db.exec(ANON_WRITES.insert);
    const refused = await write('POST', '', { title: null });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: '23502' });

    const written = await write(
      'POST',
      '?select=title,link',
      { title: 'Written by anon', link: 'https://news.example.com/anon' },
      'return=representation',
    );
    expect(written.status).toBe(201);
    expect(await written.json()).toEqual([
      { title: 'Written by anon', link: 'https://news.example.com/anon' },
    ]);
    expect((await rowsNow()).map((row) => row.title)).toContain('Written by anon');
  });

  it('a grant without a policy is stopped by row level security', async () => {
    await local.db.exec(ANON_WRITES.grantsOnly);
    const insert = await write('POST', '', { title: 'x', link: 'https://news.example.com/x' });
    expect(insert.status).toBe(401);
    expect(await insert.json()).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "trump_news"',
    });
    // RLS hides every row from the update and the delete: nothing matched, nothing changed.
    const before = await rowsNow();
    const update = await write('PATCH', '?id=eq.1', { title: 'x' }, 'return=representation');
    expect([update.status, await update.json()]).toEqual([200, []]);
    const remove = await write('DELETE', '?id=eq.2');
    expect(remove.status).toBe(204);
    expect(await rowsNow()).toEqual(before);
  });

  it("a failing cast in the returned rows rolls the write back, as PostgREST's one transaction does", async () => {
    await local.db.exec(ANON_WRITES.delete);
    const before = await rowsNow();
    const response = await write(
      'DELETE',
      '?id=eq.1&select=id,link::integer',
      undefined,
      'return=representation',
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: '22P02' });
    expect(await rowsNow()).toEqual(before);
  });
});

it('PostgREST refuses before the database an update or delete without a filter (pg-safeupdate), bad JSON, an unknown column, order on a write, a body not JSON', async () => {
  const cases: [string, string, string | undefined, number, object][] = [
    ['PATCH', '', '{"title":"x"}', 400, { code: '21000' }],
    ['DELETE', '', undefined, 400, { code: '21000' }],
    ['POST', '', '{', 400, { code: 'PGRST102' }],
    ['POST', '', '', 400, { code: 'PGRST102' }],
    ['POST', '', '{"nope":1}', 400, { code: 'PGRST204' }],
    ['POST', '', '[{"title":"a"},{"link":"b"}]', 400, { code: 'PGRST102' }],
    [
      'DELETE',
      '?id=eq.1&order=id.asc',
      undefined,
      400,
      { message: 'order is not served on a DELETE' },
    ],
    ['POST', '', 'title=x', 415, { code: 'PGRST107' }],
  ];
  for (const [method, query, body, status, answer] of cases) {
    const response = await fetch(`${local.backend.url}/rest/v1/trump_news${query}`, {
      method,
      headers: { ...headers(), ...(body === 'title=x' ? { 'Content-Type': 'text/plain' } : {}) },
      ...(body === undefined ? {} : { body }),
    });
    expect(response.status, `${method} ${body}`).toBe(status);
    expect(await response.json(), `${method} ${body}`).toMatchObject(answer);
  }
});

it('a select filters by column (eq, gt, is) with bound values and casts a column', async () => {
  const get = async (query: string) => {
    const response = await fetch(`${local.backend.url}/rest/v1/trump_news?${query}`, {
      headers: headers(),
    });
    return [response.status, await response.json()] as const;
  };
  expect(await get('select=title&id=eq.2')).toEqual([200, [{ title: 'Second story' }]]);
  expect(await get('select=id&id=gt.1&image_url=is.null')).toEqual([200, [{ id: 2 }]]);
  expect(await get("select=id&title=eq.First story' or '1'='1")).toEqual([200, []]);
  expect(await get('select=id::text&id=eq.1')).toEqual([200, [{ id: '1' }]]);
  const [status, body] = await get('id=eq.abc');
  expect(status).toBe(400);
  expect(body).toMatchObject({ code: '22P02' });
});
