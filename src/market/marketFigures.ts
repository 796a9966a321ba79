// Reads DexScreener's answer for one token: keeps the pairs that price this token (as the base
// token, on the configured chain), takes the one with the most USD liquidity and checks every
// figure it uses. Pure: no network, no formatting.
import { isHttpUrl } from '../shared/safeUrl.ts';

export interface MarketFigures {
  /** Price of one token in USD (> 0). */
  priceUsd: number;
  /** Price change over 24 hours in percent (e.g. -5.2), or null. */
  change24hPercent: number | null;
  /** Market cap, or the fully diluted value when the API gives no market cap, or null. */
  valuation: { kind: 'marketCap' | 'fdv'; usd: number } | null;
  liquidityUsd: number | null;
  volume24hUsd: number | null;
  /** The pair's page on DexScreener (http(s) only), or null. */
  pairUrl: string | null;
}

export type MarketReadingFault = 'no-pair' | 'fields' | 'shape';

export type MarketReading =
  | {
      ok: true;
      figures: MarketFigures;
      /** Fields present but not usable numbers. */ invalidFields: string[];
    }
  | { ok: false; fault: MarketReadingFault; message: string };

export interface TokenRef {
  chainId: string;
  tokenAddress: string;
}

type Loose = Record<string, unknown>;

function isRecord(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** A finite number from a number or a plain numeric string; null for anything else. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && NUMERIC.test(value.trim())) {
    // Stryker disable next-line MethodExpression: Number() ignores the same surrounding whitespace
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

function nested(record: Loose, key: string, inner: string): unknown {
  const value = record[key];
  return isRecord(value) ? value[inner] : undefined;
}

/** EVM addresses are case-insensitive hex; others (Solana's base58) compare exactly. */
function sameAddress(a: string, b: string): boolean {
  return /^0x/i.test(a) ? a.toLowerCase() === b.toLowerCase() : a === b;
}

/** The pairs of the answer (an array, or an object with a `pairs` array), or null. */
function pairsOf(body: unknown): unknown[] | null {
  if (Array.isArray(body)) return body;
  // Stryker disable next-line ArrayDeclaration: a list holding no pair (no record) reads as no pair too
  if (isRecord(body) && (Array.isArray(body.pairs) || body.pairs === null)) return body.pairs ?? [];
  return null;
}

/** Pairs where the token is the base token on the configured chain (priceUsd is its price). */
export function pairsForToken(pairs: unknown[], token: TokenRef): Loose[] {
  return pairs.filter((pair): pair is Loose => {
    if (!isRecord(pair)) return false;
    if (typeof pair.chainId === 'string' && pair.chainId !== token.chainId) return false;
    const base = nested(pair, 'baseToken', 'address');
    // Stryker disable next-line ConditionalExpression: a base address that is no string never equals the configured one
    return typeof base === 'string' && sameAddress(base, token.tokenAddress);
  });
}

const priceOf = (pair: Loose): number | null => {
  const price = toNumber(pair.priceUsd);
  // Stryker disable next-line ConditionalExpression: null > 0 is false too
  return price !== null && price > 0 ? price : null;
};

/** The priced pair with the most USD liquidity (pairs without a liquidity figure come last). */
export function choosePair(pairs: Loose[]): Loose | null {
  let best: Loose | null = null;
  let bestLiquidity = -Infinity;
  for (const pair of pairs) {
    if (priceOf(pair) === null) continue;
    const liquidity = toNumber(nested(pair, 'liquidity', 'usd'));
    const rank = liquidity !== null && liquidity >= 0 ? liquidity : -1;
    if (rank > bestLiquidity) {
      best = pair;
      bestLiquidity = rank;
    }
  }
  return best;
}

/** Reads one field: a usable number, null when absent, and the field named when unusable. */
function field(
  value: unknown,
  name: string,
  valid: (n: number) => boolean,
  invalid: string[],
): number | null {
  if (value === undefined || value === null) return null;
  const parsed = toNumber(value);
  if (parsed !== null && valid(parsed)) return parsed;
  invalid.push(name);
  return null;
}

const atLeastZero = (n: number) => n >= 0;
const aboveZero = (n: number) => n > 0;

/** The token's figures from the API's answer, or why there are none. */
export function readMarket(body: unknown, token: TokenRef): MarketReading {
  const pairs = pairsOf(body);
  if (!pairs) return { ok: false, fault: 'shape', message: 'the answer is not a list of pairs' };
  const own = pairsForToken(pairs, token);
  if (own.length === 0) {
    return { ok: false, fault: 'no-pair', message: `no pair prices ${token.tokenAddress}` };
  }
  const pair = choosePair(own);
  if (!pair) return { ok: false, fault: 'fields', message: 'no pair has a numeric priceUsd' };

  const invalid: string[] = [];
  const marketCap = field(pair.marketCap, 'marketCap', aboveZero, invalid);
  const fdv = field(pair.fdv, 'fdv', aboveZero, invalid);
  const figures: MarketFigures = {
    priceUsd: priceOf(pair)!,
    // A price cannot fall by more than all of it.
    change24hPercent: field(
      nested(pair, 'priceChange', 'h24'),
      'priceChange.h24',
      (n) => n >= -100,
      invalid,
    ),
    valuation:
      marketCap !== null
        ? { kind: 'marketCap', usd: marketCap }
        : fdv !== null
          ? { kind: 'fdv', usd: fdv }
          : null,
    liquidityUsd: field(nested(pair, 'liquidity', 'usd'), 'liquidity.usd', atLeastZero, invalid),
    volume24hUsd: field(nested(pair, 'volume', 'h24'), 'volume.h24', atLeastZero, invalid),
    pairUrl: isHttpUrl(pair.url) ? pair.url : null,
  };
  if (pair.url !== undefined && pair.url !== null && figures.pairUrl === null) invalid.push('url');
  return { ok: true, figures, invalidFields: invalid };
}
