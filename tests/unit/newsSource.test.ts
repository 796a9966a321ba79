// The data module against a real loopback HTTP server that records requests: the exact select,
// the seeding POST and re-select, no seeding above the threshold, the 30-minute refresh, and
// failures (500, malformed body, slow server) that are only logged and clear the loading flag.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newsConfig } from '../../src/config/news.ts';
import { createNewsLoader } from '../../src/news/newsSource.ts';
import { startNewsSync, type NewsSync } from '../../src/news/newsSync.ts';
import type { NewsItem } from '../../src/news/newsItem.ts';
import { newsRows } from '../helpers/news.ts';
import { sendJson, startTestBackend, type TestBackend } from '../helpers/testBackend.ts';
import { stubMissingWebSocket } from '../helpers/webSocket.ts';

const ANON_KEY = 'test-anon-key';
const SELECT_PATH = '/rest/v1/trump_news';
const SEED_PATH = '/functions/v1/fetch-trump-news';

let backend: TestBackend;
let sync: NewsSync | undefined;

beforeEach(async () => {
  stubMissingWebSocket();
  backend = await startTestBackend();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  sync?.stop();
  sync = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await backend.close();
});

function loader(timeoutMs = newsConfig.requestTimeoutMs) {
  return createNewsLoader(
    { url: backend.url, anonKey: ANON_KEY },
    { ...newsConfig, requestTimeoutMs: timeoutMs },
  );
}

/** Answers selects from a queue of row lists (the last one repeats) and seeds with 200. */
function serve(selectAnswers: unknown[][], seedStatus = 200): void {
  let selects = 0;
  backend.reply((req, res) => {
    if (req.path === SELECT_PATH) {
      const rows = selectAnswers[Math.min(selects, selectAnswers.length - 1)];
      selects++;
      sendJson(res, 200, rows);
    } else if (req.path === SEED_PATH) {
      sendJson(res, seedStatus, { inserted: 5 });
    } else sendJson(res, 404, {});
  });
}

const summary = () => backend.requests.map((r) => `${r.method} ${r.path}`);

describe('the select', () => {
  it('asks for all columns ordered by view_count then published_at, limit 1000, with the apikey', async () => {
    serve([newsRows(11)]);
    const items = await loader()();
    expect(items).toHaveLength(11);
    expect(summary()).toEqual([`GET ${SELECT_PATH}`]);
    const [select] = backend.requests;
    expect(select?.query.get('select')).toBe('*');
    expect(select?.query.get('order')).toBe('view_count.desc,published_at.desc');
    expect(select?.query.get('limit')).toBe('1000');
    expect([...(select?.query.keys() ?? [])].sort()).toEqual(['limit', 'order', 'select']);
    expect(select?.headers.apikey).toBe(ANON_KEY);
  });

  it('keeps the server order and drops unusable rows', async () => {
    const rows: Record<string, unknown>[] = newsRows(12);
    rows[3] = { ...rows[3], link: 'javascript:alert(1)' };
    rows[4] = { ...rows[4], title: '' };
    serve([rows]);
    const items = await loader()();
    expect(items.map((i) => i.title)).toEqual(
      rows.filter((_, i) => i !== 3 && i !== 4).map((r) => r.title),
    );
  });
});

