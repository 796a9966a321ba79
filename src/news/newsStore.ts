// The feed's own zustand store: loaded items, the loading flag, search text, time filter and how
// many cards are visible, with plain exported actions.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { newsConfig } from '../config/news.ts';
import type { NewsFilterValue } from '../config/content.ts';
import type { NewsItem } from './newsItem.ts';
import { nextVisibleCount } from './newsPaging.ts';

export interface NewsState {
  /** Items in the server's order. */
  items: NewsItem[];
  /** True while a load runs (and before the first one starts, so nothing flashes empty). */
  loading: boolean;
  /** The 'now' the time filter measures ages from (ms), taken at each load and filter change. */
  nowMs: number;
  query: string;
  filter: NewsFilterValue;
  /** Cards visible at most (starts at a page; a new search or filter resets it). */
  visibleCount: number;
}

export function initialNewsState(overrides: Partial<NewsState> = {}): NewsState {
  return {
    items: [],
    loading: true,
    nowMs: Date.now(),
    query: '',
    filter: 'all',
    visibleCount: newsConfig.pageSize,
    ...overrides,
  };
}

export const newsStore = createStore<NewsState>()(() => initialNewsState());

export function useNews<T>(selector: (state: NewsState) => T): T {
  return useStore(newsStore, selector);
}

export function resetNewsStore(overrides: Partial<NewsState> = {}): void {
  newsStore.setState(initialNewsState(overrides), true);
}

export function setNewsLoading(loading: boolean): void {
  newsStore.setState({ loading });
}

/** New items from a load; search, filter and visible count stay as the visitor left them. */
export function receiveNewsItems(items: NewsItem[], nowMs: number = Date.now()): void {
  newsStore.setState({ items, nowMs });
}

/** A new search starts again from the first page of its results. */
export function setNewsQuery(query: string): void {
  newsStore.setState({ query, visibleCount: newsConfig.pageSize });
}

/** A new time filter starts again from the first page of its results. */
export function setNewsFilter(filter: NewsFilterValue, nowMs: number = Date.now()): void {
  newsStore.setState({ filter, nowMs, visibleCount: newsConfig.pageSize });
}

export function showMoreNews(): void {
  newsStore.setState((s) => ({ visibleCount: nextVisibleCount(s.visibleCount) }));
}

export function showLessNews(): void {
  newsStore.setState({ visibleCount: newsConfig.pageSize });
}
