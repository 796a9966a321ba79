// The only module that talks to the backend (spec section 7): selects trump_news (the columns a
// card reads) through supabase-js and, when 10 or fewer rows come back, calls the seeding function
// and re-selects; and tells count-news-view about each card a visitor opens (fire and forget,
// keepalive).
// Loaded in its own chunk (with supabase-js) by startNewsFeed, off the first paint's path.
import { createClient } from '@supabase/supabase-js';
import { newsConfig } from '../config/news.ts';
import type { NewsConfig } from '../config/news.schema.ts';
import { NEWS_ROW_COLUMNS, parseNewsRows, type NewsItem } from './newsItem.ts';
import type { ReportView } from './newsViews.ts';

export interface NewsBackend {
  /** The backend origin (VITE_SUPABASE_URL). */
  url: string;
  /** The public anonymous key (VITE_SUPABASE_ANON_KEY). */
  anonKey: string;
  /** The fetch to send with (the doctor's: its timeouts, and a record of the site's calls); the global one by default. */
  fetch?: typeof fetch;
}

export type LoadNews = () => Promise<NewsItem[]>;

/**
 * A loader for the feed. Each call selects the rows; if the backend returned
 * `seedThresholdRows` or fewer, it POSTs the seeding function (no body) and re-selects, using the
 * re-select when it has any usable row. Rejects when the first select fails or is malformed.
 */
export function createNewsLoader(
  backend: NewsBackend,
  config: Pick<
    NewsConfig,
    'table' | 'seedFunction' | 'queryLimit' | 'seedThresholdRows' | 'requestTimeoutMs'
  > = newsConfig,
): LoadNews {
  // No one signs in: every request carries the anon key, given as the access token, so
  // supabase-js builds no auth client (the visitors' build leaves auth-js, realtime-js and
  // storage-js out: buildtime/visitorAliases.ts).
  const client = createClient(backend.url, backend.anonKey, {
    accessToken: () => Promise.resolve(backend.anonKey),
    ...(backend.fetch ? { global: { fetch: backend.fetch } } : {}),
  });

  async function selectRows(): Promise<unknown[]> {
    // The time limit runs on setTimeout, as the seeding call's does, so a page clock moves it.
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), config.requestTimeoutMs);
    try {
      const { data, error } = await client
        .from(config.table)
        .select(NEWS_ROW_COLUMNS.join(','))
        .order('view_count', { ascending: false })
        .order('published_at', { ascending: false })
        .limit(config.queryLimit)
        .abortSignal(timeout.signal)
        .retry(false);
      if (error) throw new Error(`news: select from ${config.table} failed: ${error.message}`);
      if (!Array.isArray(data))
        throw new TypeError(`news: select from ${config.table} gave no list`);
      return data as unknown[];
    } finally {
      clearTimeout(timer);
    }
  }

  async function seed(): Promise<void> {
    const { error } = await client.functions.invoke(config.seedFunction, {
      method: 'POST',
      timeout: config.requestTimeoutMs,
    });
    if (error) console.error(`news: seeding function ${config.seedFunction} failed`, error);
  }

  return async function loadNews(): Promise<NewsItem[]> {
    const rows = await selectRows();
    const items = parseNewsRows(rows);
    if (rows.length > config.seedThresholdRows) return items;
    await seed();
    try {
      const reselected = parseNewsRows(await selectRows());
      return reselected.length > 0 ? reselected : items;
    } catch (error) {
      console.error('news: re-select after seeding failed', error);
      return items;
    }
  };
}

/**
 * A view reporter: POSTs `{"id": "<row id>"}` to the view function with the anon key, keepalive
 * so it survives the tab switching away, and returns at once. Failures are only logged.
 */
export function createViewReporter(
  backend: NewsBackend,
  config: Pick<NewsConfig, 'viewFunction'> = newsConfig,
): ReportView {
  const url = `${backend.url.replace(/\/+$/, '')}/functions/v1/${config.viewFunction}`;
  const headers = {
    apikey: backend.anonKey,
    Authorization: `Bearer ${backend.anonKey}`,
    'Content-Type': 'application/json',
  };
  const send = backend.fetch ?? fetch;
  return (id) => {
    send(url, { method: 'POST', keepalive: true, headers, body: JSON.stringify({ id }) }).then(
      (response) => {
        if (!response.ok) console.warn(`news: counting a view got HTTP ${response.status}`);
      },
      (error: unknown) => console.warn('news: counting a view failed', error),
    );
  };
}
