-- Stand-in for Supabase's pg_graphql, for the tests' PostgreSQL server: graphql.resolve answers any query with what pg_graphql's introspection reflects, in its shape ({"data": {"__schema": {"types": [{"name": ...}]}}}), reduced to one type per table of the public schema that the calling role may select (pg_graphql reflects exactly those, whatever row level security lets through).

create function @extschema@.resolve(
  query text default null,
  variables jsonb default '{}'::jsonb,
  "operationName" text default null,
  extensions jsonb default null
)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object('data', jsonb_build_object('__schema', jsonb_build_object('types',
           coalesce(jsonb_agg(jsonb_build_object('name', c.relname) order by c.relname), '[]'::jsonb))))
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public'
     and c.relkind in ('r', 'p', 'v', 'm', 'f')
     and pg_catalog.has_table_privilege(c.oid, 'SELECT');
$$;

grant usage on schema @extschema@ to public;
grant execute on function @extschema@.resolve(text, jsonb, text, jsonb) to public;
