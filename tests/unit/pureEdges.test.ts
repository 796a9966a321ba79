// The news rows, filter, motion bar, link and market helpers at their edges: values of the wrong
// type, both sides of each boundary, the EVM address match and the fields' names in the faults.
import { describe, expect, it } from 'vitest';
import { motionBarConfig } from '../../src/config/motionBar.ts';
import { newsConfig } from '../../src/config/news.ts';
import { escapeHtml } from '../../src/shared/escapeHtml.ts';
import { httpUrlOrNull, isHttpUrl } from '../../src/shared/safeUrl.ts';
import { readMarket, toNumber } from '../../src/market/marketFigures.ts';
import { formatMarket, formatPrice } from '../../src/market/marketFormat.ts';
import { matchesQuery, withinTimeFilter } from '../../src/news/newsFilter.ts';
import { parseNewsRows } from '../../src/news/newsItem.ts';
import { barScrollAt, stepBarScroll } from '../../src/motionBar/motionBarScroll.ts';
import { pair, TOKEN } from '../../scripts/shared/marketPairs.ts';

const row = {
  id: 'a1',
  title: 'Headline',
  link: 'https://news.example/1',
  published_at: '2025-06-01T10:00:00Z',
  view_count: 3,
};
const one = (fields: Record<string, unknown>) => parseNewsRows([{ ...row, ...fields }])[0]!;

describe('news rows', () => {
  it('refuses an answer that is not a list, whatever else it has', () => {
    for (const data of [null, undefined, {}, 'rows', 7, { forEach() {} }, { length: 0 }]) {
      expect(() => parseNewsRows(data)).toThrow(new TypeError('news rows: expected an array'));
    }
  });

  it('keys a row without a usable id by its place, and counts views against no id', () => {
    for (const id of [undefined, null, true, {}, ['x']]) {
      expect(parseNewsRows([{ ...row, id }])[0]).toMatchObject({ key: 'row-0', id: '' });
    }
    expect(one({ id: 0 })).toMatchObject({ key: '0', id: '0' });
    expect(one({ id: 12 })).toMatchObject({ key: '12', id: '12' });
    expect(one({ id: 'a1' })).toMatchObject({ key: 'a1', id: 'a1' });
  });

  it('reads dates from strings and epoch numbers only', () => {
    expect(one({ published_at: Date.UTC(2025, 5, 1) }).publishedMs).toBe(Date.UTC(2025, 5, 1));
    expect(one({ published_at: '2025-06-01T10:00:00Z' }).publishedMs).toBe(
      Date.UTC(2025, 5, 1, 10),
    );
    for (const published_at of [['2025-06-01T10:00:00Z'], true, {}, null, 'soon', Infinity]) {
      expect(one({ published_at }).publishedMs).toBeNull();
    }
  });

  it('reads view counts from numbers and numeric strings only, whole and positive', () => {
    expect(one({ view_count: '12' }).viewCount).toBe(12);
    expect(one({ view_count: 2.9 }).viewCount).toBe(2);
    for (const view_count of [[5], true, -3, -0, '-0', 0, 'many', Infinity, null]) {
      expect(Object.is(one({ view_count }).viewCount, 0)).toBe(true);
    }
  });
});

describe('news filter', () => {
  it('leaves out an undated item under any bounded filter, however long', () => {
    const forever = { ...newsConfig.maxAgeDays, week: Number.MAX_SAFE_INTEGER };
    expect(withinTimeFilter({ publishedMs: null }, 'week', Date.now(), forever)).toBe(false);
    expect(withinTimeFilter({ publishedMs: 0 }, 'week', Date.now(), forever)).toBe(true);
    expect(withinTimeFilter({ publishedMs: null }, 'all', Date.now())).toBe(true);
  });

  it('an empty query matches any item', () => {
    expect(matchesQuery({ searchText: { title: 'a', summary: '' } }, '')).toBe(true);
  });
});

