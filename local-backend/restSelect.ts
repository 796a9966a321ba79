// Translates the data-API select on trump_news (select with casts, column filters, order, limit, offset) into SQL with bound values; anything else is refused.
import type { PGlite } from '@electric-sql/pglite';
import { readApiMaxRows } from '../buildtime/supabaseConfig.ts';
import { newsConfig } from '../src/config/news.ts';

const TABLE = `public.${newsConfig.table}`;

/** What a select may name and return: trump_news as the visitors' role sees it, and the row cap. */
export interface NewsTable {
  /** The table's columns in table order, from the catalog (so from the migrations); none when the table is missing. */
  columns: readonly string[];
  /** The most rows one select answers: supabase/config.toml's [api] max_rows, as on Supabase. */
  maxRows: number;
}

/**
 * Reads the columns from the catalog and the row cap from supabase/config.toml, like PostgREST's
 * schema cache and settings: every column, whatever anon may read (Postgres checks that per query).
 */
export async function readNewsTable(db: PGlite): Promise<NewsTable> {
  const result = await db.query<{ name: string }>(
    `select column_name::text as name from information_schema.columns
     where table_schema = 'public' and table_name = $1 order by ordinal_position`,
    [newsConfig.table],
  );
  return {
    columns: result.rows.map((row) => row.name),
    maxRows: readApiMaxRows(),
  };
}

export class QueryError extends Error {
  override name = 'QueryError';
}

/** A select list item: a column, optionally cast (`link::integer`), as PostgREST writes it. */
const SELECT_ITEM = /^([a-z_][a-z0-9_]*)(?:::([a-z_][a-z0-9_]*))?$/;

/**
 * The SQL select list for a `select` parameter over `source` (a table or CTE name): every column
 * for none or `*`; each cast is kept, named after its column, and Postgres evaluates it per row.
 */
export function selectList(select: string | null, table: NewsTable, source: string): string {
  if (select === null || select.trim() === '*' || select.trim() === '') {
    return table.columns.map((c) => `${source}."${c}"`).join(', ');
  }
  const wanted = select.split(',').map((c) => c.trim());
  if (wanted.length > table.columns.length) {
    throw new QueryError(
      `select names ${wanted.length} columns; the table has ${table.columns.length}`,
    );
  }
  const seen = new Set<string>();
  return wanted
    .map((item) => {
      const [, column = '', cast] = SELECT_ITEM.exec(item) ?? [];
      if (!table.columns.includes(column))
        throw new QueryError(`unknown or unsupported column in select: ${item.slice(0, 64)}`);
      if (seen.has(column)) throw new QueryError(`duplicate column in select: ${column}`);
      seen.add(column);
      return cast ? `${source}."${column}"::${cast} as "${column}"` : `${source}."${column}"`;
    })
    .join(', ');
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

/** The filter operators served, as PostgREST spells them, and their SQL. */
const OPERATORS: Readonly<Record<string, string>> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
};
const IS_VALUES = new Set(['null', 'true', 'false', 'unknown']);

/** Parameters that shape an answer rather than filter rows. */
const SHAPE_PARAMS = new Set(['select', 'order', 'limit', 'offset']);

/** A WHERE condition (or '' for none) for the `column=op.value` parameters; values go into `values`. */
export function filterSql(params: URLSearchParams, table: NewsTable, values: unknown[]): string {
  const conditions: string[] = [];
  for (const [key, filter] of params) {
    if (SHAPE_PARAMS.has(key)) continue;
    if (!table.columns.includes(key)) {
      throw new QueryError(
        `unsupported query parameter: ${key.slice(0, 64)} (the local backend serves select, order, limit, offset and column filters)`,
      );
    }
    const dot = filter.indexOf('.');
    const operator = dot > 0 ? filter.slice(0, dot) : '';
    const value = filter.slice(dot + 1);
    const column = `${TABLE}."${key}"`;
    if (operator === 'is') {
      if (!IS_VALUES.has(value)) throw new QueryError(`is takes null, true, false or unknown`);
      conditions.push(`${column} is ${value}`);
    } else if (OPERATORS[operator]) {
      values.push(value);
      conditions.push(`${column} ${OPERATORS[operator]} $${values.length}`);
    } else {
      throw new QueryError(
        `unsupported filter on ${key}: ${filter.slice(0, 64)} (served: eq, neq, gt, gte, lt, lte, is)`,
      );
    }
  }
  return conditions.join(' and ');
}

export interface BoundSql {
  sql: string;
  values: unknown[];
}

/** SQL for the query string of GET /rest/v1/trump_news; throws QueryError for anything else. */
export function newsSelectSql(params: URLSearchParams, table: NewsTable): BoundSql {
  const values: unknown[] = [];
  const where = filterSql(params, table, values);
  const cols = selectList(params.get('select'), table, TABLE);
  const requested = nonNegativeInt(params.get('limit'), 'limit') ?? table.maxRows;
  const limit = Math.min(requested, table.maxRows);
  const offset = nonNegativeInt(params.get('offset'), 'offset') ?? 0;
  return {
    sql:
      `select ${cols} from ${TABLE}${where ? ` where ${where}` : ''}` +
      `${orderBy(params.get('order'), table)} limit ${limit} offset ${offset}`,
    values,
  };
}
