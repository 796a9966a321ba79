// The market strip's pure parts: which pair is used (the token's own, most USD liquidity),
// which fields count as numbers, and the number formats (tiny prices, billions, negative
// change, missing fields) for the content locale.
import { describe, expect, it } from 'vitest';
import { choosePair, readMarket, toNumber } from '../../src/market/marketFigures.ts';
import {
  formatAmount,
  formatChange,
  formatMarket,
  formatPrice,
} from '../../src/market/marketFormat.ts';
import { pair, TOKEN, WSOL } from '../../scripts/shared/marketPairs.ts';

const token = { chainId: 'solana', tokenAddress: TOKEN };

describe('pair choice', () => {
  it('takes the pair with the most USD liquidity', () => {
    const pairs = [
      pair('small', { liquidity: { usd: 900 } }),
      pair('big', { liquidity: { usd: 250_000 }, priceUsd: '0.00002' }),
      pair('middle', { liquidity: { usd: 40_000 } }),
    ];
    const reading = readMarket(pairs, token);
    expect(reading.ok && reading.figures.priceUsd).toBe(0.00002);
    expect(reading.ok && reading.figures.pairUrl).toBe('https://dexscreener.com/solana/big');
  });

  it('ignores pairs where the token is only the quote, other chains and unpriced pairs', () => {
    const asQuote = pair('quote', {
      baseToken: { address: WSOL, symbol: 'SOL' },
      quoteToken: { address: TOKEN, symbol: 'UNSTABLE' },
      priceUsd: '140.5',
      liquidity: { usd: 9_000_000 },
    });
    const otherChain = pair('eth', { chainId: 'ethereum', liquidity: { usd: 8_000_000 } });
    const unpriced = pair('unpriced', { priceUsd: 'n/a', liquidity: { usd: 7_000_000 } });
    const own = pair('own', { liquidity: { usd: 10 } });
    const reading = readMarket([asQuote, otherChain, unpriced, own], token);
    expect(reading.ok && reading.figures.pairUrl).toBe('https://dexscreener.com/solana/own');
    expect(reading.ok && reading.figures.priceUsd).toBe(0.00001234);
  });

  it('ranks a pair without a liquidity figure after any with one', () => {
    const chosen = choosePair([
      pair('none', { liquidity: undefined }),
      pair('zero', { liquidity: { usd: 0 } }),
    ]);
    expect(chosen?.pairAddress).toBe('zero');
  });

  it('compares EVM addresses without case, Solana addresses exactly', () => {
    const evm = '0xAbCdEf0000000000000000000000000000000001';
    const evmPair = pair('e', { chainId: 'base', baseToken: { address: evm.toLowerCase() } });
    expect(readMarket([evmPair], { chainId: 'base', tokenAddress: evm }).ok).toBe(true);
    const lower = pair('s', { baseToken: { address: TOKEN.toLowerCase() } });
    expect(readMarket([lower], token)).toMatchObject({ ok: false, fault: 'no-pair' });
  });

  it('names the fault: no pair, no priced pair, not a list', () => {
    expect(readMarket([], token)).toMatchObject({ ok: false, fault: 'no-pair' });
    expect(readMarket({ pairs: null }, token)).toMatchObject({ ok: false, fault: 'no-pair' });
    expect(readMarket([pair('p', { priceUsd: 'NaN' })], token)).toMatchObject({
      ok: false,
      fault: 'fields',
    });
    expect(readMarket([pair('p', { priceUsd: '0' })], token)).toMatchObject({
      ok: false,
      fault: 'fields',
    });
    expect(readMarket({ error: 'rate limited' }, token)).toMatchObject({
      ok: false,
      fault: 'shape',
    });
    expect(readMarket('<html>', token)).toMatchObject({ ok: false, fault: 'shape' });
  });
});

