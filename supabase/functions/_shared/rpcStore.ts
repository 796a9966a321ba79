// NewsStore and ViewStore over one primitive, "call this SQL function with these named arguments": the data API's RPC on Supabase, PGlite in the local backend.
import type { NewsRow, NewsStore, RankingReport, ViewOutcome, ViewStore } from './types.ts';

/** The SQL functions the stores call (each executable by service_role only). */
export const RPC_FUNCTIONS = [
  'claim_ingest_run',
  'upsert_news',
  'refresh_news_ranking',
  'record_news_view',
  'claim_article_pages',
] as const;
export type RpcFunction = (typeof RPC_FUNCTIONS)[number];

/** Calls one SQL function with named arguments and answers its value; throws when the call fails. */
export type CallRpc = (name: RpcFunction, args: Record<string, unknown>) => Promise<unknown>;

export function createRpcStore(rpc: CallRpc): NewsStore & ViewStore {
  return {
    async claimIngestRun(cooldownSeconds) {
      return (await rpc('claim_ingest_run', { cooldown_seconds: cooldownSeconds })) === true;
    },
    async upsertNews(rows: NewsRow[]) {
      const result = (await rpc('upsert_news', { items: rows })) as {
        inserted?: number;
        updated?: number;
      } | null;
      return { inserted: Number(result?.inserted ?? 0), updated: Number(result?.updated ?? 0) };
    },
    async refreshRanking(windowDays, retentionDays) {
      const result = (await rpc('refresh_news_ranking', {
        window_days: windowDays,
        retention_days: retentionDays,
      })) as Partial<RankingReport> | null;
      return rankingReport(result);
    },
    async claimArticlePages(links, max) {
      const claimed = await rpc('claim_article_pages', { links, max_pages: max });
      return Array.isArray(claimed)
        ? claimed.filter((l): l is string => typeof l === 'string')
        : [];
    },
    async recordView(newsId, visitorKey, windowDays) {
      const outcome = await rpc('record_news_view', {
        news_id: newsId,
        visitor_key: visitorKey,
        window_days: windowDays,
      });
      return viewOutcome(outcome);
    },
  };
}

/** The jsonb refresh_news_ranking answers, as numbers. */
export function rankingReport(result: Partial<RankingReport> | null | undefined): RankingReport {
  return {
    deleted: Number(result?.deleted ?? 0),
    pruned: Number(result?.pruned ?? 0),
    recounted: Number(result?.recounted ?? 0),
  };
}

/** The text record_news_view answers; anything else is a broken backend. */
export function viewOutcome(value: unknown): ViewOutcome {
  if (value === 'counted' || value === 'repeat' || value === 'unknown') return value;
  throw new Error(`record_news_view answered ${JSON.stringify(value)}`);
}
