// Opens the local backend's PGlite database (on disk or in memory) with the Supabase roles and every migration applied (or those before a version, for upgrade tests and the bench).
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { SUPABASE_ROLES_SQL } from './supabaseRoles.ts';
import { applyMigrations } from './migrations.ts';

/**
 * Opens PGlite in `dataDir` (created if needed), or in memory when `dataDir` is null; with
 * `before`, only the migrations below that version (a deployed project as it was).
 */
export async function openDatabase(
  dataDir: string | null,
  { before }: { before?: string } = {},
): Promise<PGlite> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const db = dataDir ? new PGlite(dataDir) : new PGlite();
  await db.waitReady;
  await db.exec(SUPABASE_ROLES_SQL);
  await applyMigrations(db, { before });
  return db;
}
