// Starts the market strip's figures once the app runs: resolves the settings and loads the
// market's own chunk (data module, formats, refresh) with a dynamic import, off the first
// paint's path. Nothing happens when the strip is off.
import { content } from '../config/content.ts';
import { chaosStore } from '../chaos/chaosStore.ts';
import { resolveMarketSettings } from './marketSettings.ts';
import { setMarketView } from './marketStore.ts';

/** Auto-refresh only while the tab is visible and motion is not paused (WCAG 2.2.2). */
export function mayRefreshMarket(): boolean {
  return document.visibilityState !== 'hidden' && !chaosStore.getState().paused;
}

let started = false;

/** Idempotent: the first call starts loading and refreshing; later calls do nothing. */
export function startMarket(env: Record<string, unknown> = import.meta.env): void {
  if (started) return;
  started = true;
  const settings = resolveMarketSettings(env);
  if (!settings) return;
  const { apiBase } = settings;
  if (!apiBase) {
    console.warn('market: the API base is not an http(s) URL, so the strip shows no figures.');
    return;
  }
  import('./marketSync.ts')
    .then(({ startMarketSync, createMarketLoader }) =>
      startMarketSync({
        load: createMarketLoader({ ...settings, apiBase }),
        locale: content.market.locale,
        show: setMarketView,
        mayRefresh: mayRefreshMarket,
        log: (message) => console.warn(message),
      }),
    )
    .catch((error: unknown) => {
      console.warn('market: the market module failed to load', error);
    });
}
