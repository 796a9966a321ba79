// Each doctor check's bad case against loopback servers and the local backend with faults: a page given as the project URL, a missing table, functions not deployed or answering wrong, CORS that blocks the site, a market API with no pair, hanging or unreadable, and a deployed page without the build's headers.
import { rm } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkCors } from '../../scripts/doctor/checks/cors.ts';
import { checkCountView, checkFetchNews } from '../../scripts/doctor/checks/functions.ts';
import { checkGraphql } from '../../scripts/doctor/checks/graphql.ts';
import { checkMarket } from '../../scripts/doctor/checks/market.ts';
import { checkNewsSelect } from '../../scripts/doctor/checks/news.ts';
import { siteCalls } from '../../scripts/doctor/siteCalls.ts';
import { checkProjectUrl } from '../../scripts/doctor/checks/project.ts';
import { checkSite } from '../../scripts/doctor/checks/site.ts';
import { createHttp } from '../../scripts/doctor/http.ts';
import { startLoopbackServer } from '../../scripts/harness/loopbackServer.ts';
import {
  hang,
  sendJson,
  startMarketFake,
  type MarketFake,
} from '../../scripts/harness/marketFake.ts';
import { ASSET_CACHE, HEADER_RULES, SECURITY_HEADERS } from '../../buildtime/securityHeaders.ts';
import { resolveMarketSettings } from '../../src/market/marketSettings.ts';
import { startLocalBackend } from '../../local-backend/localBackend.ts';
import { startStaticHost, type StaticHost } from '../browser/staticHost.ts';
import { LOCAL_PATHS } from '../../local-backend/routes.ts';
import { createNewsLoader } from '../../src/news/newsSource.ts';
import { stubMissingWebSocket } from '../helpers/webSocket.ts';
import { createTestDatabase } from './helpers/database.ts';
import { withLocalBackend } from './helpers/localBackend.ts';
import { miniSite } from './helpers/miniSite.ts';

const KEY = 'test-anon-key';
const local = withLocalBackend();
const ORIGIN = 'https://site.example';
const http = () => createHttp(new AbortController().signal, 3000);

describe('project URL and table', () => {
  it('FAILs when the URL answers with a page, not the API', async () => {
    // A single-page host (or the dashboard) answers its HTML on every path.
    const page = await startLoopbackServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Site</title>');
    });
    try {
      const finding = await checkProjectUrl(http(), new URL(page.url), KEY);
      expect(finding).toMatchObject({
        status: 'FAIL',
        message: `${page.url} answers HTTP 200 with text/html, not the Supabase API`,
      });
    } finally {
      await page.close();
    }
  });

  it('FAILs when nothing listens there', async () => {
    const api = await startLoopbackServer(() => undefined);
    const url = api.url;
    await api.close();
    const finding = await checkProjectUrl(http(), new URL(url), KEY);
    expect(finding).toMatchObject({
      status: 'FAIL',
      message: `${url} does not answer: ECONNREFUSED`,
    });
  });

  it.each([
    [
      'trump_news does not exist (the migrations were not pushed)',
      'drop table public.trump_news cascade',
      /^trump_news does not exist \(HTTP 404/,
      /supabase db push/,
    ],
    [
      'anon may not read trump_news',
      'revoke select on public.trump_news from anon',
      /^anonymous visitors may not read trump_news \(HTTP 401/,
      /.*/,
    ],
  ])('FAILs when %s', async (_case, sql, message, fix) => {
    const db = await createTestDatabase();
    await db.exec(sql);
    const backend = await startLocalBackend({ port: 0, database: db, env: {}, log: () => {} });
    try {
      const select = await checkNewsSelect(http(), backend.url, backend.anonKey);
      expect(select).toMatchObject({ answered: true, finding: { status: 'FAIL' } });
      expect(select.finding.message).toMatch(message);
      expect(select.finding.fix).toMatch(fix);
    } finally {
      await backend.close();
      await db.close();
    }
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

describe('the GraphQL endpoint', () => {
  const GRAPHQL_PATH = '/graphql/v1';
  const graphql = () => checkGraphql(http(), local.backend.url, local.backend.anonKey);

  // Without one (the local backend has none) it is ok: doctor.test.ts, a healthy deployment.
  it('is ok when pg_graphql is off', async () => {
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
  });

  it('warns when pg_graphql shows visitors trump_news, and not for a schema without it', async () => {
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
});

describe("the doctor's select", () => {
  it('is the one the site sends through supabase-js', async () => {
    stubMissingWebSocket();
    const { backend } = local;
    await createNewsLoader({ url: backend.url, anonKey: backend.anonKey })();
    const site = backend.requests.find((r) => r.method === 'GET')!;
    const doctor = new URL((await siteCalls(backend.anonKey)).select.path, 'http://x');
    expect(site.path).toBe(doctor.pathname);
    expect(Object.fromEntries(site.query)).toEqual(Object.fromEntries(doctor.searchParams));
    vi.unstubAllGlobals();
  });
});

describe('the market API', () => {
  let fake: MarketFake;
  const settings = () => resolveMarketSettings({ VITE_MARKET_API_URL: fake.url });
  beforeAll(async () => {
    fake = await startMarketFake();
  });
  afterAll(() => fake.close());

  it('is skipped when the strip is off', async () => {
    const finding = await checkMarket(null, new AbortController().signal, ORIGIN);
    expect(finding).toMatchObject({ status: 'skip' });
  });

  // With the pair it is ok: doctor.test.ts, a healthy deployment.
  it('warns with no pair, FAILs when it hangs or the site cannot read it', async () => {
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
  let dir: string;
  let host: StaticHost | undefined;
  afterEach(async () => {
    await host?.close();
    await rm(dir, { recursive: true, force: true });
  });
  /** checkSite against a mini site (miniSite's options) served with or without its _headers. */
  async function checkMiniSite(options?: Parameters<typeof miniSite>[0], headers = true) {
    dir = await miniSite(options);
    host = await startStaticHost(dir, headers);
    return checkSite(http(), host.url);
  }

  // That it passes with the build's _headers: doctor.test.ts, a healthy deployment.
  it('FAILs without the security headers', async () => {
    const site = await checkMiniSite(undefined, false);
    expect(site.page.status).toBe('FAIL');
    for (const name of Object.keys(SECURITY_HEADERS))
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
      `Cache-Control is "public, max-age=600", not "${ASSET_CACHE}"`,
    );
  });

  it('FAILs when the page links no /assets/ file', async () => {
    const site = await checkMiniSite({ page: '<!doctype html><p>Coming soon</p>' });
    expect(site.assets.status).toBe('FAIL');
    expect(site.assets.message).toMatch(/links no \/assets\/ file/);
  });
});
