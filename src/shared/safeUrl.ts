// Link safety: only absolute http(s) URLs are ever linked to or opened. The one place that
// decides what counts as one, for configured links, API answers and news rows alike.

function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The string, exactly as given, is an absolute http(s) URL: safe to use as a link as it is. */
export function isHttpUrl(value: unknown): value is string {
  return typeof value === 'string' && parseHttpUrl(value) !== null;
}

/**
 * An untrusted value (a news row's field) as a normalised http(s) URL, after trimming any
 * whitespace around it; null when it is not one.
 */
export function httpUrlOrNull(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  return parseHttpUrl(value.trim())?.href ?? null;
}
