// Shared types of the news ingestion: a row to upsert, the storage it goes to, and the report it answers.

/** One news item as written to public.trump_news (id and timestamps are the database's). */
export interface NewsRow {
  title: string;
  summary: string;
  source: string;
  /** Absolute http(s) URL; the row's identity. */
  link: string;
  /** Absolute http(s) URL or null. */
  image_url: string | null;
  /** UTC ISO 8601. */
  published_at: string;
  /** Used only when the row is new. */
  is_fake: boolean;
}

/** What the round's upkeep did (refresh_news_ranking). */
export interface RankingReport {
  /** Stories deleted for being older than the retention period. */
  deleted: number;
  /** View records dropped for being older than the window. */
  pruned: number;
  /** Rows whose view_count changed. */
  recounted: number;
}

/** Where ingestion writes: the SQL functions claim_ingest_run, upsert_news and refresh_news_ranking. */
export interface NewsStore {
  /** True for exactly one caller per cooldown window. */
  claimIngestRun(cooldownSeconds: number): Promise<boolean>;
  /** Inserts new links at view_count 0, refreshes known ones without touching view_count or is_fake. */
  upsertNews(rows: NewsRow[]): Promise<{ inserted: number; updated: number }>;
  /** Deletes stories past retention and sets view_count to each story's views a day over the window. */
  refreshRanking(windowDays: number, retentionDays: number): Promise<RankingReport>;
  /**
   * Records an attempt to read each link's article page, for links never tried whose story is not
   * already stored with a picture and a summary; at most `max`, in the order given. Answers the
   * links recorded now: only those may be read. A store without it reads no page.
   */
  claimArticlePages?(links: string[], max: number): Promise<string[]>;
}

/** What record_news_view answered: a first view today, a repeat, or no such story. */
export type ViewOutcome = 'counted' | 'repeat' | 'unknown';

/** Where count-news-view writes: the SQL function record_news_view. */
export interface ViewStore {
  /** `newsId` is a positive decimal integer; `visitorKey` 64 hex digits; `windowDays` the ranking window. */
  recordView(newsId: string, visitorKey: string, windowDays: number): Promise<ViewOutcome>;
}

/** Why an item found in a feed was not stored. */
export type SkipReason =
  | 'no title'
  | 'no http(s) link'
  | 'link too long'
  | 'no date'
  | 'unreadable date'
  | 'date out of range'
  /** Beyond FEED_MAX_ITEMS in its feed. */
  | 'over the per-feed item limit'
  /** The same link came earlier in this round (the first feed in the list wins). */
  | 'duplicate link'
  /** Published before the retention period (NEWS_RETENTION_DAYS): the round would delete it again. */
  | 'older than the retention period'
  /** The database refused the row (reported with its error in the log). */
  | 'rejected by the database'
  /** upsert_news left it out (its own link and title rules). */
  | 'filtered by the database';

/** Items skipped, by reason; only reasons that occurred. */
export type SkipCounts = Partial<Record<SkipReason, number>>;

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface FeedReport {
  url: string;
  ok: boolean;
  /** Items found in the feed. */
  found: number;
  /** Items kept after validation (title, http(s) link, date in range). */
  kept: number;
  /** Items of this feed left out before the database, by reason. */
  skipped: SkipCounts;
  error?: string;
  ms: number;
}

export type IngestReport =
  | { ok: true; skipped: true; reason: 'cooldown'; cooldownSeconds: number }
  | {
      ok: true;
      skipped: false;
      feeds: FeedReport[];
      /** Unique links sent to the database. */
      unique: number;
      inserted: number;
      updated: number;
      round: RoundFigures;
      /** The article pages read for stories without a picture or a summary. */
      pages: PageReport;
      /** The ranking upkeep run after the upsert. */
      ranking: RankingReport;
    };

/** The round's article-page reads in figures. */
export interface PageReport {
  /** Stories of the round without a picture or a summary whose link leads to a publisher. */
  candidates: number;
  /** Of those, pages never tried before and within the per-round cap: recorded, then read. */
  claimed: number;
  /** Pages that answered an HTML head. */
  read: number;
  /** Stories given a picture, and a summary, by their page. */
  pictures: number;
  summaries: number;
  /** Claimed pages that failed: a refused address or redirect, an HTTP error, not HTML, a timeout. */
  failed: number;
  /** Claimed pages not started before the round's page budget ran out. */
  notStarted: number;
  ms: number;
  /** Why no page was read at all (reads turned off, a store that cannot record attempts, its error). */
  off?: string;
}

/** One round in figures: items = stored + every skipped item. */
export interface RoundFigures {
  /** Feeds read, fallback feeds included. */
  feeds: number;
  feedsFailed: number;
  /** Items found in all feeds. */
  items: number;
  /** Rows inserted or refreshed. */
  stored: number;
  /** Items not stored. */
  skipped: number;
  reasons: SkipCounts;
}

/** An item as the feed wrote it: strings may still hold HTML and entities. */
export interface RawItem {
  /** HTML or text. */
  title: string;
  link: string;
  /** HTML or text: description, summary or content. */
  summaryHtml: string;
  /** Full content (content:encoded / Atom content), searched for an image. */
  contentHtml: string;
  /**
   * The item's own source (RSS <source>, Bing <News:Source>, Atom <source><title>), if any; in an
   * aggregator's feed, else the outlet its headline's " - Outlet" suffix or its description names
   * (see outlets.ts).
   */
  source: string;
  date: string;
  /** Image URLs from media:content, media:thumbnail, enclosures, Bing <News:Image>, in that order; pixel-sized ones left out. */
  images: string[];
  categories: string[];
}
