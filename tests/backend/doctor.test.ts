// `npm run doctor` against real servers on loopback: the embedded local backend (PGlite, the real migrations) passes every check; a database that lets anon write fails with the write finding and keeps its rows; a hanging host ends within the limit; a service role JWT is refused before any request (which keys: tests/unit/doctorChecks.test.ts); and each check's bad case, against loopback servers and the local backend with faults: a page given as the project URL, a missing table, functions not deployed or answering wrong, CORS that blocks the site, a market API with no pair, hanging or unreadable, and a deployed page without the build's headers.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  onTestFinished,
} from 'vitest';
import { checkCors } from '../../scripts/doctor/checks/cors.ts';
import { checkCountView, checkFetchNews } from '../../scripts/doctor/checks/functions.ts';
import { checkGraphql } from '../../scripts/doctor/checks/graphql.ts';
import { checkMarket } from '../../scripts/doctor/checks/market.ts';
import { checkNewsSelect } from '../../scripts/doctor/checks/news.ts';
import { checkProjectUrl } from '../../scripts/doctor/checks/project.ts';
import { checkSite } from '../../scripts/doctor/checks/site.ts';
import { createHttp } from '../../scripts/doctor/http.ts';
import { CHECKS, runDoctor, type DoctorReport } from '../../scripts/doctor/run.ts';
import { targetFromEnv } from '../../scripts/doctor/target.ts';
import { startLoopbackServer, type LoopbackServer } from '../../scripts/harness/loopbackServer.ts';
import { hang, sendJson, startMarketFake } from '../../scripts/harness/marketFake.ts';
import { headersFile, HEADER_RULES } from '../../buildtime/securityHeaders.ts';
import { renderPng } from '../../buildtime/brand/render.ts';
import { HASHED_ASSET_CACHE } from '../helpers/headersFile.ts';
import { resolveMarketSettings } from '../../src/market/marketSettings.ts';
import { LOCAL_PATHS } from '../../local-backend/routes.ts';
import { startStaticHost } from '../browser/staticHost.ts';
import { jwt } from '../helpers/jwt.ts';
import { ANON_WRITES, undoAnonWrites, withLocalBackend } from './helpers/localBackend.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

const MINI_SITE_PAGE =
  '<!doctype html><html><head><link rel="stylesheet" href="/assets/index-Bq3x.css"></head>' +
  '<body><script type="module" src="/assets/index-C9f2.js"></script></body></html>';

/** A built site in miniature in a temp folder: a page, its hashed files, the build's _headers. */
async function miniSite(
  options: { rules?: typeof HEADER_RULES; page?: string } = {},
): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'doctor-site-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), options.page ?? MINI_SITE_PAGE);
  await writeFile(path.join(dir, 'assets/index-C9f2.js'), 'console.log(1);\n');
  await writeFile(path.join(dir, 'assets/index-Bq3x.css'), 'body{}\n');
  await writeFile(path.join(dir, '_headers'), headersFile(options.rules ?? HEADER_RULES));
  return dir;
}

/**
 * Writes into the mini site's page the preview tags a build with VITE_SITE_URL = `origin` writes,
 * and their picture: a PNG of `size` (1200 x 630 unless told) at `imagePath`.
 */
async function addPreviewTags(
  dir: string,
  origin: string,
  options: { imagePath?: string; size?: [number, number]; relative?: boolean } = {},
): Promise<void> {
  const { imagePath = '/art/og-image.png', size = [1200, 630] } = options;
  const base = options.relative ? '' : origin.replace(/\/$/, '');
  const tags =
    `<meta property="og:image" content="${base}${imagePath}">` +
    `<meta name="twitter:image" content="${base}${imagePath}">` +
    `<meta property="og:url" content="${base}/">` +
    `<link rel="canonical" href="${base}/">`;
  const [width, height] = size;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#123456"/></svg>`;
  await mkdir(path.join(dir, path.dirname(imagePath)), { recursive: true });
  await writeFile(path.join(dir, imagePath), imagePath.endsWith('.png') ? renderPng(svg) : svg);
  await writeFile(path.join(dir, 'index.html'), MINI_SITE_PAGE.replace('<head>', `<head>${tags}`));
}

