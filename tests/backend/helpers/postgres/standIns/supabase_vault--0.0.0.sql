-- Stand-in for Supabase Vault, for the tests' PostgreSQL server: vault.create_secret and the vault.decrypted_secrets view with Vault's names, the secrets kept in clear (nothing here is secret).

create table @extschema@.secrets (
  id uuid primary key default gen_random_uuid(),
  name text unique,
  description text not null default '',
  secret text not null,
  created_at timestamptz not null default now()
);

create view @extschema@.decrypted_secrets as
  select id, name, description, secret, secret as decrypted_secret, created_at
    from @extschema@.secrets;

create function @extschema@.create_secret(
  new_secret text,
  new_name text default null,
  new_description text default '',
  new_key_id uuid default null
)
returns uuid
language sql
volatile
set search_path = ''
as $$
  insert into vault.secrets (name, description, secret)
  values (new_name, new_description, new_secret)
  returning id;
$$;
