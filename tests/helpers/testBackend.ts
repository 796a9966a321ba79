// A real loopback HTTP server standing in for the backend in the data-module tests: it records
// every request (method, path, query, headers, body) and answers from a per-test handler.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson, startLoopbackServer } from '../../scripts/shared/loopbackServer.ts';

export { sendJson };

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

export async function startTestBackend(): Promise<TestBackend> {
  const requests: RecordedRequest[] = [];
  let handler: Reply = (_req, res) => sendJson(res, 404, { message: 'no handler' });
  const { url, close } = await startLoopbackServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const address = new URL(req.url ?? '/', 'http://127.0.0.1');
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: address.pathname,
        query: address.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      handler(recorded, res);
    });
  });
  return {
    url,
    requests,
    reply(next) {
      handler = next;
    },
    close,
  };
}