const status = (report: DoctorReport, id: string) => report.checks.find((c) => c.id === id);
const notOk = (report: DoctorReport) =>
  report.checks.filter((c) => c.status !== 'ok').map((c) => `${c.status} ${c.id}: ${c.message}`);

/** Runs `npm run doctor`'s script in a folder without .env files, with `env` as the environment. */
const runCli = (args: string[], env: Record<string, string>) =>
  promisify(execFile)(TSX, [path.join(ROOT, 'scripts/doctor.ts'), ...args], {
    cwd: tmpdir(),
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
  }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => error,
  );

const local = withLocalBackend();

it('a healthy deployment, the embedded local backend, passes every check, as the command prints it: --json, exit code 0', async () => {
  const [market, dir] = await Promise.all([startMarketFake(), miniSite()]);
  const site = await startStaticHost(dir, true);
  onTestFinished(async () => {
    await Promise.all([market.close(), site.close()]);
  });
  await addPreviewTags(dir, site.url);
  const { backend } = local;
  // The site's first visit seeds the table.
  const seeded = await fetch(`${backend.url}${LOCAL_PATHS.fetchNews}`, {
    method: 'POST',
    headers: { apikey: backend.anonKey },
  });
  expect(seeded.status).toBe(200);
  const env = {
    VITE_SUPABASE_URL: backend.url,
    VITE_SUPABASE_ANON_KEY: backend.anonKey,
    VITE_SITE_URL: site.url,
    VITE_MARKET_API_URL: market.url,
  };
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
  const origin = site.url.replace(/\/$/, '');
  expect(status(report, 'site-preview')?.message).toBe(
    `${origin}/art/og-image.png: image/png, 1200x630; og:url and canonical ${origin}/`,
  );
  expect(market.requests).toContain('/tokens/v1/solana/' + targetFromEnv(env).market!.tokenAddress);
});

describe('a database that lets anonymous visitors write', () => {
  const runDoctorOn = () =>
    runDoctor(
      targetFromEnv({
        VITE_SUPABASE_URL: local.backend.url,
        VITE_SUPABASE_ANON_KEY: local.backend.anonKey,
      }),
    );

  beforeEach(() =>
    // Five stories, and a feed round just run: the doctor's seeding POSTs meet the cooldown and add no row.
    local.db.exec(`
      insert into public.trump_news (title, link, published_at)
      select 'Story ' || i, 'https://news.example.com/' || i, now() - make_interval(mins => i)
        from generate_series(1, 5) as i;
      update private.ingest_runs set last_started_at = now();`),
  );
  afterEach(() => undoAnonWrites(local.db));

  const rowsNow = async () =>
    (await local.db.query('select * from public.trump_news order by id')).rows;

  it.each([
    ['insert', /^CRITICAL: any visitor may INSERT trump_news rows.*nothing was written/],
    ['update', /UPDATE trump_news rows \(columns: view_count\)/],
    ['delete', /^CRITICAL: any visitor may DELETE trump_news rows/],
  ] as const)(
    'FAILs anon-%s when anon may write that way, naming it, and changes no row',
    async (way, message) => {
      const id = `anon-${way}`;
      await local.db.exec(ANON_WRITES[way]);
      const rows = await rowsNow();
      const report = await runDoctorOn();
      const finding = status(report, id);
      expect(finding).toMatchObject({ status: 'FAIL', critical: true });
      expect(finding?.message).toMatch(message);
      expect(finding?.fix).toMatch(/revoke insert, update, delete on public\.trump_news from anon/);
      for (const other of ['anon-insert', 'anon-update', 'anon-delete'].filter((o) => o !== id))
        expect(status(report, other)?.status, other).toBe('ok');
      expect(report.ok).toBe(false);
      expect(await rowsNow()).toEqual(rows);
    },
  );

  it('warns when only row level security stops a write anon holds the privilege for', async () => {
    await local.db.exec(ANON_WRITES.grantsOnly);
    const rows = await rowsNow();
    const report = await runDoctorOn();
    for (const id of ['anon-insert', 'anon-update', 'anon-delete']) {
      expect(status(report, id)?.status, id).toBe('warn');
      expect(status(report, id)?.message, id).toMatch(/but anon holds the \w+ privilege/);
    }
    expect(await rowsNow()).toEqual(rows);
  });

  it('undoes at once a write that goes through and reports it as critical', async () => {
    // Postgres itself never lets the probe through (it breaks a constraint on purpose): the
    // local backend's fault switch plays a data API that stored it anyway and deletes row 99.
    local.backend.faults.set(LOCAL_PATHS.news, { method: 'POST', status: 201, body: [{ id: 99 }] });
    local.backend.faults.set(LOCAL_PATHS.news, {
      method: 'DELETE',
      when: (r) => r.query.get('id') === 'eq.99' && !r.query.has('select'),
      status: 204,
    });
    const insert = status(await runDoctorOn(), 'anon-insert');
    expect(insert).toMatchObject({ status: 'FAIL', critical: true });
    expect(insert?.message).toBe(
      'CRITICAL: an anonymous INSERT went through (every column); undo at once: row 99 deleted',
    );
    const undo = local.backend.requests.filter(
      (r) => r.method === 'DELETE' && r.query.get('id') === 'eq.99',
    );
    // One insert probe per column of the row the select gave (but id), each undone by its row's id.
    const [row] = (await rowsNow()) as Record<string, unknown>[];
    expect(undo).toHaveLength(Object.keys(row!).filter((column) => column !== 'id').length);
  });

  // Last: it changes the rows.
  it('warns when the newest story is more than a day old, and when there is none', async () => {
    await local.db.exec(`update public.trump_news set published_at = now() - interval '3 days'`);
    const stale = await runDoctorOn();
    expect(status(stale, 'news-select')).toMatchObject({ status: 'warn' });
    expect(status(stale, 'news-select')?.message).toMatch(
      /^\d+ rows, but the newest story was published 3 days ago .*the 30-minute refresh is not running$/,
    );
    await local.db.exec('delete from public.trump_news');
    const empty = await runDoctorOn();
    expect(status(empty, 'news-select')?.message).toBe('trump_news answers but holds no story');
  });
});

