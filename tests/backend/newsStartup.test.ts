// Starting the feed: backend settings from the environment, a clear message and the empty state
// without them, and with them a load from the embedded local backend through the lazily imported
// data module into the store. The view reporter against the same backend: one keepalive POST of
// {"id"} with the anon key, returning at once, and the view counted; HTTP errors and a dead server
// are only logged.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newsConfig } from '../../src/config/news.ts';
import { createViewReporter } from '../../src/news/newsSource.ts';
import { reportNewsView, setViewReporter } from '../../src/news/newsViews.ts';
import { LOCAL_PATHS } from '../../local-backend/routes.ts';
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
  setViewReporter(null);
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

describe('createViewReporter', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  it('POSTs {"id"} as JSON with the anon key to count-news-view, keepalive, without waiting', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { backend, db } = local;
    const [id] = await insertNewsRows(db, newsRows(1));
    const report = createViewReporter({ url: `${backend.url}/`, anonKey: backend.anonKey });
    expect(report(id!)).toBeUndefined();
    await vi.waitFor(() => expect(backend.requests).toHaveLength(1), UNTIL_ANSWERED);
    const [request] = backend.requests;
    expect(request).toMatchObject({ method: 'POST', path: LOCAL_PATHS.countView });
    expect(JSON.parse(request!.body)).toEqual({ id });
    expect(request!.headers.apikey).toBe(backend.anonKey);
    expect(request!.headers.authorization).toBe(`Bearer ${backend.anonKey}`);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', keepalive: true });
    // The view was counted, and nothing was logged.
    await vi.waitFor(async () => {
      const views = await db.query('select 1 from private.news_views');
      expect(views.rows).toHaveLength(1);
    }, UNTIL_ANSWERED);
    await fetchSpy.mock.results[0]?.value;
    await new Promise((resolve) => setImmediate(resolve));
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('only logs an error answer or an unreachable backend', async () => {
    // No story has id 7: count-news-view answers 404.
    const { backend } = local;
    createViewReporter({ url: backend.url, anonKey: backend.anonKey })('7');
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalledTimes(1), UNTIL_ANSWERED);
    expect(String(vi.mocked(console.warn).mock.calls[0]?.[0])).toMatch(/HTTP 404/);
    createViewReporter({ url: 'http://127.0.0.1:9', anonKey: backend.anonKey })('7');
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalledTimes(2), UNTIL_ANSWERED);
  });
});

describe('reportNewsView', () => {
  it('reports nothing without a reporter or without a row id', () => {
    const reporter = vi.fn();
    reportNewsView({ id: '1' });
    setViewReporter(reporter);
    reportNewsView({ id: '' });
    expect(reporter).not.toHaveBeenCalled();
    reportNewsView({ id: '5' });
    expect(reporter).toHaveBeenCalledWith('5');
  });
});
