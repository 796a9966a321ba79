// Translates the data-API select the site sends (select, order, limit, offset on trump_news) into SQL; anything else is refused.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { queryAs } from './roleSql.ts';

/** What a select may name and return: trump_news as the visitors' role sees it, and the row cap. */
export interface NewsTable {
  /** The columns anon can read, in table order (from the database, so from the migrations). */
  columns: readonly string[];
  /** The most rows one select answers: supabase/config.toml's [api] max_rows, as on Supabase. */
  maxRows: number;
}

export const SUPABASE_CONFIG = fileURLToPath(new URL('../supabase/config.toml', import.meta.url));

/** max_rows of the [api] table of a supabase/config.toml text. */
export function apiMaxRows(configToml: string): number {
  const api = /^\[api\][^\n]*\n([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(configToml)?.[1] ?? '';
  const value = /^max_rows\s*=\s*(\d+)\s*(?:#.*)?$/m.exec(api)?.[1];
  if (value === undefined) throw new Error(`no max_rows in the [api] table of ${SUPABASE_CONFIG}`);
  return Number(value);
}

/** Reads the columns from the database and the row cap from supabase/config.toml, like PostgREST's schema cache and settings. */
export async function readNewsTable(db: PGlite): Promise<NewsTable> {
  const result = await queryAs<{ name: string }>(
    db,
    'anon',
    `select column_name::text as name from information_schema.columns
     where table_schema = 'public' and table_name = 'trump_news' order by ordinal_position`,
  );
  return {
    columns: result.rows.map((row) => row.name),
    maxRows: apiMaxRows(await readFile(SUPABASE_CONFIG, 'utf8')),
  };
}

export class QueryError extends Error {
  override name = 'QueryError';
}

function columns(select: string | null, table: NewsTable): string[] {
  if (select === null || select.trim() === '*' || select.trim() === '') return [...table.columns];
  const wanted = select.split(',').map((c) => c.trim());
  if (wanted.length > table.columns.length) {
    throw new QueryError(
      `select names ${wanted.length} columns; the table has ${table.columns.length}`,
    );
  }
  const seen = new Set<string>();
  for (const column of wanted) {
    if (!table.columns.includes(column))
      throw new QueryError(`unknown or unsupported column in select: ${column.slice(0, 64)}`);
    if (seen.has(column)) throw new QueryError(`duplicate column in select: ${column}`);
    seen.add(column);
  }
  return wanted;
}

function orderBy(order: string | null, table: NewsTable): string {
  if (!order) return '';
  const seen = new Set<string>();
  const terms = order.split(',').map((term) => {
    const [column = '', ...modifiers] = term.trim().split('.');
    if (!table.columns.includes(column))
      throw new QueryError(`unknown column in order: ${column.slice(0, 64)}`);
    if (seen.has(column)) throw new QueryError(`duplicate column in order: ${column}`);
    seen.add(column);
    let direction = 'asc';
    let nulls = '';
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') direction = modifier;
      else if (modifier === 'nullsfirst') nulls = ' nulls first';
      else if (modifier === 'nullslast') nulls = ' nulls last';
      else throw new QueryError(`unsupported order modifier: ${modifier.slice(0, 64)}`);
    }
    return `"${column}" ${direction}${nulls}`;
  });
  return ` order by ${terms.join(', ')}`;
}

function nonNegativeInt(value: string | null, name: string): number | undefined {
  if (value === null) return undefined;
  if (!/^\d+$/.test(value)) throw new QueryError(`${name} must be a non-negative integer`);
  const parsed = Number(value);
  // Beyond this the number is neither exact in JavaScript nor, past 2^63 - 1, a Postgres bigint.
  if (!Number.isSafeInteger(parsed)) {
    throw new QueryError(`${name} must be at most ${Number.MAX_SAFE_INTEGER}`);
  }
  return parsed;
}

/** SQL for the query string of GET /rest/v1/trump_news; throws QueryError for anything else. */
export function newsSelectSql(params: URLSearchParams, table: NewsTable): string {
  for (const key of params.keys()) {
    if (!['select', 'order', 'limit', 'offset'].includes(key)) {
      throw new QueryError(
        `unsupported query parameter: ${key} (the local backend serves select, order, limit, offset)`,
      );
    }
  }
  const cols = columns(params.get('select'), table);
  const requested = nonNegativeInt(params.get('limit'), 'limit') ?? table.maxRows;
  const limit = Math.min(requested, table.maxRows);
  const offset = nonNegativeInt(params.get('offset'), 'offset') ?? 0;
  return (
    `select ${cols.map((c) => `"${c}"`).join(', ')} from public.trump_news` +
    `${orderBy(params.get('order'), table)} limit ${limit} offset ${offset}`
  );
}
