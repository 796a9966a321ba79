// The doctor's pure rules: which keys and URLs it accepts, how it reads a preflight, a write probe's answer and a page's assets, and its report lines.
import { describe, expect, it } from 'vitest';
import { jwt } from '../helpers/jwt.ts';
import { checkKey } from '../../scripts/doctor/checks/key.ts';
import { preflightProblem } from '../../scripts/doctor/checks/cors.ts';
import { ageText } from '../../scripts/doctor/checks/news.ts';
import { parseProjectUrl } from '../../scripts/doctor/checks/project.ts';
import { firstAssetPath } from '../../scripts/doctor/checks/site.ts';
import { readProbe } from '../../scripts/doctor/checks/writes.ts';
import type { Answer, Outcome } from '../../scripts/doctor/http.ts';
import { GUIDE } from '../../scripts/doctor/check.ts';
import { reportText } from '../../scripts/doctor/report.ts';
import { CHECKS, type DoctorReport } from '../../scripts/doctor/run.ts';

const REF = 'abcdefghijklmnopqrst';
const URL_OF_REF = `https://${REF}.supabase.co`;

const answer = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: new Headers(headers),
  text: typeof body === 'string' ? body : JSON.stringify(body),
  ms: 1,
});
const answered = (a: Answer): Outcome => ({ answered: true, answer: a });

describe('the key', () => {
  it('refuses, before any request, no key, a service role JWT and a secret key', () => {
    expect(checkKey('', URL_OF_REF)).toMatchObject({ status: 'FAIL', refused: false });
    const service = checkKey(jwt({ role: 'service_role', ref: REF }), URL_OF_REF);
    expect(service).toMatchObject({ status: 'FAIL', refused: true });
    expect(service.message).toBe(
      'VITE_SUPABASE_ANON_KEY holds a JWT whose role is "service_role", not "anon": refused before any request (the build refuses it too)',
    );
    expect(checkKey('sb_secret_abc123', URL_OF_REF)).toMatchObject({
      status: 'FAIL',
      refused: true,
      message: expect.stringMatching(/^VITE_SUPABASE_ANON_KEY holds a Supabase secret key/),
    });
  });

  it('accepts an anon JWT of the URL’s project and a publishable key', () => {
    expect(checkKey(jwt({ role: 'anon', ref: REF }), URL_OF_REF)).toMatchObject({
      status: 'ok',
      message: `an anon JWT of project ${REF}`,
      refused: false,
    });
    expect(checkKey('sb_publishable_abc', URL_OF_REF)).toMatchObject({ status: 'ok' });
    expect(checkKey('local-anon-key', 'http://127.0.0.1:54321')).toMatchObject({ status: 'ok' });
  });

  it("FAILs an expired key or another project's, and warns on an unknown shape", () => {
    const now = Date.UTC(2026, 0, 1);
    expect(checkKey(jwt({ role: 'anon', exp: now / 1000 - 60 }), URL_OF_REF, now).message).toBe(
      'the anon JWT expired on 2025-12-31',
    );
    expect(checkKey(jwt({ role: 'anon', ref: 'zzzzzzzzzzzzzzzzzzzz' }), URL_OF_REF)).toMatchObject({
      status: 'FAIL',
      message: `the anon JWT is project zzzzzzzzzzzzzzzzzzzz's, the URL is project ${REF}'s`,
    });
    expect(checkKey('something-else', URL_OF_REF)).toMatchObject({
      status: 'warn',
      refused: false,
    });
  });
});

describe('the project URL', () => {
  it.each([
    ['', /^VITE_SUPABASE_URL is not set/],
    ['not a url', /^VITE_SUPABASE_URL is not a URL/],
    ['http://abc.supabase.co', /must be https \(it is http\)/],
    [`${URL_OF_REF}/rest/v1`, /has a path or query \(\/rest\/v1\)/],
    [`${URL_OF_REF}/?x=1`, /has a path or query/],
  ])('refuses %j', (value, message) => {
    const parsed = parseProjectUrl(value);
    expect('finding' in parsed && parsed.finding.status).toBe('FAIL');
    expect('finding' in parsed && parsed.finding.message).toMatch(message);
  });

  it('takes a project URL (with or without the slash) and plain http on loopback', () => {
    expect(parseProjectUrl(`${URL_OF_REF}/`)).toMatchObject({ base: URL_OF_REF });
    expect(parseProjectUrl('http://127.0.0.1:54321')).toMatchObject({
      base: 'http://127.0.0.1:54321',
    });
  });
});

