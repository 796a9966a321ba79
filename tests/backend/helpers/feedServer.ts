// Test helper: a loopback HTTP server (port 0) serving scripted feeds, counting hits, with slow and endless responses on demand.
import type { ServerResponse } from 'node:http';
import { startLoopbackServer } from '../../../scripts/harness/loopbackServer.ts';

export interface FeedRoute {
  body?: string;
  status?: number;
  contentType?: string;
  /** Sent as the Location header (with `status`, e.g. 302). */
  location?: string;
  /** Milliseconds before the headers are sent. */
  delayMs?: number;
  /** Streams this many bytes of filler forever-ish (until the client gives up) instead of `body`. */
  streamBytes?: number;
  /** Declares this many bytes and holds them back: only a check of the declared length refuses it. */
  heldBytes?: number;
}

export interface FeedServer {
  url(path: string): string;
  hits(path: string): number;
  totalHits(): number;
  close(): Promise<void>;
}

/** Writes `head`, then `filler` over and over until `bytes` are sent or the client leaves, then `tail`. */
export function pump(
  res: ServerResponse,
  head: string,
  filler: string,
  bytes = Infinity,
  tail = '',
) {
  let sent = 0;
  const more = () => {
    while (sent < bytes && !res.destroyed) {
      sent += filler.length;
      if (!res.write(filler)) return void res.once('drain', more);
    }
    res.end(tail);
  };
  res.write(head);
  more();
}

export async function startFeedServer(routes: Record<string, FeedRoute>): Promise<FeedServer> {
  const counts = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  const server = await startLoopbackServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const route = routes[path];
    if (!route) {
      res.writeHead(404).end('not found');
      return;
    }
    const respond = () => {
      if (route.heldBytes) {
        res.writeHead(200, { 'Content-Length': String(route.heldBytes) }).flushHeaders();
        return;
      }
      if (route.streamBytes) {
        res.writeHead(200, { 'Content-Type': 'application/rss+xml' });
        const item = `<item><title>${'x'.repeat(1000)}</title><link>https://example.com/x</link></item>`;
        const head = '<?xml version="1.0"?><rss version="2.0"><channel><title>huge</title>';
        pump(res, head, item, route.streamBytes, '</channel></rss>');
        return;
      }
      res.writeHead(route.status ?? 200, {
        'Content-Type': route.contentType ?? 'application/rss+xml; charset=utf-8',
        ...(route.location ? { Location: route.location } : {}),
      });
      res.end(route.body ?? '');
    };
    if (route.delayMs) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) respond();
      }, route.delayMs);
      timers.add(timer);
    } else respond();
  });
  return {
    url: (path) => `${server.url}${path}`,
    hits: (path) => counts.get(path) ?? 0,
    totalHits: () => [...counts.values()].reduce((a, b) => a + b, 0),
    close: () => {
      timers.forEach(clearTimeout);
      return server.close();
    },
  };
}
