-- Ingestion SQL called by the fetch-trump-news function (service role only): an atomic cooldown claim and an upsert that keeps view_count and is_fake.

create schema if not exists private;
revoke all on schema private from public;

-- One row holding when the last feed round started.
create table if not exists private.ingest_runs (
  id boolean primary key default true,
  last_started_at timestamptz not null default '-infinity',
  constraint ingest_runs_single_row check (id)
);
insert into private.ingest_runs (id) values (true) on conflict (id) do nothing;
alter table private.ingest_runs enable row level security;
revoke all on table private.ingest_runs from public;

-- True for exactly one caller per cooldown window. Concurrent callers queue on the row lock and
-- re-check the condition against the committed value, so only the first one wins.
create or replace function public.claim_ingest_run(cooldown_seconds integer)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  with claimed as (
    update private.ingest_runs
       set last_started_at = clock_timestamp()
     where id
       and last_started_at <= clock_timestamp() - make_interval(secs => greatest(coalesce(cooldown_seconds, 0), 0))
    returning 1
  )
  select exists (select 1 from claimed);
$$;

-- Inserts new items and refreshes title, summary, source and image of known links. view_count,
-- is_fake and published_at are only ever set on insert. Rows are never deleted.
-- items: [{title, summary, source, link, image_url, published_at, view_count, is_fake}, ...]
create or replace function public.upsert_news(items jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  if items is null or jsonb_typeof(items) <> 'array' then
    raise exception 'upsert_news expects a JSON array' using errcode = '22023';
  end if;

  with incoming as (
    select distinct on (x.link)
           btrim(x.title) as title,
           coalesce(x.summary, '') as summary,
           coalesce(x.source, '') as source,
           x.link,
           case when x.image_url ~* '^https?://[^[:space:]/?#]+' then x.image_url end as image_url,
           coalesce(x.published_at, now()) as published_at,
           greatest(coalesce(x.view_count, 0), 0) as view_count,
           coalesce(x.is_fake, false) as is_fake
      from jsonb_to_recordset(items) as x(
             title text, summary text, source text, link text, image_url text,
             published_at timestamptz, view_count integer, is_fake boolean)
     where x.link ~* '^https?://[^[:space:]/?#]+'
       and length(btrim(coalesce(x.title, ''))) > 0
     order by x.link
  ),
  written as (
    insert into public.trump_news as t
           (title, summary, source, link, image_url, published_at, view_count, is_fake)
    select title, summary, source, link, image_url, published_at, view_count, is_fake
      from incoming
    on conflict (link) do update
       set title = excluded.title,
           summary = excluded.summary,
           source = excluded.source,
           image_url = coalesce(excluded.image_url, t.image_url),
           updated_at = now()
    returning (xmax = 0) as inserted
  )
  select jsonb_build_object(
           'inserted', count(*) filter (where inserted),
           'updated', count(*) filter (where not inserted))
    into result
    from written;

  return result;
end;
$$;

-- Supabase grants execute on new functions to everyone by default: only the service role may call these.
revoke all on function public.claim_ingest_run(integer) from public, anon, authenticated;
revoke all on function public.upsert_news(jsonb) from public, anon, authenticated;
grant execute on function public.claim_ingest_run(integer) to service_role;
grant execute on function public.upsert_news(jsonb) to service_role;
