// The embedded local backend: PGlite with the Supabase migrations, serving the site's backend calls on loopback, no account, Docker or network needed.
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { createFetchNewsHandler } from '../supabase/functions/_shared/handler.ts';
import { createCountViewHandler } from '../supabase/functions/_shared/countView.ts';
import { readIngestConfig } from '../supabase/functions/_shared/config.ts';
import { readViewConfig } from '../supabase/functions/_shared/viewConfig.ts';
import { openDatabase } from './database.ts';
import { createFetchServer } from './nodeHttp.ts';
import { nodeResolveHost } from './nodeResolveHost.ts';
import { createPgliteStore } from './pgliteStore.ts';
import { withFaults, type Faults, type RecordedRequest } from './faults.ts';
import { createRouter } from './routes.ts';
import { createTestControl, TEST_CONTROL_PREFIX } from './testControl.ts';
import { SAMPLE_FEED_FILE } from './sampleMedia.ts';

/** The key the site sends to the local backend; deliberately not JWT-shaped. */
export const LOCAL_ANON_KEY = 'local-anon-key';
export const DEFAULT_LOCAL_PORT = 54321;
export const DEFAULT_DATA_DIR = '.local-backend/pgdata';
/** How often the local backend runs the ranking upkeep (the production schedule's period). */
const UPKEEP_EVERY_MS = 30 * 60 * 1000;

export interface LocalBackendOptions {
  /** TCP port; default 54321, 0 = any free port. */
  port?: number;
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
  /** PGlite data folder (relative to the working directory); default '.local-backend/pgdata'; null = in memory. */
  dataDir?: string | null;
  /** An open database (roles and migrations applied) to serve instead of opening dataDir; the caller closes it. */
  database?: PGlite;
  /** Feed URLs; default NEWS_FEEDS from the environment, else the bundled sample feed. */
  feeds?: string[];
  /** Also fall back to the bundled sample feed when every configured feed fails; default true. */
  sampleFallback?: boolean;
  /** Seconds between two feed rounds; default INGEST_COOLDOWN_SECONDS, else 600. */
  cooldownSeconds?: number;
  /** Key the site must send; default 'local-anon-key'. */
  anonKey?: string;
  /** The service role key that may call POST /rest/v1/rpc/<fn> as service_role (as the Edge Functions do); none by default. */
  serviceRoleKey?: string;
  /** Tests: keep every request (but preflights) in `requests`; default false. */
  record?: boolean;
  /** Tests in another process: serve POST /__test/reset and /__test/rows (local-backend/testControl.ts); default false. */
  testControl?: boolean;
  /** Environment read for the feed settings; default process.env. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Where feed failures are reported; default console.warn. */
  log?: (message: string) => void;
}

export interface LocalBackend {
  /** Base URL to use as VITE_SUPABASE_URL, e.g. http://127.0.0.1:54321. */
  url: string;
  /** Key to use as VITE_SUPABASE_ANON_KEY. */
  anonKey: string;
  /** Tests: the requests received, in order, when started with `record: true` (else always empty). */
  requests: RecordedRequest[];
  /** Tests: the fault switch (local-backend/faults.ts): a path answers 500, malformed, late or never. */
  faults: Faults;
  /** Stops the server and closes the database. */
  close(): Promise<void>;
}

export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const env = options.env ?? process.env;
  const host = options.host ?? '127.0.0.1';
  const anonKey = options.anonKey ?? LOCAL_ANON_KEY;
  const dataDir =
    options.dataDir === null
      ? null
      : path.resolve(process.cwd(), options.dataDir ?? DEFAULT_DATA_DIR);
  const db = options.database ?? (await openDatabase(dataDir));
  const closeDb = () => (options.database ? Promise.resolve() : db.close());

  let baseUrl = '';
  const sampleFeed = () => `${baseUrl}/sample-media/${SAMPLE_FEED_FILE}`;
  // The environment, read once. The site's build reads VITE_NEWS_VIEW_WINDOW_DAYS; the local
  // backend follows it unless told otherwise. No NEWS_FEEDS means the sample feed, not the public default.
  const localEnv = {
    ...env,
    NEWS_VIEW_WINDOW_DAYS: env.NEWS_VIEW_WINDOW_DAYS ?? env.VITE_NEWS_VIEW_WINDOW_DAYS,
  };
  const ingest = readIngestConfig(localEnv, []);
  const views = readViewConfig(localEnv);
  const configured = options.feeds ?? ingest.feeds;
  let fetchNews: ((request: Request) => Promise<Response>) | undefined;
  const log = options.log ?? ((message: string) => console.warn(`[local backend] ${message}`));
  const countView = createCountViewHandler({
    env: localEnv,
    views,
    fetch: (input, init) => globalThis.fetch(input, init),
    store: createPgliteStore(db),
    log,
  });

  const router = createRouter({
    db,
    anonKey,
    serviceRoleKey: options.serviceRoleKey,
    baseUrl: () => baseUrl,
    fetchNews: (request) => {
      fetchNews ??= createFetchNewsHandler({
        env: localEnv,
        fetch: (input, init) => globalThis.fetch(input, init),
        store: createPgliteStore(db),
        resolveHost: nodeResolveHost,
        log,
        views,
        config: {
          ...ingest,
          feeds: configured.length > 0 ? configured : [sampleFeed()],
          fallbackFeeds:
            configured.length > 0 && options.sampleFallback !== false ? [sampleFeed()] : [],
          cooldownSeconds: options.cooldownSeconds ?? ingest.cooldownSeconds,
          // Its own bundled sample feed is on loopback; every other feed meets the public-address rule.
          trustedOrigins: [baseUrl],
        },
      });
      return fetchNews(request);
    },
    countView,
  });

  const requests: RecordedRequest[] = [];
  const { handler, faults } = withFaults(router, options.record ? requests : null);
  const control = options.testControl ? createTestControl(db, faults, requests) : null;
  const server = createFetchServer(
    (request) =>
      control && new URL(request.url).pathname.startsWith(TEST_CONTROL_PREFIX)
        ? control(request)
        : handler(request),
    () => baseUrl,
  );
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? DEFAULT_LOCAL_PORT, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await closeDb();
    throw error;
  }
  const address = server.address() as AddressInfo;
  const hostInUrl = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  baseUrl = `http://${hostInUrl}:${address.port}`;

  // What pg_cron's 30-minute round does in production: keep view counts to the window, apply retention.
  const upkeepStore = createPgliteStore(db);
  const upkeep = setInterval(() => {
    upkeepStore
      .refreshRanking(views.windowDays, views.retentionDays)
      .catch((error: unknown) => log(`ranking upkeep failed: ${String(error)}`));
  }, UPKEEP_EVERY_MS);
  upkeep.unref();

  let closing: Promise<void> | undefined;
  return {
    url: baseUrl,
    anonKey,
    requests,
    faults,
    close() {
      closing ??= (async () => {
        clearInterval(upkeep);
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await closeDb();
      })();
      return closing;
    },
  };
}
