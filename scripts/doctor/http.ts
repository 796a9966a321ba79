// The doctor's HTTP: one request with a short timeout (and the run's deadline), read whole; an HTTP error status is an answer, a refused connection or a timeout comes back as a sentence.

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The body as bytes, for what is not text (the link-preview image). */
  bytes?: Uint8Array;
  ms: number;
}

export type Outcome = { answered: true; answer: Answer } | { answered: false; error: string };

export interface Http {
  /** GETs (or `init.method`) `url`, giving up after `timeoutMs` or at the run's deadline. */
  request(url: string, init?: RequestInit, timeoutMs?: number): Promise<Outcome>;
}

/** Why a request failed, in a few words: the system's code (ECONNREFUSED, ENOTFOUND, …) when there is one. */
export function networkError(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (typeof cause?.code === 'string') return `${cause.code}`;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/** Requests that end by `timeoutMs` each (default `defaultTimeoutMs`) and all of them when `deadline` aborts. */
export function createHttp(deadline: AbortSignal, defaultTimeoutMs: number): Http {
  return {
    async request(url, init = {}, timeoutMs = defaultTimeoutMs) {
      // On setTimeout, so a test's fake clock moves it.
      const timeout = new AbortController();
      const timer = setTimeout(() => timeout.abort(), timeoutMs);
      const started = performance.now();
      try {
        const response = await fetch(url, {
          redirect: 'manual',
          ...init,
          signal: AbortSignal.any([timeout.signal, deadline]),
        });
        const bytes = new Uint8Array(await response.arrayBuffer());
        return {
          answered: true,
          answer: {
            status: response.status,
            headers: response.headers,
            text: new TextDecoder().decode(bytes),
            bytes,
            ms: Math.round(performance.now() - started),
          },
        };
      } catch (error) {
        if (deadline.aborted) return { answered: false, error: "stopped at the run's time limit" };
        if (timeout.signal.aborted) {
          return { answered: false, error: `no answer within ${timeoutMs / 1000} s` };
        }
        return { answered: false, error: networkError(error) };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** The answer's body as JSON, or undefined when it is not JSON. */
export function jsonOf(answer: Answer): unknown {
  try {
    return JSON.parse(answer.text) as unknown;
  } catch {
    return undefined;
  }
}

/** The `message` (PostgREST, the gateway) or `error` (the functions) of a JSON error body, else the body's start. */
export function errorText(answer: Answer): string {
  const body = jsonOf(answer) as { message?: unknown; error?: unknown; msg?: unknown } | undefined;
  const said = body?.message ?? body?.error ?? body?.msg;
  if (typeof said === 'string') return said;
  return answer.text.replace(/\s+/g, ' ').trim().slice(0, 120) || '(empty body)';
}

/** The headers a visitor's browser sends to the Supabase APIs with the anon key (as supabase-js does). */
export function apiHeaders(anonKey: string): Record<string, string> {
  return { apikey: anonKey, Authorization: `Bearer ${anonKey}` };
}
