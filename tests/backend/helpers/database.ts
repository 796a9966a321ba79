// Test helper: an in-memory PGlite with the Supabase roles and every migration applied, plus running SQL as one of those roles.
import type { PGlite, Results } from '@electric-sql/pglite';
import { openDatabase } from '../../../server/database.ts';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export function createTestDatabase(): Promise<PGlite> {
  return openDatabase(null);
}

/** Runs one statement as `role` (set local role) inside its own transaction. */
export async function queryAs<T>(
  db: PGlite,
  role: ApiRole,
  sql: string,
  params: unknown[] = [],
): Promise<Results<T>> {
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${role}`);
    return tx.query<T>(sql, params);
  });
}
