// Business constants of the news feed (spec section 9): paging, query limits, refresh, seeding,
// time-filter windows and request bounds. Nothing else in the code hard-codes these values.
import type { NewsFilterValue } from './content.ts';
// The window's default and range are the backend's (the functions rank by the same window).
import { viewWindowDays } from '../../supabase/functions/_shared/viewConfig.ts';

export interface NewsConfig {
  /** Cards shown before any 'View More' (cards). */
  pageSize: number;
  /** Cards added by one 'View More' (cards). */
  pageIncrement: number;
  /** Most rows asked of the backend in one select (rows). */
  queryLimit: number;
  /** Time between two automatic reloads of the feed (ms). */
  refreshEveryMs: number;
  /** With this many rows or fewer, the seeding function is called before a re-select (rows). */
  seedThresholdRows: number;
  /** Longest wait for one backend request before it is abandoned (ms). */
  requestTimeoutMs: number;
  /** Oldest age kept by each time filter, in whole days since published_at (days); null keeps all. */
  maxAgeDays: Record<NewsFilterValue, number | null>;
  /** Table the feed reads. */
  table: string;
  /** Backend function that seeds the table when it is (nearly) empty. */
  seedFunction: string;
  /** Backend function told about each card a visitor opens (count-news-view). */
  viewFunction: string;
  /**
   * The ranking window whose views a day a row's view_count is (days), for the cards' wording;
   * must match the backend's NEWS_VIEW_WINDOW_DAYS, set with VITE_NEWS_VIEW_WINDOW_DAYS (1–90, default 2).
   */
  viewWindowDays: number;
  /** Local image used when no loaded image can stand in for a broken one (served from assets/). */
  fallbackImage: string;
  /** Intrinsic size of card images, so the layout is reserved before they load (CSS px). */
  imageWidthPx: number;
  /** See imageWidthPx (CSS px). */
  imageHeightPx: number;
}

export const newsConfig: NewsConfig = {
  pageSize: 6,
  pageIncrement: 6,
  queryLimit: 1000,
  refreshEveryMs: 30 * 60 * 1000,
  seedThresholdRows: 10,
  requestTimeoutMs: 15_000,
  maxAgeDays: { all: null, week: 7, month: 30, '3months': 90, '6months': 180 },
  table: 'trump_news',
  seedFunction: 'fetch-trump-news',
  viewFunction: 'count-news-view',
  viewWindowDays: viewWindowDays(import.meta.env?.VITE_NEWS_VIEW_WINDOW_DAYS),
  fallbackImage: '/art/news-fallback.svg',
  imageWidthPx: 640,
  imageHeightPx: 360,
};

/** One day (ms), the unit of the time filter's whole-day ages. */
export const MS_PER_DAY = 24 * 60 * 60 * 1000;
