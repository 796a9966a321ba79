// The market's data module against the loopback stand-in of DexScreener's API (scripts/harness/marketFake.ts): the exact request, each fault by kind (the timeout, on a fake clock: tests/unit/requestTimeouts.test.ts).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMarketLoader, MarketFault, type LoadMarket } from '../../src/market/marketSource.ts';
import { sendJson, startMarketFake, type MarketFake } from '../../scripts/harness/marketFake.ts';
import { pair, TOKEN } from '../../scripts/harness/marketPairs.ts';

let market: MarketFake;

beforeAll(async () => {
  market = await startMarketFake();
});
afterAll(() => market.close());

const settings = () => ({
  chainId: 'solana',
  tokenAddress: TOKEN,
  apiBase: market.url,
  buyUrl: null,
});

async function fault(load: LoadMarket): Promise<string> {
  const error: unknown = await load().catch((e: unknown) => e);
  if (!(error instanceof MarketFault))
    throw new Error(`expected a MarketFault, got ${String(error)}`);
  return error.kind;
}

it('GETs /tokens/v1/{chain}/{token} and reads the best pair', async () => {
  market.reply((_path, res) =>
    sendJson(res, 200, [pair('a'), pair('b', { liquidity: { usd: 1e9 } })]),
  );
  const before = market.requests.length;
  const result = await createMarketLoader(settings())();
  expect(market.requests.slice(before)).toEqual([`/tokens/v1/solana/${TOKEN}`]);
  expect(market.methods.slice(before)).toEqual(['GET']);
  expect(result.figures.pairUrl).toBe('https://dexscreener.com/solana/b');
  expect(result.invalidFields).toEqual([]);
});

// What an answer's pairs give (no pair, bad fields): tests/unit/marketFigures.test.ts.
it('names each fault of the request: HTTP error, malformed JSON, network', async () => {
  const load = createMarketLoader(settings());
  market.reply((_path, res) => sendJson(res, 500, { error: 'boom' }));
  expect(await fault(load)).toBe('http');
  market.reply((_path, res) => sendJson(res, 200, '[{"priceUsd": "0.1",'));
  expect(await fault(load)).toBe('json');
  const closed = createMarketLoader({ ...settings(), apiBase: 'http://127.0.0.1:9' });
  expect(await fault(closed)).toBe('network');
});
