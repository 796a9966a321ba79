// A loopback fake of DexScreener's public API on the test build's market origin: it records
// every request path and answers from a per-test handler (CORS open, like the real API).
import { createServer, type ServerResponse } from 'node:http';
import { TEST_MARKET_PORT } from './env.ts';

export type MarketReply = (path: string, response: ServerResponse) => void;

export interface FakeMarket {
  /** Paths requested, in order. */
  requests: string[];
  reply(handler: MarketReply): void;
  close(): Promise<void>;
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

export async function startFakeMarket(port = TEST_MARKET_PORT): Promise<FakeMarket> {
  const requests: string[] = [];
  let handler: MarketReply = (_path, res) => sendJson(res, 200, []);
  const server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    requests.push(path);
    handler(path, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    requests,
    reply(next) {
      handler = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
