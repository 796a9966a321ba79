// count-news-view in Node on loopback, through the local backend (the shared handler on PGlite): answers, one view per visitor per story per day under 200 repeats, nothing written for 200 bad or unknown ids, and 100 concurrent POSTs. Which bodies it accepts: tests/unit/newsWiring.test.ts.
import { beforeEach, expect, it } from 'vitest';
import { createRandom, randomInt } from '../../src/shared/random.ts';
import { createCountViewHandler } from '../../supabase/functions/_shared/countView.ts';
import { withLocalBackend } from './helpers/localBackend.ts';

const UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Test';

const logged: string[] = [];
const local = withLocalBackend({ log: (message) => logged.push(message) });
let ids: string[] = [];

beforeEach(async () => {
  const inserted = await local.db.query<{ id: string }>(
    `insert into public.trump_news (title, link) values ('A', 'https://e.com/a'), ('B', 'https://e.com/b'), ('C', 'https://e.com/c') returning id::text`,
  );
  ids = inserted.rows.map((r) => r.id);
  logged.length = 0;
});

function post(body: BodyInit | null, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${local.backend.url}/functions/v1/count-news-view`, {
    method: 'POST',
    headers: {
      apikey: local.backend.anonKey,
      Authorization: `Bearer ${local.backend.anonKey}`,
      'Content-Type': 'application/json',
      'User-Agent': UA,
      ...headers,
    },
    body,
    // A stream body goes out chunked.
    duplex: 'half',
  } as RequestInit);
}

const view = (id: unknown, headers: Record<string, string> = {}) =>
  post(JSON.stringify({ id }), headers);

async function state(): Promise<{ counts: number[]; views: number; salts: number }> {
  const result = await local.db.query<{ counts: number[]; views: number; salts: number }>(
    `select (select array_agg(view_count order by id) from public.trump_news) as counts,
            (select count(*)::int from private.news_views) as views,
            (select count(*)::int from private.news_view_salts) as salts`,
  );
  return result.rows[0]!;
}

/** Runs `tasks` with at most `width` in flight. */
async function inBatches<T>(count: number, width: number, task: (i: number) => Promise<T>) {
  const out: T[] = [];
  for (let start = 0; start < count; start += width) {
    const batch = Array.from({ length: Math.min(width, count - start) }, (_, k) => task(start + k));
    out.push(...(await Promise.all(batch)));
  }
  return out;
}

it('counts a first view, answers a repeat without counting, and 404s an unknown story', async () => {
  const first = await view(ids[0]);
  expect(first.status).toBe(200);
  expect(first.headers.get('access-control-allow-origin')).toBe('*');
  expect(await first.json()).toEqual({ ok: true, counted: true });
  const again = await view(Number(ids[0]));
  expect(await again.json()).toEqual({ ok: true, counted: false });
  const unknown = await view('999999');
  expect(unknown.status).toBe(404);
  expect(await unknown.json()).toEqual({ error: 'no story has this id' });
  expect(await state()).toMatchObject({ counts: [1, 0, 0], views: 1 });
});

it('tells visitors apart by address and user agent', async () => {
  await view(ids[1]);
  await view(ids[1], { 'User-Agent': 'Another browser' });
  await view(ids[1], { 'X-Forwarded-For': '203.0.113.9, 10.0.0.1' });
  await view(ids[1], { 'X-Forwarded-For': '203.0.113.9, 10.0.0.2' });
  expect((await state()).counts).toEqual([0, 3, 0]);
});

// Its preflight: localBackend.test.ts, with the other calls'.
it('refuses other methods, missing keys and big bodies', async () => {
  expect((await fetch(`${local.backend.url}/functions/v1/count-news-view`)).status).toBe(405);
  const noKey = await fetch(`${local.backend.url}/functions/v1/count-news-view`, {
    method: 'POST',
    body: JSON.stringify({ id: ids[0] }),
  });
  expect(noKey.status).toBe(401);
  // Whole, streamed (chunked: only the read's cap sees it), and a large length declared with a
  // small body (only the early refusal sees it; at the handler: the backend would wait for it).
  const pad = JSON.stringify({ id: ids[0], pad: 'x'.repeat(5000) });
  const declared = { 'content-length': String(pad.length) };
  for (const big of [
    await post(pad),
    await post(new Blob([pad]).stream()),
    await createCountViewHandler({ env: {}, fetch })(
      new Request('http://local/', { method: 'POST', headers: declared, body: '{}' }),
    ),
  ]) {
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ error: expect.stringMatching(/larger/) });
  }
  expect(await state()).toMatchObject({ counts: [0, 0, 0], views: 0, salts: 0 });
});

it('200 POSTs from one client for one story, 50 at a time, add exactly 1 view', async () => {
  const answers = await inBatches(200, 50, async () => {
    const response = await view(ids[2]);
    return [response.status, ((await response.json()) as { counted: boolean }).counted] as const;
  });
  expect(answers.filter(([status]) => status === 200)).toHaveLength(200);
  expect(answers.filter(([, counted]) => counted)).toHaveLength(1);
  expect(await state()).toMatchObject({ counts: [0, 0, 1], views: 1, salts: 1 });
});

it('200 POSTs with random or malformed ids get a JSON 4xx and write nothing', async () => {
  const random = createRandom(20261122);
  const unknown = () => randomInt(random, 4, 2_000_000_000);
  const malformed: ((i: number) => BodyInit)[] = [
    () => JSON.stringify({ id: String(unknown()) }),
    () => JSON.stringify({ id: unknown() }),
    () => JSON.stringify({ id: -randomInt(random, 0, 1000) }),
    (i) => JSON.stringify({ id: `${ids[0]}${'x'.repeat(i % 7)}' or 1=1 --` }),
    () => JSON.stringify({ id: random() }),
    () => JSON.stringify({ id: [ids[0]] }),
    () => `{"id": ${ids[0]}`, // cut short
    (i) => JSON.stringify({ id: '9'.repeat(20 + (i % 30)) }),
    () => JSON.stringify({ story: ids[0] }),
    () => String.fromCharCode(...Array.from({ length: 40 }, () => randomInt(random, 0, 255))),
  ];
  const statuses = await inBatches(200, 50, async (i) => {
    const response = await post(malformed[i % malformed.length]!(i));
    const body = (await response.json()) as { error?: unknown };
    expect(typeof body.error, `request ${i}`).toBe('string');
    return response.status;
  });
  expect(statuses.every((s) => s >= 400 && s < 500)).toBe(true);
  expect(new Set(statuses)).toEqual(new Set([400, 404]));
  expect(await state()).toEqual({ counts: [0, 0, 0], views: 0, salts: 0 });
  expect(logged).toEqual([]);
});

// Their latency is a figure of npm run bench (scripts/bench/viewCounter.ts), not a verdict.
it('100 concurrent POSTs from different visitors are all answered and counted', async () => {
  const answers = await Promise.all(
    Array.from({ length: 100 }, async (_, i) => {
      const response = await view(ids[i % 3], { 'User-Agent': `Visitor ${i}` });
      return [response.status, ((await response.json()) as { counted: boolean }).counted];
    }),
  );
  expect(answers.every(([status, counted]) => status === 200 && counted)).toBe(true);
  expect((await state()).counts).toEqual([34, 33, 33]);
});
