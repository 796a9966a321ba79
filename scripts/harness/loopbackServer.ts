// The one loopback HTTP server skeleton of the tests and the benchmark: listens on 127.0.0.1
// (port 0: any free one), says its URL, and closes at once, dropping open connections.
import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  port: number;
  server: Server;
  close(): Promise<void>;
}

export async function startLoopbackServer(
  listener: RequestListener,
  port = 0,
): Promise<LoopbackServer> {
  const server = createServer(listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Answers `body` as JSON (a string is sent as it is, so a test can send malformed JSON). */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}
