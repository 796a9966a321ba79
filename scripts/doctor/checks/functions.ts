// The Edge Function checks: fetch-trump-news answers the site's seeding POST (a round, or its cooldown) and count-news-view refuses a malformed id with 400 and finds no story for an unknown one (404: it reaches its database; neither writes anything).
import { newsConfig } from '../../../src/config/news.ts';
import { fail, ok, GUIDE, warn, type Finding } from '../check.ts';
import { apiHeaders, errorText, jsonOf, type Answer, type Http } from '../http.ts';

/** An id no story has: the largest bigint. */
const UNKNOWN_ID = '9223372036854775807';

function noAnswer(name: string, error: string): Finding {
  return fail(
    `${name} got no answer: ${error}`,
    `read its logs: supabase functions logs ${name}`,
    GUIDE.backend,
  );
}

function notDeployed(name: string, answer: Answer): Finding {
  return fail(
    `${name} is not deployed (HTTP 404: ${errorText(answer)})`,
    `supabase functions deploy ${name}`,
    GUIDE.backend,
  );
}

function keyRefused(name: string, answer: Answer): Finding {
  return fail(
    `${name} refuses the key (HTTP ${answer.status}: ${errorText(answer)})`,
    "set VITE_SUPABASE_ANON_KEY to the project's anon (publishable) key; deploy the functions from this project (supabase/config.toml sets verify_jwt = false)",
    GUIDE.configuration,
  );
}

function unexpected(name: string, answer: Answer): Finding {
  const said = errorText(answer);
  const notConfigured = /not configured/i.test(said);
  return fail(
    `${name} answers HTTP ${answer.status}: ${said}`,
    notConfigured
      ? 'the function has no SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY: redeploy it on Supabase, which sets both'
      : `read its logs: supabase functions logs ${name}`,
    GUIDE.backend,
  );
}

interface RoundReport {
  ok?: unknown;
  skipped?: unknown;
  reason?: unknown;
  cooldownSeconds?: unknown;
  inserted?: unknown;
  round?: { feeds?: unknown; feedsFailed?: unknown; stored?: unknown; skipped?: unknown };
}

/** POSTs fetch-trump-news as the site does when the feed is (nearly) empty: no body, the anon key. */
export async function checkFetchNews(
  http: Http,
  base: string,
  anonKey: string,
  timeoutMs: number,
): Promise<Finding> {
  const name = newsConfig.seedFunction;
  const outcome = await http.request(
    `${base}/functions/v1/${name}`,
    { method: 'POST', headers: apiHeaders(anonKey) },
    timeoutMs,
  );
  if (!outcome.answered) return noAnswer(name, outcome.error);
  const { answer } = outcome;
  if (answer.status === 404) return notDeployed(name, answer);
  if (answer.status === 401 || answer.status === 403) return keyRefused(name, answer);
  const report = jsonOf(answer) as RoundReport | undefined;
  if (answer.status !== 200 || report?.ok !== true) return unexpected(name, answer);
  if (report.skipped === true) {
    return ok(
      `answers the seeding POST with its cooldown (a round ran in the last ${String(report.cooldownSeconds ?? '?')} s; ${answer.ms} ms)`,
    );
  }
  const round = report.round ?? {};
  const feeds = Number(round.feeds ?? 0);
  const failed = Number(round.feedsFailed ?? 0);
  const summary = `ran a round: ${feeds} feed${feeds === 1 ? '' : 's'} (${failed} failed), ${String(round.stored ?? '?')} stories stored, ${String(report.inserted ?? '?')} new (${answer.ms} ms)`;
  if (feeds > 0 && failed === feeds) {
    return warn(
      summary,
      'every feed failed: check NEWS_FEEDS (supabase secrets list) and the function logs',
      GUIDE.backend,
    );
  }
  return ok(summary);
}

/** POSTs count-news-view a malformed id (400 expected), then an id no story has (404 expected). */
export async function checkCountView(http: Http, base: string, anonKey: string): Promise<Finding> {
  const name = newsConfig.viewFunction;
  const post = (id: string) =>
    http.request(`${base}/functions/v1/${name}`, {
      method: 'POST',
      headers: { ...apiHeaders(anonKey), 'Content-Type': 'application/json' },
      body: JSON.stringify({ id }),
    });
  const [malformed, unknown] = await Promise.all([post('not-a-story-id'), post(UNKNOWN_ID)]);
  if (!malformed.answered) return noAnswer(name, malformed.error);
  if (malformed.answer.status === 404) return notDeployed(name, malformed.answer);
  if (malformed.answer.status === 401 || malformed.answer.status === 403) {
    return keyRefused(name, malformed.answer);
  }
  if (malformed.answer.status !== 400) {
    return fail(
      `${name} answers a malformed id with HTTP ${malformed.answer.status}, not 400: ${errorText(malformed.answer)}`,
      `deploy this project's version: supabase functions deploy ${name}`,
      GUIDE.backend,
    );
  }
  if (!unknown.answered) return noAnswer(name, unknown.error);
  if (unknown.answer.status !== 404) return unexpected(name, unknown.answer);
  return ok('refuses a malformed id (400) and finds no story for an unknown id (404)');
}
