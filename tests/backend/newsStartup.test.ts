// Starting the feed: backend settings from the environment, a clear message and the empty state
// without them, and with them a load from the embedded local backend through the lazily imported
// data module into the store.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newsConfig } from '../../src/config/news.ts';
import { startLoopbackServer } from '../../scripts/harness/loopbackServer.ts';
import { newsRows } from '../helpers/news.ts';
import { stubMissingWebSocket } from '../helpers/webSocket.ts';
import { insertNewsRows } from './helpers/database.ts';
import { UNTIL_ANSWERED, withLocalBackend } from './helpers/localBackend.ts';

const local = withLocalBackend();

beforeEach(() => {
  vi.resetModules();
  stubMissingWebSocket();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('backendFromEnv', () => {
  it('needs both the URL and the anon key', async () => {
    const { backendFromEnv } = await import('../../src/news/startNewsFeed.ts');
    expect(backendFromEnv({ VITE_SUPABASE_URL: 'http://x', VITE_SUPABASE_ANON_KEY: 'k' })).toEqual({
      url: 'http://x',
      anonKey: 'k',
    });
    expect(backendFromEnv({ VITE_SUPABASE_ANON_KEY: 'k' })).toBeNull();
    expect(backendFromEnv({ VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: 'k' })).toBeNull();
    expect(backendFromEnv({ VITE_SUPABASE_URL: 'http://x' })).toBeNull();
  });
});

describe('startNewsFeed', () => {
  it('without a backend: logs a clear message and ends loading, so the empty state shows', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { startNewsFeed } = await import('../../src/news/startNewsFeed.ts');
    const { newsStore } = await import('../../src/news/newsStore.ts');
    expect(newsStore.getState().loading).toBe(true);
    startNewsFeed(null);
    expect(newsStore.getState().loading).toBe(false);
    expect(newsStore.getState().items).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/VITE_SUPABASE_URL.*not configured/));
  });

  it('with a backend: loads once (idempotent) into the store and schedules the refresh', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { backend, db } = local;
    const enough = newsConfig.seedThresholdRows + 1; // no seeding
    await insertNewsRows(db, newsRows(enough));
    const { startNewsFeed } = await import('../../src/news/startNewsFeed.ts');
    const { newsStore } = await import('../../src/news/newsStore.ts');
    const target = { url: backend.url, anonKey: backend.anonKey };
    startNewsFeed(target);
    startNewsFeed(target);
    expect(newsStore.getState().loading).toBe(true);
    await vi.waitFor(() => expect(newsStore.getState().items).toHaveLength(enough), UNTIL_ANSWERED);
    await vi.waitFor(() => expect(newsStore.getState().loading).toBe(false), UNTIL_ANSWERED);
    expect(backend.requests).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('a backend that is down only logs and clears the loading flag', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = await startLoopbackServer(() => undefined);
    const { url } = down;
    await down.close();
    const { startNewsFeed } = await import('../../src/news/startNewsFeed.ts');
    const { newsStore } = await import('../../src/news/newsStore.ts');
    startNewsFeed({ url, anonKey: 'k' });
    await vi.waitFor(() => expect(newsStore.getState().loading).toBe(false), UNTIL_ANSWERED);
    expect(newsStore.getState().items).toEqual([]);
    expect(error).toHaveBeenCalled();
  });
});
