// Test helper: a loopback static host serving a build folder with the headers its _headers file gives (as Netlify and Cloudflare Pages apply it), or with none.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { startLoopbackServer, type LoopbackServer } from '../../scripts/harness/loopbackServer.ts';
import { matchHeaders, parseHeadersFile } from '../helpers/headersFile.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

export type StaticHost = LoopbackServer;

/** Serves `dir` on 127.0.0.1 (any free port), applying `dir/_headers` when `applyHeaders`. */
export async function startStaticHost(dir: string, applyHeaders: boolean): Promise<StaticHost> {
  const blocks = applyHeaders
    ? parseHeadersFile(readFileSync(path.join(dir, '_headers'), 'utf8'))
    : [];
  return startLoopbackServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    const file = path.join(dir, pathname === '/' ? 'index.html' : pathname);
    const headers = matchHeaders(blocks, pathname);
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, headers).end('not found');
      return;
    }
    res.writeHead(200, {
      ...headers,
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(res);
  });
}
