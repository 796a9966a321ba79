// Each request's time limit, pinned from both sides on a fake clock: against a server that never
// answers, the request still waits 1 ms before its limit and has given up at it, each limit as the
// docs promise it. A limit stretched or cut turns this red; the machine's speed cannot.
import { setImmediate as realSetImmediate } from 'node:timers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newsConfig } from '../../src/config/news.ts';
import { createNewsLoader } from '../../src/news/newsSource.ts';
import { createMarketLoader, MarketFault } from '../../src/market/marketSource.ts';
import { resolveMarketSettings } from '../../src/market/marketSettings.ts';
import { readIngestConfig } from '../../supabase/functions/_shared/config.ts';
import { fetchFeedText } from '../../supabase/functions/_shared/fetchFeed.ts';
import { fetchPageHead } from '../../supabase/functions/_shared/fetchPage.ts';
import { enrichRows } from '../../supabase/functions/_shared/enrichPages.ts';
import type { NewsStore } from '../../supabase/functions/_shared/types.ts';
import { TOKEN } from '../../scripts/harness/marketPairs.ts';
import { createHttp } from '../../scripts/doctor/http.ts';
import { REQUEST_TIMEOUT_MS } from '../../scripts/doctor/run.ts';
import { fixedMarket, fixedNews } from '../helpers/specNumbers.ts';
import { stubMissingWebSocket } from '../helpers/webSocket.ts';
import { newsRow } from '../helpers/news.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A fetch that never answers: it rejects only when its request is aborted. */
const neverAnswers = (_input: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
  });

/** Lets every promise callback run (a real turn of the event loop). */
const flush = () => new Promise((resolve) => realSetImmediate(resolve));

/** Starts `request` on a fake clock; proves it waits until `limitMs` and ends there; its outcome. */
async function endsAt(limitMs: number, request: () => Promise<unknown>) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  let ended = false;
  const outcome = request().then(
    (value: unknown) => ({ value }),
    (error: unknown) => ({ error }),
  );
  void outcome.finally(() => (ended = true));
  await flush();
  await vi.advanceTimersByTimeAsync(limitMs - 1);
  await flush();
  expect(ended, `still waiting at ${limitMs - 1} ms`).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  await flush();
  expect(ended, `given up at ${limitMs} ms`).toBe(true);
  return outcome;
}

describe('the site', () => {
  const backend = { url: 'http://backend.invalid', anonKey: 'anon' };
  beforeEach(stubMissingWebSocket);

  it("gives up the news select at the site's 15 s (docs/deploy.md)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = createNewsLoader({ ...backend, fetch: neverAnswers }, newsConfig);
    const { error } = (await endsAt(fixedNews.requestTimeoutMs, load)) as { error?: Error };
    expect(error?.message).toMatch(/^news: select from trump_news failed/);
  });

  it("gives up the seeding call at the site's 15 s, then re-selects", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const requests: string[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(init?.method ?? 'GET');
      if (init?.method !== 'POST') return new Response('[]', { status: 200 });
      return neverAnswers(input, init);
    };
    const load = createNewsLoader({ ...backend, fetch }, newsConfig);
    expect(await endsAt(fixedNews.requestTimeoutMs, load)).toEqual({ value: [] });
    expect(requests).toEqual(['GET', 'POST', 'GET']);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('gives up the market API at 10 s (docs/rebrand.md)', async () => {
    const { apiBase, ...settings } = resolveMarketSettings(
      {},
      { chainId: 'solana', tokenAddress: TOKEN, apiBaseUrl: 'https://api.example', buyUrl: '' },
    )!;
    const load = createMarketLoader({ ...settings, apiBase: apiBase! }, undefined, neverAnswers);
    const { error } = (await endsAt(fixedMarket.requestTimeoutMs, load)) as { error?: unknown };
    expect(error).toBeInstanceOf(MarketFault);
    expect((error as MarketFault).kind).toBe('timeout');
  });
});

describe('the news function (defaults as docs/backend.md lists them)', () => {
  const config = readIngestConfig({});
  const policy = { allowPrivateAddresses: true };

  it('gives up a feed at FEED_TIMEOUT_MS, 8000 by default', async () => {
    expect(config.timeoutMs).toBe(8000);
    const read = () =>
      fetchFeedText('https://feeds.example/rss', {
        fetch: neverAnswers,
        timeoutMs: config.timeoutMs,
        maxBytes: config.maxBytes,
        policy,
      });
    const { error } = (await endsAt(8000, read)) as { error?: Error };
    expect(error?.message).toBe('timed out after 8000 ms');
  });

  it('gives up an article page at ARTICLE_PAGE_TIMEOUT_MS, 3000 by default', async () => {
    expect(config.pages.timeoutMs).toBe(3000);
    const read = () =>
      fetchPageHead('https://news.example/story', {
        fetch: neverAnswers,
        timeoutMs: config.pages.timeoutMs,
        maxBytes: config.pages.maxBytes,
        policy,
      });
    const { error } = (await endsAt(3000, read)) as { error?: Error };
    expect(error?.name).toBe('PageFetchError');
  });

  it("stops a round's page reads at ARTICLE_PAGES_BUDGET_MS, 6000 by default", async () => {
    expect(config.pages.budgetMs).toBe(6000);
    const row = { ...newsRow(0), image_url: null };
    const store = { claimArticlePages: async (links: string[]) => links } as unknown as NewsStore;
    // Each page may take longer than the whole budget: the budget ends the round.
    const pages = { ...config.pages, timeoutMs: 30_000 };
    const round = () => enrichRows([row], { store, fetch: neverAnswers, config: pages, policy });
    const { value } = (await endsAt(6000, round)) as { value: Awaited<ReturnType<typeof round>> };
    expect(value.report).toMatchObject({ claimed: 1, read: 0, failed: 1 });
  });
});

it('npm run doctor: gives up a request after 10 s (docs/deploy.md)', async () => {
  expect(REQUEST_TIMEOUT_MS).toBe(10_000);
  vi.stubGlobal('fetch', neverAnswers);
  const http = createHttp(new AbortController().signal, REQUEST_TIMEOUT_MS);
  const outcome = await endsAt(10_000, () => http.request('https://project.example/rest/v1/'));
  expect(outcome).toEqual({ value: { answered: false, error: 'no answer within 10 s' } });
});
