// Test helper: a database with the Supabase roles and every migration applied, on either engine (PGlite in memory, or a real PostgreSQL 15 server with pg_cron set up like a Supabase project: tests/backend/helpers/postgres/), one per test file emptied before each test (PGlite started from a migrated copy, made once), a suite run once on each engine (migrated afresh), one migrated only up to a version (a project before an upgrade), plus running SQL as one of those roles (local-backend/roleSql.ts) and storing rows (local-backend/testControl.ts).
import { createHash, randomUUID } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { openDatabase } from '../../../local-backend/database.ts';
import { listMigrations, MIGRATIONS_DIR } from '../../../local-backend/migrations.ts';
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

/** What a migrated PGlite database is made of: the migrations, the code that applies them, PGlite. */
async function migratedDatabaseKey(): Promise<string> {
  const root = path.join(MIGRATIONS_DIR, '../..');
  const files = [
    ...(await listMigrations()).map((file) => path.join(MIGRATIONS_DIR, file)),
    ...['database.ts', 'migrations.ts', 'supabaseRoles.ts'].map(
      (f) => `${root}/local-backend/${f}`,
    ),
    path.join(root, 'node_modules/@electric-sql/pglite/package.json'),
  ];
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(await readFile(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A fresh PGlite database in memory with every migration. Starting PGlite from a copy of a
 * migrated database's files takes about half the time of making one (PGlite's initdb), so the
 * first file to need one writes its files to the temp folder, named by what made them, and the
 * others start from them. forEachEngine's suites (the migrations' own tests) migrate afresh.
 */
export async function createTestDatabase(): Promise<PGlite> {
  const file = path.join(tmpdir(), `pglite-migrated-${await migratedDatabaseKey()}.tar`);
  const saved = await readFile(file).catch(() => null);
  if (saved) {
    const db = new PGlite({ loadDataDir: new Blob([saved]) });
    await db.waitReady;
    return db;
  }
  const db = await openDatabase(null);
  const files = await db.dumpDataDir('none');
  const part = `${file}.${randomUUID()}`;
  await writeFile(part, Buffer.from(await files.arrayBuffer()));
  await rename(part, file);
  return db;
}

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
  engine?: Engine,
): void {
  let db: SqlDatabase | undefined;
  beforeAll(async () => {
    db = engine ? await openTestDatabase(engine) : await createTestDatabase();
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
