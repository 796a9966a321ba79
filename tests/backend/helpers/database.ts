// Test helper: an in-memory PGlite with the Supabase roles and every migration applied, plus running SQL as one of those roles (server/roleSql.ts).
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../../server/database.ts';

export { queryAs, type ApiRole } from '../../../server/roleSql.ts';

/** In memory; with `before`, only the migrations below that version (a project before an upgrade). */
export function createTestDatabase(before?: string): Promise<PGlite> {
  return openDatabase(null, { before });
}
