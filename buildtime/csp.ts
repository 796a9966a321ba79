// The site's Content Security Policy: scripts only from the site itself (no eval, no inline),
// network only to the site, the configured Supabase backend and the market strip's API.
export function contentSecurityPolicy(
  backendUrl: string | undefined,
  /** The market strip's API base (src/market/marketSettings.ts); its origin only. */
  marketApiUrl?: string,
): string {
  const backendOrigin = originOf(backendUrl);
  const connect = ["'self'", backendOrigin, originOf(marketApiUrl)].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' https: data: blob: ${backendOrigin}`.trim(),
    `connect-src ${connect}`,
    "worker-src 'self' blob:",
    "font-src 'self'",
    // The web manifest (manifest.webmanifest) and its icons, from the site itself.
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ');
}

function originOf(url: string | undefined): string {
  // Stryker disable next-line ConditionalExpression: new URL(undefined or '') throws, and the catch answers the same ''
  if (!url) return '';
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : '';
  } catch {
    return '';
  }
}
