// Downloads the <head> of one article page: public addresses and the redirect limit (safeFetch), an HTML content type, a time limit covering headers and body, and a byte cap; reading stops at </head> (or <body>).
import { decodeFeed } from './decodeFeed.ts';
import { fetchPublicAt, type AddressPolicy } from './safeFetch.ts';
import type { FetchLike } from './types.ts';

export class PageFetchError extends Error {
  override name = 'PageFetchError';
}

export interface FetchPageOptions {
  fetch: FetchLike;
  /** Milliseconds for the whole download, headers and head together. */
  timeoutMs: number;
  /** Bytes read at most; a head longer than this is cut there (what came is still read). */
  maxBytes: number;
  policy: AddressPolicy;
  /** Aborts the download early (the round's own time limit). */
  signal?: AbortSignal;
}

export interface FetchedHead {
  /** The head's text (possibly cut at the byte cap). */
  html: string;
  /** The URL that answered, after redirects: relative pictures resolve against it. */
  url: string;
}

const HTML_TYPES = /^\s*(?:text\/html|application\/xhtml\+xml)\s*(?:;|$)/i;
/** Where the head is over: its end tag or the body's start tag. */
const HEAD_END = /<\/head\s*>|<body[\s>]/i;

/** The head's text; throws PageFetchError on a refused address, an HTTP error, another content type or a timeout. */
export async function fetchPageHead(url: string, options: FetchPageOptions): Promise<FetchedHead> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });
  if (options.signal?.aborted) controller.abort();
  try {
    const init: RequestInit = {
      signal: controller.signal,
      headers: {
        Accept: 'text/html, application/xhtml+xml;q=0.9',
        'User-Agent': 'unstable-token-site news fetcher',
      },
    };
    const { response, url: answered } = await fetchPublicAt(
      url,
      init,
      options.fetch,
      options.policy,
    );
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !HTML_TYPES.test(type)) {
      await response.body?.cancel().catch(() => undefined);
      throw new PageFetchError(
        response.ok
          ? `not an HTML page (${type.slice(0, 60) || 'no type'})`
          : `HTTP ${response.status}`,
      );
    }
    const html = await readHead(response, options.maxBytes, controller.signal);
    return { html, url: answered };
  } catch (error) {
    if (error instanceof PageFetchError) throw error;
    if (controller.signal.aborted) throw new PageFetchError('timed out');
    throw new PageFetchError(error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}

/** Reads bytes as single-byte characters: the tags looked for are ASCII in every ASCII-compatible encoding. */
const ASCII_VIEW = new TextDecoder('windows-1252');

/** Reads until the head is over or `maxBytes` came, then stops the download; answers the head only. */
async function readHead(
  response: Response,
  maxBytes: number,
  signal: AbortSignal,
): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let tail = '';
  try {
    for (;;) {
      if (signal.aborted) throw new PageFetchError('timed out');
      const { done, value } = await reader.read();
      if (done) break;
      const room = maxBytes - size;
      const chunk = value.byteLength > room ? value.subarray(0, room) : value;
      chunks.push(chunk);
      size += chunk.byteLength;
      const text = tail + ASCII_VIEW.decode(chunk);
      if (HEAD_END.test(text) || size >= maxBytes) break;
      tail = text.slice(-16);
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  const html = decodeFeed(chunks, response.headers.get('content-type'));
  const end = html.search(HEAD_END);
  return end >= 0 ? html.slice(0, end) : html;
}
