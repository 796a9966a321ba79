// Downloads one feed with a time limit covering headers and body, and a byte cap enforced while streaming.
import { decodeFeed } from './decodeFeed.ts';
import { fetchPublic, type AddressPolicy } from './safeFetch.ts';
import type { FetchLike } from './types.ts';

export class FeedFetchError extends Error {
  override name = 'FeedFetchError';
}

export interface FetchFeedOptions {
  fetch: FetchLike;
  /** Milliseconds for the whole download. */
  timeoutMs: number;
  /** Bytes read at most. */
  maxBytes: number;
  /** Where the feed and its redirects may lead; default: public addresses only. */
  policy?: AddressPolicy;
}

async function readCapped(
  response: Response,
  maxBytes: number,
  signal: AbortSignal,
): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new FeedFetchError(`feed is larger than ${maxBytes} bytes`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  let size = 0;
  const chunks: Uint8Array[] = [];
  for (;;) {
    if (signal.aborted) throw new FeedFetchError('timed out');
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new FeedFetchError(`feed is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return decodeFeed(chunks, response.headers.get('content-type'));
}

/** The feed's text; throws FeedFetchError on a non-http(s) URL, an HTTP error, a timeout or the cap. */
export async function fetchFeedText(url: string, options: FetchFeedOptions): Promise<string> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new FeedFetchError('invalid feed URL');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new FeedFetchError('feed URL must be http(s)');
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const init: RequestInit = {
      signal: controller.signal,
      headers: {
        Accept:
          'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
        'User-Agent': 'unstable-token-site news fetcher',
      },
    };
    const policy = options.policy ?? { allowPrivateAddresses: false };
    const response = await fetchPublic(parsed.href, init, options.fetch, policy);
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new FeedFetchError(`HTTP ${response.status}`);
    }
    return await readCapped(response, options.maxBytes, controller.signal);
  } catch (error) {
    if (error instanceof FeedFetchError) throw error;
    if (controller.signal.aborted)
      throw new FeedFetchError(`timed out after ${options.timeoutMs} ms`);
    throw new FeedFetchError(error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}
