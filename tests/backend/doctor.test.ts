// `npm run doctor` against real servers on loopback: the embedded local backend (PGlite, the real migrations) passes every check; a database that lets anon write fails with the write finding and keeps its rows; a hanging host ends within the limit; a secret key is refused before any request; and each check's bad case.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHECKS, runDoctor, type DoctorReport } from '../../scripts/doctor/run.ts';
import { targetFromEnv, type DoctorTarget } from '../../scripts/doctor/target.ts';
import { startLoopbackServer, type LoopbackServer } from '../../scripts/harness/loopbackServer.ts';
import { startMarketFake, type MarketFake } from '../../scripts/harness/marketFake.ts';
import { startLocalBackend, type LocalBackend } from '../../local-backend/localBackend.ts';
import { LOCAL_PATHS } from '../../local-backend/routes.ts';
import { startStaticHost, type StaticHost } from '../browser/staticHost.ts';
import { jwt } from '../helpers/jwt.ts';
import { createTestDatabase } from './helpers/database.ts';
import { miniSite } from './helpers/miniSite.ts';
import { undoAnonWrites } from './helpers/localBackend.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

const status = (report: DoctorReport, id: string) => report.checks.find((c) => c.id === id);
const notOk = (report: DoctorReport) =>
  report.checks.filter((c) => c.status !== 'ok').map((c) => `${c.status} ${c.id}: ${c.message}`);

/** Runs `npm run doctor`'s script in a folder without .env files, with `env` as the environment. */
function runCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const cwd = tmpdir();
    const child = spawn(TSX, [path.join(ROOT, 'scripts/doctor.ts'), ...args], {
      cwd,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout }));
  });
}

describe('a healthy deployment: the embedded local backend', () => {
  let backend: LocalBackend;
  let market: MarketFake;
  let site: StaticHost;
  let dir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    [backend, market, dir] = await Promise.all([
      startLocalBackend({ port: 0, dataDir: null, env: {}, log: () => undefined }),
      startMarketFake(),
      miniSite(),
    ]);
    site = await startStaticHost(dir, true);
    // The site's first visit seeds the table.
    const seeded = await fetch(`${backend.url}/functions/v1/fetch-trump-news`, {
      method: 'POST',
      headers: { apikey: backend.anonKey },
    });
    expect(seeded.status).toBe(200);
    env = {
      VITE_SUPABASE_URL: backend.url,
      VITE_SUPABASE_ANON_KEY: backend.anonKey,
      VITE_SITE_URL: site.url,
      VITE_MARKET_API_URL: market.url,
    };
  });
  afterAll(async () => {
    await Promise.all([backend.close(), market.close(), site.close()]);
    await rm(dir, { recursive: true, force: true });
  });

  it('passes every check, as the command prints it: --json, exit code 0', async () => {
    const { code, stdout } = await runCli(['--json'], env);
    const report = JSON.parse(stdout) as DoctorReport;
    expect(notOk(report)).toEqual([]);
    expect(report.checks).toHaveLength(CHECKS.length);
    expect(report.ok).toBe(true);
    expect(code).toBe(0);
    expect(status(report, 'news-select')?.message).toMatch(
      /^2\d rows, newest published \d+ (min|h) ago/,
    );
    expect(status(report, 'anon-insert')?.message).toBe(
      'refused: anon holds no INSERT privilege (10 columns probed)',
    );
    expect(status(report, 'fetch-news')?.message).toMatch(/cooldown/);
    expect(market.requests).toContain(
      '/tokens/v1/solana/' + targetFromEnv(env).market!.tokenAddress,
    );
  });
});

