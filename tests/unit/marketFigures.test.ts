// The market strip's pure parts: which pair is used, which fields count as numbers, and the
// number formats for the content locale.
import { describe, expect, it } from 'vitest';
import { readMarket, toNumber } from '../../src/market/marketFigures.ts';
import {
  formatAmount,
  formatChange,
  formatMarket,
  formatPrice,
} from '../../src/market/marketFormat.ts';
import { pair, TOKEN, WSOL } from '../../scripts/harness/marketPairs.ts';

const token = { chainId: 'solana', tokenAddress: TOKEN };
const readOne = (fields: Record<string, unknown>) => readMarket([pair('p', fields)], token);
/** The name of the pair `readMarket` takes, as its URL on DexScreener ends; else its fault. */
const chosen = (pairs: unknown[]) => {
  const reading = readMarket(pairs, token);
  return reading.ok
    ? reading.figures.pairUrl?.replace('https://dexscreener.com/solana/', '')
    : reading.fault;
};

describe('pair choice', () => {
  it('takes the pair with the most USD liquidity', () => {
    const pairs = [
      pair('small', { liquidity: { usd: 900 } }),
      pair('big', { liquidity: { usd: 250_000 }, priceUsd: '0.00002' }),
      pair('middle', { liquidity: { usd: 40_000 } }),
    ];
    const reading = readMarket(pairs, token);
    expect(reading.ok && reading.figures.priceUsd).toBe(0.00002);
    expect(chosen(pairs)).toBe('big');
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
    expect(reading.ok && reading.figures.priceUsd).toBe(0.00001234);
    expect(chosen([asQuote, otherChain, unpriced, own])).toBe('own');
  });

  it.each([
    [[], 'no-pair', `no pair prices ${TOKEN}`],
    [{ pairs: null }, 'no-pair', `no pair prices ${TOKEN}`],
    [[pair('p', { priceUsd: 'NaN' })], 'fields', 'no pair has a numeric priceUsd'],
    [[pair('p', { priceUsd: '0' })], 'fields', 'no pair has a numeric priceUsd'],
    [{ error: 'rate limited' }, 'shape', 'the answer is not a list of pairs'],
    ['<html>', 'shape', 'the answer is not a list of pairs'],
    [{ pairs: undefined }, 'shape', 'the answer is not a list of pairs'],
  ])('names the fault of %j: %s, with a message', (answer, fault, message) => {
    expect(readMarket(answer, token)).toEqual({ ok: false, fault, message });
  });
});

it('toNumber reads numbers and plain numeric strings only: spaces, signs, exponents and leading dots', () => {
  expect(toNumber(12.5)).toBe(12.5);
  const good = { ' 12.5 ': 12.5, '+1': 1, '-1': -1, '12': 12, '.25': 0.25, '.25e1': 2.5 };
  const more = {
    '0.00001234': 0.00001234,
    '1e-9': 1e-9,
    '1e+2': 100,
    '1e10': 1e10,
    '1.5E-3': 0.0015,
  };
  for (const [text, value] of Object.entries({ ...good, ...more }))
    expect(toNumber(text), text).toBe(value);
  const badText = ['', ' ', '.', 'e5', '1e', '.e1', '1e+', '1 2', '++1', 'abc', '12abc', '0x10'];
  for (const bad of [...badText, 'Infinity', '1e999', NaN, Infinity, null, true, {}, []])
    expect(toNumber(bad), String(bad)).toBeNull();
});

