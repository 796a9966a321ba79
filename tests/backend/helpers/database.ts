// Test helper: an in-memory PGlite with the Supabase roles and every migration applied, plus running SQL as one of those roles (local-backend/roleSql.ts).
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../../local-backend/database.ts';

export { queryAs, type ApiRole } from '../../../local-backend/roleSql.ts';

/** In memory; with `before`, only the migrations below that version (a project before an upgrade). */
export function createTestDatabase(before?: string): Promise<PGlite> {
  return openDatabase(null, { before });
}
