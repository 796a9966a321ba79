// The anonymous write probes on trump_news: insert, update and delete as a visitor, built so that nothing stays written. Postgres checks privileges, then row level security, then constraints: a refused probe answers 42501; an allowed one breaks a NOT NULL constraint or the returned row's failing cast (link::integer), so its statement fails and is rolled back. A write that still goes through is undone at once.
import { newsConfig } from '../../../src/config/news.ts';
import { fail, ok, GUIDE, warn, type Finding } from '../check.ts';
import { apiHeaders, errorText, jsonOf, type Http, type Outcome } from '../http.ts';

export type WriteVerb = 'insert' | 'update' | 'delete';

/** The columns of the table: the site's select reads only some of them, and a write could aim at any. */
const TABLE_COLUMNS = [
  'id',
  'title',
  'summary',
  'source',
  'link',
  'image_url',
  'published_at',
  'view_count',
  'is_fake',
  'created_at',
  'updated_at',
];

/**
 * The returned rows: the id (to undo a write that went through) and text columns cast to integer.
 * Each row of the table has a non-numeric title or link, so the cast fails and the statement with
 * it: a write the database allowed is rolled back before it is committed.
 */
const GUARD_SELECT = 'id,title::integer,summary::integer,link::integer';

/** Asks for the rows back (so the guard runs) and, where the project allows it, a rolled-back transaction. */
const PREFER = 'return=representation,tx=rollback';

type Probe =
  | { kind: 'no-grant' }
  | { kind: 'rls'; said: string }
  | { kind: 'allowed'; said: string }
  | { kind: 'written'; rows: Record<string, unknown>[]; said: string }
  | { kind: 'unclear'; said: string };

const SEVERITY: Record<Probe['kind'], number> = {
  'no-grant': 0,
  rls: 1,
  unclear: 2,
  allowed: 3,
  written: 4,
};

/** What one probe's answer says about the write. */
export function readProbe(outcome: Outcome): Probe {
  if (!outcome.answered) return { kind: 'unclear', said: outcome.error };
  const { answer } = outcome;
  const body = jsonOf(answer);
  const code = (body as { code?: unknown } | undefined)?.code;
  const said = errorText(answer);
  if (code === '42501') {
    return /permission denied for table/i.test(said) ? { kind: 'no-grant' } : { kind: 'rls', said };
  }
  if (answer.status >= 200 && answer.status < 300) {
    if (Array.isArray(body) && body.length === 0)
      return { kind: 'rls', said: 'no row was touched' };
    const rows = Array.isArray(body)
      ? body.filter(
          (row): row is Record<string, unknown> => typeof row === 'object' && row !== null,
        )
      : [];
    return { kind: 'written', rows, said: `HTTP ${answer.status}` };
  }
  // Constraint (23…) and data (22…) errors come after the privilege and policy checks: the write was allowed.
  if (typeof code === 'string' && /^2[23]/.test(code)) return { kind: 'allowed', said };
  if (answer.status === 401 || answer.status === 403) {
    return { kind: 'unclear', said: `the key is refused (HTTP ${answer.status}: ${said})` };
  }
  return { kind: 'unclear', said: `HTTP ${answer.status}: ${said}` };
}

export interface WriteProbeInput {
  http: Http;
  base: string;
  anonKey: string;
  /** The rows of the site's select (null when it failed). */
  rows: Record<string, unknown>[] | null;
}

function tableUrl(base: string, query: string): string {
  return `${base}/rest/v1/${newsConfig.table}?${query}`;
}

function jsonHeaders(anonKey: string, prefer = PREFER): Record<string, string> {
  return { ...apiHeaders(anonKey), 'Content-Type': 'application/json', Prefer: prefer };
}

/** Puts back what a write that went through changed; says what was done. */
async function undo(
  verb: WriteVerb,
  input: WriteProbeInput,
  written: Record<string, unknown>[],
  target: Record<string, unknown> | null,
  column: string | null,
): Promise<string> {
  const { http, base, anonKey } = input;
  const results: string[] = [];
  for (const row of written) {
    const id = row.id;
    if (typeof id !== 'number' && typeof id !== 'string') continue;
    const filter = `id=eq.${encodeURIComponent(String(id))}`;
    const outcome =
      verb === 'insert'
        ? await http.request(tableUrl(base, filter), {
            method: 'DELETE',
            headers: jsonHeaders(anonKey, 'return=minimal'),
          })
        : verb === 'update' && target && column
          ? await http.request(tableUrl(base, filter), {
              method: 'PATCH',
              headers: jsonHeaders(anonKey, 'return=minimal'),
              body: JSON.stringify({ [column]: target[column] }),
            })
          : await http.request(tableUrl(base, ''), {
              method: 'POST',
              headers: jsonHeaders(anonKey, 'return=minimal'),
              body: JSON.stringify(
                Object.fromEntries(Object.entries(target ?? {}).filter(([key]) => key !== 'id')),
              ),
            });
    const done = outcome.answered && outcome.answer.status < 300;
    results.push(
      done
        ? `row ${id} ${verb === 'insert' ? 'deleted' : 'put back'}`
        : `row ${id} NOT ${verb === 'insert' ? 'deleted' : 'put back'} (${outcome.answered ? errorText(outcome.answer) : outcome.error}): ${
            verb === 'insert'
              ? `delete from public.trump_news where id = ${id}`
              : `restore it: ${JSON.stringify(target).slice(0, 300)}`
          }`,
    );
  }
  return results.length > 0 ? results.join('; ') : 'no row id came back to undo';
}

