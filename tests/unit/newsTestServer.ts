// A real loopback HTTP server standing in for the backend in the data-module tests: it records
// every request (method, path, query, headers, body) and answers from a per-test handler.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Reply = (request: RecordedRequest, response: ServerResponse) => void;

export interface TestBackend {
  url: string;
  requests: RecordedRequest[];
  /** Replace how the server answers. */
  reply(handler: Reply): void;
  close(): Promise<void>;
}

export function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startTestBackend(): Promise<TestBackend> {
  const requests: RecordedRequest[] = [];
  let handler: Reply = (_req, res) => json(res, 404, { message: 'no handler' });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      handler(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `count` realistic, valid trump_news rows. */
export function newsRows(count: number, prefix = 'Story'): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `${prefix}-${i}`,
    title: `${prefix} ${i}`,
    summary: `Summary of ${prefix.toLowerCase()} ${i}`,
    source: 'Test Wire',
    link: `https://news.example.com/${prefix.toLowerCase()}/${i}`,
    image_url: `https://img.example.com/${i}.jpg`,
    published_at: new Date(Date.UTC(2025, 0, 1) - i * 3_600_000).toISOString(),
    view_count: 1000 - i,
    is_fake: i % 5 === 0,
  }));
}
