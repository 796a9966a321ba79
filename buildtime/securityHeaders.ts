// The HTTP headers the built site is served with, as one list of rules, written out for static hosts: dist/_headers (Netlify, Cloudflare Pages) and vercel.json (Vercel), and sent by `vite preview` (npm start).
import type { Plugin } from 'vite';

export interface HeaderRule {
  /** Path pattern; `*` at the end matches the rest of the path (the _headers "splat"). */
  path: string;
  headers: Record<string, string>;
}

/**
 * Sent with every response. A meta CSP cannot say frame-ancestors, so this header does; the
 * site's full policy stays in index.html's meta tag (buildtime/csp.ts), where the backend origin is
 * known at build time. Browsers enforce both.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** index.html revalidates on every visit, so a new build shows at once. */
export const HTML_CACHE = 'public, max-age=0, must-revalidate';
/** Hashed file names change with their content, so they can be cached for good. */
export const ASSET_CACHE = 'public, max-age=31536000, immutable';

/** Each header is set by one rule only: hosts join a header repeated by two rules with a comma. */
export const HEADER_RULES: readonly HeaderRule[] = [
  { path: '/*', headers: { ...SECURITY_HEADERS } },
  { path: '/', headers: { 'Cache-Control': HTML_CACHE } },
  { path: '/index.html', headers: { 'Cache-Control': HTML_CACHE } },
  { path: '/assets/*', headers: { 'Cache-Control': ASSET_CACHE } },
  // The web manifest (buildtime/brand/): its own type, which not every host knows, and revalidated
  // like the page, since its name stays the same from build to build.
  {
    path: '/manifest.webmanifest',
    headers: { 'Content-Type': 'application/manifest+json', 'Cache-Control': HTML_CACHE },
  },
];

/** The `_headers` file Netlify and Cloudflare Pages read from the published folder. */
export function headersFile(rules: readonly HeaderRule[] = HEADER_RULES): string {
  const blocks = rules.map(
    (rule) =>
      `${rule.path}\n${Object.entries(rule.headers)
        .map(([name, value]) => `  ${name}: ${value}`)
        .join('\n')}`,
  );
  return `# Response headers for Netlify and Cloudflare Pages, written by buildtime/securityHeaders.ts.\n${blocks.join('\n')}\n`;
}

/** Vercel's form of the rules (its `source` patterns are path-to-regexp). */
export function vercelConfig(rules: readonly HeaderRule[] = HEADER_RULES): {
  headers: { source: string; headers: { key: string; value: string }[] }[];
} {
  return {
    headers: rules.map((rule) => ({
      source: rule.path.endsWith('/*') ? `${rule.path.slice(0, -1)}(.*)` : rule.path,
      headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
    })),
  };
}

/** Every header the rules give `pathname`, as a host applying `_headers` would. */
export function headersFor(
  pathname: string,
  rules: readonly HeaderRule[] = HEADER_RULES,
): Record<string, string> {
  const matched: Record<string, string> = {};
  for (const rule of rules) {
    const hit = rule.path.endsWith('*')
      ? pathname.startsWith(rule.path.slice(0, -1))
      : pathname === rule.path;
    if (hit) Object.assign(matched, rule.headers);
  }
  return matched;
}

/** Vite plugin: emits dist/_headers with the build. */
export function staticHostHeaders(): Plugin {
  return {
    name: 'static-host-headers',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile() });
    },
  };
}

/**
 * Vite plugin: `vite preview` (npm start) answers every path with the headers the rules give it,
 * as a host applying dist/_headers does, cache rules included.
 */
export function previewHostHeaders(rules: readonly HeaderRule[] = HEADER_RULES): Plugin {
  return {
    name: 'preview-host-headers',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://preview');
        for (const [name, value] of Object.entries(headersFor(url.pathname, rules))) {
          res.setHeader(name, value);
        }
        // Preview's static server keeps a Cache-Control set here, but `/` would go to Vite's HTML
        // fallback, which sets its own: serve the same file by its name instead.
        if (url.pathname === '/') req.url = `/index.html${url.search}`;
        next();
      });
    },
  };
}
