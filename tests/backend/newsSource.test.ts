// The data module against the embedded local backend (PGlite, recording requests): the select
// (the one the doctor checks too), seeding, the 30-minute refresh, failures only logged (a slow
// server on a fake clock: tests/unit/requestTimeouts.test.ts), starting the feed, the view reporter.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNewsLoader, createViewReporter } from '../../src/news/newsSource.ts';
import { setViewReporter } from '../../src/news/newsViews.ts';
import { startNewsSync, type NewsSync } from '../../src/news/newsSync.ts';
import { NEWS_ROW_COLUMNS, type NewsItem } from '../../src/news/newsItem.ts';
import { LOCAL_PATHS } from '../../local-backend/routes.ts';
import { siteCalls } from '../../scripts/doctor/siteCalls.ts';
import { startLoopbackServer } from '../../scripts/harness/loopbackServer.ts';
import { newsItem, newsRows, type NewsRowOptions } from '../helpers/news.ts';
import { fixedNews } from '../helpers/specNumbers.ts';
import { stubMissingWebSocket } from '../helpers/webSocket.ts';
import { emptyDatabase, insertNewsRows } from './helpers/database.ts';
import { UNTIL_ANSWERED, withLocalBackend } from './helpers/localBackend.ts';

const SELECT_PATH = LOCAL_PATHS.news;
const SEED_PATH = LOCAL_PATHS.fetchNews;

const local = withLocalBackend();
/** As many rows as need no seeding. */
const ENOUGH = fixedNews.seedThresholdRows + 1;
let sync: NewsSync | undefined;

