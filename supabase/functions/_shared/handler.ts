// The fetch-trump-news request handler: CORS first, POST only, one cooldown-guarded ingestion round answered as JSON.
import { jsonResponse } from './cors.ts';
import { readIngestConfig, type Env, type IngestConfig } from './config.ts';
import { runIngestion } from './ingest.ts';
import { failed, functionLog, notConfigured, postOnly, storeFromEnv } from './postFunction.ts';
import type { FetchLike, NewsStore, RoundFigures } from './types.ts';
import type { ResolveHost } from './resolveHost.ts';
import { readViewConfig, type ViewConfig } from './viewConfig.ts';

export interface HandlerDeps {
  /** The function's environment (Deno.env.toObject() on Supabase). */
  env: Env;
  fetch: FetchLike;
  /** Defaults to the data API at SUPABASE_URL with SUPABASE_SERVICE_ROLE_KEY. */
  store?: NewsStore;
  /** Overrides what the environment says (the local backend's sample feed, tests). */
  config?: Partial<IngestConfig>;
  /** Overrides the ranking window and retention the environment gives. */
  views?: Partial<ViewConfig>;
  log?: (message: string) => void;
  /** Name resolution for the feeds' public-address rule; default: the runtime's. */
  resolveHost?: ResolveHost;
}

/** One log line for a round: "2 feeds (0 failed), 40 items, 35 stored, 5 skipped (no date: 2, duplicate link: 3)". */
export function describeRound(round: RoundFigures): string {
  const reasons = Object.entries(round.reasons)
    .map(([reason, n]) => `${reason}: ${n}`)
    .join(', ');
  return (
    `${round.feeds} feeds (${round.feedsFailed} failed), ${round.items} items, ` +
    `${round.stored} stored, ${round.skipped} skipped${reasons ? ` (${reasons})` : ''}`
  );
}

export function createFetchNewsHandler(deps: HandlerDeps): (request: Request) => Promise<Response> {
  const config: IngestConfig = { ...readIngestConfig(deps.env), ...deps.config };
  const ranking: ViewConfig = { ...readViewConfig(deps.env), ...deps.views };
  const store = deps.store ?? storeFromEnv(deps.env, deps.fetch);
  const log = functionLog('fetch-trump-news', deps.log);
  return postOnly(async () => {
    if (!store) return notConfigured(log);
    try {
      const report = await runIngestion({
        store,
        fetch: deps.fetch,
        config,
        ranking,
        log,
        ...(deps.resolveHost ? { resolveHost: deps.resolveHost } : {}),
      });
      if (!report.skipped) {
        for (const feed of report.feeds) if (!feed.ok) log(`${feed.url}: ${feed.error}`);
        log(`round: ${describeRound(report.round)}`);
        const { pages } = report;
        if (pages.claimed > 0 || pages.off)
          log(
            `article pages: ${pages.claimed} of ${pages.candidates} read (${pages.read} answered, ` +
              `${pages.failed} failed, ${pages.notStarted} not started), ${pages.pictures} pictures, ` +
              `${pages.summaries} summaries${pages.off ? `; off: ${pages.off}` : ''}`,
          );
      }
      return jsonResponse(report);
    } catch (error) {
      return failed(log, error, 'ingestion failed');
    }
  });
}
