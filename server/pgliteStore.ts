// NewsStore and ViewStore over the local PGlite database: the same SQL functions the Edge Functions call, run as service_role.
import type { PGlite } from '@electric-sql/pglite';
import type {
  NewsRow,
  NewsStore,
  RankingReport,
  ViewStore,
} from '../supabase/functions/_shared/types.ts';
import { rankingReport, viewOutcome } from '../supabase/functions/_shared/postgrestStore.ts';

export function createPgliteStore(db: PGlite): NewsStore & ViewStore {
  return {
    async claimIngestRun(cooldownSeconds) {
      return db.transaction(async (tx) => {
        await tx.exec('set local role service_role');
        const result = await tx.query<{ claimed: boolean }>(
          'select public.claim_ingest_run($1) as claimed',
          [cooldownSeconds],
        );
        return result.rows[0]?.claimed === true;
      });
    },
    async upsertNews(rows: NewsRow[]) {
      return db.transaction(async (tx) => {
        await tx.exec('set local role service_role');
        const result = await tx.query<{ written: { inserted: number; updated: number } }>(
          'select public.upsert_news($1::jsonb) as written',
          [JSON.stringify(rows)],
        );
        const written = result.rows[0]?.written;
        return { inserted: Number(written?.inserted ?? 0), updated: Number(written?.updated ?? 0) };
      });
    },
    async refreshRanking(windowDays, retentionDays) {
      return db.transaction(async (tx) => {
        await tx.exec('set local role service_role');
        const result = await tx.query<{ report: Partial<RankingReport> }>(
          'select public.refresh_news_ranking($1, $2) as report',
          [windowDays, retentionDays],
        );
        return rankingReport(result.rows[0]?.report);
      });
    },
    async recordView(newsId, visitorKey, windowDays) {
      return db.transaction(async (tx) => {
        await tx.exec('set local role service_role');
        const result = await tx.query<{ outcome: unknown }>(
          'select public.record_news_view($1::bigint, $2, $3) as outcome',
          [newsId, visitorKey, windowDays],
        );
        return viewOutcome(result.rows[0]?.outcome);
      });
    },
  };
}
