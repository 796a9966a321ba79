// NewsStore and ViewStore over Supabase's data API: the SQL functions called as RPCs with the service role key (the same calls supabase-js rpc makes).
import type {
  FetchLike,
  NewsRow,
  NewsStore,
  RankingReport,
  ViewOutcome,
  ViewStore,
} from './types.ts';

export interface PostgrestStoreOptions {
  /** The project URL, e.g. SUPABASE_URL. */
  url: string;
  /** The service role key, e.g. SUPABASE_SERVICE_ROLE_KEY; only ever from the environment. */
  serviceRoleKey: string;
  fetch: FetchLike;
}

export function createPostgrestStore(options: PostgrestStoreOptions): NewsStore & ViewStore {
  const base = options.url.replace(/\/+$/, '');
  async function rpc(name: string, args: Record<string, unknown>): Promise<unknown> {
    const response = await options.fetch(`${base}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: options.serviceRoleKey,
        Authorization: `Bearer ${options.serviceRoleKey}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify(args),
    });
    const body = await response.text();
    if (!response.ok)
      throw new Error(`rpc ${name} failed: HTTP ${response.status} ${body.slice(0, 300)}`);
    return body ? JSON.parse(body) : null;
  }
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
