// One ingestion round: claim the cooldown, fetch every feed in parallel, parse, normalise, dedupe by link, upsert, then the ranking upkeep (window counts, retention).
import type { IngestConfig } from './config.ts';
import { fetchFeedText } from './fetchFeed.ts';
import { normaliseItem } from './normalise.ts';
import { parseFeed } from './parseFeed.ts';
import type { FeedReport, FetchLike, IngestReport, NewsRow, NewsStore } from './types.ts';
import { DEFAULT_RETENTION_DAYS, DEFAULT_VIEW_WINDOW_DAYS, type ViewConfig } from './viewConfig.ts';

export interface IngestDeps {
  store: NewsStore;
  fetch: FetchLike;
  config: IngestConfig;
  /** The ranking window and retention; defaults 7 and 180 days. */
  ranking?: Pick<ViewConfig, 'windowDays' | 'retentionDays'>;
  now?: () => Date;
}

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** Rows the round would delete again at once (published before the retention period) are not written. */
export function withinRetention(
  rows: readonly NewsRow[],
  retentionDays: number,
  now: Date,
): NewsRow[] {
  const oldest = now.getTime() - retentionDays * MS_PER_DAY;
  return rows.filter((row) => Date.parse(row.published_at) >= oldest);
}

interface FeedResult {
  report: FeedReport;
  rows: NewsRow[];
}

async function readFeed(url: string, deps: IngestDeps, now: Date): Promise<FeedResult> {
  const started = Date.now();
  try {
    const xml = await fetchFeedText(url, {
      fetch: deps.fetch,
      timeoutMs: deps.config.timeoutMs,
      maxBytes: deps.config.maxBytes,
    });
    const feed = parseFeed(xml);
    const items = feed.items.slice(0, deps.config.maxItemsPerFeed);
    const rows = items
      .map((item) => normaliseItem(item, url, feed.title, now))
      .filter((row): row is NewsRow => row !== null);
    return {
      report: {
        url,
        ok: true,
        found: feed.items.length,
        kept: rows.length,
        ms: Date.now() - started,
      },
      rows,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      report: { url, ok: false, found: 0, kept: 0, error: message, ms: Date.now() - started },
      rows: [],
    };
  }
}

async function readFeeds(
  urls: readonly string[],
  deps: IngestDeps,
  now: Date,
): Promise<FeedResult[]> {
  return Promise.all(urls.map((url) => readFeed(url, deps, now)));
}

/** Keeps the first row seen for each link (feeds in configured order). */
export function dedupeByLink(rows: readonly NewsRow[]): NewsRow[] {
  const seen = new Map<string, NewsRow>();
  for (const row of rows) if (!seen.has(row.link)) seen.set(row.link, row);
  return [...seen.values()];
}

/** Runs one round unless another ran within the cooldown; answers what happened per feed. */
export async function runIngestion(deps: IngestDeps): Promise<IngestReport> {
  const { config, store } = deps;
  if (!(await store.claimIngestRun(config.cooldownSeconds))) {
    return { ok: true, skipped: true, reason: 'cooldown', cooldownSeconds: config.cooldownSeconds };
  }
  const now = (deps.now ?? (() => new Date()))();
  let results = await readFeeds(config.feeds, deps, now);
  if (results.every((r) => r.rows.length === 0) && config.fallbackFeeds.length > 0) {
    results = [...results, ...(await readFeeds(config.fallbackFeeds, deps, now))];
  }
  const windowDays = deps.ranking?.windowDays ?? DEFAULT_VIEW_WINDOW_DAYS;
  const retentionDays = deps.ranking?.retentionDays ?? DEFAULT_RETENTION_DAYS;
  const rows = withinRetention(dedupeByLink(results.flatMap((r) => r.rows)), retentionDays, now);
  const written = rows.length > 0 ? await store.upsertNews(rows) : { inserted: 0, updated: 0 };
  const ranking = await store.refreshRanking(windowDays, retentionDays);
  return {
    ok: true,
    skipped: false,
    feeds: results.map((r) => r.report),
    unique: rows.length,
    inserted: written.inserted,
    updated: written.updated,
    ranking,
  };
}
