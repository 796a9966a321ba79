// The Supabase API roles (anon, authenticated, service_role) recreated in a bare Postgres such as PGlite, with Supabase's default grants.

/** SQL creating the roles if missing; safe to run on every start. */
export const SUPABASE_ROLES_SQL = `
do $roles$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$roles$;
grant usage on schema public to anon, authenticated, service_role;
-- What a Supabase project grants by default on new objects in public; the migrations must
-- take back what the visitors should not have.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
`;
