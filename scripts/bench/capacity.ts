// Benchmark of what a launch-day spike costs the database: on a real PostgreSQL 15 server set up
// like the Supabase project (scripts/harness/postgres/, every migration), with trump_news at its
// steady size, the visitors' select exactly as PostgREST runs it (a read-only transaction as anon
// with PostgREST's settings, then the rows as one JSON array: json_agg over a subquery with the
// site's columns, order and limit), visit after visit on one connection: the database time per
// visit (the server process's CPU time), visits a second per core, the share of building the
// JSON, and the bytes of a visit's answer raw and gzipped; for the site's select and for `select=*` (what it asked before), for
// rows with the sample feed's lengths and for the longest rows the table allows.
// `npx tsx scripts/bench/capacity.ts` prints a table; `npm run bench` imports it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import postgres from 'postgres';
import { newsConfig } from '../../src/config/news.ts';
import { DEFAULT_RETENTION_DAYS } from '../../supabase/functions/_shared/viewConfig.ts';
import { siteCalls } from '../doctor/siteCalls.ts';
import {
  openPostgresDatabase,
  socketOptions,
  type PostgresDatabase,
} from '../harness/postgres/postgresDatabase.ts';
import { postgrestRead, selectShape } from '../harness/postgres/postgrestRead.ts';
import { longestStories, sampleFeedStories, type StoryText } from './storyRows.ts';

/** New stories a day (the freshness bench's main scenario): the table holds this times the retention. */
const STORIES_PER_DAY = 200;
const TABLE_ROWS = STORIES_PER_DAY * DEFAULT_RETENTION_DAYS;
/** Stories with a views-a-day figure (the freshness bench found about 220 to 260 with 2 days). */
const ROWS_WITH_VIEWS = 240;
const WARM_UP_VISITS = 50;
const TIMED_VISITS = Number(process.env.BENCH_CAPACITY_VISITS ?? 600);

/** Fills trump_news with `stories`, newest first, STORIES_PER_DAY a day, the newest few with views. */
async function fill(db: PostgresDatabase, stories: StoryText[], now: number): Promise<void> {
  await db.exec('truncate public.trump_news restart identity');
  const everyMs = (24 * 60 * 60 * 1000) / STORIES_PER_DAY;
  const CHUNK = 2000;
  for (let start = 0; start < stories.length; start += CHUNK) {
    const chunk = stories.slice(start, start + CHUNK).map((story, j) => {
      const i = start + j;
      return {
        ...story,
        published_at: new Date(now - i * everyMs).toISOString(),
        view_count: i < ROWS_WITH_VIEWS ? 1 + ((i * 7919) % 40) : 0,
      };
    });
    await db.query(
      `insert into public.trump_news (title, summary, source, link, image_url, published_at, view_count, is_fake)
       select title, summary, source, link, image_url, published_at, view_count, is_fake
         from jsonb_to_recordset($1::jsonb) as r(title text, summary text, source text, link text,
              image_url text, published_at timestamptz, view_count int, is_fake boolean)`,
      [JSON.stringify(chunk)],
    );
  }
  await db.exec('vacuum analyze public.trump_news');
}

/** What PostgREST sets in each request's transaction before the read (role, claims, request). */
const REQUEST_SETTINGS = `select set_config('search_path', '"public", "extensions"', true),
  set_config('role', 'anon', true),
  set_config('request.jwt.claims', '{"role":"anon","iss":"supabase"}', true),
  set_config('request.method', 'GET', true),
  set_config('request.path', $1, true),
  set_config('request.headers', '{"accept":"application/json","accept-profile":"public"}', true),
  set_config('request.cookies', '{}', true)`;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** One visit's transaction as PostgREST runs it: read only, its settings, the read. Answers the body. */
async function visit(sql: postgres.Sql, read: string, path: string): Promise<string> {
  return sql.begin('isolation level read committed read only', async (tx) => {
    await tx.unsafe(REQUEST_SETTINGS, [path]);
    const [row] = await tx.unsafe<{ body: string }[]>(read);
    return row!.body;
  }) as Promise<string>;
}

let ticksPerSecond: number | undefined;

/** CPU time (ms, user and system) the server process `pid` has used so far (Linux: /proc). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name in brackets: state is the first, utime the 12th, stime the 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

interface Variant {
  name: string;
  read: string;
  bare: string;
  /** The server's CPU over the timed visits, with the JSON body and without (ms). */
  cpu: number;
  bareCpu: number;
  /** Each timed visit's time as PostgREST waits for it (ms). */
  walls: number[];
  body: string;
}

/**
 * Every variant's visit in turn, TIMED_VISITS rounds after a warm-up, so that the machine's load
 * falls on all of them alike. What a visit costs the database is the CPU time its server process
 * spent on it (begin, PostgREST's settings, the read, building and sending the body, commit):
 * unlike the wall time, other work on the machine does not add to it.
 */
async function timeVariants(
  sql: postgres.Sql,
  pid: number,
  variants: Variant[],
  path: string,
): Promise<void> {
  for (let round = -WARM_UP_VISITS; round < TIMED_VISITS; round += 1) {
    for (const variant of variants) {
      let cpu = cpuMs(pid);
      const started = performance.now();
      variant.body = await visit(sql, variant.read, path);
      const wall = performance.now() - started;
      const readCpu = cpuMs(pid) - cpu;
      cpu = cpuMs(pid);
      await visit(sql, variant.bare, path);
      const bareCpu = cpuMs(pid) - cpu;
      if (round < 0) continue;
      variant.walls.push(wall);
      variant.cpu += readCpu;
      variant.bareCpu += bareCpu;
    }
  }
}

