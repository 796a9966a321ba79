// The count-news-view request handler: CORS first, POST only, a small JSON {"id"} checked before any database call, then at most one view per visitor per story per UTC day.
import type { Env } from './config.ts';
import { jsonResponse } from './cors.ts';
import { failed, functionLog, notConfigured, postOnly, storeFromEnv } from './postFunction.ts';
import type { FetchLike, ViewStore } from './types.ts';
import { readViewConfig, type ViewConfig } from './viewConfig.ts';
import { clientAddress, visitorKey } from './visitor.ts';

/** A view body is `{"id": 123}`: anything much bigger is not one. */
export const MAX_VIEW_BODY_BYTES = 1024;
/** Largest bigint id Postgres can hold. */
const MAX_BIGINT = 9223372036854775807n;

export interface CountViewDeps {
  /** The function's environment (Deno.env.toObject() on Supabase). */
  env: Env;
  fetch: FetchLike;
  /** Defaults to the data API at SUPABASE_URL with SUPABASE_SERVICE_ROLE_KEY. */
  store?: ViewStore;
  /** Overrides what the environment says (tests). */
  views?: Partial<ViewConfig>;
  log?: (message: string) => void;
}

export type ParsedViewBody = { ok: true; id: string } | { ok: false; error: string };

/** The story id of a view body as a decimal string, or why the body is not a view. */
export function parseViewBody(text: string): ParsedViewBody {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, error: 'body must be JSON: {"id": "<story id>"}' };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, error: 'body must be a JSON object: {"id": "<story id>"}' };
  }
  const id = (body as Record<string, unknown>).id;
  if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0)
    return { ok: true, id: String(id) };
  if (typeof id === 'string' && /^[1-9][0-9]{0,18}$/.test(id) && BigInt(id) <= MAX_BIGINT) {
    return { ok: true, id };
  }
  return { ok: false, error: 'id must be a story id: a positive whole number' };
}

/** The body as text, or null when it is bigger than `max` bytes (declared or actual). */
async function readCapped(request: Request, max: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > max) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

export function createCountViewHandler(
  deps: CountViewDeps,
): (request: Request) => Promise<Response> {
  const config: ViewConfig = { ...readViewConfig(deps.env), ...deps.views };
  const store = deps.store ?? storeFromEnv(deps.env, deps.fetch);
  const log = functionLog('count-news-view', deps.log);
  return postOnly(async (request) => {
    const text = await readCapped(request, MAX_VIEW_BODY_BYTES);
    if (text === null) {
      return jsonResponse({ error: `body larger than ${MAX_VIEW_BODY_BYTES} bytes` }, 413);
    }
    const parsed = parseViewBody(text);
    if (!parsed.ok) return jsonResponse({ error: parsed.error }, 400);
    if (!store) return notConfigured(log);
    try {
      const key = await visitorKey(
        clientAddress(request, config.addressHeaders),
        request.headers.get('user-agent') ?? '',
      );
      const outcome = await store.recordView(parsed.id, key, config.windowDays);
      if (outcome === 'unknown') return jsonResponse({ error: 'no story has this id' }, 404);
      return jsonResponse({ ok: true, counted: outcome === 'counted' });
    } catch (error) {
      return failed(log, error, 'counting the view failed');
    }
  });
}
