// The calls the site makes to the backend, as its own code sends them (src/news/newsSource.ts
// through supabase-js): the select, the seeding POST and the view POST, each with its path and
// query and the names of its headers. Recorded from the site's loader and view reporter against a
// fetch that answers locally, so the doctor checks exactly what a visitor's browser sends and
// never keeps a copy of it.
import { newsConfig } from '../../src/config/news.ts';
import { createNewsLoader, createViewReporter } from '../../src/news/newsSource.ts';

export interface SiteCall {
  method: string;
  /** Path and query: `/rest/v1/trump_news?select=*&order=…`. */
  path: string;
  /** The request's header names, lower case, sorted. */
  headers: string[];
  /** The request's headers with the key the doctor passed. */
  headerValues: Record<string, string>;
}

export interface SiteCalls {
  select: SiteCall;
  seed: SiteCall;
  view: SiteCall;
}

const ORIGIN = 'http://site-calls.invalid';

class UnusedWebSocket {
  constructor() {
    throw new Error('the site never opens a WebSocket');
  }
}

function recorded(input: RequestInfo | URL, init: RequestInit | undefined): SiteCall {
  const request = new Request(input, init);
  const url = new URL(request.url);
  const headerValues = Object.fromEntries(request.headers);
  return {
    method: request.method,
    path: `${url.pathname}${url.search}`,
    headers: Object.keys(headerValues).sort(),
    headerValues,
  };
}

/** The site's three calls with `anonKey`, recorded without a network. */
export async function siteCalls(anonKey: string): Promise<SiteCalls> {
  const calls: SiteCall[] = [];
  const answerLocally: typeof fetch = async (input, init) => {
    calls.push(recorded(input, init));
    return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  const backend = { url: ORIGIN, anonKey, fetch: answerLocally };
  // Node 20 has no WebSocket, and supabase-js wants one to make a client (the site never opens one).
  const hadWebSocket = 'WebSocket' in globalThis;
  if (!hadWebSocket) Object.assign(globalThis, { WebSocket: UnusedWebSocket });
  try {
    // An empty table makes the loader seed and select again: every call it can make.
    await createNewsLoader(backend)();
    createViewReporter(backend)('1');
  } finally {
    if (!hadWebSocket) delete (globalThis as { WebSocket?: unknown }).WebSocket;
  }
  const select = calls.find((call) => call.method === 'GET');
  const seed = calls.find((call) => call.path.endsWith(`/${newsConfig.seedFunction}`));
  const view = calls.find((call) => call.path.endsWith(`/${newsConfig.viewFunction}`));
  if (!select || !seed || !view) {
    throw new Error(
      `the site's loader made unexpected calls: ${calls.map((c) => `${c.method} ${c.path}`).join(', ')}`,
    );
  }
  return { select, seed, view };
}
