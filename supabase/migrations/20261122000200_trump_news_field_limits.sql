-- Length, blank-title and date-range limits on public.trump_news, matching what the ingestion validates, so no row the site cannot hold is ever stored.

-- The limits (the function checks the same ones before it writes, see docs/backend.md):
--   title      1..300 characters, not only whitespace (tabs and newlines included)
--   summary    at most 600 characters
--   source     at most 120 characters
--   link       at most 2048 characters as stored (percent-encoded)
--   image_url  at most 2048 characters
--   published_at from 1990-01-01 to before 2100-01-01 UTC (the function also refuses
--                dates more than a day ahead of the fetch; a constraint cannot use now()).
-- Added NOT VALID, then validated where existing rows allow it: new and updated rows are always
-- checked; a project holding older rows outside a limit keeps them and is told so by a notice.

alter table public.trump_news
  drop constraint if exists trump_news_title_has_text,
  drop constraint if exists trump_news_title_length,
  drop constraint if exists trump_news_summary_length,
  drop constraint if exists trump_news_source_length,
  drop constraint if exists trump_news_link_length,
  drop constraint if exists trump_news_image_url_length,
  drop constraint if exists trump_news_published_at_range;

alter table public.trump_news
  add constraint trump_news_title_has_text check (title ~ '[^[:space:]]') not valid,
  add constraint trump_news_title_length check (char_length(title) <= 300) not valid,
  add constraint trump_news_summary_length check (char_length(summary) <= 600) not valid,
  add constraint trump_news_source_length check (char_length(source) <= 120) not valid,
  add constraint trump_news_link_length check (char_length(link) <= 2048) not valid,
  add constraint trump_news_image_url_length
    check (image_url is null or char_length(image_url) <= 2048) not valid,
  add constraint trump_news_published_at_range
    check (published_at >= timestamptz '1990-01-01 00:00:00+00'
       and published_at < timestamptz '2100-01-01 00:00:00+00') not valid;

do $$
declare
  name text;
begin
  foreach name in array array[
    'trump_news_title_has_text', 'trump_news_title_length', 'trump_news_summary_length',
    'trump_news_source_length', 'trump_news_link_length', 'trump_news_image_url_length',
    'trump_news_published_at_range']
  loop
    begin
      execute format('alter table public.trump_news validate constraint %I', name);
    exception when check_violation then
      raise notice 'trump_news: existing rows break %; it applies to new and updated rows only', name;
    end;
  end loop;
end;
$$;
