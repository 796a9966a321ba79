// Benchmark of the feed's freshness over months: 90 simulated days of 30-minute rounds on PGlite
// (about 200 new stories a day, visitor opens skewed towards recent stories), then the site's
// select on today's design (invented counts, no retention) and on the new one (real views of
// the window, retention) side by side. `npx tsx scripts/bench/newsFreshness.ts` prints a table;
// `npm run bench` imports it.
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { createRandom, type Random } from '../../src/lib/random.ts';
import { applyMigrations, MIGRATIONS_DIR } from '../../server/migrations.ts';
import { SUPABASE_ROLES_SQL } from '../../server/supabaseRoles.ts';
import { queryAs } from '../../server/roleSql.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const ROUND_MS = 30 * 60 * 1000;
/** The first migration of the new design; today's design is every migration before it. */
const NEW_DESIGN_FROM = '20261122000100';

export interface FreshnessOptions {
  days: number;
  storiesPerDay: number;
  opensPerDay: number;
  /** Distinct visitors opening cards (each counts once per story per day). */
  visitors: number;
  /** Mean age of the story a visitor opens (days); a tenth of the opens pick any story. */
  meanOpenedAgeDays: number;
  /** Ranking windows simulated for the new design (BENCH_FRESHNESS_WINDOWS, e.g. "7,2"); default 7 only. */
  windows: number[];
  retentionDays: number;
  seed: number;
}

export const DEFAULT_FRESHNESS: FreshnessOptions = {
  // BENCH_FRESHNESS_DAYS shortens a trial run; the bench's figures are for 90.
  days: Number(process.env.BENCH_FRESHNESS_DAYS ?? 90),
  storiesPerDay: 200,
  opensPerDay: 1000,
  visitors: 3000,
  meanOpenedAgeDays: 1,
  windows: (process.env.BENCH_FRESHNESS_WINDOWS ?? '7')
    .split(',')
    .map((w) => Number.parseInt(w, 10))
    .filter((w) => w >= 1 && w <= 90),
  retentionDays: 180,
  seed: 20261122,
};

export interface DesignFigures {
  /** Median age of the first six cards of the site's select (days). */
  firstSixMedianAgeDays: number;
  /** Stories published in the last 7 days present in the 1,000 selected rows. */
  lastWeekSelected: number;
  /** Stories published in the last 7 days (all ingested). */
  lastWeekTotal: number;
  /** Rows in trump_news. */
  tableRows: number;
  /** Rows with a view_count above 0. */
  rowsWithViews: number;
}

/** Today's rule for a new row's count: 100 + FNV-1a-32(link) mod 9900. */
function inventedViewCount(link: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < link.length; i += 1) {
    hash ^= link.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return 100 + ((hash >>> 0) % 9900);
}

