// SQL run as one of Supabase's API roles inside its own transaction, and the SQL functions called by name as service_role (what the data API's /rpc does): the one place for both.
import type { SqlDatabase, SqlResult } from './sqlDatabase.ts';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

/** Runs one statement as `role` (set local role) inside its own transaction. */
export function queryAs<T>(
  db: SqlDatabase,
  role: ApiRole,
  sql: string,
  params: unknown[] = [],
): Promise<SqlResult<T>> {
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${role}`);
    return tx.query<T>(sql, params);
  });
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/**
 * Calls the SQL function public.`name` with named arguments as service_role, as PostgREST's
 * POST /rest/v1/rpc/<name> does, and answers its value (null for none). The database serialises each
 * value for the argument's type (objects and arrays as JSON for jsonb).
 */
export function callAsServiceRole(
  db: SqlDatabase,
  name: string,
  args: Readonly<Record<string, unknown>>,
): Promise<unknown> {
  return callAs(db, 'service_role', name, args);
}

/** callAsServiceRole as any API role: the function's grants decide whether `role` may call it. */
export async function callAs(
  db: SqlDatabase,
  role: ApiRole,
  name: string,
  args: Readonly<Record<string, unknown>>,
): Promise<unknown> {
  const names = Object.keys(args);
  for (const identifier of [name, ...names]) {
    if (!IDENTIFIER.test(identifier))
      throw new Error(`not an SQL function or argument name: ${identifier.slice(0, 64)}`);
  }
  const call = names.map((arg, i) => `${arg} => $${i + 1}`).join(', ');
  const result = await queryAs<{ result: unknown }>(
    db,
    role,
    `select public.${name}(${call}) as result`,
    names.map((arg) => args[arg]),
  );
  return result.rows[0]?.result ?? null;
}
