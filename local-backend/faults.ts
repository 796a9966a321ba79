// For tests only: the local backend's fault switch (per path: answer another status or a malformed body, answer late, or never) and its request record; npm start and npm run dev never set either.
/**
 * How the requests to one path misbehave. With `status`, `body` or `headers` the real route is not
 * run and that answer goes instead; with only `delayMs` the real answer goes late; `hang` never
 * answers (the connection is dropped when the backend closes). `skip` lets the first matching
 * requests through untouched, `times` ends the fault after that many. `method` limits it to one
 * method (preflights are only faulted when it is OPTIONS); `when` to the requests it accepts.
 */
export interface Fault {
  status?: number;
  /** A string goes as it is (so a test can send malformed JSON); anything else as JSON. */
  body?: unknown;
  /** The answer's headers instead of the usual ones (CORS open, JSON). */
  headers?: Record<string, string>;
  delayMs?: number;
  hang?: boolean;
  skip?: number;
  times?: number;
  method?: string;
  when?: (request: RecordedRequest) => boolean;
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
  /**
   * Makes the requests to `path` (e.g. '/rest/v1/trump_news'; '*' for every path) misbehave,
   * replacing any fault set for the same path and method.
   */
  set(path: string, fault: Fault): void;
  /** Ends the faults on `path`, or every fault. */
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
    headers: fault.headers ?? {
      'Access-Control-Allow-Origin': '*',
      'Content-Type': 'application/json; charset=utf-8',
    },
  });
}

interface ActiveFault extends Fault {
  path: string;
  seen: number;
  applied: number;
}

function recordOf(request: Request, url: URL, body: string): RecordedRequest {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return { method: request.method, path: url.pathname, query: url.searchParams, headers, body };
}

/**
 * Wraps the router: records each request but preflights (when `requests` is given) and applies
 * the faults set through the returned control.
 */
export function withFaults(
  handler: Handler,
  requests: RecordedRequest[] | null,
): { handler: Handler; faults: Faults } {
  let active: ActiveFault[] = [];
  const faults: Faults = {
    set(path, fault) {
      active = active.filter((f) => f.path !== path || f.method !== fault.method);
      active.push({ ...fault, path, seen: 0, applied: 0 });
    },
    clear(path) {
      active = path === undefined ? [] : active.filter((f) => f.path !== path);
    },
  };
  const matches = (fault: ActiveFault, record: RecordedRequest) =>
    (fault.path === record.path || fault.path === '*') &&
    (fault.method === undefined ? record.method !== 'OPTIONS' : fault.method === record.method) &&
    (fault.when === undefined || fault.when(record));
  const wrapped: Handler = async (request) => {
    // npm start and npm run dev: nothing recorded, no fault, the router as it is.
    if (!requests && active.length === 0) return handler(request);
    const url = new URL(request.url);
    const record = recordOf(request, url, await request.clone().text());
    if (requests && request.method !== 'OPTIONS') requests.push(record);
    // A fault for the exact path wins over one for every path.
    const fault =
      active.find((f) => f.path !== '*' && matches(f, record)) ??
      active.find((f) => f.path === '*' && matches(f, record));
    if (!fault) return handler(request);
    fault.seen += 1;
    if (fault.seen <= (fault.skip ?? 0)) return handler(request);
    fault.applied += 1;
    if (fault.times !== undefined && fault.applied >= fault.times) {
      active = active.filter((f) => f !== fault);
    }
    if (fault.hang) return never;
    if (fault.delayMs) await sleep(fault.delayMs);
    if (fault.status === undefined && fault.body === undefined && fault.headers === undefined) {
      return handler(request);
    }
    return faultAnswer(fault);
  };
  return { handler: wrapped, faults };
}
