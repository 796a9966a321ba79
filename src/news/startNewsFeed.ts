// Starts the feed once at app start-up: reads the backend settings, loads the data module and
// supabase-js in their own chunk (dynamic import, so the request starts at once but stays off
// the first paint's critical path), keeps the news store in sync with the backend and lets
// opened cards report their views through it.
import type { NewsBackend } from './newsSource.ts';
import { receiveNewsItems, setNewsLoading } from './newsStore.ts';
import { startNewsSync } from './newsSync.ts';
import { setViewReporter } from './newsViews.ts';

/** The backend settings from the build's environment, or null when they are missing. */
export function backendFromEnv(env: Record<string, unknown> = import.meta.env): NewsBackend | null {
  const url = env.VITE_SUPABASE_URL;
  const anonKey = env.VITE_SUPABASE_ANON_KEY;
  if (typeof url !== 'string' || !url || typeof anonKey !== 'string' || !anonKey) return null;
  return { url, anonKey };
}

let started = false;

/** Idempotent: the first call starts loading and refreshing; later calls do nothing. */
export function startNewsFeed(backend: NewsBackend | null = backendFromEnv()): void {
  if (started) return;
  started = true;
  if (!backend) {
    console.warn(
      'news: VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY are not configured, so the news feed stays empty.',
    );
    setNewsLoading(false);
    return;
  }
  setNewsLoading(true);
  import('./newsSource.ts')
    .then(({ createNewsLoader, createViewReporter }) => {
      setViewReporter(createViewReporter(backend));
      startNewsSync(createNewsLoader(backend), {
        loadingChanged: setNewsLoading,
        itemsLoaded: (items) => receiveNewsItems(items),
      });
    })
    .catch((error: unknown) => {
      console.error('news: the news data module failed to load', error);
      setNewsLoading(false);
    });
}
