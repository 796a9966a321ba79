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
  view_count: number;
  /** Used only when the row is new. */
  is_fake: boolean;
}

/** Where ingestion writes: the SQL functions claim_ingest_run and upsert_news. */
export interface NewsStore {
  /** True for exactly one caller per cooldown window. */
  claimIngestRun(cooldownSeconds: number): Promise<boolean>;
  /** Inserts new links, refreshes known ones without touching view_count or is_fake. */
  upsertNews(rows: NewsRow[]): Promise<{ inserted: number; updated: number }>;
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
    };

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