describe('a database that lets anonymous visitors write', () => {
  let db: PGlite;
  let backend: LocalBackend;
  let target: DoctorTarget;

  beforeAll(async () => {
    db = await createTestDatabase();
    await db.exec(`
      insert into public.trump_news (title, link, published_at)
      select 'Story ' || i, 'https://news.example.com/' || i, now() - make_interval(mins => i)
        from generate_series(1, 5) as i;`);
    backend = await startLocalBackend({
      port: 0,
      database: db,
      record: true,
      env: {},
      log: () => undefined,
    });
    // One feed round now: the doctor's own seeding POSTs then meet the cooldown and add no row.
    await fetch(`${backend.url}/functions/v1/fetch-trump-news`, {
      method: 'POST',
      headers: { apikey: backend.anonKey },
    });
    target = targetFromEnv({
      VITE_SUPABASE_URL: backend.url,
      VITE_SUPABASE_ANON_KEY: backend.anonKey,
    });
  });
  afterAll(async () => {
    await backend.close();
    await db.close();
  });
  afterEach(async () => {
    backend.faults.clear();
    backend.requests.length = 0;
    await undoAnonWrites(db);
  });

  const rowsNow = async () => (await db.query('select * from public.trump_news order by id')).rows;

  it.each([
    [
      'anon-insert',
      `grant insert on public.trump_news to anon;
       grant usage on sequence public.trump_news_id_seq to anon;
       create policy "anon writes" on public.trump_news for insert to anon with check (true);`,
      /^CRITICAL: any visitor may INSERT trump_news rows.*nothing was written/,
    ],
    [
      'anon-update',
      `grant update (view_count) on public.trump_news to anon;
       create policy "anon writes" on public.trump_news for update to anon using (true) with check (true);`,
      /UPDATE trump_news rows \(columns: view_count\)/,
    ],
    [
      'anon-delete',
      `grant delete on public.trump_news to anon;
       create policy "anon writes" on public.trump_news for delete to anon using (true);`,
      /^CRITICAL: any visitor may DELETE trump_news rows/,
    ],
  ])(
    'FAILs %s when anon may write that way, naming it, and changes no row',
    async (id, sql, message) => {
      await db.exec(sql);
      const rows = await rowsNow();
      const report = await runDoctor(target);
      const finding = status(report, id);
      expect(finding).toMatchObject({ status: 'FAIL', critical: true });
      expect(finding?.message).toMatch(message);
      expect(finding?.fix).toMatch(/revoke insert, update, delete on public\.trump_news from anon/);
      // Only the write anon may do fails.
      for (const other of ['anon-insert', 'anon-update', 'anon-delete'].filter((o) => o !== id))
        expect(status(report, other)?.status, other).toBe('ok');
      expect(report.ok).toBe(false);
      expect(await rowsNow()).toEqual(rows);
    },
  );

  it('warns when only row level security stops a write anon holds the privilege for', async () => {
    await db.exec(`
      grant insert, update, delete on public.trump_news to anon;
      grant usage on sequence public.trump_news_id_seq to anon;`);
    const rows = await rowsNow();
    const report = await runDoctor(target);
    for (const id of ['anon-insert', 'anon-update', 'anon-delete']) {
      expect(status(report, id)?.status, id).toBe('warn');
      expect(status(report, id)?.message, id).toMatch(/but anon holds the \w+ privilege/);
    }
    expect(await rowsNow()).toEqual(rows);
  });

  it('undoes at once a write that goes through and reports it as critical', async () => {
    // Postgres itself never lets the probe through (it breaks a constraint on purpose): the
    // local backend's fault switch plays a data API that stored it anyway and deletes row 99.
    backend.faults.set(LOCAL_PATHS.news, { method: 'POST', status: 201, body: [{ id: 99 }] });
    backend.faults.set(LOCAL_PATHS.news, {
      method: 'DELETE',
      when: (r) => r.query.get('id') === 'eq.99' && !r.query.has('select'),
      status: 204,
    });
    const insert = status(await runDoctor(target), 'anon-insert');
    expect(insert).toMatchObject({ status: 'FAIL', critical: true });
    expect(insert?.message).toBe(
      'CRITICAL: an anonymous INSERT went through (every column); undo at once: row 99 deleted',
    );
    const undo = backend.requests.filter(
      (r) => r.method === 'DELETE' && r.query.get('id') === 'eq.99',
    );
    // One insert probe per column of the row the select gave (but id), each undone by its row's id.
    const [row] = (await rowsNow()) as Record<string, unknown>[];
    expect(undo).toHaveLength(Object.keys(row!).filter((column) => column !== 'id').length);
  });

  // Last: it changes the rows.
  it('warns when the newest story is more than a day old, and when there is none', async () => {
    await db.exec(`update public.trump_news set published_at = now() - interval '3 days'`);
    const stale = await runDoctor(target);
    expect(status(stale, 'news-select')).toMatchObject({ status: 'warn' });
    expect(status(stale, 'news-select')?.message).toMatch(
      /^\d+ rows, but the newest story was published 3 days ago .*the 30-minute refresh is not running$/,
    );
    await db.exec('delete from public.trump_news');
    const empty = await runDoctor(target);
    expect(status(empty, 'news-select')?.message).toBe('trump_news answers but holds no story');
  });
});

