// The GraphQL check: what the project's GraphQL endpoint (/graphql/v1) shows an anonymous visitor. The site uses no GraphQL and the migrations drop pg_graphql; a project that has it on again shows trump_news there, which the dashboard's Security Advisor warns about (lints 0026 and 0027).
import { newsConfig } from '../../../src/config/news.ts';
import { ok, GUIDE, warn, type Finding } from '../check.ts';
import { apiHeaders, errorText, jsonOf, type Http } from '../http.ts';

/** An introspection query: every type name of the schema. */
const INTROSPECTION = '{ __schema { types { name } } }';

const FIX_EXPOSED = `the site uses no GraphQL: supabase db push applies the migration that drops pg_graphql (or turn pg_graphql off under Database > Extensions)`;

/** pg_graphql names a table's types after it (trump_news, trump_newsConnection; TrumpNews… with inflection). */
function isTableType(name: string): boolean {
  const squash = (text: string) => text.replace(/_/g, '').toLowerCase();
  return squash(name).startsWith(squash(newsConfig.table));
}

export async function checkGraphql(http: Http, base: string, anonKey: string): Promise<Finding> {
  const outcome = await http.request(`${base}/graphql/v1`, {
    method: 'POST',
    headers: { ...apiHeaders(anonKey), 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: INTROSPECTION }),
  });
  if (!outcome.answered) {
    return warn(
      `could not ask /graphql/v1 what it shows visitors: ${outcome.error}`,
      'run npm run doctor again',
      GUIDE.backend,
    );
  }
  const { answer } = outcome;
  if (answer.status === 404)
    return ok('no GraphQL endpoint: nothing of the site in a GraphQL schema');
  const body = jsonOf(answer) as
    | { data?: { __schema?: { types?: { name?: unknown }[] } }; errors?: { message?: unknown }[] }
    | undefined;
  const types = body?.data?.__schema?.types;
  if (answer.status === 200 && Array.isArray(types)) {
    const names = types.map((type) => String(type.name));
    const exposed = names.filter(isTableType);
    if (exposed.length > 0) {
      return warn(
        `the GraphQL endpoint shows anonymous visitors ${newsConfig.table} (${exposed.slice(0, 4).join(', ')}${exposed.length > 4 ? ', …' : ''}): pg_graphql is on, and the Security Advisor warns about it`,
        FIX_EXPOSED,
        GUIDE.backend,
      );
    }
    return ok(`the GraphQL schema holds no ${newsConfig.table} (${names.length} types)`);
  }
  const said = body?.errors?.[0]?.message;
  if (answer.status === 200 && typeof said === 'string') {
    return ok(`GraphQL answers no schema: "${said}"`);
  }
  return warn(
    `could not read what /graphql/v1 shows visitors (HTTP ${answer.status}: ${errorText(answer)})`,
    'read the API logs in the dashboard',
    GUIDE.backend,
  );
}
