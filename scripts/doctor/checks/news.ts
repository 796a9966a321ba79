// The trump_news check: the site's own select (recorded from src/news/newsSource.ts by ../siteCalls.ts) as an anonymous visitor; the rows, how fresh the newest is, and the rows the write probes aim at.
import { newsConfig, MS_PER_DAY } from '../../../src/config/news.ts';
import { parseNewsRows } from '../../../src/news/newsItem.ts';
import { fail, ok, GUIDE, warn, type Finding } from '../check.ts';
import { errorText, jsonOf, type Http } from '../http.ts';
import { siteCalls } from '../siteCalls.ts';

export interface NewsSelect {
  finding: Finding;
  /** The rows answered (null when the select failed): the write probes take their columns and a target from them. */
  rows: Record<string, unknown>[] | null;
  /** False when the API did not answer at all (no connection, timeout). */
  answered: boolean;
}

/** "3 min", "5 h", "2 days". */
export function ageText(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 120) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  return hours < 48 ? `${hours} h` : `${Math.round(hours / 24)} days`;
}

function failedSelect(status: number, code: unknown, said: string): Finding {
  if (status === 404 || code === '42P01' || code === 'PGRST205') {
    return fail(
      `${newsConfig.table} does not exist (HTTP ${status}: ${said})`,
      'apply the migrations: supabase link, then supabase db push',
      GUIDE.backend,
    );
  }
  if (code === '42501') {
    return fail(
      `anonymous visitors may not read ${newsConfig.table} (HTTP ${status}: ${said})`,
      'in the SQL editor: grant select on public.trump_news to anon; and keep the read policy (supabase db push applies the migrations not yet applied)',
      GUIDE.backend,
    );
  }
  if (status === 401 || status === 403) {
    return fail(
      `the key is refused (HTTP ${status}: ${said})`,
      "set VITE_SUPABASE_ANON_KEY to this project's anon (publishable) key",
      GUIDE.configuration,
    );
  }
  return fail(
    `the site's select fails: HTTP ${status}: ${said}`,
    'supabase db push applies the migrations not yet applied; then read the API logs in the dashboard',
    GUIDE.backend,
  );
}

export async function checkNewsSelect(
  http: Http,
  base: string,
  anonKey: string,
  now = Date.now(),
): Promise<NewsSelect> {
  const { select } = await siteCalls(anonKey);
  const outcome = await http.request(`${base}${select.path}`, { headers: select.headerValues });
  if (!outcome.answered) {
    return {
      finding: fail(
        `the site's select got no answer: ${outcome.error}`,
        'check VITE_SUPABASE_URL and that the project is running',
        GUIDE.configuration,
      ),
      rows: null,
      answered: false,
    };
  }
  const { answer } = outcome;
  const body = jsonOf(answer);
  if (answer.status !== 200) {
    const code = (body as { code?: unknown } | undefined)?.code;
    return {
      finding: failedSelect(answer.status, code, errorText(answer)),
      rows: null,
      answered: true,
    };
  }
  if (!Array.isArray(body)) {
    return {
      finding: fail(
        "the site's select answers HTTP 200 without a list of rows",
        'VITE_SUPABASE_URL must be the Supabase API',
        GUIDE.configuration,
      ),
      rows: null,
      answered: true,
    };
  }
  const rows = body.filter(
    (row): row is Record<string, unknown> =>
      typeof row === 'object' && row !== null && !Array.isArray(row),
  );
  const usable = parseNewsRows(body);
  if (body.length === 0) {
    return {
      finding: warn(
        `${newsConfig.table} answers but holds no story`,
        'the first visit seeds it through fetch-trump-news (checked below); if it stays empty, read the function logs: supabase functions logs fetch-trump-news',
        GUIDE.backend,
      ),
      rows,
      answered: true,
    };
  }
  const newest = Math.max(...usable.map((item) => item.publishedMs ?? -Infinity));
  const count = `${body.length} rows${usable.length < body.length ? ` (${body.length - usable.length} unusable by the site)` : ''}`;
  if (!Number.isFinite(newest)) {
    return {
      finding: warn(
        `${count}, none with a usable published_at`,
        'compare the table with supabase/migrations (supabase db push applies the ones not yet applied)',
        GUIDE.backend,
      ),
      rows,
      answered: true,
    };
  }
  const age = ageText(now - newest);
  const stamp = new Date(newest).toISOString().replace(/\.\d+Z$/, 'Z');
  if (now - newest > MS_PER_DAY) {
    return {
      finding: warn(
        `${count}, but the newest story was published ${age} ago (${stamp}): the 30-minute refresh is not running`,
        "create the two Vault secrets the schedule reads, then check select * from cron.job and the function's logs",
        GUIDE.backend,
      ),
      rows,
      answered: true,
    };
  }
  const unusable = usable.length < body.length;
  const message = `${count}, newest published ${age} ago (${stamp})`;
  return {
    finding: unusable
      ? warn(
          message,
          'compare the table with supabase/migrations (supabase db push applies the ones not yet applied)',
          GUIDE.backend,
        )
      : ok(message),
    rows,
    answered: true,
  };
}
