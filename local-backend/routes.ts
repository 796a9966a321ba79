// The local backend's HTTP surface: the data API on trump_news (selects, and writes run as anon so grants and RLS refuse them as on Supabase), the SQL functions' /rpc as the key's role, the fetch-trump-news and count-news-view POSTs (plus the sample media); everything else is a JSON error.
import type { PGlite } from '@electric-sql/pglite';
import {
  corsHeaders,
  jsonResponse,
  preflightResponse,
} from '../supabase/functions/_shared/cors.ts';
import { databaseErrorResponse, postgrestErrorResponse } from './restErrors.ts';
import { newsSelectSql, QueryError, readNewsTable, type NewsTable } from './restSelect.ts';
import { newsWriteSql, WriteRefusal, type WriteMethod } from './restWrite.ts';
import { callAs, queryAs, type ApiRole } from './roleSql.ts';
import { RPC_FUNCTIONS } from '../supabase/functions/_shared/rpcStore.ts';
import { sampleMediaResponse } from './sampleMedia.ts';
import { newsConfig } from '../src/config/news.ts';

export interface RouterDeps {
  db: PGlite;
  anonKey: string;
  /** The key that calls the SQL functions as service_role (POST /rest/v1/rpc/<fn>); none = only anon. */
  serviceRoleKey?: string;
  /** The function handler (the Edge Function's shared handler with a PGlite store). */
  fetchNews: (request: Request) => Promise<Response>;
  /** The count-news-view handler (the Edge Function's shared handler with a PGlite store). */
  countView: (request: Request) => Promise<Response>;
  baseUrl: () => string;
  /** Bytes of JSON one select answers at most; rows past it are left off. Default 5,000,000. */
  maxResponseBytes?: number;
}

export const MAX_RESPONSE_BYTES = 5_000_000;

const NEWS_PATH = `/rest/v1/${newsConfig.table}`;
const FUNCTION_PATH = `/functions/v1/${newsConfig.seedFunction}`;
const COUNT_VIEW_PATH = `/functions/v1/${newsConfig.viewFunction}`;
const MEDIA_PREFIX = '/sample-media/';
const RPC_PREFIX = '/rest/v1/rpc/';
const RPC_NAMES: ReadonlySet<string> = new Set(RPC_FUNCTIONS);

/** The local backend's paths, for the tests' fault switch and request record. */
export const LOCAL_PATHS = {
  news: NEWS_PATH,
  fetchNews: FUNCTION_PATH,
  countView: COUNT_VIEW_PATH,
  rpc: (name: string) => `${RPC_PREFIX}${name}`,
} as const;

/** True when at least one key is given (apikey header or Bearer token) and every given key is the anon key. */
export function hasValidKey(request: Request, anonKey: string): boolean {
  const apikey = request.headers.get('apikey');
  const authorization = request.headers.get('authorization');
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  if (authorization !== null && bearer === undefined) return false;
  const given = [apikey, bearer].filter((key): key is string => key !== null && key !== undefined);
  return given.length > 0 && given.every((key) => key === anonKey);
}

/** The role a request's keys give (every given key the same one), or null. */
function roleOfKeys(request: Request, deps: RouterDeps): ApiRole | null {
  if (hasValidKey(request, deps.anonKey)) return 'anon';
  if (deps.serviceRoleKey && hasValidKey(request, deps.serviceRoleKey)) return 'service_role';
  return null;
}

/** POST /rest/v1/rpc/<fn>: one of the ingest and view SQL functions, as the key's role (its grants decide). */
async function callRpc(db: PGlite, role: ApiRole, name: string, request: Request) {
  const text = await request.text();
  let args: unknown;
  try {
    args = text === '' ? {} : JSON.parse(text);
  } catch {
    return postgrestErrorResponse('PGRST102', 'Empty or invalid json', 400);
  }
  if (typeof args !== 'object' || args === null || Array.isArray(args)) {
    return postgrestErrorResponse('PGRST102', 'The arguments must be a JSON object', 400);
  }
  return asPostgrest(async () =>
    jsonResponse(await callAs(db, role, name, args as Record<string, unknown>), 200),
  );
}

function unauthorized(): Response {
  return jsonResponse(
    {
      message: 'Invalid API key',
      hint: 'Send the local anon key as the apikey header or as Authorization: Bearer <key>.',
    },
    401,
  );
}

function methodNotAllowed(method: string, allowed: string): Response {
  return jsonResponse({ message: `Method ${method} not allowed here; allowed: ${allowed}` }, 405, {
    Allow: `${allowed}, OPTIONS`,
  });
}

/** Joins row JSON texts into an array, leaving off the rows that would take it past maxBytes. */
function cappedJsonArray(
  rows: readonly string[],
  maxBytes: number,
): { body: string; count: number } {
  let size = 2;
  let count = 0;
  for (const row of rows) {
    const added = Buffer.byteLength(row) + (count > 0 ? 1 : 0);
    if (size + added > maxBytes) break;
    size += added;
    count += 1;
  }
  return { body: `[${rows.slice(0, count).join(',')}]`, count };
}

