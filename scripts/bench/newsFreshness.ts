// Benchmark of the feed's freshness over months: 90 simulated days of 30-minute rounds on PGlite
// (about 200 new stories a day, visitor opens skewed towards recent stories), then the site's
// select on today's design (invented counts, no retention), on the plain 7-day count tried first,
// and on the shipped design (views a day over the 7-day window, retention) side by side, in three
// scenarios. `npx tsx scripts/bench/newsFreshness.ts` prints the tables; `npm run bench` imports it.
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { createRandom, type Random } from '../../src/lib/random.ts';
import { openDatabase } from '../../server/database.ts';
import { queryAs } from '../../server/roleSql.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const ROUND_MS = 30 * 60 * 1000;
/** The site's select (spec section 7), as anon; the limit is a parameter. */
const SITE_SELECT =
  'select id::text, link, published_at from public.trump_news order by view_count desc, published_at desc limit $1';

/** A backend design: which migrations it has and how its rounds count views. */
export interface Design {
  name: string;
  /** Only the migrations with a version below this one (all when absent). */
  migrationsBefore?: string;
  /** Today's design: each new row carries an invented count; no views, no upkeep. */
  invented?: boolean;
  /** The ranking window passed to record_news_view and refresh_news_ranking (days). */
  windowDays: number;
}

export const TODAYS_DESIGN: Design = {
  name: "today's design",
  migrationsBefore: '20261122000100',
  invented: true,
  windowDays: 7,
};
/** The first try: view_count = the window's views (20261122000100_real_view_counts.sql). */
export const PLAIN_COUNT_DESIGN: Design = {
  name: '7-day count (first try)',
  migrationsBefore: '20261124000100',
  windowDays: 7,
};
/** What ships: view_count = views a day over the window (20261124000100_views_per_day_ranking.sql). */
export const shippedDesign = (windowDays = 7): Design => ({
  name: `views a day, ${windowDays}-day window${windowDays === 7 ? ' (default)' : ''}`,
  windowDays,
});

export interface Scenario {
  name: string;
  days: number;
  storiesPerDay: number;
  opensPerDay: number;
  /** Distinct visitors opening cards (each counts once per story per day). */
  visitors: number;
  /** Mean age of the story a visitor opens (days); a tenth of the opens pick any story. */
  meanOpenedAgeDays: number;
  /** Share of the opens that pick one of the first six cards the design shows at that moment. */
  firstCardsShare: number;
  retentionDays: number;
  designs: Design[];
  seed: number;
}

/** BENCH_FRESHNESS_DAYS shortens a trial run; the bench's figures are for 90. */
const DAYS = Number(process.env.BENCH_FRESHNESS_DAYS ?? 90);
/** BENCH_FRESHNESS_WINDOWS (e.g. "2,3") adds the shipped design at other windows to the first scenario. */
const EXTRA_WINDOWS = (process.env.BENCH_FRESHNESS_WINDOWS ?? '')
  .split(',')
  .map((w) => Number.parseInt(w, 10))
  .filter((w) => w >= 1 && w <= 90 && w !== 7);

const BASE: Omit<Scenario, 'name' | 'designs'> = {
  days: DAYS,
  storiesPerDay: 200,
  opensPerDay: 1000,
  visitors: 3000,
  meanOpenedAgeDays: 1,
  firstCardsShare: 0,
  retentionDays: 180,
  seed: 20261122,
};

/** BENCH_FRESHNESS_SCENARIOS (e.g. "1" or "1,3") runs only those scenarios, numbered from 1. */
const ONLY = (process.env.BENCH_FRESHNESS_SCENARIOS ?? '')
  .split(',')
  .map((n) => Number.parseInt(n, 10))
  .filter((n) => n >= 1);

const ALL_SCENARIOS: Scenario[] = [
  {
    ...BASE,
    name: "the issue's visitors: opens skewed towards recent stories",
    designs: [
      TODAYS_DESIGN,
      PLAIN_COUNT_DESIGN,
      shippedDesign(),
      ...EXTRA_WINDOWS.map(shippedDesign),
    ],
  },
  {
    ...BASE,
    name: 'visitors who also open what the site shows first (30% of opens among the first six cards)',
    firstCardsShare: 0.3,
    // Ranks settle within a window's length, so 30 days show the steady state. The window bounds
    // how long the cards shown first can keep their place: 2 days, for comparison.
    days: Math.min(DAYS, 30),
    designs: [shippedDesign(), shippedDesign(2)],
  },
  {
    ...BASE,
    name: "a quieter feed, 100 stories a day, retention 30 days (the week's stories fit in 1,000 rows; retention is reached)",
    days: Math.min(DAYS, 60),
    storiesPerDay: 100,
    opensPerDay: 500,
    retentionDays: 30,
    designs: [TODAYS_DESIGN, shippedDesign()],
  },
];

export const SCENARIOS: Scenario[] = ALL_SCENARIOS.filter(
  (_, i) => ONLY.length === 0 || ONLY.includes(i + 1),
);

