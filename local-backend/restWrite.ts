// Translates the data API's writes on trump_news (POST insert, PATCH update, DELETE, with filters, `select` and `Prefer: return=`) into one SQL statement, as PostgREST builds it; run as anon, Postgres' grants and RLS decide.
import { newsConfig } from '../src/config/news.ts';
import { filterSql, QueryError, selectList, type BoundSql, type NewsTable } from './restSelect.ts';

export type WriteMethod = 'POST' | 'PATCH' | 'DELETE';

export interface NewsWrite extends BoundSql {
  /** `Prefer: return=representation`: the rows written come back (shaped by `select`). */
  representation: boolean;
}

/** A refusal PostgREST makes itself, before the database: its code, HTTP status and message. */
export class WriteRefusal extends Error {
  override name = 'WriteRefusal';
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const TABLE = `public.${newsConfig.table}`;

/** True when a `Prefer` header asks for the written rows back. */
export function wantsRepresentation(prefer: string | null): boolean {
  return (prefer ?? '')
    .split(',')
    .some((preference) => preference.trim().toLowerCase() === 'return=representation');
}

function parseBody(text: string): unknown {
  if (text.trim() === '') throw new WriteRefusal('PGRST102', 400, 'Empty or invalid json');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new WriteRefusal('PGRST102', 400, 'Empty or invalid json');
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The body's columns, all known to the table; every object must name the same ones. */
function bodyColumns(objects: readonly Record<string, unknown>[], table: NewsTable): string[] {
  const first = Object.keys(objects[0] ?? {});
  const key = [...first].sort().join(',');
  if (objects.some((o) => Object.keys(o).sort().join(',') !== key)) {
    throw new WriteRefusal('PGRST102', 400, 'All object keys must match');
  }
  for (const column of first) {
    if (!table.columns.includes(column)) {
      throw new WriteRefusal(
        'PGRST204',
        400,
        `Could not find the '${column.slice(0, 64)}' column of '${newsConfig.table}' in the schema cache`,
      );
    }
  }
  return first;
}

/** The outer query: the written rows as JSON texts shaped by `select`, or their count. */
function answer(params: URLSearchParams, table: NewsTable, representation: boolean): string {
  return representation
    ? `select row_to_json(q)::text as row from (select ${selectList(params.get('select'), table, 'pgrst_source')} from pgrst_source) as q`
    : 'select count(*)::text as row from pgrst_source';
}

function insertSql(
  params: URLSearchParams,
  body: unknown,
  table: NewsTable,
  representation: boolean,
): BoundSql {
  const objects = Array.isArray(body) ? body : [body];
  if (!objects.every(isObject)) {
    throw new WriteRefusal('PGRST102', 400, 'The body must be a JSON object or array of objects');
  }
  const columns = bodyColumns(objects, table);
  const list = columns.map((c) => `"${c}"`).join(', ');
  // As PostgREST: the body becomes rows of the table's type; a missing key is null or the default.
  const source =
    columns.length > 0
      ? `(${list}) select ${list} from json_populate_recordset(null::${TABLE}, $1::json)`
      : ` select from json_array_elements($1::json)`;
  const returning = representation ? `${TABLE}.*` : '1';
  return {
    sql: `with pgrst_source as (insert into ${TABLE}${source} returning ${returning}) ${answer(params, table, representation)}`,
    values: [JSON.stringify(objects)],
  };
}

function updateSql(
  params: URLSearchParams,
  body: unknown,
  table: NewsTable,
  representation: boolean,
): BoundSql {
  if (!isObject(body)) throw new WriteRefusal('PGRST102', 400, 'The body must be a JSON object');
  const columns = bodyColumns([body], table);
  if (columns.length === 0) {
    throw new WriteRefusal('PGRST102', 400, 'The body names no column to update');
  }
  const values: unknown[] = [JSON.stringify(body)];
  const where = filterSql(params, table, values);
  // pg-safeupdate, which Supabase loads for the data API: no UPDATE without a WHERE clause.
  if (!where) throw new WriteRefusal('21000', 400, 'UPDATE requires a WHERE clause');
  const set = columns.map((c) => `"${c}" = pgrst_body."${c}"`).join(', ');
  const returning = representation ? `${TABLE}.*` : '1';
  return {
    sql:
      `with pgrst_source as (update ${TABLE} set ${set} ` +
      `from json_populate_record(null::${TABLE}, $1::json) as pgrst_body ` +
      `where ${where} returning ${returning}) ${answer(params, table, representation)}`,
    values,
  };
}

function deleteSql(params: URLSearchParams, table: NewsTable, representation: boolean): BoundSql {
  const values: unknown[] = [];
  const where = filterSql(params, table, values);
  if (!where) throw new WriteRefusal('21000', 400, 'DELETE requires a WHERE clause');
  const returning = representation ? `${TABLE}.*` : '1';
  return {
    sql: `with pgrst_source as (delete from ${TABLE} where ${where} returning ${returning}) ${answer(params, table, representation)}`,
    values,
  };
}

/**
 * The statement for a write on /rest/v1/trump_news. Throws WriteRefusal for what PostgREST
 * refuses before the database (bad JSON, unknown columns, no filter) and QueryError for a query
 * string the local backend does not serve (order, limit, offset on a write).
 */
export function newsWriteSql(
  method: WriteMethod,
  params: URLSearchParams,
  bodyText: string,
  prefer: string | null,
  table: NewsTable,
): NewsWrite {
  for (const key of params.keys()) {
    const served =
      key === 'select' || (method !== 'POST' && !['order', 'limit', 'offset'].includes(key));
    if (!served) throw new QueryError(`${key.slice(0, 64)} is not served on a ${method}`);
  }
  const representation = wantsRepresentation(prefer);
  const bound =
    method === 'POST'
      ? insertSql(params, parseBody(bodyText), table, representation)
      : method === 'PATCH'
        ? updateSql(params, parseBody(bodyText), table, representation)
        : deleteSql(params, table, representation);
  return { ...bound, representation };
}
