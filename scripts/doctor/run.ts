// Runs the doctor's checks against a target: the key first (no request at all with a secret key), then every independent check at once, each request with a short timeout and the whole run within a time limit.
import { newsConfig } from '../../src/config/news.ts';
import { fail, skip, type CheckResult, type Finding, GUIDE } from './check.ts';
import { checkCors } from './checks/cors.ts';
import { checkCountView, checkFetchNews } from './checks/functions.ts';
import { checkGraphql } from './checks/graphql.ts';
import { checkKey } from './checks/key.ts';
import { checkMarket } from './checks/market.ts';
import { checkNewsSelect } from './checks/news.ts';
import { checkProjectUrl, parseProjectUrl } from './checks/project.ts';
import { checkSite } from './checks/site.ts';
import { checkAnonWrites } from './checks/writes.ts';
import { createHttp } from './http.ts';
import type { DoctorTarget } from './target.ts';

export interface DoctorOptions {
  /** Longest wait for one request (ms); default 10 s. */
  requestTimeoutMs?: number;
  /** Longest wait for the seeding POST, which runs a feed round (ms); default the site's own, 15 s. */
  seedTimeoutMs?: number;
  /** The whole run ends by then (ms); default 25 s. */
  runLimitMs?: number;
  /** The clock, for the freshness and expiry checks. */
  now?: () => number;
}

export const REQUEST_TIMEOUT_MS = 10_000;
export const RUN_LIMIT_MS = 25_000;

export interface DoctorReport {
  /** False when any check FAILed. */
  ok: boolean;
  supabaseUrl: string;
  siteUrl: string;
  checks: CheckResult[];
  ms: number;
}

/** Every check, in the order the report lists them. */
export const CHECKS = [
  ['key', 'anon key'],
  ['project-url', 'project URL'],
  ['news-select', 'trump_news select'],
  ['anon-insert', 'anonymous insert'],
  ['anon-update', 'anonymous update'],
  ['anon-delete', 'anonymous delete'],
  ['fetch-news', 'fetch-trump-news'],
  ['count-view', 'count-news-view'],
  ['graphql', 'GraphQL endpoint'],
  ['cors', 'CORS from the site'],
  ['market', 'market API'],
  ['site-page', 'site page /'],
  ['site-assets', 'site /assets/*'],
  ['site-preview', 'site link preview'],
] as const;

export type CheckId = (typeof CHECKS)[number][0];

export async function runDoctor(
  target: DoctorTarget,
  options: DoctorOptions = {},
): Promise<DoctorReport> {
  const started = performance.now();
  const since = () => Math.round(performance.now() - started);
  const runLimitMs = options.runLimitMs ?? RUN_LIMIT_MS;
  const now = options.now ?? Date.now;
  const findings = new Map<CheckId, Finding & { ms: number }>();
  const record = (id: CheckId, finding: Finding, from: number) => {
    if (!findings.has(id)) findings.set(id, { ...finding, ms: since() - from });
  };
  const report = (): DoctorReport => {
    const checks = CHECKS.map(([id, title]) => ({
      id,
      title,
      ...(findings.get(id) ?? {
        ...fail(
          `did not finish within the run's ${runLimitMs / 1000} s`,
          'a host hangs: run npm run doctor again, and check the URLs',
          GUIDE.doctor,
        ),
        ms: since(),
      }),
    }));
    return {
      ok: checks.every((check) => check.status !== 'FAIL'),
      supabaseUrl: target.supabaseUrl,
      siteUrl: target.siteUrl,
      checks,
      ms: since(),
    };
  };

  const { refused, ...key } = checkKey(target.anonKey, target.supabaseUrl, now());
  record('key', key, 0);
  if (refused) {
    // A secret key goes nowhere: not to the project, not to any other host.
    for (const [id] of CHECKS) record(id, skip('not run: the key check failed'), 0);
    return report();
  }

  const deadline = new AbortController();
  const http = createHttp(deadline.signal, options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS);
  /** Runs `work`, recording what it finds; a check that throws is a FAIL that says so. */
  const run = async (
    ids: readonly CheckId[],
    work: () => Promise<Partial<Record<CheckId, Finding>>>,
  ) => {
    const from = since();
    try {
      const found = await work();
      for (const id of ids) if (found[id]) record(id, found[id], from);
    } catch (error) {
      const said = error instanceof Error ? error.message : String(error);
      for (const id of ids) {
        record(
          id,
          fail(
            `the check broke: ${said}`,
            'report it with the output of npm run -s doctor -- --json',
            GUIDE.doctor,
          ),
          from,
        );
      }
    }
  };

  const project = parseProjectUrl(target.supabaseUrl);
  const siteOrigin = (() => {
    try {
      return target.siteUrl ? new URL(target.siteUrl).origin : null;
    } catch {
      return null;
    }
  })();
  const tasks: Promise<void>[] = [];
  const keyless = key.status === 'FAIL';
  if ('finding' in project) record('project-url', project.finding, 0);
  else {
    const { url } = project;
    tasks.push(
      run(['project-url'], async () => ({
        'project-url': await checkProjectUrl(http, url, target.anonKey),
      })),
    );
  }
  if ('finding' in project || keyless) {
    const notRun = skip(
      `not run: ${keyless ? 'the key check failed' : 'VITE_SUPABASE_URL is not usable'}`,
    );
    for (const id of [
      'news-select',
      'anon-insert',
      'anon-update',
      'anon-delete',
      'fetch-news',
      'count-view',
      'graphql',
      'cors',
    ] as const) {
      record(id, notRun, 0);
    }
  } else {
    const { base } = project;
    const anonKey = target.anonKey;
    tasks.push(
      run(['news-select', 'anon-insert', 'anon-update', 'anon-delete'], async () => {
        const select = await checkNewsSelect(http, base, anonKey, now());
        record('news-select', select.finding, 0);
        if (!select.answered) {
          const notRun = skip('not run: the select got no answer');
          return { 'anon-insert': notRun, 'anon-update': notRun, 'anon-delete': notRun };
        }
        const probing = since();
        const writes = await checkAnonWrites({ http, base, anonKey, rows: select.rows });
        record('anon-insert', writes.insert, probing);
        record('anon-update', writes.update, probing);
        record('anon-delete', writes.delete, probing);
        return {};
      }),
      run(['fetch-news'], async () => ({
        'fetch-news': await checkFetchNews(
          http,
          base,
          anonKey,
          options.seedTimeoutMs ?? newsConfig.requestTimeoutMs,
        ),
      })),
      run(['count-view'], async () => ({
        'count-view': await checkCountView(http, base, anonKey),
      })),
      run(['graphql'], async () => ({ graphql: await checkGraphql(http, base, anonKey) })),
      run(['cors'], async () => ({
        cors: siteOrigin
          ? await checkCors(http, base, anonKey, siteOrigin)
          : skip('VITE_SITE_URL is not set: no site origin to check'),
      })),
    );
  }
  tasks.push(
    run(['market'], async () => ({
      market: await checkMarket(
        target.market,
        deadline.signal,
        siteOrigin,
        options.requestTimeoutMs,
      ),
    })),
    run(['site-page', 'site-assets', 'site-preview'], async () => {
      const site = await checkSite(http, target.siteUrl);
      return { 'site-page': site.page, 'site-assets': site.assets, 'site-preview': site.preview };
    }),
  );

  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      deadline.abort();
      resolve();
    }, runLimitMs);
  });
  await Promise.race([Promise.all(tasks), timeUp]);
  clearTimeout(timer);
  deadline.abort();
  return report();
}
