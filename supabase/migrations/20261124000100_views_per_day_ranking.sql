-- view_count becomes the story's views a day over the ranking window: the window's views divided by the days the story was out during the window (at least one), so a story out for one day is not outranked by a week-old one merely for having had seven days to collect views.
--
-- Why: a plain count of the window's views favours stories a few days old (they have had more
-- time to collect views), so with the default 7-day window the first cards were the week's most
-- opened stories, typically 4 to 5 days old (scripts/bench/newsFreshness.ts). Views a day compare
-- every story over the same unit of time and keep the 7-day window meaningful: the window's views,
-- averaged over the days the story was out in it. Still a true figure: the site words it
-- "N views a day this week". Stories published before the window stay at 0 (date order only).

-- The window's views of a story as views a day, rounded to the nearest whole view:
-- `views` ÷ the days from the later of its publication and the window's first UTC midnight to
-- `as_of`, at least one day (a story out for two hours with 5 views has 5 views a day, not 60).
-- The window's days are today (UTC) and the `window_days - 1` days before it, as everywhere here.
create or replace function private.views_per_day(
  views integer,
  published_at timestamptz,
  window_days integer,
  as_of timestamptz
)
returns integer
language sql
immutable
set search_path = ''
as $$
  select round(
           views::numeric
           / greatest(
               1::numeric,
               extract(epoch from (
                 as_of - greatest(
                   published_at,
                   (((as_of at time zone 'utc')::date - (window_days - 1))::timestamp
                     at time zone 'utc')
                 )
               )) / 86400
             )
         )::integer
$$;

revoke all on function private.views_per_day(integer, timestamptz, integer, timestamptz) from public;

-- Sets each story published within the window to its views a day over the window, and every
-- other story with a count back to 0; writes only rows whose figure changes and answers how many.
create or replace function private.recount_news_views(window_days integer, as_of timestamptz)
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_today date := (as_of at time zone 'utc')::date;
  v_recounted integer;
begin
  with counts as (
    select t.id as news_id,
           private.views_per_day(count(*)::integer, t.published_at, window_days, as_of) as n
      from private.news_views v
      join public.trump_news t on t.id = v.news_id
     where v.day > v_today - window_days
       and t.published_at >= as_of - make_interval(days => window_days)
     group by t.id, t.published_at
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
  return v_recounted;
end;
$$;

revoke all on function private.recount_news_views(integer, timestamptz) from public;

comment on column public.trump_news.view_count is 'Views a day over the ranking window (default 7 days): the views counted by count-news-view in the window divided by the days the story was out in it (at least one), rounded; 0 for a story published before the window and for a new row. Recomputed by every ingestion round.';

-- As before (one view per visitor per story per UTC day, 'counted' / 'repeat' / 'unknown', nothing
-- written for an unknown story), except that a counted view refreshes the story's views a day
-- at once, when it was published within the window.
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
     set view_count = private.views_per_day(
           (select count(*)::integer
              from private.news_views v
             where v.news_id = t.id
               and v.day > v_day - v_window),
           t.published_at, v_window, v_now)
   where t.id = news_id
     and t.published_at >= v_now - make_interval(days => v_window);
  return 'counted';
end;
$$;

-- The scheduled round's upkeep, as before (retention delete with the stories' views, view records
-- pruned past the window, past days' salts dropped), except that each story published within the
-- window gets its views a day over the window, and every other story 0.
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

  v_recounted := private.recount_news_views(v_window, v_now);

  return jsonb_build_object('deleted', v_deleted, 'pruned', v_pruned, 'recounted', v_recounted);
end;
$$;

-- `create or replace` keeps the grants of 20261122000100_real_view_counts.sql; restated so this
-- file alone says who may call what.
revoke all on function public.record_news_view(bigint, text, integer, timestamptz) from public, anon, authenticated;
revoke all on function public.refresh_news_ranking(integer, integer, timestamptz) from public, anon, authenticated;
grant execute on function public.record_news_view(bigint, text, integer, timestamptz) to service_role;
grant execute on function public.refresh_news_ranking(integer, integer, timestamptz) to service_role;

-- Counts already stored are views, not views a day: recompute them now with the default window
-- (a project with another NEWS_VIEW_WINDOW_DAYS gets its own at the next round, within 30
-- minutes). Nothing is deleted or pruned here: retention and pruning stay with the round.
select private.recount_news_views(7, now());