/** Runs `run`, answering a refused query or a database error as PostgREST does. */
async function asPostgrest(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof QueryError) return jsonResponse({ message: error.message }, 400);
    if (error instanceof WriteRefusal) {
      return postgrestErrorResponse(error.code, error.message, error.status);
    }
    const answer = databaseErrorResponse(error);
    if (answer) return answer;
    throw error;
  }
}

async function selectNews(
  db: PGlite,
  table: NewsTable,
  params: URLSearchParams,
  maxBytes: number,
): Promise<Response> {
  const { sql, values } = newsSelectSql(params, table);
  // Runs as the visitors' role, so the table's grants and row level security apply for real.
  const result = await queryAs<{ row: string }>(
    db,
    'anon',
    `select row_to_json(q)::text as row from (${sql}) as q`,
    values,
  );
  const rows = result.rows.map((r) => r.row);
  // Like PostgREST's max-rows: a page too big to send is cut short, and Content-Range says so.
  const { body, count } = cappedJsonArray(rows, maxBytes);
  return new Response(body, {
    status: 200,
    headers: {
      ...corsHeaders,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Range': count > 0 ? `0-${count - 1}/*` : '*/*',
    },
  });
}

/**
 * An insert, update or delete as the visitors' role: Postgres checks the grants, then row level
 * security, then the constraints, so a refusal is the database's own. Answers as PostgREST: 201
 * (insert) or 200 with the rows for `Prefer: return=representation`, else 201 or 204 empty.
 */
async function writeNews(
  db: PGlite,
  table: NewsTable,
  request: Request,
  params: URLSearchParams,
): Promise<Response> {
  const method = request.method as WriteMethod;
  const type = request.headers.get('content-type');
  if (method !== 'DELETE' && type !== null && !/^application\/json\b/i.test(type)) {
    return postgrestErrorResponse('PGRST107', `Content-Type not acceptable: ${type}`, 415);
  }
  const bodyText = method === 'DELETE' ? '' : await request.text();
  const write = newsWriteSql(method, params, bodyText, request.headers.get('prefer'), table);
  const result = await queryAs<{ row: string }>(db, 'anon', write.sql, write.values);
  const status = method === 'POST' ? 201 : write.representation ? 200 : 204;
  const headers = { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8' };
  if (!write.representation) return new Response(null, { status, headers });
  return new Response(`[${result.rows.map((r) => r.row).join(',')}]`, { status, headers });
}

export function createRouter(deps: RouterDeps): (request: Request) => Promise<Response> {
  // Read once, on the first select (a failed read is tried again on the next one).
  let newsTable: Promise<NewsTable> | undefined;
  const readTable = () =>
    (newsTable ??= readNewsTable(deps.db).catch((error: unknown) => {
      newsTable = undefined;
      throw error;
    }));
  return async (request) => {
    const url = new URL(request.url);
    const { pathname } = url;
    if (request.method === 'OPTIONS') return preflightResponse();

    if (pathname === NEWS_PATH) {
      const method = request.method;
      if (!['GET', 'POST', 'PATCH', 'DELETE'].includes(method)) {
        return methodNotAllowed(method, 'GET, POST, PATCH, DELETE');
      }
      if (!hasValidKey(request, deps.anonKey)) return unauthorized();
      const table = await readTable();
      if (table.columns.length === 0) {
        return postgrestErrorResponse(
          'PGRST205',
          `Could not find the table 'public.${newsConfig.table}' in the schema cache`,
          404,
        );
      }
      return asPostgrest(() =>
        method === 'GET'
          ? selectNews(
              deps.db,
              table,
              url.searchParams,
              deps.maxResponseBytes ?? MAX_RESPONSE_BYTES,
            )
          : writeNews(deps.db, table, request, url.searchParams),
      );
    }

    if (pathname === FUNCTION_PATH) {
      if (request.method !== 'POST') return methodNotAllowed(request.method, 'POST');
      if (!hasValidKey(request, deps.anonKey)) return unauthorized();
      return deps.fetchNews(request);
    }

    if (pathname === COUNT_VIEW_PATH) {
      if (request.method !== 'POST') return methodNotAllowed(request.method, 'POST');
      if (!hasValidKey(request, deps.anonKey)) return unauthorized();
      return deps.countView(request);
    }

    if (pathname.startsWith(RPC_PREFIX)) {
      const name = pathname.slice(RPC_PREFIX.length);
      if (RPC_NAMES.has(name)) {
        if (request.method !== 'POST') return methodNotAllowed(request.method, 'POST');
        const role = roleOfKeys(request, deps);
        if (role === null) return unauthorized();
        return callRpc(deps.db, role, name, request);
      }
    }

    if (pathname.startsWith(MEDIA_PREFIX)) {
      if (request.method !== 'GET') return methodNotAllowed(request.method, 'GET');
      const media = await sampleMediaResponse(pathname.slice(MEDIA_PREFIX.length), deps.baseUrl());
      if (media) return media;
    }

    return jsonResponse(
      {
        message: `Not found: ${request.method} ${pathname}`,
        hint: `The local backend serves GET, POST, PATCH and DELETE ${NEWS_PATH}, POST ${FUNCTION_PATH}, POST ${COUNT_VIEW_PATH}, POST ${RPC_PREFIX}<${RPC_FUNCTIONS.join('|')}> and GET ${MEDIA_PREFIX}<file>.`,
      },
      404,
    );
  };
}
