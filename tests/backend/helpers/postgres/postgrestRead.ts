// The site's select as PostgREST (v12, as Supabase runs it) sends it to the database: the one
// statement for the site's request (its columns, order and limit read from its path).
// For the backend test (tests/backend/supabaseProject.test.ts), which checks what it answers;
// the capacity study that timed it is recorded in docs/backend.md.

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The statement PostgREST sends for a GET of `table` with the select, order and limit of `path`
 * (the site's request, src/news/newsSource.ts): the rows in a CTE, then one row with the count
 * and the body built by json_agg.
 */
export function postgrestRead(table: string, path: string): string {
  const query = new URL(path, 'http://x').searchParams;
  const qualified = `"public".${ident(table)}`;
  const columns = (query.get('select') ?? '').split(',').map((c) => `${qualified}.${ident(c)}`);
  const order = (query.get('order') ?? '').split(',').map((term) => {
    const [column = '', direction] = term.split('.');
    return `${ident(table)}.${ident(column)} ${direction === 'desc' ? 'DESC' : 'ASC'}`;
  });
  return (
    `WITH pgrst_source AS ( SELECT ${columns.join(', ')} FROM ${qualified} ORDER BY ${order.join(', ')} LIMIT ${Number(query.get('limit'))} OFFSET 0 ) ` +
    `SELECT null::bigint AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total, ` +
    `coalesce(json_agg(_postgrest_t), '[]') AS body, ` +
    `nullif(current_setting('response.headers', true), '') AS response_headers, ` +
    `nullif(current_setting('response.status', true), '') AS response_status ` +
    `FROM ( SELECT * FROM pgrst_source ) _postgrest_t`
  );
}
