// Test helper: an in-memory PGlite with the Supabase roles and every migration applied, one per test file emptied before each test, plus running SQL as one of those roles (local-backend/roleSql.ts) and storing rows (local-backend/testControl.ts).
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { openDatabase } from '../../../local-backend/database.ts';
import { emptyDatabase } from '../../../local-backend/testControl.ts';

export { queryAs, type ApiRole } from '../../../local-backend/roleSql.ts';
export { emptyDatabase, insertNewsRows } from '../../../local-backend/testControl.ts';

/** In memory; with `before`, only the migrations below that version (a project before an upgrade). */
export function createTestDatabase(before?: string): Promise<PGlite> {
  return openDatabase(null, { before });
}

/**
 * The test file's database: opened before all its tests (handed to `opened`), emptied before
 * each (before the file's own beforeEach, which may then insert rows), closed after all.
 */
export function withTestDatabase(opened: (db: PGlite) => void): void {
  let db: PGlite | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
    opened(db);
  });
  beforeEach(() => emptyDatabase(db!));
  afterAll(() => db?.close());
}
