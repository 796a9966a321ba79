// One ingestion round: claim the cooldown, fetch every feed in parallel, parse, validate, dedupe by link, read the article pages of stories without a picture or summary (enrichPages.ts), upsert (item by item around a row the database refuses), then the ranking upkeep (window counts, retention).
import type { IngestConfig } from './config.ts';
import { enrichRows } from './enrichPages.ts';
import { fetchFeedText } from './fetchFeed.ts';
import { checkItem } from './normalise.ts';
import { parseFeed } from './parseFeed.ts';
import type {
  FeedReport,
  RankingReport,
  FetchLike,
  IngestReport,
  NewsRow,
  NewsStore,
  SkipCounts,
  SkipReason,
} from './types.ts';
import type { ResolveHost } from './resolveHost.ts';
import type { AddressPolicy } from './safeFetch.ts';
import { DEFAULT_RETENTION_DAYS, DEFAULT_VIEW_WINDOW_DAYS, type ViewConfig } from './viewConfig.ts';

export interface IngestDeps {
  store: NewsStore;
  fetch: FetchLike;
  config: IngestConfig;
  /** The ranking window and retention; defaults 2 and 180 days. */
  ranking?: Pick<ViewConfig, 'windowDays' | 'retentionDays'>;
  now?: () => Date;
  /** Where refused rows are reported; default: not reported. */
  log?: (message: string) => void;
  /** Name resolution for the public-address rule; default: the runtime's. */
  resolveHost?: ResolveHost;
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

function count(counts: SkipCounts, reason: SkipReason, n = 1): void {
  if (n > 0) counts[reason] = (counts[reason] ?? 0) + n;
}

/** The public-address rule as the round's settings give it, for feeds and article pages alike. */
function addressPolicy(deps: IngestDeps): AddressPolicy {
  return {
    allowPrivateAddresses: deps.config.allowPrivateAddresses,
    trustedOrigins: deps.config.trustedOrigins,
    ...(deps.resolveHost ? { resolveHost: deps.resolveHost } : {}),
  };
}

async function readFeed(url: string, deps: IngestDeps, now: Date): Promise<FeedResult> {
  const started = Date.now();
  try {
    const xml = await fetchFeedText(url, {
      fetch: deps.fetch,
      timeoutMs: deps.config.timeoutMs,
      maxBytes: deps.config.maxBytes,
      policy: addressPolicy(deps),
    });
    const feed = parseFeed(xml, url);
    const items = feed.items.slice(0, deps.config.maxItemsPerFeed);
    const skipped: SkipCounts = {};
    count(skipped, 'over the per-feed item limit', feed.items.length - items.length);
    const rows: NewsRow[] = [];
    for (const item of items) {
      const result = checkItem(item, url, feed.title, now);
      if ('row' in result) rows.push(result.row);
      else count(skipped, result.reason);
    }
    return {
      report: {
        url,
        ok: true,
        found: feed.items.length,
        kept: rows.length,
        skipped,
        ms: Date.now() - started,
      },
      rows,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      report: {
        url,
        ok: false,
        found: 0,
        kept: 0,
        skipped: {},
        error: message,
        ms: Date.now() - started,
      },
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

interface Written {
  inserted: number;
  updated: number;
  refused: number;
}

/**
 * Upserts the rows in one call; if the database refuses the batch, splits it in halves until the
 * rows it refuses are alone, so one bad row costs only itself. Gives up (throws the first error)
 * when nothing at all goes through, which is a database that is down rather than bad rows.
 */
async function upsertAll(
  store: NewsStore,
  rows: NewsRow[],
  log: (message: string) => void,
): Promise<Written> {
  const total: Written = { inserted: 0, updated: 0, refused: 0 };
  if (rows.length === 0) return total;
  let firstError: unknown;
  let failures = 0;
  let successes = 0;
  // A batch with one bad row fails once per level on the way down to it, plus a sibling or two.
  const patience = Math.ceil(Math.log2(rows.length)) + 4;
  const attempt = async (batch: NewsRow[]): Promise<void> => {
    try {
      const written = await store.upsertNews(batch);
      total.inserted += written.inserted;
      total.updated += written.updated;
      successes += 1;
    } catch (error) {
      firstError ??= error;
      failures += 1;
      if (successes === 0 && failures > patience) throw firstError;
      if (batch.length === 1) {
        total.refused += 1;
        const message = error instanceof Error ? error.message : String(error);
        log(`refused ${batch[0]?.link.slice(0, 200)}: ${message.slice(0, 300)}`);
        return;
      }
      const half = Math.ceil(batch.length / 2);
      await attempt(batch.slice(0, half));
      await attempt(batch.slice(half));
    }
  };
  await attempt(rows);
  if (successes === 0 && rows.length > 1) throw firstError;
  return total;
}

/** Runs one round unless another ran within the cooldown; answers what happened per feed and in all. */
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
  const kept = results.flatMap((r) => r.rows);
  const unique = dedupeByLink(kept);
  const rows = withinRetention(unique, retentionDays, now);
  const log = deps.log ?? (() => undefined);
  // The article pages are read while the feeds' rows are written and ranked; what they add is
  // written after, so the pages cost the round only what outlasts the database work.
  const reading = enrichRows(rows, {
    store,
    fetch: deps.fetch,
    config: config.pages,
    policy: addressPolicy(deps),
    log,
  });
  let written: Written;
  let ranking: RankingReport;
  try {
    written = await upsertAll(store, rows, log);
    ranking = await store.refreshRanking(windowDays, retentionDays);
  } finally {
    // Never leave the reads running past a failed round.
    await reading.catch(() => undefined);
  }
  const { rows: enriched, report: pages } = await reading;
  const gained = enriched.filter((row, i) => row !== rows[i]);
  if (gained.length > 0) {
    try {
      await upsertAll(store, gained, log);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log(
        `article pages: could not store what ${gained.length} pages gave: ${message.slice(0, 300)}`,
      );
      pages.pictures = 0;
      pages.summaries = 0;
    }
  }

  const reasons: SkipCounts = {};
  for (const { report } of results)
    for (const [reason, n] of Object.entries(report.skipped) as [SkipReason, number][])
      count(reasons, reason, n);
  count(reasons, 'duplicate link', kept.length - unique.length);
  count(reasons, 'older than the retention period', unique.length - rows.length);
  count(reasons, 'rejected by the database', written.refused);
  const stored = written.inserted + written.updated;
  count(reasons, 'filtered by the database', rows.length - written.refused - stored);
  const items = results.reduce((sum, r) => sum + r.report.found, 0);
  return {
    ok: true,
    skipped: false,
    feeds: results.map((r) => r.report),
    unique: rows.length,
    inserted: written.inserted,
    updated: written.updated,
    round: {
      feeds: results.length,
      feedsFailed: results.filter((r) => !r.report.ok).length,
      items,
      stored,
      skipped: Object.values(reasons).reduce((sum, n) => sum + n, 0),
      reasons,
    },
    pages,
    ranking,
  };
}
