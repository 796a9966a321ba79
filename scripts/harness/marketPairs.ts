// DexScreener pair fixtures shaped like GET /tokens/v1/{chainId}/{tokenAddress} answers, for the
// market strip's unit and browser tests and the benchmark's stand-in of the API.
import { content } from '../../src/config/content.ts';

export const TOKEN = content.market.tokenAddress || content.contract.address;
export const WSOL = 'So11111111111111111111111111111111111111112';

export type Pair = Record<string, unknown>;

/** One pair where the token is the base token on Solana; `overrides` replace top-level fields. */
export function pair(id: string, overrides: Pair = {}): Pair {
  return {
    chainId: 'solana',
    dexId: 'raydium',
    url: `https://dexscreener.com/solana/${id}`,
    pairAddress: id,
    labels: ['CPMM'],
    baseToken: { address: TOKEN, name: 'UNSTABLE', symbol: 'UNSTABLE' },
    quoteToken: { address: WSOL, name: 'Wrapped SOL', symbol: 'SOL' },
    priceNative: '0.00000008712',
    priceUsd: '0.00001234',
    txns: { m5: { buys: 1, sells: 0 }, h1: { buys: 12, sells: 9 }, h24: { buys: 310, sells: 287 } },
    volume: { h24: 45_600, h6: 9_000, h1: 1_200, m5: 40 },
    priceChange: { m5: 0, h1: 0.52, h6: -1.2, h24: -5.67 },
    liquidity: { usd: 123_456.78, base: 5_000_000_000, quote: 430.5 },
    fdv: 12_340_000,
    marketCap: 1_234_000_000,
    pairCreatedAt: 1_731_000_000_000,
    ...overrides,
  };
}