export interface DesignFigures {
  /** Median age of the first six cards of the site's select at the end of the last day (days). */
  firstSixMedianAgeDays: number;
  /** The largest of that median over the last day's 48 rounds (days). */
  firstSixWorstMedianAgeDays: number;
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

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  return (sorted[(sorted.length - 1) >> 1]! + sorted[sorted.length >> 1]!) / 2;
};

interface Selected {
  id: string;
  link: string;
  published_at: Date;
}

/** The first `limit` rows of the site's select: 1,000 as the site asks, 6 for the first cards. */
async function siteSelect(db: PGlite, limit = 1000): Promise<Selected[]> {
  return (await queryAs<Selected>(db, 'anon', SITE_SELECT, [limit])).rows;
}

const firstSixMedianAge = (selected: Selected[], nowMs: number): number =>
  median(selected.slice(0, 6).map((row) => (nowMs - row.published_at.getTime()) / DAY_MS));

async function figures(
  db: PGlite,
  nowMs: number,
  stories: Story[],
  worstMedian: number,
): Promise<DesignFigures> {
  const selected = await siteSelect(db);
  const weekAgo = nowMs - 7 * DAY_MS;
  const lastWeek = new Set(stories.filter((s) => s.publishedMs >= weekAgo).map((s) => s.link));
  const rows = await db.query<{ n: number; viewed: number }>(
    'select count(*)::int as n, (count(*) filter (where view_count > 0))::int as viewed from public.trump_news',
  );
  return {
    firstSixMedianAgeDays: firstSixMedianAge(selected, nowMs),
    firstSixWorstMedianAgeDays: worstMedian,
    lastWeekSelected: selected.filter((row) => lastWeek.has(row.link)).length,
    lastWeekTotal: lastWeek.size,
    tableRows: rows.rows[0]!.n,
    rowsWithViews: rows.rows[0]!.viewed,
  };
}

export interface ScenarioResult {
  scenario: Scenario;
  /** One per scenario.designs, same order. */
  figures: DesignFigures[];
  seconds: number;
}

interface Running {
  design: Design;
  db: PGlite;
  idOf: Map<string, string>;
  /** The first six cards the site shows now (row ids), for visitors who open those. */
  firstCards: string[];
  worstMedian: number;
}

/** One round of a design that counts views: upsert at 0, the half hour's opens, the upkeep. */
async function countingRound(
  run: Running,
  items: object[],
  opens: { story: Story | null; key: string; at: string }[],
  scenario: Scenario,
  nowMs: number,
  rng: Random,
): Promise<void> {
  const { db, design, idOf } = run;
  await queryAs(db, 'service_role', 'select public.upsert_news($1::jsonb)', [
    JSON.stringify(items),
  ]);
  const links = items.map((item) => (item as { link: string }).link);
  const { rows: inserted } = await queryAs<{ id: string; link: string }>(
    db,
    'service_role',
    'select id::text, link from public.trump_news where link = any($1::text[])',
    [links],
  );
  for (const row of inserted) idOf.set(row.link, row.id);
  const views = opens
    .map((open) => ({
      // A null story is an open of one of the first cards this design shows.
      id: open.story
        ? idOf.get(open.story.link)
        : run.firstCards[Math.floor(rng() * run.firstCards.length)],
      key: open.key,
      at: open.at,
    }))
    .filter((view) => view.id !== undefined);
  if (views.length > 0) {
    await queryAs(
      db,
      'service_role',
      `select public.record_news_view(o.id::bigint, o.key, $2, o.at::timestamptz)
         from jsonb_to_recordset($1::jsonb) as o(id text, key text, at text)`,
      [JSON.stringify(views), design.windowDays],
    );
  }
  await queryAs(db, 'service_role', 'select public.refresh_news_ranking($1, $2, $3::timestamptz)', [
    design.windowDays,
    scenario.retentionDays,
    new Date(nowMs).toISOString(),
  ]);
}