const FIX_WRITE =
  "in the SQL editor: revoke insert, update, delete on public.trump_news from anon, authenticated; and drop every policy on it that lets anon write (select * from pg_policies where tablename = 'trump_news')";

/** One probe per column (a column grant opens that column only), or one for a delete. */
async function probeVerb(verb: WriteVerb, input: WriteProbeInput): Promise<Finding> {
  const { http, base, anonKey, rows } = input;
  const target = rows?.[0] ?? null;
  const columns = [...new Set([...Object.keys(target ?? {}), ...TABLE_COLUMNS])];
  const probed = verb === 'delete' ? [null] : columns.filter((column) => column !== 'id');
  // No row to aim at: a filter that matches none still meets the privilege check.
  const targetId = typeof target?.id === 'number' || typeof target?.id === 'string' ? target.id : 0;
  const aim = `id=eq.${encodeURIComponent(String(targetId))}`;
  const probes = await Promise.all(
    probed.map(async (column) => {
      const outcome =
        verb === 'insert'
          ? await http.request(tableUrl(base, `select=${GUARD_SELECT}`), {
              method: 'POST',
              headers: jsonHeaders(anonKey),
              body: JSON.stringify({ [column!]: null }),
            })
          : verb === 'update'
            ? await http.request(tableUrl(base, `${aim}&select=${GUARD_SELECT}`), {
                method: 'PATCH',
                headers: jsonHeaders(anonKey),
                body: JSON.stringify({ [column!]: null }),
              })
            : await http.request(tableUrl(base, `${aim}&select=${GUARD_SELECT}`), {
                method: 'DELETE',
                headers: jsonHeaders(anonKey),
              });
      const probe = readProbe(outcome);
      const undone =
        probe.kind === 'written' ? await undo(verb, input, probe.rows, target, column) : '';
      return { column, probe, undone };
    }),
  );
  const worst = probes.reduce((a, b) => (SEVERITY[b.probe.kind] > SEVERITY[a.probe.kind] ? b : a));
  const VERB = verb.toUpperCase();
  const onColumns = (kind: Probe['kind']) => {
    const named = probes.filter((p) => p.probe.kind === kind && p.column).map((p) => p.column);
    if (named.length > 1 && named.length === probed.length) return ' (every column)';
    return named.length > 0 ? ` (columns: ${named.join(', ')})` : '';
  };
  const probedText = verb === 'delete' ? '' : ` (${probed.length} columns probed)`;
  switch (worst.probe.kind) {
    case 'no-grant':
      return ok(`refused: anon holds no ${VERB} privilege${probedText}`);
    case 'rls':
      return warn(
        `refused, but anon holds the ${VERB} privilege${onColumns('rls')}, so only row level security stands in the way: ${worst.probe.said}`,
        `in the SQL editor: revoke ${verb} on public.trump_news from anon, authenticated`,
        GUIDE.backend,
      );
    case 'unclear':
      return fail(
        `could not confirm that an anonymous ${VERB} is refused: ${worst.probe.said}`,
        'check VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, then run npm run doctor again; if it persists, read the API logs in the dashboard',
        GUIDE.backend,
      );
    case 'allowed':
      return {
        ...fail(
          `CRITICAL: any visitor may ${VERB} trump_news rows${onColumns('allowed')}; the probe broke a constraint on purpose, so nothing was written (${worst.probe.said})`,
          FIX_WRITE,
          GUIDE.backend,
        ),
        critical: true,
      };
    case 'written':
      return {
        ...fail(
          `CRITICAL: an anonymous ${VERB} went through${onColumns('written')}; undo at once: ${worst.undone}`,
          FIX_WRITE,
          GUIDE.backend,
        ),
        critical: true,
      };
  }
}

/** The three write findings, probed concurrently. */
export async function checkAnonWrites(input: WriteProbeInput): Promise<Record<WriteVerb, Finding>> {
  const [insert, update, remove] = await Promise.all([
    probeVerb('insert', input),
    probeVerb('update', input),
    probeVerb('delete', input),
  ]);
  return { insert, update, delete: remove };
}
