// NewsStore over the local PGlite database: the same SQL functions the Edge Function calls, run as service_role.
import type { PGlite } from '@electric-sql/pglite';
import type { NewsRow, NewsStore } from '../supabase/functions/_shared/types.ts';

export function createPgliteStore(db: PGlite): NewsStore {
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
  };
}
