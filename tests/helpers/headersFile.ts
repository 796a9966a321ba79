// Test helper: reads a `_headers` file (Netlify's and Cloudflare Pages' form) as those hosts do, on its own, so a test can check what a host would send for each path.

export type HeaderBlock = { path: string; headers: [name: string, value: string][] };

/** Parses a `_headers` file: an unindented path line, then indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderBlock[] {
  const blocks: HeaderBlock[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      blocks.push({ path: line.trim(), headers: [] });
      continue;
    }
    const match = /^\s+([^:\s]+):\s*(.*)$/.exec(line);
    const block = blocks.at(-1);
    if (!match || !block) throw new Error(`bad _headers line: ${line}`);
    block.headers.push([match[1]!, match[2]!.trim()]);
  }
  return blocks;
}

/** The headers for `pathname`: every matching block, `*` matching the rest; a repeated header is joined with ", ". */
export function matchHeaders(blocks: HeaderBlock[], pathname: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const block of blocks) {
    const hit = block.path.endsWith('*')
      ? pathname.startsWith(block.path.slice(0, -1))
      : pathname === block.path;
    if (!hit) continue;
    for (const [name, value] of block.headers) {
      const key = name.toLowerCase();
      out[key] = out[key] === undefined ? value : `${out[key]}, ${value}`;
    }
  }
  return out;
}

/**
 * What a security reviewer expects on every response, written down as values (never read from
 * buildtime/securityHeaders.ts): no framing by any origin (the CSP's frame-ancestors, which a
 * meta tag cannot carry, and X-Frame-Options for older browsers), no MIME sniffing, and the
 * origin only as referrer to other sites. Names in lower case, as fetch and the parser give them.
 */
export const EVERY_RESPONSE: Readonly<Record<string, string>> = {
  'content-security-policy': "frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** The page revalidates on every visit, so a new build shows at once. */
export const PAGE_CACHE = 'public, max-age=0, must-revalidate';
/** Hashed file names change with their content: cached for a year, never revalidated. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/** Each kind of path and what it gets besides EVERY_RESPONSE (empty: the host's defaults). */
export const HEADERS_BY_PATH: readonly [pathname: string, headers: Record<string, string>][] = [
  ['/', { 'cache-control': PAGE_CACHE }],
  ['/index.html', { 'cache-control': PAGE_CACHE }],
  ['/assets/index-abc123.js', { 'cache-control': HASHED_ASSET_CACHE }],
  ['/assets/stage-Bq3x9.css', { 'cache-control': HASHED_ASSET_CACHE }],
  ['/art/logo.webp', {}],
  // The web manifest keeps its name from build to build, and not every host knows its type.
  [
    '/manifest.webmanifest',
    { 'cache-control': PAGE_CACHE, 'content-type': 'application/manifest+json' },
  ],
];
