// Test helper: a database with the Supabase roles and every migration applied, on either engine (PGlite in memory, or a real PostgreSQL 15 server with pg_cron set up like a Supabase project: tests/backend/helpers/postgres/), one per test file emptied before each test, a suite run once on each engine, one migrated only up to a version (a project before an upgrade), plus running SQL as one of those roles (local-backend/roleSql.ts) and storing rows (local-backend/testControl.ts).
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { openDatabase } from '../../../local-backend/database.ts';
import type { SqlDatabase } from '../../../local-backend/sqlDatabase.ts';
import { emptyDatabase } from '../../../local-backend/testControl.ts';
import { openPostgresDatabase } from './postgres/postgresDatabase.ts';

export { queryAs } from '../../../local-backend/roleSql.ts';
export { emptyDatabase, insertNewsRows } from '../../../local-backend/testControl.ts';
export type { SqlDatabase } from '../../../local-backend/sqlDatabase.ts';

/** PGlite is what the local backend runs; postgres is a real server, as Supabase runs. */
export const ENGINES = ['pglite', 'postgres'] as const;
export type Engine = (typeof ENGINES)[number];

/**
 * A fresh database with every migration below `before` (all without it): PGlite in memory, or a
 * PostgreSQL server of its own (started here, stopped by close; missing binaries fail with what
 * to install, never a skip).
 */
function openTestDatabase(engine: Engine, before?: string): Promise<SqlDatabase> {
  return engine === 'postgres' ? openPostgresDatabase({ before }) : openDatabase(null, { before });
}

/** A fresh PGlite database in memory with every migration. */
export const createTestDatabase = (): Promise<PGlite> => openDatabase(null);

/** Runs `run` on a fresh database of `engine` migrated only up to `before` (a project before an upgrade), then closes it. */
export async function withOlderDatabase(
  engine: Engine,
  before: string,
  run: (db: SqlDatabase) => Promise<void>,
): Promise<void> {
  const db = await openTestDatabase(engine, before);
  try {
    await run(db);
  } finally {
    await db.close();
  }
}

/**
 * The test file's (or the engine suite's) database: opened before all its tests (handed to
 * `opened`), emptied before each (before the file's own beforeEach, which may then insert rows),
 * closed after all.
 */
export function withTestDatabase(opened: (db: PGlite) => void): void;
export function withTestDatabase(opened: (db: SqlDatabase) => void, engine: Engine): void;
export function withTestDatabase(
  opened: ((db: PGlite) => void) | ((db: SqlDatabase) => void),
  engine: Engine = 'pglite',
): void {
  let db: SqlDatabase | undefined;
  beforeAll(async () => {
    db = await openTestDatabase(engine);
    (opened as (db: SqlDatabase) => void)(db);
  });
  beforeEach(() => emptyDatabase(db!));
  afterAll(() => db?.close());
}

/**
 * Runs `suite` once per engine, each in a describe named for it ("pglite", "postgres") with that
 * engine's database (withTestDatabase), handed to `opened`.
 */
export function forEachEngine(
  suite: (engine: Engine) => void,
  opened: (db: SqlDatabase) => void,
): void {
  for (const engine of ENGINES)
    describe(engine, () => {
      withTestDatabase(opened, engine);
      suite(engine);
    });
}