export interface CapacityFigures {
  rows: string;
  select: string;
  /** The server's CPU time per visit (ms): the database time a visit costs. */
  cpuMs: number;
  /** The same for a visit without the JSON body: the rest is building and sending the JSON. */
  withoutJsonCpuMs: number;
  /** 1000 / cpuMs: the visits one core serves a second when the database does nothing else. */
  visitsPerSecondPerCore: number;
  /** The visit as PostgREST waits for it over a Unix socket, on this machine as loaded: median and p95 (ms). */
  wallMs: number;
  wallP95Ms: number;
  rowsAnswered: number;
  rawBytes: number;
  gzipBytes: number;
  /** The plan's scan and limit: an index scan in the site's order, no sort. */
  plan: string;
}

export async function benchCapacity(): Promise<CapacityFigures[]> {
  const { select } = await siteCalls('bench-anon-key');
  const site = selectShape(select.path);
  const table = newsConfig.table;
  const path = `/${table}`;
  const db = await openPostgresDatabase();
  // One connection, so one server process serves every visit; the body as text, as PostgREST
  // takes it (json is not parsed on the way).
  const sql = postgres({
    ...socketOptions(db.server),
    max: 1,
    types: { json: { to: 114, from: [114], serialize: String, parse: (text: string) => text } },
  });
  const figures: CapacityFigures[] = [];
  try {
    const [backend] = await sql<{ pid: number }[]>`select pg_backend_pid() as pid`;
    const pid = backend!.pid;
    const now = Date.now();
    for (const [rows, stories] of [
      ['sample feed lengths', sampleFeedStories(TABLE_ROWS)],
      ['longest rows', longestStories(TABLE_ROWS)],
    ] as const) {
      await fill(db, stories, now);
      const shapes = [
        [`the site's ${site.columns === '*' ? '*' : `${site.columns.length} columns`}`, site],
        ['select=* (before)', { ...site, columns: '*' }],
      ] as const;
      const variants: Variant[] = shapes.map(([name, shape]) => ({
        name,
        read: postgrestRead(table, shape),
        bare: postgrestRead(table, shape, false),
        cpu: 0,
        bareCpu: 0,
        walls: [],
        body: '',
      }));
      await timeVariants(sql, pid, variants, path);
      for (const variant of variants) {
        const plan = await sql.begin(async (tx) => {
          await tx.unsafe(`set local role anon`);
          const lines = await tx.unsafe<{ 'QUERY PLAN': string }[]>(`explain ${variant.read}`);
          return lines.map((line) =>
            line['QUERY PLAN']
              .replace(/\s+\(cost=.*$/, '')
              .replace(/^\s*->\s*/, '')
              .trim(),
          );
        });
        const bytes = Buffer.from(variant.body);
        const cpu = variant.cpu / TIMED_VISITS;
        const walls = [...variant.walls].sort((a, b) => a - b);
        figures.push({
          rows,
          select: variant.name,
          cpuMs: cpu,
          withoutJsonCpuMs: variant.bareCpu / TIMED_VISITS,
          visitsPerSecondPerCore: 1000 / cpu,
          wallMs: quantile(walls, 0.5),
          wallP95Ms: quantile(walls, 0.95),
          rowsAnswered: (JSON.parse(variant.body) as unknown[]).length,
          rawBytes: bytes.length,
          gzipBytes: gzipSync(bytes).length,
          plan: plan.filter((line) => /Scan|Sort|Limit/.test(line)).join(' > '),
        });
      }
    }
  } finally {
    await sql.end();
    await db.close();
  }
  return figures;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Rows for a figure table: [figure, value, target]. */
export function capacityRows(figures: CapacityFigures[]): [string, string, string][] {
  return figures.flatMap((f): [string, string, string][] => [
    [
      `capacity: ${f.rows}, ${f.select}: database time per visit`,
      `${f.cpuMs.toFixed(2)} ms of server CPU (${f.withoutJsonCpuMs.toFixed(2)} without the JSON); ${f.wallMs.toFixed(2)} ms waited (p95 ${f.wallP95Ms.toFixed(2)})`,
      '',
    ],
    [
      `capacity: ${f.rows}, ${f.select}: visits a second per core`,
      `${Math.round(f.visitsPerSecondPerCore)}`,
      '',
    ],
    [
      `capacity: ${f.rows}, ${f.select}: bytes per visit (${f.rowsAnswered} rows)`,
      `${kb(f.rawBytes)} raw, ${kb(f.gzipBytes)} gzip`,
      '',
    ],
    [`capacity: ${f.rows}, ${f.select}: plan`, f.plan, 'index scan, no sort'],
  ]);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(
    `trump_news with ${TABLE_ROWS} stories (${STORIES_PER_DAY} a day for ${DEFAULT_RETENTION_DAYS} days), ${TIMED_VISITS} timed visits each, one connection over a Unix socket`,
  );
  for (const [figure, value, target] of capacityRows(await benchCapacity())) {
    console.log(`${figure.padEnd(100)}  ${value}${target ? `  (${target})` : ''}`);
  }
}
