// NewsStore and ViewStore over Supabase's data API: the SQL functions called with supabase-js's rpc and the service role key.
import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';
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
  // Made on the first call, so a malformed URL fails that call (a 500), not the function's start.
  let client: SupabaseClient | undefined;
  const supabase = () =>
    (client ??= createClient(options.url, options.serviceRoleKey, {
      // A server-side client: no session to keep or refresh; the key is the credential.
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { fetch: (input, init) => options.fetch(requestUrl(input), init) },
      // RPCs only: Realtime's socket is never opened (and Node 20 has no WebSocket to give it).
      realtime: { transport: NoRealtimeSocket },
    }));
  return createRpcStore(async (name, args) => {
    const { data, error, status } = await supabase().rpc(name, args);
    if (error) {
      // status 0: no answer at all (the request itself failed).
      const why = status === 0 ? error.message : `HTTP ${status} ${JSON.stringify(error)}`;
      throw new Error(`rpc ${name} failed: ${why.slice(0, 300)}`);
    }
    return data ?? null;
  });
}

type SocketConstructor = NonNullable<
  NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']
>;

/** The Realtime transport of a client that never subscribes: refuses to open. */
const NoRealtimeSocket = class {
  constructor() {
    throw new Error('this client calls RPCs only; it has no Realtime socket');
  }
} as unknown as SocketConstructor;

function requestUrl(input: string | URL | Request): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}
