// A loopback stand-in for DexScreener's public API, for the browser tests and the bench
// (no network there): records every request path and answers from a replaceable handler
// (CORS open, like the real API); by default with a realistic pair for the token asked for.
import type { ServerResponse } from 'node:http';
import { sendJson, startLoopbackServer } from './loopbackServer.ts';

export { sendJson };
import { pair } from './marketPairs.ts';

export type MarketReply = (path: string, response: ServerResponse) => void;

export interface MarketFake {
  url: string;
  /** Paths requested, in order. */
  requests: string[];
  /** Their methods, in the same order. */
  methods: string[];
  reply(handler: MarketReply): void;
  close(): Promise<void>;
}

/** One pair shaped like GET /tokens/v1/{chainId}/{tokenAddress}, for the token in the path. */
export function samplePairs(chainId: string, tokenAddress: string): unknown[] {
  return [
    pair('samplepair', {
      chainId,
      url: `https://dexscreener.com/${chainId}/samplepair`,
      baseToken: { address: tokenAddress, name: 'UNSTABLE', symbol: 'UNSTABLE' },
      marketCap: 12_340_000,
    }),
  ];
}

/** Answers the sample pair for the path's chain and token. */
const answerSamplePairs: MarketReply = (path, response) => {
  const [, , , chainId = '', tokenAddress = ''] = path.split('/').map(decodeURIComponent);
  sendJson(response, 200, samplePairs(chainId, tokenAddress));
};

/** Never answers: the API hangs. */
export const hang: MarketReply = () => {};

/** Starts the fake on `port` (0: any free one). */
export async function startMarketFake(
  port = 0,
  handler: MarketReply = answerSamplePairs,
): Promise<MarketFake> {
  const requests: string[] = [];
  const methods: string[] = [];
  let current = handler;
  const { url, close } = await startLoopbackServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    requests.push(path);
    methods.push(req.method ?? '');
    current(path, res);
  }, port);
  return {
    url,
    requests,
    methods,
    reply(next) {
      current = next;
    },
    close,
  };
}
