// For tests only: the local backend's fault switch (per path: answer another status or a malformed body, answer late, or never) and its request record; npm start and npm run dev never set either.
/**
 * How the requests to one path misbehave. With `status` or `body` the real route is not run and
 * that answer goes instead; with only `delayMs` the real answer goes late; `hang` never answers
 * (the connection is dropped when the backend closes). `skip` lets the first matching requests
 * through untouched, `times` ends the fault after that many; `method` limits it to one method.
 */
export interface Fault {
  status?: number;
  /** A string goes as it is (so a test can send malformed JSON); anything else as JSON. */
  body?: unknown;
  delayMs?: number;
  hang?: boolean;
  skip?: number;
  times?: number;
  method?: string;
}

/** One request as the backend received it (headers with lower-case names). */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: string;
}

export interface Faults {
  /** Makes the requests to `path` (e.g. '/rest/v1/trump_news') misbehave, replacing any fault there. */
  set(path: string, fault: Fault): void;
  /** Ends the fault on `path`, or every fault. */
  clear(path?: string): void;
}

type Handler = (request: Request) => Promise<Response>;

const never = new Promise<Response>(() => undefined);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function faultAnswer(fault: Fault): Response {
  const status = fault.status ?? 200;
  const body =
    fault.body === undefined
      ? JSON.stringify({ message: `fault injected by a test: HTTP ${status}` })
      : typeof fault.body === 'string'
        ? fault.body
        : JSON.stringify(fault.body);
  return new Response(status === 204 ? null : body, {
    status,
    headers: {
      'Access-Control-Allow-Origin': '*',
      'Content-Type': 'application/json; charset=utf-8',
    },
  });
}

/**
 * Wraps the router: records each request (when `requests` is given) and applies the faults set
 * through the returned control. Preflights (OPTIONS) are neither recorded nor faulted.
 */
export function withFaults(
  handler: Handler,
  requests: RecordedRequest[] | null,
): { handler: Handler; faults: Faults } {
  const active = new Map<string, Fault & { seen: number; applied: number }>();
  const faults: Faults = {
    set(path, fault) {
      active.set(path, { ...fault, seen: 0, applied: 0 });
    },
    clear(path) {
      if (path === undefined) active.clear();
      else active.delete(path);
    },
  };
  const wrapped: Handler = async (request) => {
    if (request.method === 'OPTIONS') return handler(request);
    const url = new URL(request.url);
    if (requests) {
      const headers: Record<string, string> = {};
      request.headers.forEach((value, name) => {
        headers[name] = value;
      });
      requests.push({
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        headers,
        body: await request.clone().text(),
      });
    }
    const fault = active.get(url.pathname);
    if (!fault || (fault.method !== undefined && fault.method !== request.method)) {
      return handler(request);
    }
    fault.seen += 1;
    if (fault.seen <= (fault.skip ?? 0)) return handler(request);
    fault.applied += 1;
    if (fault.times !== undefined && fault.applied >= fault.times) active.delete(url.pathname);
    if (fault.hang) return never;
    if (fault.delayMs) await sleep(fault.delayMs);
    if (fault.status === undefined && fault.body === undefined) return handler(request);
    return faultAnswer(fault);
  };
  return { handler: wrapped, faults };
}
