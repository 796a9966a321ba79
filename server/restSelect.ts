// Translates the data-API select the site sends (select, order, limit, offset on trump_news) into SQL; anything else is refused.

export const NEWS_COLUMNS = [
  'id',
  'title',
  'summary',
  'source',
  'link',
  'image_url',
  'published_at',
  'view_count',
  'is_fake',
  'created_at',
  'updated_at',
] as const;

const COLUMN_SET: ReadonlySet<string> = new Set(NEWS_COLUMNS);
const MAX_LIMIT = 1000;

export class QueryError extends Error {
  override name = 'QueryError';
}

function columns(select: string | null): string[] {
  if (select === null || select.trim() === '*' || select.trim() === '') return [...NEWS_COLUMNS];
  const wanted = select.split(',').map((c) => c.trim());
  if (wanted.length > NEWS_COLUMNS.length) {
    throw new QueryError(
      `select names ${wanted.length} columns; the table has ${NEWS_COLUMNS.length}`,
    );
  }
  const seen = new Set<string>();
  for (const column of wanted) {
    if (!COLUMN_SET.has(column))
      throw new QueryError(`unknown or unsupported column in select: ${column.slice(0, 64)}`);
    if (seen.has(column)) throw new QueryError(`duplicate column in select: ${column}`);
    seen.add(column);
  }
  return wanted;
}

function orderBy(order: string | null): string {
  if (!order) return '';
  const seen = new Set<string>();
  const terms = order.split(',').map((term) => {
    const [column = '', ...modifiers] = term.trim().split('.');
    if (!COLUMN_SET.has(column))
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
export function newsSelectSql(params: URLSearchParams): string {
  for (const key of params.keys()) {
    if (!['select', 'order', 'limit', 'offset'].includes(key)) {
      throw new QueryError(
        `unsupported query parameter: ${key} (the local backend serves select, order, limit, offset)`,
      );
    }
  }
  const cols = columns(params.get('select'));
  const limit = Math.min(nonNegativeInt(params.get('limit'), 'limit') ?? MAX_LIMIT, MAX_LIMIT);
  const offset = nonNegativeInt(params.get('offset'), 'offset') ?? 0;
  return (
    `select ${cols.map((c) => `"${c}"`).join(', ')} from public.trump_news` +
    `${orderBy(params.get('order'))} limit ${limit} offset ${offset}`
  );
}
