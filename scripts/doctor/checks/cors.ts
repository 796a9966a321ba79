// The CORS check: a browser on the site's origin (VITE_SITE_URL) may call the select and both functions: each preflight answered as the Fetch standard requires for the headers the site sends, and the answers themselves readable.
import { newsConfig } from '../../../src/config/news.ts';
import { fail, ok, GUIDE, type Finding } from '../check.ts';
import type { Answer, Http } from '../http.ts';
import { siteCalls, type SiteCall } from '../siteCalls.ts';

/** Methods a browser sends without naming them in Access-Control-Allow-Methods. */
const SAFELISTED_METHODS = new Set(['GET', 'HEAD', 'POST']);

function headerList(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
}

/** Why a browser would refuse the answer to `origin` (Access-Control-Allow-Origin), or null. */
export function originProblem(answer: Answer, origin: string): string | null {
  const allowed = answer.headers.get('access-control-allow-origin');
  if (allowed === '*' || allowed === origin) return null;
  return `Access-Control-Allow-Origin is ${allowed === null ? 'missing' : `"${allowed}"`}, not ${origin} or *`;
}

/** Why a browser would not send the call after this preflight answer, or null when it would. */
export function preflightProblem(
  answer: Answer,
  origin: string,
  method: string,
  headers: readonly string[],
): string | null {
  if (answer.status < 200 || answer.status > 299)
    return `the preflight answers HTTP ${answer.status}`;
  const originIssue = originProblem(answer, origin);
  if (originIssue) return originIssue;
  const methods = headerList(answer.headers.get('access-control-allow-methods'));
  if (
    !SAFELISTED_METHODS.has(method) &&
    !methods.includes(method.toLowerCase()) &&
    !methods.includes('*')
  ) {
    return `Access-Control-Allow-Methods does not allow ${method}`;
  }
  const allowed = headerList(answer.headers.get('access-control-allow-headers'));
  // A wildcard covers every header but Authorization, which must be named.
  const missing = headers.filter(
    (header) => !allowed.includes(header) && !(allowed.includes('*') && header !== 'authorization'),
  );
  return missing.length > 0 ? `Access-Control-Allow-Headers lacks ${missing.join(', ')}` : null;
}

interface Call {
  name: string;
  path: string;
  method: 'GET' | 'POST';
  /** The headers the site's call carries that need the preflight's permission (lower case). */
  headers: string[];
  /** The call itself, sent with the Origin header (only where it writes nothing). */
  actual?: RequestInit;
}

/** The site's calls (recorded from its own code); the select and the view are also sent for real, with the Origin (they write nothing: one row, an id no story has). */
async function calls(anonKey: string): Promise<Call[]> {
  const site = await siteCalls(anonKey);
  const preflighted = (call: SiteCall) => call.headers;
  const select = new URL(site.select.path, 'http://x');
  select.searchParams.set('limit', '1');
  return [
    {
      name: 'the select',
      path: `${select.pathname}${select.search}`,
      method: site.select.method as Call['method'],
      headers: preflighted(site.select),
      actual: { headers: site.select.headerValues },
    },
    {
      name: newsConfig.seedFunction,
      path: site.seed.path,
      method: site.seed.method as Call['method'],
      headers: preflighted(site.seed),
    },
    {
      name: newsConfig.viewFunction,
      path: site.view.path,
      method: site.view.method as Call['method'],
      headers: preflighted(site.view),
      actual: {
        method: site.view.method,
        headers: site.view.headerValues,
        body: JSON.stringify({ id: 'not-a-story-id' }),
      },
    },
  ];
}

/** The problem a browser on `origin` would meet calling `call`, or null. */
async function callProblem(
  http: Http,
  base: string,
  origin: string,
  call: Call,
): Promise<string | null> {
  const preflight = await http.request(`${base}${call.path}`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': call.method,
      'Access-Control-Request-Headers': call.headers.join(','),
    },
  });
  if (!preflight.answered) return `${call.name}: the preflight got no answer (${preflight.error})`;
  const refused = preflightProblem(preflight.answer, origin, call.method, call.headers);
  if (refused) return `${call.name}: ${refused}`;
  if (!call.actual) return null;
  const actual = await http.request(`${base}${call.path}`, {
    ...call.actual,
    headers: { ...(call.actual.headers as Record<string, string>), Origin: origin },
  });
  if (!actual.answered) return `${call.name}: no answer (${actual.error})`;
  const unreadable = originProblem(actual.answer, origin);
  return unreadable ? `${call.name}'s answer: ${unreadable}` : null;
}

export async function checkCors(
  http: Http,
  base: string,
  anonKey: string,
  siteOrigin: string,
): Promise<Finding> {
  const all = await calls(anonKey);
  const problems = (
    await Promise.all(all.map((call) => callProblem(http, base, siteOrigin, call)))
  ).filter((problem): problem is string => problem !== null);
  if (problems.length > 0) {
    return fail(
      `a browser on ${siteOrigin} would be blocked: ${problems.join('; ')}`,
      "deploy this project's functions (their CORS headers allow the site's calls); the data API's CORS is Supabase's own",
      GUIDE.backend,
    );
  }
  return ok(
    `${siteOrigin} may call the select, ${all[1]!.name} and ${all[2]!.name} (preflights and answers)`,
  );
}
