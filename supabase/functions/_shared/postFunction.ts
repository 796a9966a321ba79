// What both Edge Function handlers share: the CORS preflight and POST only, the store from the environment, log lines named after the function and the 500 answers.
import type { Env } from './config.ts';
import { jsonResponse, preflightResponse } from './cors.ts';
import { createPostgrestStore } from './postgrestStore.ts';
import type { FetchLike, NewsStore, ViewStore } from './types.ts';

export type Log = (message: string) => void;

/** The data API at SUPABASE_URL with SUPABASE_SERVICE_ROLE_KEY; null when either is unset. */
export function storeFromEnv(env: Env, fetch: FetchLike): (NewsStore & ViewStore) | null {
  const url = env.SUPABASE_URL;
  const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !serviceRoleKey) return null;
  return createPostgrestStore({ url, serviceRoleKey, fetch });
}

/** `log` (default console.error) with every line starting `<name>: `. */
export function functionLog(name: string, log?: Log): Log {
  const write = log ?? ((message: string) => console.error(message));
  return (message) => write(`${name}: ${message}`);
}

/** Answers OPTIONS with the CORS preflight and any other method but POST with 405; POSTs go to `handle`. */
export function postOnly(
  handle: (request: Request) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === 'OPTIONS') return preflightResponse();
    if (request.method !== 'POST') {
      return jsonResponse({ error: `method ${request.method} not allowed; use POST` }, 405, {
        Allow: 'POST, OPTIONS',
      });
    }
    return handle(request);
  };
}

/** The 500 of a function deployed without its data API settings (logged). */
export function notConfigured(log: Log): Response {
  log('SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY is not set');
  return jsonResponse({ error: 'function is not configured' }, 500);
}

/** Logs what failed and answers 500 with `answer`, which says no more than that. */
export function failed(log: Log, error: unknown, answer: string): Response {
  log(error instanceof Error ? error.message : String(error));
  return jsonResponse({ error: answer }, 500);
}