describe('fields', () => {
  it('reads numbers and plain numeric strings only', () => {
    expect(toNumber(12.5)).toBe(12.5);
    expect(toNumber('0.00001234')).toBe(0.00001234);
    expect(toNumber('1e-9')).toBe(1e-9);
    for (const bad of [
      '',
      ' ',
      'abc',
      '12abc',
      '0x10',
      'Infinity',
      NaN,
      Infinity,
      null,
      true,
      {},
      [],
    ]) {
      expect(toNumber(bad), String(bad)).toBeNull();
    }
  });

  it('leaves out missing or unusable fields and names the unusable ones', () => {
    const reading = readMarket(
      [
        pair('p', {
          priceChange: { h24: 'lots' },
          marketCap: undefined,
          fdv: -5,
          liquidity: { usd: '12k' },
          volume: {},
          url: 'javascript:alert(1)',
        }),
      ],
      token,
    );
    expect(reading).toEqual({
      ok: true,
      figures: {
        priceUsd: 0.00001234,
        change24hPercent: null,
        valuation: null,
        liquidityUsd: null,
        volume24hUsd: null,
        pairUrl: null,
      },
      invalidFields: ['fdv', 'priceChange.h24', 'liquidity.usd', 'url'],
    });
  });

  it('uses the FDV, named as such, when there is no market cap', () => {
    const reading = readMarket([pair('p', { marketCap: undefined, fdv: 5_000_000 })], token);
    expect(reading.ok && reading.figures.valuation).toEqual({ kind: 'fdv', usd: 5_000_000 });
  });

  it('refuses a 24h change below -100 %', () => {
    const reading = readMarket([pair('p', { priceChange: { h24: -140 } })], token);
    expect(reading.ok && reading.figures.change24hPercent).toBeNull();
  });
});

describe('formats (en-US)', () => {
  it('prices: tiny ones readable, dollars with cents, very tiny in scientific notation', () => {
    expect(formatPrice(0.00001234, 'en-US')).toBe('$0.00001234');
    expect(formatPrice(0.000012, 'en-US')).toBe('$0.000012');
    expect(formatPrice(0.5, 'en-US')).toBe('$0.50');
    expect(formatPrice(0.999996, 'en-US')).toBe('$1.00');
    expect(formatPrice(1234.567, 'en-US')).toBe('$1,234.57');
    expect(formatPrice(1.234e-9, 'en-US')).toBe('$1.234E-9');
  });

  it('amounts: compact, billions to units', () => {
    expect(formatAmount(1_234_567_890, 'en-US')).toBe('$1.23B');
    expect(formatAmount(45_600_000, 'en-US')).toBe('$45.6M');
    expect(formatAmount(123_456.78, 'en-US')).toBe('$123K');
    expect(formatAmount(999, 'en-US')).toBe('$999');
    expect(formatAmount(0, 'en-US')).toBe('$0');
  });

  it('24h change: sign, two decimals, trend; a change that rounds to zero is flat', () => {
    expect(formatChange(12.345, 'en-US')).toEqual({ text: '+12.35%', trend: 'up' });
    expect(formatChange(-5.67, 'en-US')).toEqual({ text: '-5.67%', trend: 'down' });
    expect(formatChange(0, 'en-US')).toEqual({ text: '0.00%', trend: 'flat' });
    expect(formatChange(-0.004, 'en-US')).toEqual({ text: '0.00%', trend: 'flat' });
    expect(formatChange(1234.5, 'en-US')).toEqual({ text: '+1,234.50%', trend: 'up' });
  });

  it('follows the locale', () => {
    expect(formatPrice(1234.5, 'de-DE')).toBe('1.234,50\u00a0$');
    expect(formatChange(-5.67, 'de-DE').text).toBe('-5,67\u00a0%');
  });

  it('a whole reading, with missing fields left null', () => {
    const reading = readMarket([pair('p', { volume: undefined, marketCap: undefined })], token);
    if (!reading.ok) throw new Error('expected figures');
    expect(formatMarket(reading.figures, 'en-US')).toEqual({
      price: '$0.00001234',
      change: { text: '-5.67%', trend: 'down' },
      valuation: { kind: 'fdv', text: '$12.3M' },
      liquidity: '$123K',
      volume: null,
      pairUrl: 'https://dexscreener.com/solana/p',
    });
  });
});
