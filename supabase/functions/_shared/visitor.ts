// Who is viewing, without knowing who: the visitor's address from the proxy's headers and a SHA-256 of address and user agent, never stored as such.

/** Longest user agent taken into the key; longer ones are cut (they still identify the same browser). */
const MAX_USER_AGENT = 512;

/** The first of `headers` present on the request (for x-forwarded-for, its first entry); '' when none is. */
export function clientAddress(request: Request, headers: readonly string[]): string {
  for (const name of headers) {
    const value = request.headers.get(name)?.trim();
    if (!value) continue;
    const address = name === 'x-forwarded-for' ? (value.split(',')[0] ?? '').trim() : value;
    if (address) return address.slice(0, 64);
  }
  return '';
}

/**
 * 64 hex digits of SHA-256(address, user agent). The database salts it again with a random salt
 * of the day and the story id before storing, and deletes the salt when the day is over.
 */
export async function visitorKey(address: string, userAgent: string): Promise<string> {
  const input = new TextEncoder().encode(`${address}\n${userAgent.slice(0, MAX_USER_AGENT)}`);
  const digest = await crypto.subtle.digest('SHA-256', input);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
