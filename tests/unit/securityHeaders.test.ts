// The site's headers as a security reviewer writes them down: what dist/_headers and the committed
// vercel.json give each kind of path (frame-ancestors, nosniff, the referrer policy, the cache
// rules), and index.html's Content Security Policy, directive by directive. Literal values only:
// a dropped or weakened header or directive turns this red.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy } from '../../buildtime/csp.ts';
import {
  headersFile,
  headersFor,
  previewHostHeaders,
  staticHostHeaders,
  vercelConfig,
} from '../../buildtime/securityHeaders.ts';
import {
  HEADERS_BY_PATH,
  EVERY_RESPONSE,
  matchHeaders,
  parseHeadersFile,
} from '../helpers/headersFile.ts';

/** The headers each path gets, by their lower-case names: the security headers and its own. */
const expected = (own: Record<string, string>) => ({ ...EVERY_RESPONSE, ...own });

describe('the static hosts’ header files', () => {
  it('dist/_headers gives each path the security headers and its cache rule (and the manifest its type), nothing else', () => {
    const blocks = parseHeadersFile(headersFile());
    for (const [pathname, own] of HEADERS_BY_PATH) {
      expect(matchHeaders(blocks, pathname), pathname).toEqual(expected(own));
    }
  });

  it('vercel.json (committed, as the build writes it) gives each path the same', () => {
    const committed = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../vercel.json'), 'utf8'),
    ) as ReturnType<typeof vercelConfig>;
    expect(committed).toEqual(vercelConfig());
    for (const [pathname, own] of HEADERS_BY_PATH) {
      // Vercel applies every rule whose path-to-regexp source matches; `(.*)` is the rest.
      const applied = committed.headers
        .filter((rule) => new RegExp(`^${rule.source.replace('(.*)', '.*')}$`).test(pathname))
        .flatMap((rule) => rule.headers.map(({ key, value }) => [key.toLowerCase(), value]));
      expect(applied.length, pathname).toBe(Object.keys(expected(own)).length);
      expect(Object.fromEntries(applied), pathname).toEqual(expected(own));
    }
  });
});

describe('the build and vite preview', () => {
  const lowerCase = (headers: Record<string, string>) =>
    Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

  it('emit dist/_headers with the build', () => {
    const emitFile = vi.fn();
    const plugin = staticHostHeaders();
    expect(plugin.apply).toBe('build');
    (plugin.generateBundle as (this: unknown) => void).call({ emitFile });
    expect(emitFile).toHaveBeenCalledWith({
      type: 'asset',
      fileName: '_headers',
      source: headersFile(),
    });
  });

  it('answer each path in preview (npm start) with the same headers, `/` served as /index.html', () => {
    for (const [pathname, own] of HEADERS_BY_PATH) {
      expect(lowerCase(headersFor(pathname)), pathname).toEqual(expected(own));
    }
    let middleware: (req: { url?: string }, res: object, next: () => void) => void = () => {};
    const server = { middlewares: { use: (handler: typeof middleware) => (middleware = handler) } };
    (previewHostHeaders().configurePreviewServer as unknown as (s: typeof server) => void)(server);
    const sent: Record<string, string> = {};
    const req = { url: '/?utm=x' };
    const next = vi.fn();
    middleware(req, { setHeader: (name: string, value: string) => (sent[name] = value) }, next);
    expect(lowerCase(sent)).toEqual(expected(HEADERS_BY_PATH[0]![1]));
    expect(req.url).toBe('/index.html?utm=x');
    const asset = { url: '/assets/index-abc123.js' };
    middleware(asset, { setHeader: () => {} }, next);
    expect(asset.url).toBe('/assets/index-abc123.js');
    expect(next).toHaveBeenCalledTimes(2);
  });
});

describe("index.html's Content Security Policy", () => {
  it('allows scripts only from the site, connects only to it, the backend and the market API', () => {
    expect(
      contentSecurityPolicy('https://x.supabase.co/rest/v1', 'https://api.dexscreener.com').split(
        '; ',
      ),
    ).toEqual([
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' https: data: blob: https://x.supabase.co",
      "connect-src 'self' https://x.supabase.co https://api.dexscreener.com",
      "worker-src 'self' blob:",
      "font-src 'self'",
      "manifest-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'none'",
    ]);
  });

  it('names an http origin too (a local backend), none that is not http(s) or not a URL', () => {
    expect(contentSecurityPolicy('http://127.0.0.1:54321', 'http://127.0.0.1:5/api')).toContain(
      "img-src 'self' https: data: blob: http://127.0.0.1:54321; connect-src 'self' http://127.0.0.1:54321 http://127.0.0.1:5;",
    );
    for (const policy of [
      contentSecurityPolicy('not a url', 'javascript:alert(1)'),
      contentSecurityPolicy(undefined),
    ]) {
      expect(policy).toContain("img-src 'self' https: data: blob:; connect-src 'self'; worker-src");
    }
  });
});