describe('the time limit and the key', () => {
  let hanging: LoopbackServer;
  beforeAll(async () => {
    hanging = await startLoopbackServer(() => undefined);
  });
  afterAll(() => hanging.close());

  // Each check ends at its own request timeout (not the run's limit) and says so. The default
  // limits (the doctor's 10 s, and the site's own for the seeding call) are pinned in
  // tests/unit/requestTimeouts.test.ts.
  it('ends when every host hangs, every check saying so', async () => {
    const report = await runDoctor(
      targetFromEnv({
        VITE_SUPABASE_URL: hanging.url,
        VITE_SUPABASE_ANON_KEY: 'local-anon-key',
        VITE_SITE_URL: hanging.url,
        VITE_MARKET_API_URL: hanging.url,
      }),
      { requestTimeoutMs: 500, seedTimeoutMs: 700 },
    );
    expect(report.ok).toBe(false);
    expect(status(report, 'project-url')?.message).toMatch(
      /does not answer: no answer within 0\.5 s/,
    );
    expect(status(report, 'fetch-news')?.message).toMatch(/no answer within 0\.7 s/);
    expect(status(report, 'market')?.status).toBe('FAIL');
    expect(status(report, 'site-page')?.status).toBe('warn');
  });

  it('stops at the run limit whatever the request timeouts', async () => {
    const report = await runDoctor(
      targetFromEnv({ VITE_SUPABASE_URL: hanging.url, VITE_SUPABASE_ANON_KEY: 'k' }),
      { requestTimeoutMs: 60_000, seedTimeoutMs: 60_000, runLimitMs: 1500 },
    );
    expect(status(report, 'project-url')).toMatchObject({
      status: 'FAIL',
      message: "did not finish within the run's 1.5 s",
    });
  });

  // Which keys it refuses (a service role JWT, a secret key): tests/unit/doctorChecks.test.ts.
  it('refuses a service role JWT before any request: exits 1, every other check skipped', async () => {
    let requests = 0;
    const api = await startLoopbackServer((_req, res) => {
      requests += 1;
      res.end();
    });
    onTestFinished(() => api.close());
    const { code, stdout } = await runCli([], {
      VITE_SUPABASE_URL: api.url,
      VITE_SUPABASE_ANON_KEY: jwt({ iss: 'supabase', role: 'service_role' }),
      VITE_SITE_URL: api.url,
      VITE_MARKET_API_URL: api.url,
    });
    const refused = `^FAIL {2}anon key +VITE_SUPABASE_ANON_KEY holds a JWT whose role.*refused before any request`;
    expect(stdout).toMatch(new RegExp(refused, 'm'));
    expect(stdout.match(/^skip /gm)).toHaveLength(CHECKS.length - 1);
    expect(code).toBe(1);
    expect(requests).toBe(0);
  });
});

