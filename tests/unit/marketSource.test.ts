// The market's refresh loop and settings; the data module against a loopback API is in
// tests/backend/marketSource.test.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarketFault, type LoadMarket } from '../../src/market/marketSource.ts';
import { startMarketSync, type MarketSync } from '../../src/market/marketSync.ts';
import {
  defaultBuyUrl,
  marketApiOrigin,
  marketEnabled,
  resolveMarketSettings,
} from '../../src/market/marketSettings.ts';
import { TOKEN } from '../../scripts/harness/marketPairs.ts';
import { fixedMarket } from '../helpers/specNumbers.ts';

let sync: MarketSync | undefined;

afterEach(() => {
  sync?.stop();
  sync = undefined;
});

describe('refresh loop', () => {
  function harness(loads: LoadMarket) {
    const shown: (string | null)[] = [];
    const logs: string[] = [];
    let allowed = true;
    let now = 0;
    let tick: () => void = () => {};
    let period = 0;
    sync = startMarketSync({
      load: loads,
      locale: 'en-US',
      show: (v) => shown.push(v?.price ?? null),
      mayRefresh: () => allowed,
      log: (m) => logs.push(m),
      now: () => now,
      repeatEvery: (task, ms) => {
        tick = task;
        period = ms;
        return () => (tick = () => {});
      },
    });
    return {
      shown,
      logs,
      period: () => period,
      tick: async (advanceMs = 60_000) => {
        now += advanceMs;
        tick();
        await sync!.settled();
      },
      allow: (value: boolean) => (allowed = value),
    };
  }

  const figures = (priceUsd: number) => ({
    figures: {
      priceUsd,
      change24hPercent: null,
      valuation: null,
      liquidityUsd: null,
      volume24hUsd: null,
      pairUrl: null,
    },
    invalidFields: [],
  });

  it('loads now and every refresh period, and skips the ticks while hidden or paused', async () => {
    let price = 1;
    const load = vi.fn(async () => figures(price++));
    const h = harness(load);
    await sync!.settled();
    expect(h.period()).toBe(fixedMarket.refreshEveryMs);
    expect(h.shown).toEqual(['$1.00']);
    await h.tick();
    expect(h.shown).toEqual(['$1.00', '$2.00']);
    h.allow(false);
    await h.tick();
    await h.tick();
    expect(load).toHaveBeenCalledTimes(2);
    h.allow(true);
    await h.tick();
    expect(h.shown).toEqual(['$1.00', '$2.00', '$3.00']);
  });

  it('logs each kind of fault once, keeps fresh figures and takes old ones down', async () => {
    const answers: (() => Promise<ReturnType<typeof figures>>)[] = [
      async () => figures(1),
      async () => Promise.reject(new MarketFault('http', 'HTTP 500')),
      async () => Promise.reject(new MarketFault('http', 'HTTP 502')),
      async () => Promise.reject(new MarketFault('json', 'bad json')),
      async () => Promise.reject(new MarketFault('http', 'HTTP 503')),
    ];
    const h = harness(() => answers.shift()!());
    await sync!.settled();
    await h.tick(); // 1 min: fault, figures stay
    await h.tick(); // 2 min: same kind, not logged again
    expect(h.shown).toEqual(['$1.00']);
    await h.tick(); // 3 min
    await h.tick(4 * 60_000); // 7 min: too old now
    expect(h.shown).toEqual(['$1.00', null]);
    expect(h.logs).toEqual([
      'market: no figures (http): HTTP 500',
      'market: no figures (json): bad json',
    ]);
  });

  it('logs unusable fields once and still shows the rest', async () => {
    const invalidFields = ['volume.h24', 'liquidity.usd'];
    const h = harness(async () => ({ ...figures(2), invalidFields }));
    await sync!.settled();
    await h.tick();
    expect(h.shown).toEqual(['$2.00', '$2.00']);
    expect(h.logs).toEqual(['market: unusable fields left out: volume.h24, liquidity.usd']);
  });

  it('takes figures down once older than 5 minutes (docs/rebrand.md), not at it, and never before any came', async () => {
    const fault = async () => Promise.reject(new MarketFault('http', 'HTTP 500'));
    const answers = [fault, fault, async () => figures(1), fault, fault];
    const h = harness(() => answers.shift()!());
    await sync!.settled();
    await h.tick(6 * 60_000); // 6 min, nothing shown yet: nothing to take down
    expect(h.shown).toEqual([]);
    await h.tick(); // 7 min: shown
    await h.tick(fixedMarket.staleAfterMs); // 12 min: exactly 5 minutes old, still up
    expect(h.shown).toEqual(['$1.00']);
    await h.tick(1);
    expect(h.shown).toEqual(['$1.00', null]);
  });

  it('runs one load at a time, and a stopped loop shows nothing more', async () => {
    let answer: (value: ReturnType<typeof figures>) => void = () => {};
    const load = vi.fn(() => new Promise<ReturnType<typeof figures>>((r) => (answer = r)));
    const h = harness(load);
    void h.tick(); // a tick while the first load is out
    expect(load).toHaveBeenCalledTimes(1);
    sync!.stop();
    answer(figures(1));
    await sync!.settled();
    expect(h.shown).toEqual([]);
  });
});

