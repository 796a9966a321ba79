// The site's select as PostgREST (v12, as Supabase runs it) sends it to the database: the shape
// of the site's request (columns, order, limit, read from its path) and the one statement for it.
// For the backend test (tests/backend/supabaseProject.test.ts), which checks what it answers;
// the capacity study that timed it is recorded in docs/backend.md.

/** The select's columns, order and limit, read from the site's own request (src/news/newsSource.ts). */
export interface SelectShape {
  columns: string[] | '*';
  order: { column: string; descending: boolean }[];
  limit: number;
}

export function selectShape(path: string): SelectShape {
  const query = new URL(path, 'http://x').searchParams;
  const select = query.get('select') ?? '*';
  return {
    columns: select === '*' ? '*' : select.split(','),
    order: (query.get('order') ?? '').split(',').map((term) => {
      const [column = '', direction] = term.split('.');
      return { column, descending: direction === 'desc' };
    }),
    limit: Number(query.get('limit')),
  };
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The statement PostgREST (v12, as Supabase runs it) sends for a GET of `table` with that select,
 * order and limit: the rows in a CTE, then one row with the count and the body built by json_agg.
 */
export function postgrestRead(table: string, shape: SelectShape): string {
  const qualified = `"public".${ident(table)}`;
  const columns =
    shape.columns === '*'
      ? `${qualified}.*`
      : shape.columns.map((column) => `${qualified}.${ident(column)}`).join(', ');
  const order = shape.order
    .map((term) => `${ident(table)}.${ident(term.column)} ${term.descending ? 'DESC' : 'ASC'}`)
    .join(', ');
  return (
    `WITH pgrst_source AS ( SELECT ${columns} FROM ${qualified} ORDER BY ${order} LIMIT ${shape.limit} OFFSET 0 ) ` +
    `SELECT null::bigint AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total, ` +
    `coalesce(json_agg(_postgrest_t), '[]') AS body, ` +
    `nullif(current_setting('response.headers', true), '') AS response_headers, ` +
    `nullif(current_setting('response.status', true), '') AS response_status ` +
    `FROM ( SELECT * FROM pgrst_source ) _postgrest_t`
  );
}