describe('seeding', () => {
  it('with 10 rows: POSTs the function with no body, then re-selects and uses that result', async () => {
    serve([newsRows(10, { prefix: 'Old' }), newsRows(15, { prefix: 'Fresh' })]);
    const items = await loader()();
    expect(summary()).toEqual([`GET ${SELECT_PATH}`, `POST ${SEED_PATH}`, `GET ${SELECT_PATH}`]);
    const seed = backend.requests[1];
    expect(seed?.body).toBe('');
    expect(seed?.headers['content-length'] ?? '0').toBe('0');
    expect(seed?.headers['content-type']).toBeUndefined();
    expect(seed?.headers.authorization).toBe(`Bearer ${ANON_KEY}`);
    const reselect = backend.requests[2];
    expect(reselect?.query.toString()).toBe(backend.requests[0]?.query.toString());
    expect(items.map((i) => i.title)).toEqual(
      newsRows(15, { prefix: 'Fresh' }).map((r) => r.title),
    );
  });

  it('with 11 rows: no POST at all', async () => {
    serve([newsRows(11)]);
    await loader()();
    expect(backend.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('with 0 rows and an empty re-select: seeds once and keeps the (empty) first result', async () => {
    serve([[]]);
    expect(await loader()()).toEqual([]);
    expect(summary()).toEqual([`GET ${SELECT_PATH}`, `POST ${SEED_PATH}`, `GET ${SELECT_PATH}`]);
  });

  it('keeps the first rows when the re-select has none', async () => {
    serve([newsRows(3, { prefix: 'Few' }), []]);
    const items = await loader()();
    expect(items.map((i) => i.title)).toEqual(['Few 0', 'Few 1', 'Few 2']);
  });

  it('a failing seeding call is logged; the re-select still runs', async () => {
    serve([newsRows(2, { prefix: 'Few' }), newsRows(12, { prefix: 'After' })], 500);
    const items = await loader()();
    expect(items).toHaveLength(12);
    expect(summary()).toEqual([`GET ${SELECT_PATH}`, `POST ${SEED_PATH}`, `GET ${SELECT_PATH}`]);
    expect(console.error).toHaveBeenCalled();
  });

  it('counts raw rows: 11 rows of which some are unusable still skip seeding', async () => {
    const rows: Record<string, unknown>[] = newsRows(11);
    rows[0] = { ...rows[0], title: null };
    serve([rows]);
    expect(await loader()()).toHaveLength(10);
    expect(summary()).toEqual([`GET ${SELECT_PATH}`]);
  });
});

/** Start a sync and record what it reports. */
function recordSync(load: () => Promise<NewsItem[]>, repeat?: Parameters<typeof startNewsSync>[3]) {
  const loading: boolean[] = [];
  const loaded: NewsItem[][] = [];
  sync = startNewsSync(
    load,
    { loadingChanged: (l) => loading.push(l), itemsLoaded: (items) => loaded.push(items) },
    newsConfig.refreshEveryMs,
    repeat,
  );
  return { loading, loaded, sync };
}

describe('failures are only logged and clear the loading flag', () => {
  it('a 500 on the select', async () => {
    backend.reply((_req, res) => sendJson(res, 500, { message: 'boom' }));
    const { loading, loaded, sync } = recordSync(loader());
    await sync.settled();
    expect(loading).toEqual([true, false]);
    expect(loaded).toEqual([]);
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(summary()).toEqual([`GET ${SELECT_PATH}`]);
  });

  it('a malformed body', async () => {
    backend.reply((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('[{"title": "half a row"');
    });
    await expect(loader()()).rejects.toThrow();
    const { loading, loaded, sync } = recordSync(loader());
    await sync.settled();
    expect(loading).toEqual([true, false]);
    expect(loaded).toEqual([]);
  });

  it('a body that is JSON but not a list', async () => {
    backend.reply((_req, res) => sendJson(res, 200, { rows: newsRows(3) }));
    await expect(loader()()).rejects.toThrow(/no list/);
  });

  it('a slow server is abandoned after the request timeout', async () => {
    backend.reply(() => {
      // Never answers.
    });
    const started = performance.now();
    const { loading, loaded, sync } = recordSync(loader(300));
    await sync.settled();
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(3000);
    expect(loading).toEqual([true, false]);
    expect(loaded).toEqual([]);
    expect(console.error).toHaveBeenCalled();
  });

  it('a server that is down', async () => {
    const { url } = backend;
    await backend.close();
    const load = createNewsLoader({ url, anonKey: ANON_KEY });
    await expect(load()).rejects.toThrow();
    backend = await startTestBackend();
  });
});

describe('refresh every 30 minutes', () => {
  it('loads on start and again every 30 minutes (real interval under fake timers)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    serve([
      newsRows(12, { prefix: 'First' }),
      newsRows(12, { prefix: 'Second' }),
      newsRows(12, { prefix: 'Third' }),
    ]);
    const { loaded, loading, sync } = recordSync(loader());
    await sync.settled();
    expect(loaded.map((items) => items[0]?.title)).toEqual(['First 0']);

    vi.advanceTimersByTime(newsConfig.refreshEveryMs - 1);
    await sync.settled();
    expect(summary()).toHaveLength(1);

    vi.advanceTimersByTime(1);
    await sync.settled();
    expect(loaded.map((items) => items[0]?.title)).toEqual(['First 0', 'Second 0']);

    vi.advanceTimersByTime(newsConfig.refreshEveryMs);
    await sync.settled();
    expect(loaded.map((items) => items[0]?.title)).toEqual(['First 0', 'Second 0', 'Third 0']);
    expect(loading).toEqual([true, false, true, false, true, false]);
    expect(newsConfig.refreshEveryMs).toBe(30 * 60 * 1000);

    sync.stop();
    vi.advanceTimersByTime(newsConfig.refreshEveryMs * 3);
    await sync.settled();
    expect(summary()).toHaveLength(3);
  });

  it('keeps the last good items when a refresh fails', async () => {
    let fail = false;
    backend.reply((_req, res) =>
      fail ? sendJson(res, 500, {}) : sendJson(res, 200, newsRows(12)),
    );
    let tick: () => void = () => {};
    const { loaded, loading, sync } = recordSync(loader(), (task, periodMs) => {
      expect(periodMs).toBe(30 * 60 * 1000);
      tick = task;
      return () => {};
    });
    await sync.settled();
    fail = true;
    tick();
    await sync.settled();
    expect(loaded).toHaveLength(1);
    expect(loading).toEqual([true, false, true, false]);
  });

  it('does not start a second load while one is running', async () => {
    let answer: (() => void) | undefined;
    backend.reply((_req, res) => {
      answer = () => sendJson(res, 200, newsRows(12));
    });
    let tick: () => void = () => {};
    const { sync } = recordSync(loader(), (task) => {
      tick = task;
      return () => {};
    });
    await vi.waitFor(() => expect(answer).toBeDefined());
    tick();
    tick();
    answer?.();
    await sync.settled();
    expect(summary()).toEqual([`GET ${SELECT_PATH}`]);
  });
});