describe('motion bar edges', () => {
  const MAX = 5000;
  const hidden = { hidden: true, y: 300, run: motionBarConfig.hideAfterDownPx };
  const step = (from: typeof hidden, y: number) =>
    stepBarScroll(from, { y, maxY: MAX, inUse: false }, motionBarConfig);

  it('shows the bar within a pixel of the top or the end, not two pixels away', () => {
    expect(step(hidden, 1).hidden).toBe(false);
    expect(step({ hidden: true, y: 0, run: 100 }, 1).hidden).toBe(false);
    expect(step({ ...hidden, y: 0 }, 2).hidden).toBe(true);
    expect(step(hidden, MAX - 1).hidden).toBe(false);
    expect(step(hidden, MAX - 2).hidden).toBe(true);
  });

  it('keeps the run when the position does not change', () => {
    expect(step({ hidden: false, y: 300, run: 5 }, 300)).toEqual({ hidden: false, y: 300, run: 5 });
    expect(barScrollAt(7)).toEqual({ hidden: false, y: 7, run: 0 });
  });
});

describe('links and escaping', () => {
  it('isHttpUrl takes strings only, as they are', () => {
    expect(isHttpUrl(new URL('https://e.com/'))).toBe(false);
    expect(isHttpUrl('https://e.com/')).toBe(true);
    expect(isHttpUrl(' https://e.com/')).toBe(true);
    expect(httpUrlOrNull(new URL('https://e.com/'))).toBeNull();
  });

  it('escapeHtml escapes &, <, > and " for markup and quoted attributes', () => {
    expect(escapeHtml(`Tom & "Jerry" <b>'s</b>`)).toBe(
      "Tom &amp; &quot;Jerry&quot; &lt;b&gt;'s&lt;/b&gt;",
    );
  });
});