describe('formats (en-US)', () => {
  it('prices: tiny ones readable, dollars with cents, very tiny in scientific notation', () => {
    expect(formatPrice(0.00001234, 'en-US')).toBe('$0.00001234');
    expect(formatPrice(0.000012, 'en-US')).toBe('$0.000012');
    expect(formatPrice(0.5, 'en-US')).toBe('$0.50');
    expect(formatPrice(0.999996, 'en-US')).toBe('$1.00');
    expect(formatPrice(1234.567, 'en-US')).toBe('$1,234.57');
    expect(formatPrice(1.234e-9, 'en-US')).toBe('$1.234E-9');
    // The smallest plain price in decimals, anything below it in scientific notation.
    expect(formatPrice(1e-8, 'en-US')).toBe('$0.000000010');
    expect(formatPrice(9.99e-9, 'en-US')).toMatch(/E-9$/);
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

  it('a whole reading, with missing fields left null, the FDV named as such without a market cap', () => {
    const reading = readOne({ volume: undefined, marketCap: undefined });
    if (!reading.ok) throw new Error('expected figures');
    expect(formatMarket(reading.figures, 'en-US')).toEqual({
      price: '$0.00001234',
      change: { text: '-5.67%', trend: 'down' },
      valuation: { kind: 'fdv', text: '$12.3M' },
      liquidity: '$123K',
      volume: null,
      pairUrl: 'https://dexscreener.com/solana/p',
    });
    // No change shown when the change is unknown.
    expect(formatMarket({ ...reading.figures, change24hPercent: null }, 'en-US').change).toBeNull();
  });
});

describe('readMarket at its edges', () => {
  const evm = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01';
  const onEth = (address: string, extra: Record<string, unknown> = {}) =>
    pair('eth', { chainId: 'ethereum', baseToken: { address }, ...extra });
  const eth = { chainId: 'ethereum', tokenAddress: evm };

  it('matches an EVM address without case, never another address, Solana ones exactly', () => {
    expect(readMarket([onEth(evm.toLowerCase())], eth).ok).toBe(true);
    expect(readMarket([onEth(evm.toUpperCase().replace('0X', '0x'))], eth).ok).toBe(true);
    const other = `${evm.slice(0, -1)}2`;
    expect(readMarket([onEth(other)], eth)).toMatchObject({ ok: false, fault: 'no-pair' });
    expect(readMarket([onEth(other.toLowerCase())], eth)).toMatchObject({ ok: false });
    // Solana addresses, and a non-EVM address that only contains "0x", compare exactly.
    const lower = pair('s', { baseToken: { address: TOKEN.toLowerCase() } });
    expect(readMarket([lower], token)).toMatchObject({ ok: false, fault: 'no-pair' });
    const sol = { chainId: 'solana', tokenAddress: 'ab0xCD' };
    expect(readMarket([pair('s', { baseToken: { address: 'ab0xcd' } })], sol).ok).toBe(false);
  });

  it('reads pairs of any chain when the pair names none, and refuses odd base tokens', () => {
    expect(readMarket([pair('x', { chainId: undefined })], token).ok).toBe(true);
    expect(readMarket([pair('x', { chainId: 7 })], token).ok).toBe(true);
    for (const baseToken of [null, 'x', { address: 5 }, {}]) {
      expect(readMarket([pair('x', { baseToken })], token).ok).toBe(false);
    }
    expect(readMarket([null, 'pair', [pair('x')]], token).ok).toBe(false);
  });

  it('takes the first of two pairs with the same liquidity, and a pair with 0 liquidity over none', () => {
    const liquid = (name: string, usd: unknown) => pair(name, { liquidity: { usd } });
    expect(chosen([liquid('first', 5), liquid('second', 5)])).toBe('first');
    expect(chosen([liquid('none', -1), liquid('zero', 0)])).toBe('zero');
    expect(readOne({ liquidity: { usd: 0 } })).toMatchObject({ figures: { liquidityUsd: 0 } });
    // A negative liquidity figure counts as none: the first of the two stays.
    const missing = pair('missing', { liquidity: undefined });
    expect(readMarket([liquid('negative', -5), missing], token)).toMatchObject({
      figures: { pairUrl: 'https://dexscreener.com/solana/negative', liquidityUsd: null },
      invalidFields: ['liquidity.usd'],
    });
  });

  it('reads each field with its own limits, leaves out the unusable ones and names them', () => {
    const unusable = readOne({
      priceChange: { h24: 'lots' },
      marketCap: undefined,
      fdv: -5,
      liquidity: { usd: '12k' },
      volume: {},
      url: 'javascript:alert(1)',
    });
    const none = {
      change24hPercent: null,
      valuation: null,
      liquidityUsd: null,
      volume24hUsd: null,
    };
    const priceOnly = { priceUsd: 0.00001234, ...none, pairUrl: null };
    expect(unusable).toEqual({
      ok: true,
      figures: priceOnly,
      invalidFields: ['fdv', 'priceChange.h24', 'liquidity.usd', 'url'],
    });
    const reading = readOne({
      marketCap: 0,
      fdv: null,
      priceChange: { h24: -100 },
      liquidity: { usd: 0 },
      volume: { h24: 0 },
      url: 'javascript:alert(1)',
    });
    expect(reading).toEqual({
      ok: true,
      figures: { ...priceOnly, change24hPercent: -100, liquidityUsd: 0, volume24hUsd: 0 },
      invalidFields: ['marketCap', 'url'],
    });
    // A 24h change below -100 % is refused.
    const bad = readMarket(
      [pair('y', { marketCap: 5, volume: { h24: -1 }, url: null, priceChange: { h24: -140 } })],
      token,
    );
    expect(bad).toMatchObject({
      figures: { valuation: { kind: 'marketCap', usd: 5 }, volume24hUsd: null, pairUrl: null },
      invalidFields: ['priceChange.h24', 'volume.h24'],
    });
    const noUrl = readMarket([pair('z', { url: undefined })], token);
    expect(noUrl).toMatchObject({ invalidFields: [] });
    expect(readMarket([pair('ok')], token)).toMatchObject({ invalidFields: [] });
  });
});
