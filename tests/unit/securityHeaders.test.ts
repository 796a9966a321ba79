// The site's headers as a security reviewer writes them down: what dist/_headers and the committed
// vercel.json give each kind of path (frame-ancestors, nosniff, the referrer policy, the cache
// rules), and index.html's Content Security Policy, directive by directive. Literal values only:
// a dropped or weakened header or directive turns this red.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../buildtime/csp.ts';
import { headersFile, vercelConfig } from '../../buildtime/securityHeaders.ts';
import {
  CACHE_BY_PATH,
  EVERY_RESPONSE,
  matchHeaders,
  parseHeadersFile,
} from '../helpers/headersFile.ts';

/** The headers each path gets, by their lower-case names: the security headers and its cache rule. */
const expected = (cache: string | undefined) => ({
  ...EVERY_RESPONSE,
  ...(cache === undefined ? {} : { 'cache-control': cache }),
});

describe('the static hosts’ header files', () => {
  it('dist/_headers gives each path the security headers and its cache rule, nothing else', () => {
    const blocks = parseHeadersFile(headersFile());
    for (const [pathname, cache] of CACHE_BY_PATH) {
      expect(matchHeaders(blocks, pathname), pathname).toEqual(expected(cache));
    }
  });

  it('vercel.json (committed, as the build writes it) gives each path the same', () => {
    const committed = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../vercel.json'), 'utf8'),
    ) as ReturnType<typeof vercelConfig>;
    expect(committed).toEqual(vercelConfig());
    for (const [pathname, cache] of CACHE_BY_PATH) {
      // Vercel applies every rule whose path-to-regexp source matches; `(.*)` is the rest.
      const applied = committed.headers
        .filter((rule) => new RegExp(`^${rule.source.replace('(.*)', '.*')}$`).test(pathname))
        .flatMap((rule) => rule.headers.map(({ key, value }) => [key.toLowerCase(), value]));
      expect(applied.length, pathname).toBe(Object.keys(expected(cache)).length);
      expect(Object.fromEntries(applied), pathname).toEqual(expected(cache));
    }
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
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'none'",
    ]);
  });

  it('names no origin that is not http(s), and none when there is no backend', () => {
    const policy = contentSecurityPolicy('javascript:alert(1)', 'not a url');
    expect(policy).toContain("img-src 'self' https: data: blob:;");
    expect(policy).toContain("connect-src 'self';");
  });
});
