-- Clean in Supabase's database linter (the dashboard's Security Advisor): nothing of the site in the GraphQL schema, since the site uses no GraphQL (pg_graphql is dropped), and no grant the site does not use, since it has no sign-in (authenticated, the signed-in users' role, gets nothing; anon keeps its read).
--
-- Why drop pg_graphql (lints 0026 pg_graphql_anon_table_exposed and 0027
-- pg_graphql_authenticated_table_exposed): pg_graphql reflects every table a role may SELECT into
-- the GraphQL schema that /graphql/v1 serves, whatever row level security lets through, and the
-- site's visitors must SELECT trump_news as anon through the data API. Supabase's documentation of
-- lint 0026 gives three ways out: revoke SELECT from anon (the site would break), cut anon off the
-- endpoint by revoking execute on graphql.resolve (or usage on the graphql schema: the lint still
-- fires, since it reads only the table's grant and whether pg_graphql is installed), or, "the right
-- one if your app does not use the GraphQL endpoint", drop the extension. pg_graphql has no comment
-- directive that hides a table (its @graphql directives rename, inflect and paginate; visibility
-- is the grants'), and moving the table out of the API's schema would take it from the data API
-- too. The spec's only calls are the data API's select and the two functions, so the extension
-- goes. A team that wants GraphQL back enables it in the dashboard (Database > Extensions) and
-- accepts the lint for trump_news; `npm run doctor` reports the table in the GraphQL schema.
drop extension if exists pg_graphql;

-- authenticated (lint 0027, and the spec's single anonymous role): the first migration granted it
-- the same read as anon; it now holds nothing on the table or its sequence (the functions and the
-- private schema were never its), and the read policy names anon alone.
revoke all on table public.trump_news from authenticated;
revoke all on sequence public.trump_news_id_seq from authenticated;
alter policy "trump_news is readable by everyone" on public.trump_news to anon;