describe('settings', () => {
  const base = {
    chainId: 'solana',
    tokenAddress: TOKEN,
    apiBaseUrl: 'https://api.dexscreener.com',
    buyUrl: '',
  };

  it('is off without a chain id or token: no settings, no CSP origin', () => {
    expect(marketEnabled({ chainId: '', tokenAddress: TOKEN })).toBe(false);
    expect(marketEnabled({ chainId: 'solana', tokenAddress: ' ' })).toBe(false);
    expect(resolveMarketSettings({}, { ...base, chainId: '' })).toBeNull();
    const off = { ...base, chainId: '' };
    expect(marketApiOrigin({ VITE_MARKET_API_URL: 'http://127.0.0.1:1' }, off)).toBe('');
  });

  it('VITE_MARKET_API_URL overrides the API base; anything but http(s) makes no request', () => {
    const apiBase = (url?: string) =>
      resolveMarketSettings(url === undefined ? {} : { VITE_MARKET_API_URL: url }, base)?.apiBase;
    expect(apiBase()).toBe('https://api.dexscreener.com');
    expect(apiBase('http://127.0.0.1:5/api/')).toBe('http://127.0.0.1:5/api');
    expect(apiBase('ftp://x')).toBeNull();
    const local = { VITE_MARKET_API_URL: 'http://127.0.0.1:5/api/' };
    expect(marketApiOrigin(local, base)).toBe('http://127.0.0.1:5');
    expect(marketApiOrigin({}, base)).toBe('https://api.dexscreener.com');
  });

  it('the Buy link: a swap page for the chain by default, only http(s)', () => {
    expect(resolveMarketSettings({}, base)?.buyUrl).toBe(`https://jup.ag/swap/SOL-${TOKEN}`);
    expect(defaultBuyUrl('base', '0xabc')).toBe(
      'https://app.uniswap.org/swap?chain=base&outputCurrency=0xabc',
    );
    expect(defaultBuyUrl('bsc', '0xabc')).toBe(
      'https://pancakeswap.finance/swap?outputCurrency=0xabc',
    );
    expect(defaultBuyUrl('sui', '0x1::a::B')).toBe('https://dexscreener.com/sui/0x1%3A%3Aa%3A%3AB');
    const buyUrl = (url: string) => resolveMarketSettings({}, { ...base, buyUrl: url })?.buyUrl;
    expect(buyUrl('https://swap.example/x')).toBe('https://swap.example/x');
    expect(buyUrl('javascript:alert(1)')).toBeNull();
  });
});
