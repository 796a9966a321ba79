// Applies supabase/migrations/*.sql in timestamp order to a database (PGlite, or the tests' PostgreSQL server), recording each one like the Supabase CLI does.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqlDatabase } from './sqlDatabase.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../supabase/migrations/', import.meta.url));

const MIGRATION_FILE = /^(\d{14})_[a-z0-9_]+\.sql$/;

/** Migration files in the order they apply: `<YYYYMMDDHHMMSS>_<name>.sql`. */
export async function listMigrations(dir = MIGRATIONS_DIR): Promise<string[]> {
  const names = await readdir(dir);
  return names.filter((name) => MIGRATION_FILE.test(name)).sort();
}

export interface ApplyOptions {
  /** Folder of the migration files; default supabase/migrations. */
  dir?: string;
  /** Only the migrations whose version is below this one (a project as it was before it). */
  before?: string;
}

/** Applies every migration not yet recorded; returns the versions applied now. */
export async function applyMigrations(
  db: SqlDatabase,
  { dir = MIGRATIONS_DIR, before }: ApplyOptions = {},
): Promise<string[]> {
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    );
  `);
  const done = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const applied = new Set(done.rows.map((row) => row.version));
  const appliedNow: string[] = [];
  for (const file of await listMigrations(dir)) {
    const version = file.slice(0, 14);
    if (applied.has(version) || (before !== undefined && version >= before)) continue;
    const sql = await readFile(path.join(dir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
        [version, file.slice(15, -4)],
      );
    });
    appliedNow.push(version);
  }
  return appliedNow;
}