beforeEach(() => {
  vi.resetModules();
  stubMissingWebSocket();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  sync?.stop();
  sync = undefined;
  setViewReporter(null);
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const loader = () => createNewsLoader({ url: local.backend.url, anonKey: local.backend.anonKey });

/** Stores `count` rows (published this past day, so a feed round's retention keeps them). */
function store(count: number, options: NewsRowOptions = {}) {
  return insertNewsRows(local.db, newsRows(count, { newestMs: Date.now(), ...options }));
}

/** The seeding function answers `status` at once and adds nothing (the backend's fault switch). */
function seedAnswers(status: number): void {
  local.backend.faults.set(SEED_PATH, { status, body: { ok: status < 400, inserted: 0 } });
}

/** The requests the site made (the feed round's fetch of the backend's own sample feed left out). */
const siteRequests = () =>
  local.backend.requests.filter((r) => !r.path.startsWith('/sample-media/'));
const summary = () => siteRequests().map((r) => `${r.method} ${r.path}`);
const SEEDED = [`GET ${SELECT_PATH}`, `POST ${SEED_PATH}`, `GET ${SELECT_PATH}`];

it("the select asks for the spec's fields (what a card reads, not the table's bookkeeping) ordered by view_count then published_at, limit 1000, with the apikey, in the server's order", async () => {
  const rows = newsRows(ENOUGH, { newestMs: Date.now() });
  const ids = await insertNewsRows(local.db, rows);
  const items = await loader()();
  expect(summary()).toEqual([`GET ${SELECT_PATH}`]);
  const [select] = local.backend.requests;
  // The fields a card reads (NEWS_ROW_COLUMNS: spec section 3's); the table's bookkeeping
  // (created_at, updated_at) stays in the database. That every field a card shows arrives is below.
  const selected = select?.query.get('select')?.split(',');
  expect(selected).toEqual([...NEWS_ROW_COLUMNS]);
  expect(selected).not.toContain('created_at');
  expect(select?.query.get('order')).toBe('view_count.desc,published_at.desc');
  expect(select?.query.get('limit')).toBe(String(fixedNews.queryLimit));
  expect([...(select?.query.keys() ?? [])].sort()).toEqual(['limit', 'order', 'select']);
  expect(select?.headers.apikey).toBe(local.backend.anonKey);
  // The doctor checks the same select (recorded from the site's loader without a network).
  const doctor = new URL((await siteCalls(local.backend.anonKey)).select.path, 'http://x');
  expect(select?.path).toBe(doctor.pathname);
  expect(Object.fromEntries(select!.query)).toEqual(Object.fromEntries(doctor.searchParams));
  expect(items).toEqual(
    rows.map((_row, i) => ({
      ...newsItem(i, {}, { newestMs: Date.parse(rows[0]!.published_at) }),
      key: ids[i],
      id: ids[i],
    })),
  );
});

describe('seeding', () => {
  it('with as many rows as the threshold: POSTs the function with no body, then re-selects and uses that result', async () => {
    await store(fixedNews.seedThresholdRows, { prefix: 'Old' });
    const items = await loader()();
    expect(summary()).toEqual(SEEDED);
    const seed = siteRequests()[1];
    expect(seed?.body).toBe('');
    expect(seed?.headers['content-length'] ?? '0').toBe('0');
    expect(seed?.headers['content-type']).toBeUndefined();
    expect(seed?.headers.authorization).toBe(`Bearer ${local.backend.anonKey}`);
    const reselect = siteRequests()[2];
    expect(reselect?.query.toString()).toBe(siteRequests()[0]?.query.toString());
    // The feed round (the bundled sample feed) added stories: the items are the re-select's.
    const titles = await local.db.query<{ title: string }>('select title from public.trump_news');
    const stored = titles.rows.map((row) => row.title).sort();
    expect(stored.length).toBeGreaterThan(fixedNews.seedThresholdRows);
    expect(items.map((i) => i.title).sort()).toEqual(stored);
  });

  it.each([0, 3])(
    'with %i rows and an empty re-select: seeds once, keeps the first result',
    async (n) => {
      await store(n, { prefix: 'Few' });
      seedAnswers(200);
      local.backend.faults.set(SELECT_PATH, { skip: 1, body: [] });
      const items = await loader()();
      expect(items.map((i) => i.title)).toEqual(Array.from({ length: n }, (_, i) => `Few ${i}`));
      expect(summary()).toEqual(SEEDED);
    },
  );

  it('a failing seeding call is logged; the re-select still runs', async () => {
    // The first select answers 2 rows, the seeding call fails, the re-select reads the rows stored.
    await store(ENOUGH, { prefix: 'After' });
    local.backend.faults.set(SELECT_PATH, { times: 1, body: newsRows(2, { prefix: 'Few' }) });
    seedAnswers(500);
    const items = await loader()();
    expect(items).toHaveLength(ENOUGH);
    expect(summary()).toEqual(SEEDED);
    expect(console.error).toHaveBeenCalled();
  });

  // Which rows are unusable: tests/unit/newsItem.test.ts; that the loader drops them: here.
  it('counts raw rows: one more than the threshold, some unusable, sends no POST, and drops those', async () => {
    const rows: Record<string, unknown>[] = newsRows(ENOUGH);
    rows[0] = { ...rows[0], title: null };
    local.backend.faults.set(SELECT_PATH, { body: rows });
    expect(await loader()()).toHaveLength(fixedNews.seedThresholdRows);
    expect(summary()).toEqual([`GET ${SELECT_PATH}`]);
  });
});

/** Start a sync at the shipped refresh period and record what it reports. */
function recordSync(load: () => Promise<NewsItem[]>, repeat?: Parameters<typeof startNewsSync>[3]) {
  const loading: boolean[] = [];
  const loaded: NewsItem[][] = [];
  sync = startNewsSync(
    load,
    { loadingChanged: (l) => loading.push(l), itemsLoaded: (items) => loaded.push(items) },
    undefined,
    repeat,
  );
  return { loading, loaded, sync };
}

it.each([
  ['a 500 on the select', { status: 500, body: { message: 'boom' } }, /boom/],
  ['a malformed body', { body: '[{"title": "half a row"' }, /JSON|Unexpected|Unterminated/],
  ['a body that is JSON but not a list', { body: { rows: newsRows(3) } }, /no list/],
])('failures are only logged and clear the loading flag: %s', async (_case, fault, error) => {
  local.backend.faults.set(SELECT_PATH, fault);
  await expect(loader()()).rejects.toThrow(error);
  const { loading, loaded, sync } = recordSync(loader());
  await sync.settled();
  expect(loading).toEqual([true, false]);
  expect(loaded).toEqual([]);
  expect(console.error).toHaveBeenCalledTimes(1);
  expect(summary()).toEqual([`GET ${SELECT_PATH}`, `GET ${SELECT_PATH}`]);
});

describe('refresh every 30 minutes', () => {
  it('loads on start and again every 30 minutes (real interval under fake timers)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    /** What the next load reads: new stories, enough to need no seeding. */
    const restock = async (prefix: string) => {
      await emptyDatabase(local.db);
      await store(ENOUGH, { prefix });
    };
    await restock('First');
    const { loaded, loading, sync } = recordSync(loader());
    await sync.settled();
    expect(loaded.map((items) => items[0]?.title)).toEqual(['First 0']);
    await restock('Second');

    vi.advanceTimersByTime(fixedNews.refreshEveryMs - 1);
    await sync.settled();
    expect(summary()).toHaveLength(1);

    vi.advanceTimersByTime(1);
    await sync.settled();
    expect(loaded.map((items) => items[0]?.title)).toEqual(['First 0', 'Second 0']);
    await restock('Third');

    vi.advanceTimersByTime(fixedNews.refreshEveryMs);
    await sync.settled();
    expect(loaded.map((items) => items[0]?.title)).toEqual(['First 0', 'Second 0', 'Third 0']);
    expect(loading).toEqual([true, false, true, false, true, false]);

    sync.stop();
    vi.advanceTimersByTime(fixedNews.refreshEveryMs * 3);
    await sync.settled();
    expect(summary()).toHaveLength(3);
  });

  it('keeps the last good items when a refresh fails', async () => {
    await store(ENOUGH);
    let tick: () => void = () => {};
    const { loaded, loading, sync } = recordSync(loader(), (task, periodMs) => {
      expect(periodMs).toBe(fixedNews.refreshEveryMs);
      tick = task;
      return () => {};
    });
    await sync.settled();
    local.backend.faults.set(SELECT_PATH, { status: 500 });
    tick();
    await sync.settled();
    expect(loaded).toHaveLength(1);
    expect(loading).toEqual([true, false, true, false]);
  });

  it('does not start a second load while one is running', async () => {
    await store(ENOUGH);
    local.backend.faults.set(SELECT_PATH, { delayMs: 300 });
    let tick: () => void = () => {};
    const { sync } = recordSync(loader(), (task) => {
      tick = task;
      return () => {};
    });
    // The select has reached the backend, which answers it 300 ms later.
    await vi.waitFor(() => expect(local.backend.requests).toHaveLength(1), UNTIL_ANSWERED);
    tick();
    tick();
    await sync.settled();
    expect(summary()).toEqual([`GET ${SELECT_PATH}`]);
  });
});

describe('startNewsFeed', () => {
  it('without a backend: logs a clear message and ends loading, so the empty state shows', async () => {
    const { startNewsFeed } = await import('../../src/news/startNewsFeed.ts');
    const { newsStore } = await import('../../src/news/newsStore.ts');
    expect(newsStore.getState().loading).toBe(true);
    startNewsFeed(null);
    expect(newsStore.getState().loading).toBe(false);
    expect(newsStore.getState().items).toEqual([]);
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringMatching(/VITE_SUPABASE_URL.*not configured/),
    );
  });

  it('with a backend: loads once (idempotent) into the store and schedules the refresh', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { backend } = local;
    await store(ENOUGH);
    const { startNewsFeed } = await import('../../src/news/startNewsFeed.ts');
    const { newsStore } = await import('../../src/news/newsStore.ts');
    const target = { url: backend.url, anonKey: backend.anonKey };
    startNewsFeed(target);
    startNewsFeed(target);
    expect(newsStore.getState().loading).toBe(true);
    await vi.waitFor(() => expect(newsStore.getState().items).toHaveLength(ENOUGH), UNTIL_ANSWERED);
    await vi.waitFor(() => expect(newsStore.getState().loading).toBe(false), UNTIL_ANSWERED);
    expect(backend.requests).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('a backend that is down only logs and clears the loading flag', async () => {
    const down = await startLoopbackServer(() => undefined);
    const { url } = down;
    await down.close();
    const { startNewsFeed } = await import('../../src/news/startNewsFeed.ts');
    const { newsStore } = await import('../../src/news/newsStore.ts');
    startNewsFeed({ url, anonKey: 'k' });
    await vi.waitFor(() => expect(newsStore.getState().loading).toBe(false), UNTIL_ANSWERED);
    expect(newsStore.getState().items).toEqual([]);
    expect(console.error).toHaveBeenCalled();
  });
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
