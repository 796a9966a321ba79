// NewsStore and ViewStore over the local PGlite database: the same SQL functions the Edge Functions call, run as service_role.
import type { PGlite } from '@electric-sql/pglite';
import type { NewsStore, ViewStore } from '../supabase/functions/_shared/types.ts';
import { createRpcStore } from '../supabase/functions/_shared/rpcStore.ts';
import { callAsServiceRole } from './roleSql.ts';

export function createPgliteStore(db: PGlite): NewsStore & ViewStore {
  return createRpcStore((name, args) => callAsServiceRole(db, name, args));
}
