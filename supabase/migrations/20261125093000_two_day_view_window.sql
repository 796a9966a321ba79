-- The ranking window's default becomes 2 days: view_count is a story's views a day over the last 2 UTC days (today and yesterday), so the cards visitors open because they are shown first keep their place for at most 2 days instead of 7. Existing rows and views stay; only the figure is recomputed.
--
-- Why (scripts/bench/newsFreshness.ts, docs/backend.md "Views"): any ranking by real views feeds
-- itself, because the first cards collect views for being first. With visitors who open the first
-- six cards 30% of the time, the 7-day window kept them on top until they left the window: their
-- median age was 5.25 days at day 30 (target: 2). A story published before the window ranks by
-- date only, so the window bounds how old the first cards can get, whatever visitors do: with 2
-- days their median age is 1.59 days with position bias and 0.87 without. The figure stays a
-- true one (views a day, worded "N views a day over the last 2 days"), and the site's select is
-- unchanged. NEWS_VIEW_WINDOW_DAYS still sets another window; the functions always pass it, so
-- these SQL defaults serve calls made by hand.

-- As in 20261124000100_views_per_day_ranking.sql, with the default window 2 days.
create or replace function public.record_news_view(
  news_id bigint,
  visitor_key text,
  window_days integer default 2,
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
  v_window integer := greatest(coalesce(window_days, 2), 1);
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

-- As in 20261124000100_views_per_day_ranking.sql, with the default window 2 days.
create or replace function public.refresh_news_ranking(
  window_days integer default 2,
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
  v_window integer := greatest(coalesce(window_days, 2), 1);
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

-- `create or replace` keeps the grants; restated so this file alone says who may call what.
revoke all on function public.record_news_view(bigint, text, integer, timestamptz) from public, anon, authenticated;
revoke all on function public.refresh_news_ranking(integer, integer, timestamptz) from public, anon, authenticated;
grant execute on function public.record_news_view(bigint, text, integer, timestamptz) to service_role;
grant execute on function public.refresh_news_ranking(integer, integer, timestamptz) to service_role;

comment on column public.trump_news.view_count is 'Views a day over the ranking window (default 2 days: today and yesterday, UTC): the views counted by count-news-view in the window divided by the days the story was out in it (at least one), rounded; 0 for a story published before the window and for a new row. Recomputed by every ingestion round.';

-- The figures stored are views a day over 7 days: recompute them now over 2 days, so the first
-- cards are fresh from the upgrade on, not from the next round. Nothing is deleted and no view is
-- pruned here (the round prunes views older than the window, as before); a project with another
-- NEWS_VIEW_WINDOW_DAYS gets its own window back at the next round, within 30 minutes.
select private.recount_news_views(2, now());
