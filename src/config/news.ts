// Business constants of the news feed (spec section 9): paging, query limits, refresh, seeding,
// time-filter windows and request bounds. Nothing else in the code hard-codes these values.
// Each field's unit, range and meaning: src/config/news.schema.ts (the build checks the values).
import type { NewsConfig } from './news.schema.ts';
// The window's default and range are the backend's (the functions rank by the same window).
import { viewWindowDays } from '../../supabase/functions/_shared/viewConfig.ts';

export const newsConfig: NewsConfig = {
  pageSize: 6,
  pageIncrement: 6,
  queryLimit: 1000,
  refreshEveryMs: 30 * 60 * 1000,
  seedThresholdRows: 10,
  requestTimeoutMs: 15_000,
  searchAnnounceDelayMs: 1000,
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
