// The view reporter of the data module against the embedded local backend: one keepalive POST of {"id"} with the anon key, returning at once, and the view counted; HTTP errors and a dead server are only logged.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createViewReporter } from '../../src/news/newsSource.ts';
import { reportNewsView, setViewReporter } from '../../src/news/newsViews.ts';
import { LOCAL_PATHS } from '../../local-backend/routes.ts';
import { newsRows } from '../helpers/news.ts';
import { insertNewsRows } from './helpers/database.ts';
import { UNTIL_ANSWERED, withLocalBackend } from './helpers/localBackend.ts';

const local = withLocalBackend();

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  setViewReporter(null);
  vi.restoreAllMocks();
});

describe('createViewReporter', () => {
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
