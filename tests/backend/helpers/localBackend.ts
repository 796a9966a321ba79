// Test helper: the embedded local backend for one test file, on that file's in-memory database (withTestDatabase), recording requests; before each test the database is emptied, the faults cleared and the record emptied.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  startLocalBackend,
  type LocalBackend,
  type LocalBackendOptions,
} from '../../../local-backend/localBackend.ts';
import { withTestDatabase } from './database.ts';

/**
 * vi.waitFor's options for a condition that follows a request to the local backend: polls until
 * shortly before the test's own timeout (the project's 60 s), as a loaded machine may be slow.
 */
export const UNTIL_ANSWERED = { timeout: 50_000, interval: 20 };

/**
 * A project that lets anon write: each way's grant and a policy "anon writes" (the update's on
 * view_count only); `grantsOnly`, the privileges with no policy, which row level security stops.
 */
export const ANON_WRITES = {
  insert: `grant insert on public.trump_news to anon;
    grant usage on sequence public.trump_news_id_seq to anon;
    create policy "anon writes" on public.trump_news for insert to anon with check (true);`,
  update: `grant update (view_count) on public.trump_news to anon;
    create policy "anon writes" on public.trump_news for update to anon using (true) with check (true);`,
  delete: `grant delete on public.trump_news to anon;
    create policy "anon writes" on public.trump_news for delete to anon using (true);`,
  grantsOnly: `grant insert, update, delete on public.trump_news to anon;
    grant usage on sequence public.trump_news_id_seq to anon;`,
};

/** Puts back the migrations' grants and policies after a test that let anon write (ANON_WRITES). */
export async function undoAnonWrites(db: PGlite): Promise<void> {
  await db.exec(`
    revoke insert, update, delete on public.trump_news from anon;
    revoke usage on sequence public.trump_news_id_seq from anon;
    drop policy if exists "anon writes" on public.trump_news;`);
}

/** The file's backend and database, set before its tests run. */
export function withLocalBackend(options: LocalBackendOptions = {}) {
  const file = {} as { backend: LocalBackend; db: PGlite };
  withTestDatabase((db) => (file.db = db));
  beforeAll(async () => {
    file.backend = await startLocalBackend({
      port: 0,
      env: {},
      log: () => undefined,
      ...options,
      database: file.db,
      record: true,
    });
  });
  beforeEach(() => {
    file.backend.faults.clear();
    file.backend.requests.length = 0;
  });
  afterAll(() => file.backend?.close());
  return file;
}
