// The migrations on a real PostgreSQL 15 server set up like a new Supabase project (pg_cron; pg_net, Vault and pg_graphql stood in: tests/backend/helpers/postgres/): the site's select as PostgREST runs it (what the capacity bench times) answers what a card reads; what Supabase's database linter looks for is absent (the site in the GraphQL schema, grants nobody uses, unguarded functions, tables without row level security), and the 30-minute schedule posts to fetch-trump-news with the Vault secrets, and only with them.
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { startPostgresServer } from './helpers/postgres/postgresServer.ts';
import { applyMigrations } from '../../local-backend/migrations.ts';
import { newsConfig } from '../../src/config/news.ts';
import { NEWS_ROW_COLUMNS } from '../../src/news/newsItem.ts';
import { postgrestRead } from './helpers/postgres/postgrestRead.ts';
import { siteCalls } from '../../scripts/doctor/siteCalls.ts';
import { newsRows } from '../helpers/news.ts';
import {
  withOlderDatabase,
  insertNewsRows,
  queryAs,
  withTestDatabase,
  type SqlDatabase,
} from './helpers/database.ts';

const NO_GRAPHQL_MIGRATION = '20261127090000';
const SCHEDULE_JOB = 'fetch-trump-news-every-30-minutes';
/** The schemas the linter leaves to Supabase and to extensions; the project's own are the rest. */
const PLATFORM_SCHEMAS = `('pg_catalog', 'information_schema', 'pg_toast', 'auth', 'cron', 'extensions',
  'graphql', 'graphql_public', 'net', 'vault', 'storage', 'realtime', 'supabase_functions',
  'supabase_migrations')`;
/** Each table, view or sequence (c) with its schema (n). */
const RELATIONS = 'pg_class c join pg_namespace n on n.oid = c.relnamespace';

let db: SqlDatabase;

withTestDatabase((opened) => (db = opened), 'postgres');

/** The type names graphql.resolve (pg_graphql's stand-in) gives `role` for an introspection query. */
async function graphqlTypes(target: SqlDatabase, role: 'anon' | 'authenticated') {
  const result = await queryAs<{ r: { data: { __schema: { types: { name: string }[] } } } }>(
    target,
    role,
    `select graphql.resolve('{ __schema { types { name } } }') as r`,
  );
  return result.rows[0]!.r.data.__schema.types.map((type) => type.name);
}

it('GraphQL (lints 0026 and 0027): a project with pg_graphql shows trump_news to anon and authenticated until the migration drops the extension', async () => {
  await withOlderDatabase('postgres', NO_GRAPHQL_MIGRATION, async (before) => {
    expect(await graphqlTypes(before, 'anon')).toContain(newsConfig.table);
    expect(await graphqlTypes(before, 'authenticated')).toContain(newsConfig.table);
    expect(await applyMigrations(before)).toEqual([NO_GRAPHQL_MIGRATION]);
    const graphql = await before.query(`select 1 from pg_extension where extname = 'pg_graphql'`);
    expect(graphql.rows).toHaveLength(0);
    await expect(graphqlTypes(before, 'anon')).rejects.toThrow(/graphql/);
    // The site's read is untouched.
    await insertNewsRows(before, [{ title: 'Kept', link: 'https://e.com/kept' }]);
    const read = await queryAs(before, 'anon', 'select title from public.trump_news');
    expect(read.rows).toEqual([{ title: 'Kept' }]);
  });
});

