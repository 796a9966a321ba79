// Keeps the strip's figures fresh: loads once now, then every refresh period while the tab is
// visible and motion is not paused (WCAG 2.2.2). A fault leaves no visible error: it is logged
// once per kind, and the last figures stay until they are too old. The market chunk's entry:
// the page passes in where figures go and when refreshing is allowed (startMarket.ts).
import { marketConfig } from '../config/market.ts';
import { repeatWithInterval, type RepeatEvery } from '../news/newsSync.ts';
import { formatMarket, type MarketView } from './marketFormat.ts';
import { MarketFault, type LoadMarket } from './marketSource.ts';

export { createMarketLoader } from './marketSource.ts';

export interface MarketSyncOptions {
  load: LoadMarket;
  locale: string;
  show(view: MarketView | null): void;
  /** False while the tab is hidden or motion is paused: the tick is skipped. */
  mayRefresh(): boolean;
  /** Logs one line for a fault; called at most once per fault kind. */
  log(message: string): void;
  now?: () => number;
  refreshEveryMs?: number;
  staleAfterMs?: number;
  repeatEvery?: RepeatEvery;
}

export interface MarketSync {
  stop(): void;
  /** Resolves when the load that is running (if any) has settled. */
  settled(): Promise<void>;
}

export function startMarketSync(options: MarketSyncOptions): MarketSync {
  const {
    load,
    locale,
    show,
    mayRefresh,
    log,
    now = Date.now,
    refreshEveryMs = marketConfig.refreshEveryMs,
    staleAfterMs = marketConfig.staleAfterMs,
    repeatEvery = repeatWithInterval,
  } = options;
  const logged = new Set<string>();
  const logOnce = (kind: string, message: string) => {
    if (logged.has(kind)) return;
    logged.add(kind);
    log(message);
  };
  let running: Promise<void> | null = null;
  let stopped = false;
  let shownAt: number | null = null;

  const run = (): void => {
    if (running || stopped) return;
    running = load()
      .then(
        ({ figures, invalidFields }) => {
          if (stopped) return;
          if (invalidFields.length > 0) {
            logOnce('fields', `market: unusable fields left out: ${invalidFields.join(', ')}`);
          }
          show(formatMarket(figures, locale));
          shownAt = now();
        },
        (error: unknown) => {
          const kind = error instanceof MarketFault ? error.kind : 'unexpected';
          const message = error instanceof Error ? error.message : String(error);
          logOnce(kind, `market: no figures (${kind}): ${message}`);
          if (!stopped && shownAt !== null && now() - shownAt > staleAfterMs) {
            show(null);
            shownAt = null;
          }
        },
      )
      .finally(() => {
        running = null;
      });
  };

  run();
  const cancel = repeatEvery(() => {
    if (mayRefresh()) run();
  }, refreshEveryMs);
  return {
    stop() {
      stopped = true;
      cancel();
    },
    settled: () => running ?? Promise.resolve(),
  };
}