/** Runs every design of the scenario through the same simulated days, feed and visitors. */
export async function simulateScenario(scenario: Scenario): Promise<ScenarioResult> {
  const started = performance.now();
  const runs: Running[] = await Promise.all(
    scenario.designs.map(async (design) => ({
      design,
      db: await openDatabase(null, { before: design.migrationsBefore }),
      idOf: new Map<string, string>(),
      firstCards: [],
      worstMedian: 0,
    })),
  );
  const rng = createRandom(scenario.seed);
  const keys = Array.from({ length: scenario.visitors }, (_, i) =>
    createHash('sha256').update(`visitor ${i}`).digest('hex'),
  );
  const startMs = Date.UTC(2026, 0, 1);
  const stories: Story[] = [];
  const rounds = (scenario.days * DAY_MS) / ROUND_MS;
  const lastDayFrom = rounds - DAY_MS / ROUND_MS;
  let nowMs = startMs;
  try {
    for (let round = 0; round < rounds; round += 1) {
      const roundStart = nowMs;
      nowMs += ROUND_MS;
      const fresh = Array.from({ length: perRound(scenario.storiesPerDay, rng) }, () => ({
        link: `https://news.example/story/${stories.length}-${Math.floor(rng() * 1e9)}`,
        publishedMs: roundStart + Math.floor(rng() * ROUND_MS),
      })).sort((a, b) => a.publishedMs - b.publishedMs);
      stories.push(...fresh);
      const items = fresh.map((s) => ({
        title: `Story ${s.link.slice(-12)}`,
        link: s.link,
        published_at: new Date(s.publishedMs).toISOString(),
      }));
      // Visitors' opens during this half hour: the same visitors and times for every design.
      const opens = Array.from({ length: perRound(scenario.opensPerDay, rng) }, () => {
        const at = roundStart + Math.floor(rng() * ROUND_MS);
        const ofFirstCards = rng() < scenario.firstCardsShare;
        return {
          story: ofFirstCards ? null : pickStory(stories, at, rng, scenario.meanOpenedAgeDays),
          key: keys[Math.floor(rng() * keys.length)]!,
          at: new Date(at).toISOString(),
        };
      });

      for (const run of runs) {
        if (run.design.invented) {
          // Today's design: the invented count rides along with each new row; nothing else happens.
          await queryAs(run.db, 'service_role', 'select public.upsert_news($1::jsonb)', [
            JSON.stringify(
              items.map((item) => ({ ...item, view_count: inventedViewCount(item.link) })),
            ),
          ]);
        } else {
          await countingRound(run, items, opens, scenario, nowMs, createRandom(round));
        }
        if (scenario.firstCardsShare > 0 || round >= lastDayFrom) {
          const selected = await siteSelect(run.db, 6);
          run.firstCards = selected.slice(0, 6).map((row) => row.id);
          if (round >= lastDayFrom) {
            run.worstMedian = Math.max(run.worstMedian, firstSixMedianAge(selected, nowMs));
          }
        }
      }
    }
    return {
      scenario,
      figures: await Promise.all(
        runs.map((run) => figures(run.db, nowMs, stories, run.worstMedian)),
      ),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    for (const run of runs) await run.db.close();
  }
}

const fmtDays = (days: number) => `${days.toFixed(2)} days`;
const fmtCount = (n: number) => n.toLocaleString('en-US');
const fmtShare = (f: DesignFigures) =>
  `${((100 * f.lastWeekSelected) / Math.max(1, f.lastWeekTotal)).toFixed(1)}% (${fmtCount(f.lastWeekSelected)} of ${fmtCount(f.lastWeekTotal)}${f.lastWeekTotal > 1000 ? ', at most 1,000 fit' : ''})`;

/** The side-by-side rows of a scenario: figure, one value per design, target for the shipped design. */
export function scenarioRows(result: ScenarioResult): [string, string[], string][] {
  const { scenario, figures: all } = result;
  const bound = Math.round(1.1 * scenario.retentionDays * scenario.storiesPerDay);
  return [
    [
      `first six cards, median age at day ${scenario.days}`,
      all.map((f) => fmtDays(f.firstSixMedianAgeDays)),
      '<= 2 days',
    ],
    [
      'first six cards, worst median over the last day',
      all.map((f) => fmtDays(f.firstSixWorstMedianAgeDays)),
      '',
    ],
    ["last 7 days' stories in the 1,000 rows", all.map(fmtShare), 'all, while under 1,000'],
    ['rows with view_count > 0', all.map((f) => fmtCount(f.rowsWithViews)), ''],
    ['table rows', all.map((f) => fmtCount(f.tableRows)), `<= ${fmtCount(bound)}`],
  ];
}

/** One line saying what a scenario simulated. */
export function scenarioTitle(result: ScenarioResult): string {
  const s = result.scenario;
  return `${s.name}: ${s.days} days, ${s.storiesPerDay} stories/day, ${s.opensPerDay} opens/day by ${s.visitors} visitors, rounds every 30 min, retention ${s.retentionDays} days (${result.seconds.toFixed(0)} s)`;
}

/** Figures for `npm run bench`: one line per scenario, figure and design. */
export async function benchNewsFreshness(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [index, scenario] of SCENARIOS.entries()) {
    const result = await simulateScenario(scenario);
    out[`scenario ${index + 1}`] = scenarioTitle(result);
    for (const [figure, values, target] of scenarioRows(result)) {
      const cells = values.map((value, i) => `${scenario.designs[i]!.name}: ${value}`).join(' | ');
      out[`scenario ${index + 1}, ${figure}`] = `${cells}${target ? ` (target ${target})` : ''}`;
    }
  }
  return out;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const scenario of SCENARIOS) {
    const result = await simulateScenario(scenario);
    console.log(`\n${scenarioTitle(result)}`);
    console.table(
      scenarioRows(result).map(([figure, values, target]) => ({
        figure,
        ...Object.fromEntries(scenario.designs.map((design, i) => [design.name, values[i]])),
        'target (shipped design)': target,
      })),
    );
  }
}