describe("what else Supabase's linter looks for", () => {
  /** Each query lists what would make the linter warn; the project must list nothing. */
  const findings: [string, string][] = [
    [
      'a privilege of anon or authenticated on a table, view or sequence, other than the site read',
      `select r.rolname || ' ' || p.privilege_type || ' ' || n.nspname || '.' || c.relname
         from ${RELATIONS}
         cross join (values ('anon'), ('authenticated')) as r(rolname)
         cross join (values ('SELECT'), ('INSERT'), ('UPDATE'), ('DELETE'), ('TRUNCATE'),
                            ('REFERENCES'), ('TRIGGER')) as p(privilege_type)
        where c.relkind in ('r', 'p', 'v', 'm', 'f')
          and n.nspname not in ${PLATFORM_SCHEMAS}
          and has_table_privilege(r.rolname, c.oid, p.privilege_type)
          and not (r.rolname = 'anon' and p.privilege_type = 'SELECT'
                   and c.oid = 'public.trump_news'::regclass)
       union all
       select r.rolname || ' USAGE ' || n.nspname || '.' || c.relname
         from ${RELATIONS}
         cross join (values ('anon'), ('authenticated')) as r(rolname)
        where c.relkind = 'S' and n.nspname not in ${PLATFORM_SCHEMAS}
          and has_sequence_privilege(r.rolname, c.oid, 'USAGE')`,
    ],
    [
      'a security definer function that anon or authenticated may execute (lints 0028, 0029)',
      `select r.rolname || ' may run ' || p.oid::regprocedure::text
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
         cross join (values ('anon'), ('authenticated')) as r(rolname)
        where p.prosecdef and n.nspname not in ${PLATFORM_SCHEMAS}
          and has_function_privilege(r.rolname, p.oid, 'EXECUTE')`,
    ],
    [
      'a function of the project whose search_path a caller can change (lint 0011)',
      `select p.oid::regprocedure::text
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
        where n.nspname not in ${PLATFORM_SCHEMAS}
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
          and not coalesce(p.proconfig, '{}') && array['search_path=""']`,
    ],
    [
      'a table the API roles can reach without row level security (lints 0013, 0007)',
      `select n.nspname || '.' || c.relname
         from ${RELATIONS}
        where c.relkind in ('r', 'p') and n.nspname not in ${PLATFORM_SCHEMAS}
          and not c.relrowsecurity`,
    ],
    [
      'a policy letting anon or authenticated write, or two permissive ones for one role and command (lints 0024, 0006)',
      `select tablename || ' ' || policyname
         from pg_policies
        where schemaname not in ${PLATFORM_SCHEMAS}
          and (cmd <> 'SELECT' or roles && array['authenticated', 'public']::name[])
       union all
       select tablename || ' ' || cmd || ' ' || array_to_string(roles, ',')
         from pg_policies
        where schemaname not in ${PLATFORM_SCHEMAS} and permissive = 'PERMISSIVE'
        group by tablename, cmd, roles having count(*) > 1`,
    ],
    [
      'an extension in the public schema, or a table without a primary key (lints 0014, 0004)',
      `select 'extension ' || extname from pg_extension
        where extnamespace = 'public'::regnamespace and extname <> 'plpgsql'
       union all
       select n.nspname || '.' || c.relname
         from ${RELATIONS}
        where c.relkind = 'r' and n.nspname not in ${PLATFORM_SCHEMAS}
          and not exists (select 1 from pg_index i where i.indrelid = c.oid and i.indisprimary)`,
    ],
    [
      'two indexes that are the same, or a view that runs with its owner rights (lints 0009, 0010)',
      `select string_agg(indexname, ', ')
         from pg_indexes where schemaname not in ${PLATFORM_SCHEMAS}
        group by schemaname, tablename, replace(indexdef, indexname, '') having count(*) > 1
       union all
       select n.nspname || '.' || c.relname
         from ${RELATIONS}
        where c.relkind = 'v' and n.nspname not in ${PLATFORM_SCHEMAS}
          and not coalesce(c.reloptions, '{}') && array['security_invoker=true', 'security_invoker=on']`,
    ],
  ];

  it.each(findings)('finds no %s', async (_what, sql) => {
    const result = await db.query<Record<string, string>>(sql);
    expect(result.rows.map((row) => Object.values(row)[0])).toEqual([]);
  });
});

/** Runs the job's command as pg_cron would, and answers the requests it queued in pg_net. */
async function runJob() {
  const job = await db.query<{ command: string; schedule: string }>(
    'select command, schedule from cron.job where jobname = $1',
    [SCHEDULE_JOB],
  );
  expect(job.rows).toHaveLength(1);
  await db.exec(job.rows[0]!.command);
  const queued = await db.query(
    'select url, headers, timeout_milliseconds from net.http_request_queue order by id',
  );
  return { schedule: job.rows[0]!.schedule, requests: queued.rows };
}

it('the 30-minute refresh (pg_cron, pg_net and Vault) every 30 minutes POSTs fetch-trump-news with the key as apikey and bearer token, once both Vault secrets exist', async () => {
  expect((await runJob()).requests).toEqual([]);
  await db.query(`select vault.create_secret('https://abc.supabase.co', 'project_url')`);
  expect((await runJob()).requests).toEqual([]);
  await db.query(`select vault.create_secret('sb_publishable_x', 'publishable_key')`);
  const { schedule, requests } = await runJob();
  expect(schedule).toBe('*/30 * * * *');
  expect(requests).toEqual([
    {
      url: `https://abc.supabase.co/functions/v1/${newsConfig.seedFunction}`,
      headers: {
        'Content-Type': 'application/json',
        apikey: 'sb_publishable_x',
        Authorization: 'Bearer sb_publishable_x',
      },
      timeout_milliseconds: 30_000,
    },
  ]);
});

it("the site's select as PostgREST runs it (what npm run bench times) answers, as anon, one JSON array of the rows in the site order with the columns a card reads", async () => {
  const rows = newsRows(12, { newestMs: Date.UTC(2026, 10, 20) }).reverse();
  await insertNewsRows(db, rows);
  const { select } = await siteCalls('test-anon-key');
  const read = postgrestRead(newsConfig.table, select.path);
  const answer = await db.transaction(async (tx) => {
    await tx.exec('set local role anon');
    return tx.query<{ page_total: number; body: Record<string, unknown>[] }>(read);
  });
  const { page_total: total, body } = answer.rows[0]!;
  expect(total).toBe(12);
  // newsRows' view counts fall with the row number: the site's order is the rows' order.
  expect(body.map((row) => row.title)).toEqual(newsRows(12).map((row) => row.title));
  expect(Object.keys(body[0]!).sort()).toEqual([...NEWS_ROW_COLUMNS].sort());
});

it('without PostgreSQL 15 the server fails to start, saying what to install (the tests fail, never skip)', async () => {
  vi.stubEnv('POSTGRES_BINDIR', '/nonexistent/postgresql/15/bin');
  onTestFinished(() => void vi.unstubAllEnvs());
  await expect(startPostgresServer()).rejects.toThrow(
    /postgres is missing: install Debian's postgresql-15 and postgresql-15-cron/,
  );
});
