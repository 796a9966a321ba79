// For tests only: what a test in another process (the browser tests) needs of a running local backend, over HTTP under /__test/ (on only with the testControl option, never in npm start or npm run dev): empty it (clearing its faults) and store rows.
import type { SqlDatabase } from './sqlDatabase.ts';
import { jsonResponse } from '../supabase/functions/_shared/cors.ts';
import type { Faults, RecordedRequest } from './faults.ts';

export const TEST_CONTROL_PREFIX = '/__test/';

/** The columns of a trump_news row a test may give (as the select returns them; id and times are the table's). */
export interface NewsRowInput {
  title: string;
  summary?: string;
  source?: string;
  link: string;
  image_url?: string | null;
  published_at?: string;
  view_count?: number;
  is_fake?: boolean;
}

/** Inserts the rows as the database owner (past the API's grants) and answers their ids, in order. */
export async function insertNewsRows(
  db: SqlDatabase,
  rows: readonly NewsRowInput[],
): Promise<string[]> {
  const result = await db.query<{ id: string }>(
    `insert into public.trump_news (title, summary, source, link, image_url, published_at, view_count, is_fake)
     select title, coalesce(summary, ''), coalesce(source, ''), link, image_url,
            coalesce(published_at, now()), coalesce(view_count, 0), coalesce(is_fake, false)
       from jsonb_to_recordset($1::jsonb) as r(title text, summary text, source text, link text,
            image_url text, published_at timestamptz, view_count int, is_fake boolean)
     returning id::text`,
    [JSON.stringify(rows)],
  );
  return result.rows.map((row) => row.id);
}

/** No story, no view record, ids from 1 again, and the feed round's cooldown passed. */
export async function emptyDatabase(db: SqlDatabase): Promise<void> {
  await db.exec(`
    truncate public.trump_news, private.news_views, private.news_view_salts restart identity;
    update private.ingest_runs set last_started_at = '-infinity';`);
}

/**
 * POST /__test/reset: the database emptied, with a feed round just run (so a seeding POST answers
 * "cooldown" and adds nothing: the news are the rows a test stores; with {"feedRound": true} the
 * next seeding POST runs a real round of the bundled sample feed), no fault, no request recorded.
 * POST /__test/rows: stores the JSON array of rows, answers their ids.
 */
export function createTestControl(
  db: SqlDatabase,
  faults: Faults,
  requests: RecordedRequest[],
): (request: Request) => Promise<Response> {
  return async (request) => {
    const action = new URL(request.url).pathname.slice(TEST_CONTROL_PREFIX.length);
    if (request.method !== 'POST') return jsonResponse({ message: 'POST only' }, 405);
    const body: unknown = await request.json().catch(() => null);
    if (action === 'reset') {
      await emptyDatabase(db);
      const { feedRound } = (body ?? {}) as { feedRound?: boolean };
      if (feedRound !== true)
        await db.exec(`update private.ingest_runs set last_started_at = now()`);
      faults.clear();
      requests.length = 0;
      return jsonResponse({ ok: true }, 200);
    }
    if (action === 'rows' && Array.isArray(body)) {
      return jsonResponse({ ids: await insertNewsRows(db, body as NewsRowInput[]) }, 200);
    }
    return jsonResponse({ message: `unknown test control: ${action}` }, 404);
  };
}
