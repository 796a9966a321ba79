// Story links as stored: absolute http(s) URLs, aggregator redirects unwrapped to the publisher's URL, length measured after URL encoding.

/** Longest link or image URL stored, in characters of the encoded URL (the table's check constraint). */
export const MAX_URL = 2048;

/** An absolute http(s) URL resolved against `base`, encoded as stored, or undefined (not http(s), or too long). */
export function httpUrl(value: string, base?: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  try {
    const url = base ? new URL(trimmed, base) : new URL(trimmed);
    // An http(s) URL always has a host (the URL parser refuses `http://` alone).
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.href.length <= MAX_URL ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** True when the value is an http(s) URL that is too long once encoded. */
export function isOverlongUrl(value: string, base?: string): boolean {
  try {
    const url = base ? new URL(value.trim(), base) : new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.href.length > MAX_URL;
  } catch {
    return false;
  }
}

function isBingHost(hostname: string): boolean {
  return hostname === 'bing.com' || hostname.endsWith('.bing.com');
}

/**
 * The publisher's URL for an aggregator redirect that carries it (Bing News
 * `…/news/apiclick.aspx?…&url=<publisher URL>&…`), so one story read from two aggregators is one row;
 * any other URL unchanged.
 */
export function unwrapRedirect(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  if (!isBingHost(url.hostname.toLowerCase())) return href;
  if (url.pathname.toLowerCase() !== '/news/apiclick.aspx') return href;
  const target = url.searchParams.get('url');
  return (target && httpUrl(target)) || href;
}
