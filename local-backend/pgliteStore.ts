// NewsStore and ViewStore over the local database (PGlite; the tests' PostgreSQL server too): the same SQL functions the Edge Functions call, run as service_role.
import type { SqlDatabase } from './sqlDatabase.ts';
import type { NewsStore, ViewStore } from '../supabase/functions/_shared/types.ts';
import { createRpcStore } from '../supabase/functions/_shared/rpcStore.ts';
import { callAsServiceRole } from './roleSql.ts';

export function createPgliteStore(db: SqlDatabase): NewsStore & ViewStore {
  return createRpcStore((name, args) => callAsServiceRole(db, name, args));
}