describe('market figures', () => {
  const evm = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01';
  const onEth = (address: string, extra: Record<string, unknown> = {}) =>
    pair('eth', { chainId: 'ethereum', baseToken: { address }, ...extra });
  const token = { chainId: 'ethereum', tokenAddress: evm };

  it('matches an EVM address without case, and never another address', () => {
    expect(readMarket([onEth(evm.toLowerCase())], token).ok).toBe(true);
    expect(readMarket([onEth(evm.toUpperCase().replace('0X', '0x'))], token).ok).toBe(true);
    const other = `${evm.slice(0, -1)}2`;
    expect(readMarket([onEth(other)], token)).toMatchObject({ ok: false, fault: 'no-pair' });
    expect(readMarket([onEth(other.toLowerCase())], token)).toMatchObject({ ok: false });
    // A non-EVM address that only contains "0x" compares exactly.
    const sol = { chainId: 'solana', tokenAddress: 'ab0xCD' };
    expect(readMarket([pair('s', { baseToken: { address: 'ab0xcd' } })], sol).ok).toBe(false);
  });

  it('reads pairs of any chain when the pair names none, and refuses odd base tokens', () => {
    const solana = { chainId: 'solana', tokenAddress: TOKEN };
    expect(readMarket([pair('x', { chainId: undefined })], solana).ok).toBe(true);
    expect(readMarket([pair('x', { chainId: 7 })], solana).ok).toBe(true);
    for (const baseToken of [null, 'x', { address: 5 }, {}]) {
      expect(readMarket([pair('x', { baseToken })], solana).ok).toBe(false);
    }
    expect(readMarket([null, 'pair', [pair('x')]], solana).ok).toBe(false);
  });

  it('names each fault with a message', () => {
    const solana = { chainId: 'solana', tokenAddress: TOKEN };
    expect(readMarket('x', solana)).toEqual({
      ok: false,
      fault: 'shape',
      message: 'the answer is not a list of pairs',
    });
    expect(readMarket({ pairs: null }, solana)).toEqual({
      ok: false,
      fault: 'no-pair',
      message: `no pair prices ${TOKEN}`,
    });
    expect(readMarket({ pairs: undefined }, solana)).toMatchObject({ fault: 'shape' });
    expect(readMarket([pair('x', { priceUsd: '0' })], solana)).toEqual({
      ok: false,
      fault: 'fields',
      message: 'no pair has a numeric priceUsd',
    });
  });

  it('takes the first of two pairs with the same liquidity, and a pair with 0 liquidity over none', () => {
    const solana = { chainId: 'solana', tokenAddress: TOKEN };
    const first = pair('first', { liquidity: { usd: 5 } });
    const second = pair('second', { liquidity: { usd: 5 } });
    expect(readMarket([first, second], solana)).toMatchObject({
      figures: { pairUrl: 'https://dexscreener.com/solana/first' },
    });
    // A negative liquidity figure counts as none: the first of the two stays.
    const negative = pair('negative', { liquidity: { usd: -5 } });
    const missing = pair('missing', { liquidity: undefined });
    expect(readMarket([negative, missing], solana)).toMatchObject({
      figures: { pairUrl: 'https://dexscreener.com/solana/negative', liquidityUsd: null },
      invalidFields: ['liquidity.usd'],
    });
    const none = pair('none', { liquidity: { usd: -1 } });
    const zero = pair('zero', { liquidity: { usd: 0 } });
    expect(readMarket([none, zero], solana)).toMatchObject({
      figures: { pairUrl: 'https://dexscreener.com/solana/zero', liquidityUsd: 0 },
    });
  });

  it('reads each field with its own limits and names the unusable ones', () => {
    const solana = { chainId: 'solana', tokenAddress: TOKEN };
    const reading = readMarket(
      [
        pair('x', {
          marketCap: 0,
          fdv: null,
          priceChange: { h24: -100 },
          liquidity: { usd: 0 },
          volume: { h24: 0 },
          url: 'javascript:alert(1)',
        }),
      ],
      solana,
    );
    expect(reading).toEqual({
      ok: true,
      figures: {
        priceUsd: 0.00001234,
        change24hPercent: -100,
        valuation: null,
        liquidityUsd: 0,
        volume24hUsd: 0,
        pairUrl: null,
      },
      invalidFields: ['marketCap', 'url'],
    });
    const bad = readMarket(
      [pair('y', { marketCap: 5, volume: { h24: -1 }, url: null, priceChange: { h24: 'x' } })],
      solana,
    );
    expect(bad).toMatchObject({
      figures: { valuation: { kind: 'marketCap', usd: 5 }, volume24hUsd: null, pairUrl: null },
      invalidFields: ['priceChange.h24', 'volume.h24'],
    });
    const noUrl = readMarket([pair('z', { url: undefined })], solana);
    expect(noUrl).toMatchObject({ invalidFields: [] });
    expect(readMarket([pair('ok')], solana)).toMatchObject({ invalidFields: [] });
  });

  it('reads numbers written with spaces, signs, exponents and leading dots', () => {
    expect(toNumber(' 12.5 ')).toBe(12.5);
    expect(toNumber('+1')).toBe(1);
    expect(toNumber('-1')).toBe(-1);
    expect(toNumber('12')).toBe(12);
    expect(toNumber('.25')).toBe(0.25);
    expect(toNumber('.25e1')).toBe(2.5);
    expect(toNumber('1e+2')).toBe(100);
    expect(toNumber('1e10')).toBe(1e10);
    expect(toNumber('1.5E-3')).toBe(0.0015);
    for (const text of [
      '',
      '.',
      'e5',
      '1e',
      '.e1',
      '1e+',
      '0x10',
      '1 2',
      '++1',
      'Infinity',
      '1e999',
    ])
      expect(toNumber(text)).toBeNull();
  });
});

describe('market formats', () => {
  it('prints the smallest plain price in decimals, and anything below it in scientific notation', () => {
    expect(formatPrice(1e-8, 'en-US')).toBe('$0.000000010');
    expect(formatPrice(9.99e-9, 'en-US')).toMatch(/E-9$/);
  });

  it('shows no change when the change is unknown', () => {
    const view = formatMarket(
      {
        priceUsd: 1,
        change24hPercent: null,
        valuation: null,
        liquidityUsd: null,
        volume24hUsd: null,
        pairUrl: null,
      },
      'en-US',
    );
    expect(view.change).toBeNull();
  });
});
