// A real PostgreSQL 15 database set up like a new Supabase project (its API roles, the extensions
// schema, Vault, pg_graphql, pg_cron and pg_net available) with the migrations applied, behind
// the same SqlDatabase interface as the local backend's PGlite: what the backend tests run on
// beside PGlite. One server per database (./postgresServer.ts), so
// that pg_cron lives in it as on Supabase; closing the database stops the server.
import postgres from 'postgres';
import { applyMigrations } from '../../../../local-backend/migrations.ts';
import type { SqlDatabase, SqlSession } from '../../../../local-backend/sqlDatabase.ts';
import { SUPABASE_ROLES_SQL } from '../../../../local-backend/supabaseRoles.ts';
import { startPostgresServer } from './postgresServer.ts';

/**
 * What a new Supabase project has before its first migration, beyond the API roles: the
 * `extensions` schema the API roles may use, Vault, and pg_graphql (enabled in many projects).
 * Vault and pg_graphql are this folder's stand-ins (standIns/); pg_cron and pg_net are only
 * available, for the schedule migration to create.
 */
const SUPABASE_PLATFORM_SQL = `
create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
create extension if not exists supabase_vault;
create extension if not exists pg_graphql;
`;

/** json and jsonb as PGlite sends them: a string as the JSON text it holds, anything else as JSON. */
const jsonAsPgliteSends = (oid: number) => ({
  to: oid,
  from: [oid],
  serialize: (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value)),
  parse: (text: string) => JSON.parse(text) as unknown,
});

const PGLITE_TYPES = {
  // int8 as a number, as PGlite gives it (every id and count here is far below 2^53).
  int8: {
    to: 20,
    from: [20],
    serialize: (value: number | bigint) => String(value),
    parse: (value: string) => Number(value),
  },
  json: jsonAsPgliteSends(114),
  jsonb: jsonAsPgliteSends(3802),
};
type PgliteTypes = { int8: number; json: unknown; jsonb: unknown };
type Client = postgres.Sql<PgliteTypes>;

function session(sql: Client | postgres.TransactionSql<PgliteTypes>): SqlSession {
  return {
    async query<T>(text: string, params: unknown[] = []) {
      // Each parameter goes out as the type the server describes for it (postgres.js asks first),
      // as PGlite does: objects and arrays as JSON for json/jsonb, arrays as arrays for text[].
      const rows = await sql.unsafe(text, params as postgres.ParameterOrJSON<PgliteTypes>[]);
      return { rows: Array.from(rows) as T[] };
    },
    async exec(text: string) {
      return sql.unsafe(text).simple();
    },
  };
}

/**
 * A fresh server with the project's roles and platform and every migration applied (with
 * `before`, only those below that version: a project as it was before an upgrade), reached on its
 * socket by a postgres.js client that sends and parses values as PGlite does; closing it stops
 * the server.
 */
export async function openPostgresDatabase({
  before,
}: { before?: string } = {}): Promise<SqlDatabase> {
  const server = await startPostgresServer();
  const sql: Client = postgres({
    host: server.socketDir,
    port: server.port,
    user: server.user,
    database: server.database,
    types: PGLITE_TYPES,
    // The migrations' notices (a constraint that old rows break) are for people, not the tests.
    onnotice: () => undefined,
  });
  const db: SqlDatabase = {
    ...session(sql),
    transaction: <T>(work: (tx: SqlSession) => Promise<T>) =>
      sql.begin((tx) => work(session(tx))) as Promise<T>,
    async close() {
      await sql.end();
      await server.stop();
    },
  };
  try {
    await db.exec(SUPABASE_ROLES_SQL);
    await db.exec(SUPABASE_PLATFORM_SQL);
    await applyMigrations(db, { before });
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