describe('a CORS preflight, read as a browser does', () => {
  const origin = 'https://site.example';
  const wanted = ['apikey', 'authorization', 'content-type'];
  /** Access-Control-Allow-* headers; undefined leaves one out. */
  const allow = (allowOrigin?: string, headers?: string, methods?: string) =>
    Object.fromEntries(
      Object.entries({ origin: allowOrigin, headers, methods })
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => [`access-control-allow-${name}`, value!]),
    );
  it.each([
    [204, allow('*', 'apikey, Authorization, content-type'), null],
    [200, allow(origin, '*, authorization'), null],
    [204, allow('*', '*'), 'Access-Control-Allow-Headers lacks authorization'],
    [
      204,
      allow(undefined, 'apikey, authorization, content-type'),
      `Access-Control-Allow-Origin is missing, not ${origin} or *`,
    ],
    [
      204,
      allow('https://other.example'),
      `Access-Control-Allow-Origin is "https://other.example", not ${origin} or *`,
    ],
    [405, allow('*'), 'the preflight answers HTTP 405'],
    [204, allow('*', 'apikey'), 'Access-Control-Allow-Headers lacks authorization, content-type'],
  ])('HTTP %i %j → %s', (status, headers, problem) => {
    expect(preflightProblem(answer(status, '', headers), origin, 'POST', wanted)).toBe(problem);
  });

  it('needs PATCH named, not GET or POST', () => {
    const a = answer(204, '', allow('*', undefined, 'GET, POST'));
    expect(preflightProblem(a, origin, 'PATCH', [])).toBe(
      'Access-Control-Allow-Methods does not allow PATCH',
    );
    expect(preflightProblem(a, origin, 'GET', [])).toBeNull();
  });
});

describe('a write probe’s answer', () => {
  const denied = { code: '42501', message: 'permission denied for table trump_news' };
  const rls = {
    code: '42501',
    message: 'new row violates row-level security policy for table "trump_news"',
  };
  const sequence = { code: '42501', message: 'permission denied for sequence trump_news_id_seq' };
  it.each<[number, unknown, object]>([
    // Row level security, an allowed write, one that went through, an unclear answer.
    [401, rls, { kind: 'rls' }],
    [401, sequence, { kind: 'rls' }],
    [200, [], { kind: 'rls' }],
    [400, { code: '23502', message: 'x' }, { kind: 'allowed' }],
    [400, { code: '23514', message: 'x' }, { kind: 'allowed' }],
    [400, { code: '22P02', message: 'x' }, { kind: 'allowed' }],
    [409, { code: '23505', message: 'dup' }, { kind: 'allowed' }],
    [201, [{ id: 5 }], { kind: 'written', rows: [{ id: 5 }] }],
    [201, '', { kind: 'written', rows: [] }],
    [401, { message: 'Invalid API key' }, { kind: 'unclear' }],
  ])('HTTP %i %j is %o', (status, body, reading) => {
    expect(readProbe(answered(answer(status, body)))).toMatchObject(reading);
  });

  it.each([
    [answered(answer(401, denied)), { kind: 'no-grant' }],
    [answered(answer(403, denied)), { kind: 'no-grant' }],
    [{ answered: false, error: 'ECONNRESET' } as const, { kind: 'unclear', said: 'ECONNRESET' }],
    [answered(answer(500, { message: 'boom' })), { kind: 'unclear', said: 'HTTP 500: boom' }],
  ])('reads %j as exactly %j', (outcome, reading) => {
    expect(readProbe(outcome)).toEqual(reading);
  });
});

describe('the page and the report', () => {
  it('finds the first same-origin /assets/ file the page links', () => {
    const page = 'https://site.example/';
    const html =
      '<link rel="icon" href="/favicon.svg"><script src="https://cdn.example/assets/x.js"></script>' +
      '<link rel="modulepreload" href="/assets/chunk-1.js"><script src="./assets/index-2.js"></script>';
    expect(firstAssetPath(html, page)).toBe('/assets/chunk-1.js');
    expect(firstAssetPath('<p>no scripts</p>', page)).toBeNull();
  });

  it('words ages in minutes, hours, then days', () => {
    expect(ageText(12 * 60_000)).toBe('12 min');
    expect(ageText(5 * 3_600_000)).toBe('5 h');
    expect(ageText(3 * 86_400_000)).toBe('3 days');
  });

  it('prints one line per check, a FAIL with what to do and the guide section', () => {
    const report: DoctorReport = {
      ok: false,
      supabaseUrl: URL_OF_REF,
      siteUrl: '',
      ms: 1234,
      checks: CHECKS.map(([id, title]) => ({ id, title, status: 'ok', message: 'fine', ms: 1 })),
    };
    report.checks[3] = {
      ...report.checks[3]!,
      status: 'FAIL',
      message: 'CRITICAL: any visitor may INSERT',
      fix: 'revoke insert',
      readme: GUIDE.backend,
    };
    const lines = reportText(report).split('\n');
    expect(lines).toContain(
      `FAIL  anonymous insert    CRITICAL: any visitor may INSERT → revoke insert (read ${GUIDE.backend})`,
    );
    expect(lines.filter((line) => /^(ok|warn|FAIL|skip) /.test(line))).toHaveLength(CHECKS.length);
    expect(lines).toContain(`${CHECKS.length - 1} ok, 0 warn, 1 FAIL, 0 skipped in 1.2 s`);
  });
});
