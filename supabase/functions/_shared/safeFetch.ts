// Fetches a URL following redirects by hand: only http(s), at most a few hops, and every hop's host must resolve to public addresses only (unless the operator opts out).
import type { FetchLike } from './types.ts';
import { ipLiteral, isPublicAddress } from './publicAddress.ts';
import { runtimeResolveHost, type ResolveHost } from './resolveHost.ts';

export const DEFAULT_MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export class BlockedRequestError extends Error {
  override name = 'BlockedRequestError';
}

export interface AddressPolicy {
  /** Skips the public-address rule: the operator's explicit FEED_ALLOW_PRIVATE_ADDRESSES=true. */
  allowPrivateAddresses: boolean;
  /** Origins exempt from the rule, e.g. the local backend's own (its bundled sample feed). */
  trustedOrigins?: readonly string[];
  /** Default: the runtime's resolver (Deno.resolveDns, node:dns lookup). */
  resolveHost?: ResolveHost;
  /** Redirects followed at most; default 3. */
  maxRedirects?: number;
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(new Error('aborted'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Throws BlockedRequestError unless `url` is http(s) and its host is allowed by `policy`. */
export async function checkDestination(
  url: URL,
  policy: AddressPolicy,
  signal?: AbortSignal | null,
): Promise<void> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new BlockedRequestError(`refused ${url.protocol} URL: only http(s) is fetched`);
  }
  if (policy.allowPrivateAddresses || policy.trustedOrigins?.includes(url.origin)) return;
  const literal = ipLiteral(url.hostname);
  let addresses: string[];
  if (literal !== null) addresses = [literal];
  else {
    const resolve = policy.resolveHost ?? runtimeResolveHost();
    try {
      addresses = await abortable(resolve(url.hostname), signal);
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new BlockedRequestError(
        `could not resolve ${url.hostname}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  const blocked = addresses.find((address) => !isPublicAddress(address));
  if (addresses.length === 0 || blocked !== undefined) {
    throw new BlockedRequestError(
      `refused ${url.host}: it resolves to a non-public address (${blocked ?? 'none'}); ` +
        'set FEED_ALLOW_PRIVATE_ADDRESSES=true to allow private feeds',
    );
  }
}

/**
 * GETs `url` with `redirect: 'manual'`, checking the destination before every request and
 * following at most `maxRedirects` redirects. Answers the first non-redirect response.
 */
export async function fetchPublic(
  url: string,
  init: RequestInit,
  fetch: FetchLike,
  policy: AddressPolicy,
): Promise<Response> {
  return (await fetchPublicAt(url, init, fetch, policy)).response;
}

/** fetchPublic, also answering the URL that gave the response (after redirects). */
export async function fetchPublicAt(
  url: string,
  init: RequestInit,
  fetch: FetchLike,
  policy: AddressPolicy,
): Promise<{ response: Response; url: string }> {
  const maxRedirects = policy.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  let current = new URL(url);
  for (let hop = 0; ; hop += 1) {
    await checkDestination(current, policy, init.signal);
    const response = await fetch(current.href, { ...init, redirect: 'manual' });
    if (response.type === 'opaqueredirect') {
      throw new BlockedRequestError('redirect could not be inspected');
    }
    if (!REDIRECT_STATUSES.has(response.status)) return { response, url: current.href };
    const location = response.headers.get('location');
    await response.body?.cancel().catch(() => undefined);
    if (!location) throw new BlockedRequestError(`HTTP ${response.status} without a Location`);
    if (hop >= maxRedirects) {
      throw new BlockedRequestError(`more than ${maxRedirects} redirects`);
    }
    try {
      current = new URL(location, current);
    } catch {
      throw new BlockedRequestError('redirect to an invalid URL');
    }
  }
}