const ORIGIN = 'https://site.example';
const http = () => createHttp(new AbortController().signal, 3000);

describe('project URL and table', () => {
  it.each([
    // A single-page host (or the dashboard) answers its HTML on every path.
    [
      'answers with a page, not the API',
      true,
      'answers HTTP 200 with text/html, not the Supabase API',
    ],
    ['has nothing listening', false, 'does not answer: ECONNREFUSED'],
  ])('FAILs when the URL %s', async (_case, listening, message) => {
    const page = await startLoopbackServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Site</title>');
    });
    if (!listening) await page.close();
    const finding = await checkProjectUrl(http(), new URL(page.url), 'test-anon-key');
    if (listening) await page.close();
    expect(finding).toMatchObject({ status: 'FAIL', message: `${page.url} ${message}` });
  });

  // On the file's backend: the table renamed away (what a project without the migrations
  // answers), or anon's SELECT revoked; each put back after.
  it.each([
    [
      'trump_news does not exist (the migrations were not pushed)',
      'alter table public.trump_news rename to trump_news_gone',
      'alter table public.trump_news_gone rename to trump_news',
      /^trump_news does not exist \(HTTP 404/,
      /supabase db push/,
    ],
    [
      'anon may not read trump_news',
      'revoke select on public.trump_news from anon',
      'grant select on public.trump_news to anon',
      /^anonymous visitors may not read trump_news \(HTTP 401/,
      /.*/,
    ],
  ])('FAILs when %s', async (_case, sql, undo, message, fix) => {
    await local.db.exec(sql);
    onTestFinished(async () => {
      await local.db.exec(undo);
    });
    const select = await checkNewsSelect(http(), local.backend.url, local.backend.anonKey);
    expect(select).toMatchObject({ answered: true, finding: { status: 'FAIL' } });
    expect(select.finding.message).toMatch(message);
    expect(select.finding.fix).toMatch(fix);
  });
});

describe('the functions and CORS, against a project that answers wrong (the local backend with faults)', () => {
  it('FAILs when the functions are not deployed', async () => {
    for (const path of [LOCAL_PATHS.fetchNews, LOCAL_PATHS.countView]) {
      local.backend.faults.set(path, {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Requested function was not found' },
      });
    }
    const seed = await checkFetchNews(http(), local.backend.url, local.backend.anonKey, 3000);
    expect(seed).toMatchObject({ status: 'FAIL' });
    expect(seed.message).toMatch(/^fetch-trump-news is not deployed/);
    expect(seed.fix).toBe('supabase functions deploy fetch-trump-news');
    const views = await checkCountView(http(), local.backend.url, local.backend.anonKey);
    expect(views.fix).toBe('supabase functions deploy count-news-view');
  });

  it('FAILs when count-news-view takes a malformed id, and when it cannot reach its database', async () => {
    local.backend.faults.set(LOCAL_PATHS.countView, { body: { ok: true, counted: true } });
    const wrong = await checkCountView(http(), local.backend.url, local.backend.anonKey);
    expect(wrong.message).toMatch(/answers a malformed id with HTTP 200, not 400/);
    // The malformed id reaches the real function (400); the well-formed one finds it unconfigured.
    local.backend.faults.set(LOCAL_PATHS.countView, {
      when: (request) => !request.body.includes('not-a-story-id'),
      status: 500,
      body: { error: 'function is not configured' },
    });
    const unconfigured = await checkCountView(http(), local.backend.url, local.backend.anonKey);
    expect(unconfigured.message).toBe(
      'count-news-view answers HTTP 500: function is not configured',
    );
    expect(unconfigured.fix).toMatch(/SUPABASE_SERVICE_ROLE_KEY/);
  });

  it('warns when every feed of the round failed', async () => {
    local.backend.faults.set(LOCAL_PATHS.fetchNews, {
      body: {
        ok: true,
        skipped: false,
        inserted: 0,
        round: { feeds: 3, feedsFailed: 3, stored: 0 },
      },
    });
    const seed = await checkFetchNews(http(), local.backend.url, local.backend.anonKey, 3000);
    expect(seed.status).toBe('warn');
    expect(seed.message).toMatch(/^ran a round: 3 feeds \(3 failed\)/);
  });

  // Each way a preflight can refuse the site: tests/unit/doctorChecks.test.ts.
  it('FAILs CORS naming the call whose preflight refuses the site', async () => {
    local.backend.faults.set('*', {
      method: 'OPTIONS',
      status: 204,
      headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' },
    });
    const wildcard = await checkCors(http(), local.backend.url, local.backend.anonKey, ORIGIN);
    expect(wildcard.status).toBe('FAIL');
    expect(wildcard.message).toMatch(
      /the select: Access-Control-Allow-Headers lacks authorization/,
    );
  });
});

