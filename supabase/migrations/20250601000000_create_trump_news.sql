-- The news table the site reads: public.trump_news, readable by anonymous visitors only, written only by the ingestion functions.

create table if not exists public.trump_news (
  id bigint generated always as identity primary key,
  title text not null,
  summary text not null default '',
  source text not null default '',
  link text not null,
  image_url text,
  published_at timestamptz not null default now(),
  view_count integer not null default 0,
  is_fake boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint trump_news_title_not_blank check (length(btrim(title)) > 0),
  constraint trump_news_link_unique unique (link),
  constraint trump_news_link_http check (link ~* '^https?://[^[:space:]/?#]+'),
  constraint trump_news_image_url_http check (image_url is null or image_url ~* '^https?://[^[:space:]/?#]+'),
  constraint trump_news_view_count_non_negative check (view_count >= 0)
);

comment on table public.trump_news is 'News items about the figure, shown on the site; filled by the fetch-trump-news function.';
comment on column public.trump_news.view_count is 'Set once on insert from a hash of the link (100..9999); never reset by ingestion.';
comment on column public.trump_news.is_fake is 'Set once on insert by the satire rule (source or wording); never reset by ingestion.';

-- Serves: select * from trump_news order by view_count desc, published_at desc limit 1000.
create index if not exists trump_news_view_count_published_at_idx
  on public.trump_news (view_count desc, published_at desc);

alter table public.trump_news enable row level security;

-- Older Supabase projects granted everything on new tables to the API roles: take it all back,
-- then give the visitors read access only.
revoke all on table public.trump_news from public, anon, authenticated;
revoke all on sequence public.trump_news_id_seq from public, anon, authenticated;
grant select on table public.trump_news to anon, authenticated;

drop policy if exists "trump_news is readable by everyone" on public.trump_news;
create policy "trump_news is readable by everyone"
  on public.trump_news
  for select
  to anon, authenticated
  using (true);
