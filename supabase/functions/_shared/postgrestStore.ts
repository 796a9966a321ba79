// NewsStore and ViewStore over Supabase's data API: the SQL functions called as RPCs with the service role key (the same calls supabase-js rpc makes).
import { createRpcStore } from './rpcStore.ts';
import type { FetchLike, NewsStore, ViewStore } from './types.ts';

export interface PostgrestStoreOptions {
  /** The project URL, e.g. SUPABASE_URL. */
  url: string;
  /** The service role key, e.g. SUPABASE_SERVICE_ROLE_KEY; only ever from the environment. */
  serviceRoleKey: string;
  fetch: FetchLike;
}

export function createPostgrestStore(options: PostgrestStoreOptions): NewsStore & ViewStore {
  const base = options.url.replace(/\/+$/, '');
  return createRpcStore(async (name, args) => {
    const response = await options.fetch(`${base}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: options.serviceRoleKey,
        Authorization: `Bearer ${options.serviceRoleKey}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify(args),
    });
    const body = await response.text();
    if (!response.ok)
      throw new Error(`rpc ${name} failed: HTTP ${response.status} ${body.slice(0, 300)}`);
    return body ? JSON.parse(body) : null;
  });
}