const GRAPHQL_PATH = '/graphql/v1';
const graphql = () => checkGraphql(http(), local.backend.url, local.backend.anonKey);

// Without one (the local backend has none) it is ok: the healthy deployment above.
it('the GraphQL endpoint is ok when pg_graphql is off or shows no trump_news, and warns when it shows visitors trump_news', async () => {
  // What a Supabase project answers once the migrations dropped pg_graphql.
  local.backend.faults.set(GRAPHQL_PATH, {
    status: 200,
    body: { errors: [{ message: 'pg_graphql extension is not enabled.' }] },
  });
  expect(await graphql()).toMatchObject({
    status: 'ok',
    message: 'GraphQL answers no schema: "pg_graphql extension is not enabled."',
  });
  const [asked] = local.backend.requests.filter((r) => r.path === GRAPHQL_PATH);
  expect(asked?.method).toBe('POST');
  expect(asked?.headers.apikey).toBe(local.backend.anonKey);
  expect(JSON.parse(asked?.body ?? '{}')).toEqual({ query: expect.stringContaining('__schema') });

  const schema = (names: string[]) => ({
    status: 200,
    body: { data: { __schema: { types: names.map((name) => ({ name })) } } },
  });
  local.backend.faults.set(
    GRAPHQL_PATH,
    schema(['Query', 'Node', 'trump_news', 'trump_newsConnection', 'trump_newsEdge', 'String']),
  );
  const exposed = await graphql();
  expect(exposed).toMatchObject({ status: 'warn' });
  expect(exposed.message).toMatch(
    /shows anonymous visitors trump_news \(trump_news, trump_newsConnection/,
  );
  expect(exposed.fix).toMatch(/drops pg_graphql/);
  // With inflect_names the types are TrumpNews…
  local.backend.faults.set(GRAPHQL_PATH, schema(['Query', 'TrumpNewsConnection']));
  expect(await graphql()).toMatchObject({ status: 'warn' });
  local.backend.faults.set(GRAPHQL_PATH, schema(['Query', 'Node', 'String']));
  expect(await graphql()).toMatchObject({
    status: 'ok',
    message: 'the GraphQL schema holds no trump_news (3 types)',
  });
});

describe('the market API', () => {
  it('is skipped when the strip is off', async () => {
    const finding = await checkMarket(null, new AbortController().signal, ORIGIN);
    expect(finding).toMatchObject({ status: 'skip' });
  });

  // With the pair it is ok: the healthy deployment above.
  it('warns with no pair, FAILs when it hangs or the site cannot read it', async () => {
    const fake = await startMarketFake();
    onTestFinished(() => fake.close());
    const settings = () => resolveMarketSettings({ VITE_MARKET_API_URL: fake.url });
    const signal = new AbortController().signal;

    fake.reply((_path, res) => {
      res.setHeader('access-control-allow-origin', '*');
      sendJson(res, 200, []);
    });
    const none = await checkMarket(settings(), signal, ORIGIN);
    expect(none.status).toBe('warn');
    expect(none.message).toMatch(/no pair prices/);

    fake.reply(hang);
    const hung = await checkMarket(settings(), signal, ORIGIN, 500);
    expect(hung).toMatchObject({ status: 'FAIL' });
    expect(hung.message).toMatch(/fails: no answer within 500 ms$/);

    fake.reply((path, res) => {
      res.removeHeader('access-control-allow-origin');
      const [, , , chainId = '', token = ''] = path.split('/');
      sendJson(res, 200, [
        { chainId, baseToken: { address: token }, priceUsd: '0.01', liquidity: { usd: 5 } },
      ]);
    });
    const unreadable = await checkMarket(settings(), signal, ORIGIN);
    expect(unreadable.status).toBe('FAIL');
    expect(unreadable.message).toMatch(/could not read it: Access-Control-Allow-Origin is missing/);
  });
});

describe('the deployed page', () => {
  /**
   * checkSite against a mini site (miniSite's options) served with or without its _headers, and
   * with preview tags (addPreviewTags' options) when given.
   */
  async function checkMiniSite(
    options?: Parameters<typeof miniSite>[0],
    headers = true,
    preview?: Parameters<typeof addPreviewTags>[2],
  ) {
    const dir = await miniSite(options);
    const host = await startStaticHost(dir, headers);
    onTestFinished(() => host.close());
    if (preview) await addPreviewTags(dir, host.url, preview);
    return checkSite(http(), host.url);
  }

  // That it passes with the build's _headers and a good preview: the healthy deployment above.
  it('FAILs without the security headers', async () => {
    const site = await checkMiniSite(undefined, false);
    expect(site.page.status).toBe('FAIL');
    for (const name of [
      'Content-Security-Policy',
      'X-Frame-Options',
      'X-Content-Type-Options',
      'Referrer-Policy',
    ])
      expect(site.page.message).toContain(`${name} missing`);
    expect(site.assets.status).toBe('FAIL');
    expect(site.page.fix).toMatch(/dist\/_headers/);
  });

  it('warns when only a cache rule is wrong', async () => {
    const site = await checkMiniSite({
      rules: HEADER_RULES.map((rule) =>
        rule.path === '/assets/*'
          ? { ...rule, headers: { 'Cache-Control': 'public, max-age=600' } }
          : rule,
      ),
    });
    expect(site.page.status).toBe('ok');
    expect(site.assets.status).toBe('warn');
    expect(site.assets.message).toContain(
      `Cache-Control is "public, max-age=600", not "${HASHED_ASSET_CACHE}"`,
    );
  });

  it.each([
    [
      'relative tags, saying what a share will show',
      { relative: true },
      {
        message:
          'link previews: og:image is relative (/art/og-image.png); twitter:image is relative (/art/og-image.png); og:url is relative (/); the canonical link is relative (/): X, Telegram and other platforms show the link without its picture',
        fix: expect.stringMatching(/VITE_SITE_URL/),
      },
    ],
    [
      'a picture of the wrong size',
      { size: [600, 315] as [number, number] },
      { message: expect.stringMatching(/og-image\.png is 600x315, not 1200x630/) },
    ],
    [
      'a picture of the wrong type',
      { imagePath: '/art/og-image.svg' },
      {
        message: expect.stringMatching(
          /og-image\.svg is served as "image\/svg\+xml", not image\/png/,
        ),
      },
    ],
  ])('FAILs a preview with %s', async (_case, preview, finding) => {
    const site = await checkMiniSite(undefined, true, preview);
    expect(site.preview).toMatchObject({ status: 'FAIL', ...finding });
  });

  it('FAILs when the page links no /assets/ file', async () => {
    const site = await checkMiniSite({ page: '<!doctype html><p>Coming soon</p>' });
    expect(site.assets.status).toBe('FAIL');
    expect(site.assets.message).toMatch(/links no \/assets\/ file/);
  });
});
