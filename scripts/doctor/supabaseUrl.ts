// Reading a Supabase project URL: its project ref (https://<ref>.supabase.co), and whether it is a loopback address (the embedded local backend).

/** The project ref of a hosted project's URL, or null (a custom domain, a local backend). */
export function projectRef(url: URL): string | null {
  return /^([a-z0-9]{20})\.supabase\.(?:co|in)$/.exec(url.hostname)?.[1] ?? null;
}

/** True for localhost and loopback addresses, where plain http is fine. */
export function isLoopback(url: URL): boolean {
  const host = url.hostname;
  return host === 'localhost' || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host);
}
