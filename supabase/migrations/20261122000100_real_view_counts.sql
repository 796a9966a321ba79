-- Real view counts and a fresh feed: private per-day view records (salted hashes, no address), record_news_view and refresh_news_ranking for the service role, invented counts reset to 0, upsert_news inserts 0.

create schema if not exists private;
revoke all on schema private from public;

-- One random salt per UTC day. A salt is deleted once its day is over, so the visitor hashes of
-- past days can no longer be linked to an address, not even by whoever holds the database.
create table if not exists private.news_view_salts (
  day date primary key,
  salt text not null
);

-- At most one row per visitor per story per UTC day. `visitor` is
-- sha256(salt of the day || visitor key || story id), where the visitor key is the function's
-- sha256 of address and user agent: no address, user agent or cookie is ever stored.
-- No foreign key (so trump_news can still be truncated): refresh_news_ranking drops the views of
-- stories that are gone.
create table if not exists private.news_views (
  news_id bigint not null,
  day date not null,
  visitor bytea not null,
  constraint news_views_one_per_visitor_per_day primary key (news_id, day, visitor)
);
create index if not exists news_views_day_idx on private.news_views (day);

alter table private.news_view_salts enable row level security;
alter table private.news_views enable row level security;
revoke all on table private.news_view_salts from public;
revoke all on table private.news_views from public;
do $revoke$
begin
  -- The API roles get nothing on these tables (Supabase has them; a bare Postgres may not).
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on table private.news_view_salts, private.news_views from anon, authenticated, service_role;
  end if;
end
$revoke$;

-- Serves the round's retention delete (published_at older than the retention period).
create index if not exists trump_news_published_at_idx on public.trump_news (published_at);

comment on table private.news_views is 'One row per visitor, story and UTC day (salted hash only); pruned past the ranking window.';
comment on column public.trump_news.view_count is 'Views counted by count-news-view in the ranking window (default 7 days) of a story published within it (else 0), recomputed by every ingestion round; 0 for a new row.';

-- The invented counts of existing rows (100..9999 from a hash of the link) are not views.
update public.trump_news set view_count = 0 where view_count <> 0;

-- Records one view of story `news_id` by the visitor whose key (a hex digest computed by the
-- function) is `visitor_key`, on the UTC day of `as_of`. Answers 'counted' for the visitor's first
-- view of that story that day, 'repeat' for any later one, 'unknown' when there is no such story;
-- nothing at all is written for an unknown story. A counted view shows at once (view_count + 1)
-- when the story was published within the window: older stories rank by date only.
create or replace function public.record_news_view(
  news_id bigint,
  visitor_key text,
  window_days integer default 7,
  as_of timestamptz default now()
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_now timestamptz := coalesce(as_of, now());
  v_day date := (v_now at time zone 'utc')::date;
  v_window integer := greatest(coalesce(window_days, 7), 1);
  v_salt text;
  v_inserted integer;
begin
  if visitor_key is null or visitor_key !~ '^[0-9a-f]{64}$' then
    raise exception 'record_news_view expects a 64-digit hex visitor key' using errcode = '22023';
  end if;
  if news_id is null or not exists (select 1 from public.trump_news t where t.id = news_id) then
    return 'unknown';
  end if;

  insert into private.news_view_salts (day, salt)
  values (
    v_day,
    encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex')
  )
  on conflict (day) do nothing;
  select s.salt into v_salt from private.news_view_salts s where s.day = v_day;

  insert into private.news_views (news_id, day, visitor)
  values (
    news_id,
    v_day,
    sha256(convert_to(v_salt || ':' || visitor_key || ':' || news_id::text, 'UTF8'))
  )
  on conflict do nothing;
  get diagnostics v_inserted = row_count;
  if v_inserted = 0 then
    return 'repeat';
  end if;

  update public.trump_news t
     set view_count = t.view_count + 1
   where t.id = news_id
     and t.published_at >= v_now - make_interval(days => v_window);
  return 'counted';
end;
$$;

-- The scheduled round's upkeep: deletes stories published more than `retention_days` before
-- `as_of` with their views, prunes view records older than the window and salts of past
-- days, and sets the view_count of each story published within the last `window_days` days to
-- its views of the last `window_days` UTC days (today included), and of every older story to 0,
-- so that last month's hit, opened again this week, does not sit above today's news.
-- Answers {"deleted", "pruned", "recounted"}.
create or replace function public.refresh_news_ranking(
  window_days integer default 7,
  retention_days integer default 180,
  as_of timestamptz default now()
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_now timestamptz := coalesce(as_of, now());
  v_today date := (v_now at time zone 'utc')::date;
  v_window integer := greatest(coalesce(window_days, 7), 1);
  v_retention integer := greatest(coalesce(retention_days, 180), 1);
  v_deleted integer;
  v_pruned integer;
  v_recounted integer;
begin
  -- Views recorded while the counts are rebuilt would be lost: hold them back for these few ms.
  lock table private.news_views in exclusive mode;

  with gone as (
    delete from public.trump_news t
     where t.published_at < v_now - make_interval(days => v_retention)
    returning t.id
  ),
  forgotten as (
    delete from private.news_views v using gone where v.news_id = gone.id
  )
  select count(*) into v_deleted from gone;

  -- Views of stories removed by hand go too, at the latest when they leave the window.
  delete from private.news_views v where v.day <= v_today - v_window;
  get diagnostics v_pruned = row_count;

  delete from private.news_view_salts s where s.day < v_today;

  with counts as (
    select v.news_id, count(*)::integer as n
      from private.news_views v
      join public.trump_news t on t.id = v.news_id
     where v.day > v_today - v_window
       and t.published_at >= v_now - make_interval(days => v_window)
     group by v.news_id
  ),
  -- Only rows with views in the window, or a count to take back to 0, can change.
  wanted as (
    select c.news_id as id, c.n from counts c
    union all
    select t.id, 0
      from public.trump_news t
     where t.view_count > 0
       and not exists (select 1 from counts c where c.news_id = t.id)
  )
  update public.trump_news t
     set view_count = w.n
    from wanted w
   where t.id = w.id
     and t.view_count <> w.n;
  get diagnostics v_recounted = row_count;

  return jsonb_build_object('deleted', v_deleted, 'pruned', v_pruned, 'recounted', v_recounted);
end;
$$;

-- Same as before, except that a new row always starts at view_count 0, whatever the item says:
-- only count-news-view adds views. Known links still refresh title, summary, source and image.
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
revoke all on function public.record_news_view(bigint, text, integer, timestamptz) from public, anon, authenticated;
revoke all on function public.refresh_news_ranking(integer, integer, timestamptz) from public, anon, authenticated;
revoke all on function public.upsert_news(jsonb) from public, anon, authenticated;
grant execute on function public.record_news_view(bigint, text, integer, timestamptz) to service_role;
grant execute on function public.refresh_news_ranking(integer, integer, timestamptz) to service_role;
grant execute on function public.upsert_news(jsonb) to service_role;