/** A loopback server that only counts the requests it gets. */
async function tripwire() {
  let count = 0;
  const server = await startLoopbackServer((_req, res) => {
    count += 1;
    res.end();
  });
  return { url: server.url, requests: () => count, close: server.close };
}

describe('the time limit and the key', () => {
  let hanging: LoopbackServer;
  beforeAll(async () => {
    // Accepts every connection and never answers.
    hanging = await startLoopbackServer(() => undefined);
  });
  afterAll(() => hanging.close());

  it('ends within 30 s when every host hangs, every check saying so', async () => {
    const started = performance.now();
    const report = await runDoctor(
      targetFromEnv({
        VITE_SUPABASE_URL: hanging.url,
        VITE_SUPABASE_ANON_KEY: 'local-anon-key',
        VITE_SITE_URL: hanging.url,
        VITE_MARKET_API_URL: hanging.url,
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    expect(seconds).toBeLessThan(30);
    expect(report.ok).toBe(false);
    expect(status(report, 'project-url')?.message).toMatch(
      /does not answer: no answer within 10 s/,
    );
    expect(status(report, 'fetch-news')?.message).toMatch(/no answer within 15 s/);
    expect(status(report, 'market')?.status).toBe('FAIL');
    expect(status(report, 'site-page')?.status).toBe('warn');
  }, 40_000);

  it('stops at the run limit whatever the request timeouts', async () => {
    const started = performance.now();
    const report = await runDoctor(
      targetFromEnv({ VITE_SUPABASE_URL: hanging.url, VITE_SUPABASE_ANON_KEY: 'k' }),
      { requestTimeoutMs: 60_000, seedTimeoutMs: 60_000, runLimitMs: 1500 },
    );
    expect(performance.now() - started).toBeLessThan(5000);
    expect(status(report, 'project-url')).toMatchObject({
      status: 'FAIL',
      message: "did not finish within the run's 1.5 s",
    });
  });

  it.each([
    ['a service role JWT', jwt({ iss: 'supabase', role: 'service_role' }), 'a JWT whose role'],
    ['a secret key', 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz', 'a Supabase secret key'],
  ])('refuses %s before any request: exits 1, every other check skipped', async (_, key, what) => {
    const api = await tripwire();
    try {
      const { code, stdout } = await runCli([], {
        VITE_SUPABASE_URL: api.url,
        VITE_SUPABASE_ANON_KEY: key,
        VITE_SITE_URL: api.url,
        VITE_MARKET_API_URL: api.url,
      });
      const refused = `^FAIL {2}anon key +VITE_SUPABASE_ANON_KEY holds ${what}.*refused before any request`;
      expect(stdout).toMatch(new RegExp(refused, 'm'));
      expect(stdout.match(/^skip /gm)).toHaveLength(CHECKS.length - 1);
      expect(code).toBe(1);
      expect(api.requests()).toBe(0);
    } finally {
      await api.close();
    }
  });
});
