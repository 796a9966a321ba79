// A loopback stand-in for DexScreener's API for benchmarks (no network there): answers the
// token's pairs with realistic figures, at once, after a delay, or never (a hang).
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type MarketFakeMode =
  { kind: 'arrive' } | { kind: 'late'; delayMs: number } | { kind: 'never' };

export interface MarketFakeServer {
  url: string;
  setMode(mode: MarketFakeMode): void;
  close(): Promise<void>;
}

/** One pair shaped like GET /tokens/v1/{chainId}/{tokenAddress}, for the token in the path. */
export function samplePairs(chainId: string, tokenAddress: string): unknown[] {
  return [
    {
      chainId,
      dexId: 'raydium',
      url: `https://dexscreener.com/${chainId}/samplepair`,
      pairAddress: 'samplepair',
      baseToken: { address: tokenAddress, name: 'UNSTABLE', symbol: 'UNSTABLE' },
      quoteToken: { address: 'So11111111111111111111111111111111111111112', symbol: 'SOL' },
      priceNative: '0.00000008712',
      priceUsd: '0.00001234',
      volume: { h24: 45_600, h6: 9_000, h1: 1_200, m5: 40 },
      priceChange: { h1: 0.52, h6: -1.2, h24: -5.67 },
      liquidity: { usd: 123_456.78, base: 5_000_000_000, quote: 430.5 },
      fdv: 12_340_000,
      marketCap: 12_340_000,
    },
  ];
}

export async function startMarketFake(
  mode: MarketFakeMode = { kind: 'arrive' },
): Promise<MarketFakeServer> {
  let current = mode;
  const server = createServer((req, res: ServerResponse) => {
    res.setHeader('access-control-allow-origin', '*');
    const [, , , chainId = '', tokenAddress = ''] = new URL(req.url ?? '/', 'http://x').pathname
      .split('/')
      .map(decodeURIComponent);
    const answer = () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(samplePairs(chainId, tokenAddress)));
    };
    if (current.kind === 'arrive') answer();
    else if (current.kind === 'late') setTimeout(answer, current.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setMode(next) {
      current = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