async function openDesign(newDesign: boolean): Promise<PGlite> {
  const db = await PGlite.create();
  await db.exec(SUPABASE_ROLES_SQL);
  if (newDesign) {
    await applyMigrations(db);
    return db;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'freshness-today-'));
  try {
    for (const file of await readdir(MIGRATIONS_DIR)) {
      if (file.endsWith('.sql') && file < NEW_DESIGN_FROM) {
        await cp(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
      }
    }
    await applyMigrations(db, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return db;
}

interface Story {
  link: string;
  publishedMs: number;
}

/** How many of `perDay` fall in one round, spread evenly with random rounding. */
function perRound(perDay: number, rng: Random): number {
  const mean = (perDay * ROUND_MS) / DAY_MS;
  return Math.floor(mean) + (rng() < mean - Math.floor(mean) ? 1 : 0);
}

/** The story a visitor opens at `nowMs`: mostly recent ones (exponential age), sometimes any. */
function pickStory(stories: Story[], nowMs: number, rng: Random, meanAgeDays: number): Story {
  if (rng() < 0.1) return stories[Math.floor(rng() * stories.length)]!;
  const targetMs = nowMs + Math.log(1 - rng()) * meanAgeDays * DAY_MS;
  let lo = 0;
  let hi = stories.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (stories[mid]!.publishedMs < targetMs) lo = mid + 1;
    else hi = mid;
  }
  return stories[lo]!;
}

async function figures(db: PGlite, nowMs: number, stories: Story[]): Promise<DesignFigures> {
  const { rows: selected } = await queryAs<{ link: string; published_at: Date }>(
    db,
    'anon',
    'select link, published_at from public.trump_news order by view_count desc, published_at desc limit 1000',
  );
  const ages = selected
    .slice(0, 6)
    .map((row) => (nowMs - row.published_at.getTime()) / DAY_MS)
    .sort((a, b) => a - b);
  const median = ages.length ? (ages[(ages.length - 1) >> 1]! + ages[ages.length >> 1]!) / 2 : 0;
  const weekAgo = nowMs - 7 * DAY_MS;
  const lastWeek = new Set(stories.filter((s) => s.publishedMs >= weekAgo).map((s) => s.link));
  const rows = await db.query<{ n: number; viewed: number }>(
    'select count(*)::int as n, (count(*) filter (where view_count > 0))::int as viewed from public.trump_news',
  );
  return {
    firstSixMedianAgeDays: median,
    lastWeekSelected: selected.filter((row) => lastWeek.has(row.link)).length,
    lastWeekTotal: lastWeek.size,
    tableRows: rows.rows[0]!.n,
    rowsWithViews: rows.rows[0]!.viewed,
  };
}

export interface FreshnessResult {
  options: FreshnessOptions;
  today: DesignFigures;
  /** One per window of options.windows, same order. */
  next: DesignFigures[];
  seconds: number;
}

/** Runs every design through the same simulated days, feed and visitors. */
export async function simulateFreshness(
  options: FreshnessOptions = DEFAULT_FRESHNESS,
): Promise<FreshnessResult> {
  const started = performance.now();
  const today = await openDesign(false);
  const designs = await Promise.all(
    options.windows.map(async (windowDays) => ({
      windowDays,
      db: await openDesign(true),
      idOf: new Map<string, string>(),
    })),
  );
  const rng = createRandom(options.seed);
  const keys = Array.from({ length: options.visitors }, (_, i) =>
    createHash('sha256').update(`visitor ${i}`).digest('hex'),
  );
  const startMs = Date.UTC(2026, 0, 1);
  const stories: Story[] = [];
  const rounds = (options.days * DAY_MS) / ROUND_MS;
  let nowMs = startMs;
  try {
    for (let round = 0; round < rounds; round += 1) {
      const roundStart = nowMs;
      nowMs += ROUND_MS;
      const fresh = Array.from({ length: perRound(options.storiesPerDay, rng) }, () => ({
        link: `https://news.example/story/${stories.length}-${Math.floor(rng() * 1e9)}`,
        publishedMs: roundStart + Math.floor(rng() * ROUND_MS),
      })).sort((a, b) => a.publishedMs - b.publishedMs);
      stories.push(...fresh);
      const items = fresh.map((s) => ({
        title: `Story ${s.link.slice(-12)}`,
        link: s.link,
        published_at: new Date(s.publishedMs).toISOString(),
      }));
      // Visitors' opens during this half hour (the same opens for every new design).
      const opens = Array.from({ length: perRound(options.opensPerDay, rng) }, () => {
        const at = roundStart + Math.floor(rng() * ROUND_MS);
        return {
          story: pickStory(stories, at, rng, options.meanOpenedAgeDays),
          key: keys[Math.floor(rng() * keys.length)]!,
          at: new Date(at).toISOString(),
        };
      });

      // Today's design: the invented count rides along with each new row; nothing else happens.
      await queryAs(today, 'service_role', 'select public.upsert_news($1::jsonb)', [
        JSON.stringify(
          items.map((item) => ({ ...item, view_count: inventedViewCount(item.link) })),
        ),
      ]);

      // The new design: the round upserts (at view_count 0), visitors open cards during the
      // half hour, and the round's upkeep recounts the window and applies retention.
      for (const design of designs) {
        await queryAs(design.db, 'service_role', 'select public.upsert_news($1::jsonb)', [
          JSON.stringify(items),
        ]);
        const { rows: inserted } = await queryAs<{ id: string; link: string }>(
          design.db,
          'service_role',
          'select id::text, link from public.trump_news where link = any($1::text[])',
          [items.map((item) => item.link)],
        );
        for (const row of inserted) design.idOf.set(row.link, row.id);
        const views = opens
          .map((open) => ({ id: design.idOf.get(open.story.link), key: open.key, at: open.at }))
          .filter((view) => view.id !== undefined);
        if (views.length > 0) {
          await queryAs(
            design.db,
            'service_role',
            `select public.record_news_view(o.id::bigint, o.key, $2, o.at::timestamptz)
               from jsonb_to_recordset($1::jsonb) as o(id text, key text, at text)`,
            [JSON.stringify(views), design.windowDays],
          );
        }
        await queryAs(
          design.db,
          'service_role',
          'select public.refresh_news_ranking($1, $2, $3::timestamptz)',
          [design.windowDays, options.retentionDays, new Date(nowMs).toISOString()],
        );
      }
    }
    return {
      options,
      today: await figures(today, nowMs, stories),
      next: await Promise.all(designs.map((design) => figures(design.db, nowMs, stories))),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await today.close();
    for (const design of designs) await design.db.close();
  }
}

const fmtDays = (days: number) => `${days.toFixed(2)} days`;
const fmtCount = (n: number) => n.toLocaleString('en-US');
const fmtShare = (f: DesignFigures) =>
  `${((100 * f.lastWeekSelected) / Math.max(1, f.lastWeekTotal)).toFixed(1)}% (${fmtCount(f.lastWeekSelected)} of ${fmtCount(f.lastWeekTotal)}${f.lastWeekTotal > 1000 ? ', at most 1,000 fit' : ''})`;

/** Column titles: today's design, then the new design per window. */
export function freshnessColumns(result: FreshnessResult): string[] {
  return [
    "today's design",
    ...result.options.windows.map((w) => `new, ${w}-day window${w === 7 ? ' (default)' : ''}`),
  ];
}

/** The side-by-side rows: figure, one value per column, target for the new design. */
export function freshnessRows(result: FreshnessResult): [string, string[], string][] {
  const { options, today, next } = result;
  const all = [today, ...next];
  const bound = Math.round(1.1 * options.retentionDays * options.storiesPerDay);
  return [
    ['first six cards, median age', all.map((f) => fmtDays(f.firstSixMedianAgeDays)), '<= 2 days'],
    ["last 7 days' stories in the 1,000 rows", all.map(fmtShare), 'all, while under 1,000'],
    ['rows with view_count > 0', all.map((f) => fmtCount(f.rowsWithViews)), ''],
    ['table rows', all.map((f) => fmtCount(f.tableRows)), `<= ${fmtCount(bound)}`],
  ];
}

/** Figures for `npm run bench`. */
export async function benchNewsFreshness(): Promise<Record<string, string>> {
  const result = await simulateFreshness();
  const columns = freshnessColumns(result);
  const out: Record<string, string> = {};
  for (const [figure, values, target] of freshnessRows(result)) {
    const cells = values.map((value, i) => `${columns[i]}: ${value}`).join(' | ');
    out[`day ${result.options.days}: ${figure}`] = `${cells}${target ? ` (target ${target})` : ''}`;
  }
  out['simulation time'] = `${result.seconds.toFixed(0)} s`;
  return out;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await simulateFreshness();
  const o = result.options;
  console.log(
    `News freshness after ${o.days} simulated days: ${o.storiesPerDay} stories/day, ${o.opensPerDay} opens/day by ${o.visitors} visitors (mean age of an opened story ${o.meanOpenedAgeDays} day), rounds every 30 min, retention ${o.retentionDays} days (${result.seconds.toFixed(0)} s)`,
  );
  const columns = freshnessColumns(result);
  console.table(
    freshnessRows(result).map(([figure, values, target]) => ({
      figure,
      ...Object.fromEntries(columns.map((column, i) => [column, values[i]])),
      'target (new)': target,
    })),
  );
}
