// The view reporter of the data module against a real loopback server: one keepalive POST of {"id"} with the anon key, returning at once; HTTP errors and a dead server are only logged.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createViewReporter } from '../../src/news/newsSource.ts';
import { reportNewsView, setViewReporter } from '../../src/news/newsViews.ts';
import { sendJson, startTestBackend, type TestBackend } from '../helpers/testBackend.ts';

const ANON_KEY = 'test-anon-key';
let backend: TestBackend;

beforeEach(async () => {
  backend = await startTestBackend();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  setViewReporter(null);
  vi.restoreAllMocks();
  await backend.close();
});

describe('createViewReporter', () => {
  it('POSTs {"id"} as JSON with the anon key to count-news-view, keepalive, without waiting', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    backend.reply((_req, res) => sendJson(res, 200, { ok: true, counted: true }));
    const report = createViewReporter({ url: `${backend.url}/`, anonKey: ANON_KEY });
    expect(report('42')).toBeUndefined();
    await vi.waitFor(() => expect(backend.requests).toHaveLength(1));
    const [request] = backend.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/functions/v1/count-news-view' });
    expect(JSON.parse(request!.body)).toEqual({ id: '42' });
    expect(request!.headers.apikey).toBe(ANON_KEY);
    expect(request!.headers.authorization).toBe(`Bearer ${ANON_KEY}`);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', keepalive: true });
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('only logs an error answer or an unreachable backend', async () => {
    backend.reply((_req, res) => sendJson(res, 404, { error: 'no story has this id' }));
    createViewReporter({ url: backend.url, anonKey: ANON_KEY })('7');
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalledTimes(1));
    expect(String(vi.mocked(console.warn).mock.calls[0]?.[0])).toMatch(/HTTP 404/);
    createViewReporter({ url: 'http://127.0.0.1:9', anonKey: ANON_KEY })('7');
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalledTimes(2));
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
