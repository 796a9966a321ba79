// View counting and freshness settings read from the environment: the ranking window, the retention period and which headers carry the visitor's address.
import { int, list, type Env } from './config.ts';

export interface ViewConfig {
  /** view_count is a story's views a day over this many UTC days, today included (days). */
  windowDays: number;
  /** Stories published longer ago than this many days are deleted by the round. */
  retentionDays: number;
  /** Request headers holding the visitor's address, first present wins (x-forwarded-for: its first entry). */
  addressHeaders: string[];
}

/**
 * 2 days: the first cards collect views because they are shown first, so they keep their place
 * until they leave the window; 2 days keeps them fresh (docs/backend.md, "Views").
 */
export const DEFAULT_VIEW_WINDOW_DAYS = 2;
export const DEFAULT_RETENTION_DAYS = 180;

/** A ranking window setting as whole days, 1–90; the default when unset or unusable. The site reads VITE_NEWS_VIEW_WINDOW_DAYS with it too. */
export function viewWindowDays(value: string | undefined): number {
  return int(value, DEFAULT_VIEW_WINDOW_DAYS, 1, 90);
}
/** On Supabase the platform's proxy sets these; a visitor cannot choose cf-connecting-ip. */
export const DEFAULT_ADDRESS_HEADERS: readonly string[] = [
  'cf-connecting-ip',
  'x-real-ip',
  'x-forwarded-for',
];

/** Reads NEWS_VIEW_WINDOW_DAYS (1–90, default 2), NEWS_RETENTION_DAYS (1–3650, default 180) and VIEW_ADDRESS_HEADERS. */
export function readViewConfig(env: Env): ViewConfig {
  const headers = list(env.VIEW_ADDRESS_HEADERS).map((h) => h.toLowerCase());
  return {
    windowDays: viewWindowDays(env.NEWS_VIEW_WINDOW_DAYS),
    retentionDays: int(env.NEWS_RETENTION_DAYS, DEFAULT_RETENTION_DAYS, 1, 3650),
    addressHeaders: headers.length > 0 ? headers : [...DEFAULT_ADDRESS_HEADERS],
  };
}
