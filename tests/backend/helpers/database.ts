// Test helper: an in-memory PGlite with the Supabase roles and every migration applied, one per test file emptied before each test, plus running SQL as one of those roles (local-backend/roleSql.ts).
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { openDatabase } from '../../../local-backend/database.ts';

export { queryAs, type ApiRole } from '../../../local-backend/roleSql.ts';

/** In memory; with `before`, only the migrations below that version (a project before an upgrade). */
export function createTestDatabase(before?: string): Promise<PGlite> {
  return openDatabase(null, { before });
}

/** No story, no view record, ids from 1 again, and the feed round's cooldown passed. */
export async function emptyDatabase(db: PGlite): Promise<void> {
  await db.exec(`
    truncate public.trump_news, private.news_views, private.news_view_salts restart identity;
    update private.ingest_runs set last_started_at = '-infinity';`);
}

/**
 * The test file's database: opened before all its tests (handed to `opened`), emptied before
 * each (before the file's own beforeEach, which may then insert rows), closed after all.
 */
export function useTestDatabase(opened: (db: PGlite) => void): void {
  let db: PGlite | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
    opened(db);
  });
  beforeEach(() => emptyDatabase(db!));
  afterAll(() => db?.close());
}

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

/** Inserts the rows (as the database owner, past the API's grants) and answers their ids, in order. */
export async function insertNewsRows(db: PGlite, rows: readonly NewsRowInput[]): Promise<string[]> {
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
