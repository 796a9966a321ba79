// Keeps the feed fresh: loads once now and again every refresh period, reporting the loading
// flag and the items; a failed load is only logged and clears the loading flag (spec section 8).
import { newsConfig } from '../config/news.ts';
import type { NewsItem } from './newsItem.ts';

export interface NewsSyncListener {
  loadingChanged(loading: boolean): void;
  itemsLoaded(items: NewsItem[]): void;
}

/** Runs `task` every `periodMs`; returns a function that stops it. Injectable for tests. */
export type RepeatEvery = (task: () => void, periodMs: number) => () => void;

export const repeatWithInterval: RepeatEvery = (task, periodMs) => {
  const id = setInterval(task, periodMs);
  return () => clearInterval(id);
};

export interface NewsSync {
  stop(): void;
  /** Resolves when the load that is running (if any) has settled. */
  settled(): Promise<void>;
}

export function startNewsSync(
  load: () => Promise<NewsItem[]>,
  listener: NewsSyncListener,
  refreshEveryMs: number = newsConfig.refreshEveryMs,
  repeatEvery: RepeatEvery = repeatWithInterval,
): NewsSync {
  let running: Promise<void> | null = null;
  let stopped = false;

  const run = (): void => {
    if (running || stopped) return;
    listener.loadingChanged(true);
    running = load()
      .then(
        (items) => {
          if (!stopped) listener.itemsLoaded(items);
        },
        (error: unknown) => {
          console.error('news: loading the feed failed', error);
        },
      )
      .finally(() => {
        running = null;
        if (!stopped) listener.loadingChanged(false);
      });
  };

  run();
  const cancel = repeatEvery(run, refreshEveryMs);
  return {
    stop() {
      stopped = true;
      cancel();
    },
    settled: () => running ?? Promise.resolve(),
  };
}
