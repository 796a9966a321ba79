// Ingestion settings read from the environment (passed in, never read from a global), with public defaults about the figure.

/**
 * Public feeds about the figure, used when NEWS_FEEDS is not set, chosen because their items carry
 * a picture and a summary: The Guardian's topic feed for him (a publisher's own feed: Media RSS
 * pictures in two sizes, a standfirst, links to the publisher's page) and two Bing News searches
 * (a thumbnail and a snippet per item, links unwrapped to the publisher). Their terms allow
 * personal, non-commercial use only, so a public deployment sets NEWS_FEEDS (docs/backend.md).
 */
export const DEFAULT_FEEDS: readonly string[] = [
  'https://www.theguardian.com/us-news/donaldtrump/rss',
  'https://www.bing.com/news/search?q=Donald+Trump&format=rss',
  'https://www.bing.com/news/search?q=Trump+White+House&format=rss',
];

/**
 * Tried in the same round when none of DEFAULT_FEEDS gave an item (and neither NEWS_FEEDS nor
 * NEWS_FALLBACK_FEEDS is set): the Google News searches, which give headlines, outlets and dates
 * but no picture or summary, and whose links lead to Google's own pages (never read for one).
 */
export const DEFAULT_FALLBACK_FEEDS: readonly string[] = [
  'https://news.google.com/rss/search?q=%22Donald+Trump%22&hl=en-US&gl=US&ceid=US:en',
  'https://news.google.com/rss/search?q=Trump+White+House&hl=en-US&gl=US&ceid=US:en',
];

export interface IngestConfig {
  /** Feed URLs fetched in one round. */
  feeds: string[];
  /** Feed URLs tried in the same round when no feed above gave a usable item. */
  fallbackFeeds: string[];
  /** Milliseconds allowed per feed, headers and body together. */
  timeoutMs: number;
  /** Bytes read at most per feed; bigger feeds count as failed. */
  maxBytes: number;
  /** Items taken at most per feed. */
  maxItemsPerFeed: number;
  /** Seconds between two feed rounds, whoever asks. */
  cooldownSeconds: number;
  /** Fetch feeds (and follow redirects) to private, loopback or link-local addresses; off unless FEED_ALLOW_PRIVATE_ADDRESSES=true. */
  allowPrivateAddresses: boolean;
  /** Origins exempt from the public-address rule (the local backend's own sample feed); never read from the environment. */
  trustedOrigins: string[];
  /** Article pages read for the picture and summary a feed item lacks (enrichPages.ts). */
  pages: ArticlePageConfig;
}

/** The bounds of the round's article-page reads; ARTICLE_PAGE_* and ARTICLE_PAGES_* settings. */
export interface ArticlePageConfig {
  /** Pages read at most per round (newest stories first); 0 turns the reads off. */
  perRound: number;
  /** Pages read at the same time. */
  concurrency: number;
  /** Milliseconds per page, headers and head together. */
  timeoutMs: number;
  /** Bytes of a page read at most (its head only: reading stops at </head>). */
  maxBytes: number;
  /** Milliseconds for all the round's page reads together; reads still going then are stopped. */
  budgetMs: number;
}

export type Env = Readonly<Record<string, string | undefined>>;

/** A comma-separated setting as its trimmed, non-empty parts. */
export function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** A whole-number setting clamped to min..max; `fallback` when unset or not a number. */
export function int(value: string | undefined, fallback: number, min: number, max: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  if (!Number.isFinite(parsed)) return fallback;
  return Math.min(max, Math.max(min, parsed));
}

/**
 * Reads NEWS_FEEDS (`defaultFeeds` when unset), NEWS_FALLBACK_FEEDS (with the default feeds,
 * DEFAULT_FALLBACK_FEEDS when unset), FEED_TIMEOUT_MS,
 * FEED_MAX_BYTES, FEED_MAX_ITEMS, INGEST_COOLDOWN_SECONDS, FEED_ALLOW_PRIVATE_ADDRESSES and the
 * article-page settings ARTICLE_PAGES_PER_ROUND, ARTICLE_PAGE_CONCURRENCY, ARTICLE_PAGE_TIMEOUT_MS,
 * ARTICLE_PAGE_MAX_BYTES, ARTICLE_PAGES_BUDGET_MS.
 */
export function readIngestConfig(
  env: Env,
  defaultFeeds: readonly string[] = DEFAULT_FEEDS,
): IngestConfig {
  const feeds = list(env.NEWS_FEEDS);
  const fallbackFeeds = list(env.NEWS_FALLBACK_FEEDS);
  // The default fallback goes with the default feeds only: an operator's own NEWS_FEEDS never
  // falls back to feeds they did not choose.
  const defaultFallback = feeds.length === 0 && defaultFeeds === DEFAULT_FEEDS;
  return {
    feeds: feeds.length > 0 ? feeds : [...defaultFeeds],
    fallbackFeeds:
      fallbackFeeds.length > 0 || !defaultFallback ? fallbackFeeds : [...DEFAULT_FALLBACK_FEEDS],
    timeoutMs: int(env.FEED_TIMEOUT_MS, 8000, 100, 60_000),
    maxBytes: int(env.FEED_MAX_BYTES, 2_000_000, 1024, 20_000_000),
    maxItemsPerFeed: int(env.FEED_MAX_ITEMS, 100, 1, 1000),
    cooldownSeconds: int(env.INGEST_COOLDOWN_SECONDS, 600, 0, 86_400),
    allowPrivateAddresses: env.FEED_ALLOW_PRIVATE_ADDRESSES?.trim().toLowerCase() === 'true',
    trustedOrigins: [],
    pages: {
      perRound: int(env.ARTICLE_PAGES_PER_ROUND, 8, 0, 200),
      concurrency: int(env.ARTICLE_PAGE_CONCURRENCY, 8, 1, 16),
      timeoutMs: int(env.ARTICLE_PAGE_TIMEOUT_MS, 3000, 100, 30_000),
      maxBytes: int(env.ARTICLE_PAGE_MAX_BYTES, 262_144, 1024, 2_000_000),
      budgetMs: int(env.ARTICLE_PAGES_BUDGET_MS, 6000, 100, 60_000),
    },
  };
}
