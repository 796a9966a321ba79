-- Article pages read once: private.article_pages records every attempt to read a story's page for its picture and summary (success or not), claim_article_pages hands a round the links never tried, and upsert_news keeps a stored summary when the feed's is empty, so what a page gave is not wiped by the next round.

create schema if not exists private;
revoke all on schema private from public;

-- One row per link whose article page a round has tried to read (or is reading).
create table if not exists private.article_pages (
  link text primary key,
  attempted_at timestamptz not null default now()
);
create index if not exists article_pages_attempted_at_idx on private.article_pages (attempted_at);

alter table private.article_pages enable row level security;
revoke all on table private.article_pages from public;
do $revoke$
begin
  -- The API roles get nothing on this table (Supabase has them; a bare Postgres may not).
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on table private.article_pages from anon, authenticated, service_role;
  end if;
end
$revoke$;

-- Records an attempt for each of `links` (in the order given, at most max_pages) that was never
-- tried and whose story is not already stored with a picture and a summary; answers the links
-- recorded by this call, the only ones the caller may read. Two concurrent callers never get the
-- same link (the primary key decides). Attempts older than a day whose story is no longer stored
-- (deleted by the retention upkeep, or refused) are forgotten, so the table stays bounded.
create or replace function public.claim_article_pages(links text[], max_pages integer)
returns text[]
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  claimed text[];
begin
  delete from private.article_pages a
   where a.attempted_at < now() - interval '1 day'
     and not exists (select 1 from public.trump_news t where t.link = a.link);

  with wanted as (
    select l.link, min(l.n) as n
      from unnest(coalesce(links, '{}'::text[])) with ordinality as l(link, n)
     where l.link ~* '^https?://[^[:space:]/?#]+'
       and not exists (select 1 from private.article_pages a where a.link = l.link)
       and not exists (
             select 1 from public.trump_news t
              where t.link = l.link and t.image_url is not null and t.summary <> '')
     group by l.link
     order by min(l.n)
     limit greatest(coalesce(max_pages, 0), 0)
  ),
  recorded as (
    insert into private.article_pages (link)
    select link from wanted order by n
    on conflict (link) do nothing
    returning link
  )
  select coalesce(array_agg(link), '{}'::text[]) into claimed from recorded;
  return claimed;
end;
$$;

-- As in 20261122000100_real_view_counts.sql, except that a known link keeps its stored summary
-- when the incoming one is empty (a Google News item never has one; its page may have given one).
-- The image was already kept the same way.
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
           coalesce(x.is_fake, false) as is_fake
      from jsonb_to_recordset(items) as x(
             title text, summary text, source text, link text, image_url text,
             published_at timestamptz, is_fake boolean)
     where x.link ~* '^https?://[^[:space:]/?#]+'
       and length(btrim(coalesce(x.title, ''))) > 0
     order by x.link
  ),
  written as (
    insert into public.trump_news as t
           (title, summary, source, link, image_url, published_at, view_count, is_fake)
    select title, summary, source, link, image_url, published_at, 0, is_fake
      from incoming
    on conflict (link) do update
       set title = excluded.title,
           summary = case when excluded.summary = '' then t.summary else excluded.summary end,
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
revoke all on function public.claim_article_pages(text[], integer) from public, anon, authenticated;
revoke all on function public.upsert_news(jsonb) from public, anon, authenticated;
grant execute on function public.claim_article_pages(text[], integer) to service_role;
grant execute on function public.upsert_news(jsonb) to service_role;
