// The project URL check: VITE_SUPABASE_URL is a project's base URL (https, no path) and the data API behind it answers.
import { fail, ok, GUIDE, type Finding } from '../check.ts';
import { apiHeaders, type Http } from '../http.ts';
import { isLoopback, projectRef } from '../supabaseUrl.ts';

const EXAMPLE = 'https://<project-ref>.supabase.co';

/** The project's base URL (origin), or the finding that says why VITE_SUPABASE_URL is not one. */
export function parseProjectUrl(value: string): { base: string; url: URL } | { finding: Finding } {
  if (value === '') {
    return {
      finding: fail(
        'VITE_SUPABASE_URL is not set (the build would start the embedded local backend)',
        `set it to ${EXAMPLE}; for npm start's local backend: VITE_SUPABASE_URL=http://127.0.0.1:54321 VITE_SUPABASE_ANON_KEY=local-anon-key`,
        GUIDE.configuration,
      ),
    };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return {
      finding: fail(
        `VITE_SUPABASE_URL is not a URL: ${value.slice(0, 80)}`,
        `set it to ${EXAMPLE}`,
        GUIDE.configuration,
      ),
    };
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url))) {
    return {
      finding: fail(
        `VITE_SUPABASE_URL must be https (it is ${url.protocol.replace(':', '')})`,
        `set it to ${EXAMPLE}`,
        GUIDE.configuration,
      ),
    };
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    return {
      finding: fail(
        `VITE_SUPABASE_URL has a path or query (${url.pathname}${url.search}): the site adds /rest/v1 and /functions/v1 itself`,
        `set it to the project's base URL, ${url.origin}`,
        GUIDE.configuration,
      ),
    };
  }
  return { base: url.origin, url };
}

/** Asks the data API's root (GET /rest/v1/) with the key: any JSON answer is the API answering. */
export async function checkProjectUrl(http: Http, url: URL, anonKey: string): Promise<Finding> {
  const ref = projectRef(url);
  const what = ref ? `project ${ref}` : isLoopback(url) ? 'a local backend' : 'a custom domain';
  const outcome = await http.request(`${url.origin}/rest/v1/`, { headers: apiHeaders(anonKey) });
  if (!outcome.answered) {
    return fail(
      `${url.origin} does not answer: ${outcome.error}`,
      'check the URL in the dashboard (Project Settings › Data API); a paused project must be restored',
      GUIDE.configuration,
    );
  }
  const { answer } = outcome;
  const type = answer.headers.get('content-type') ?? '(none)';
  if (!/json/i.test(type)) {
    return fail(
      `${url.origin} answers HTTP ${answer.status} with ${type.split(';')[0]}, not the Supabase API`,
      `set VITE_SUPABASE_URL to the project's API URL, ${EXAMPLE}, not the dashboard's or the site's`,
      GUIDE.configuration,
    );
  }
  return ok(`${url.origin} (${what}) answers with JSON in ${answer.ms} ms`);
}
