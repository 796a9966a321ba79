// A design study of the feed's ranking, opt-in (`npm run bench:freshness`, about 7 CPU minutes;
// not part of `npm run bench`): 90 simulated days of 30-minute rounds on PGlite (200 new stories
// a day, visitors' opens skewed towards recent stories), with and without position bias (visitors
// who also open what the site shows first), then the site's select on the previous design (views
// a day over a 7-day window, before migration 20261125093000) beside the shipped one (views a day
// over the functions' default window), at day 30 and day 90, against the targets.
// BENCH_FRESHNESS_ALTERNATIVES=1 adds the designs weighed and rejected. Its conclusions are in
// docs/backend.md ("Views").
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { createRandom, type Random } from '../../src/shared/random.ts';
import { DEFAULT_VIEW_WINDOW_DAYS } from '../../supabase/functions/_shared/viewConfig.ts';
import { openDatabase } from '../../local-backend/database.ts';
import { queryAs } from '../../local-backend/roleSql.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const ROUND_MS = 30 * 60 * 1000;
const ROUNDS_A_DAY = DAY_MS / ROUND_MS;
/** The site's select (spec section 7), as anon; the limit is a parameter. */
const SITE_SELECT =
  'select id::text, link, published_at from public.trump_news order by view_count desc, published_at desc limit $1';
/** The migration that made the 2-day window the default (the previous design is the project before it). */
export const TWO_DAY_WINDOW_MIGRATION = '20261125093000';

/** A backend design: which migrations it has, its window and which opens make its figure. */
export interface Design {
  name: string;
  /** Only the migrations with a version below this one (all when absent). */
  migrationsBefore?: string;
  /** The ranking window passed to record_news_view and refresh_news_ranking (days). */
  windowDays: number;
  /**
   * Absent: every open counts, as count-news-view counts them (what ships). Otherwise one of two
   * designs weighed and rejected, simulated here only: 'pastFirstCards', opens of the first six
   * cards are not counted (the site would say where the card was); 'perShowing', the figure is
   * opens per 100 showings of the card (the site would report every card it shows).
   */
  counting?: 'pastFirstCards' | 'perShowing';
}

/** The previous design: view_count = views a day over the 7-day window (20261124000100). */
export const PREVIOUS_DESIGN: Design = {
  name: 'previous: views a day, 7-day window',
  migrationsBefore: TWO_DAY_WINDOW_MIGRATION,
  windowDays: 7,
};
/** What ships: every migration, the functions' default window. */
export const SHIPPED_DESIGN: Design = {
  name: `shipped: views a day, ${DEFAULT_VIEW_WINDOW_DAYS}-day window`,
  windowDays: DEFAULT_VIEW_WINDOW_DAYS,
};
/** The shipped SQL with another NEWS_VIEW_WINDOW_DAYS. */
export const windowDesign = (windowDays: number): Design => ({
  name: `views a day, ${windowDays}-day window`,
  windowDays,
});
/** Opens per 100 showings count only for a card shown to at least this many visitor-days. */
const MIN_SHOWINGS = 10;
/** The rejected designs, for BENCH_FRESHNESS_ALTERNATIVES=1. */
export const ALTERNATIVE_DESIGNS: Design[] = [
  windowDesign(1),
  windowDesign(3),
  {
    name: 'views a day, 7-day window, opens of the first six cards not counted',
    windowDays: 7,
    counting: 'pastFirstCards',
  },
  {
    name: `opens per 100 showings, 7-day window (at least ${MIN_SHOWINGS} showings)`,
    windowDays: 7,
    counting: 'perShowing',
  },
];

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
/** Days at whose end the figures are read (those within a scenario's days, and its last day). */
const CHECKPOINT_DAYS = [30, 90];
/** BENCH_FRESHNESS_WINDOWS (e.g. "3,4") adds the shipped SQL at other windows to scenarios 1 and 2. */
const EXTRA_WINDOWS = (process.env.BENCH_FRESHNESS_WINDOWS ?? '')
  .split(',')
  .map((w) => Number.parseInt(w, 10))
  .filter((w) => w >= 1 && w <= 90);
const EXTRA_DESIGNS = [
  ...(process.env.BENCH_FRESHNESS_ALTERNATIVES === '1' ? ALTERNATIVE_DESIGNS : []),
  ...EXTRA_WINDOWS.map(windowDesign),
];

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

/** BENCH_FRESHNESS_SCENARIOS (e.g. "1" or "1,2") runs only those scenarios, numbered from 1. */
const ONLY = (process.env.BENCH_FRESHNESS_SCENARIOS ?? '')
  .split(',')
  .map((n) => Number.parseInt(n, 10))
  .filter((n) => n >= 1);

const ALL_SCENARIOS: Scenario[] = [
  {
    ...BASE,
    name: 'plain: opens skewed towards recent stories',
    designs: [PREVIOUS_DESIGN, SHIPPED_DESIGN, ...EXTRA_DESIGNS],
  },
  {
    ...BASE,
    name: 'position bias: 30% of opens among the first six cards',
    firstCardsShare: 0.3,
    designs: [PREVIOUS_DESIGN, SHIPPED_DESIGN, ...EXTRA_DESIGNS],
  },
  {
    ...BASE,
    name: 'a quieter feed, 100 stories a day, retention 30 days (retention is reached)',
    days: Math.min(DAYS, 60),
    storiesPerDay: 100,
    opensPerDay: 500,
    retentionDays: 30,
    designs: [PREVIOUS_DESIGN, SHIPPED_DESIGN],
  },
];

export const SCENARIOS: Scenario[] = ALL_SCENARIOS.filter(
  (_, i) => ONLY.length === 0 || ONLY.includes(i + 1),
);

export interface DesignFigures {
  /** Median age of the first six cards of the site's select at the end of the day (days). */
  firstSixMedianAgeDays: number;
  /** The largest of that median over that day's 48 rounds (days). */
  firstSixWorstMedianAgeDays: number;
  /**
   * Rounds so far after which a story older than the design's window was among the first six
   * cards while the window held at least six stories.
   */
  roundsWithOlderStory: number;
  /** Rounds so far. */
  rounds: number;
  /** Stories published in the last 7 days present in the 1,000 selected rows. */
  lastWeekSelected: number;
  /** Stories published in the last 7 days (all ingested). */
  lastWeekTotal: number;
  /** Rows in trump_news. */
  tableRows: number;
  /** Rows with a view_count above 0. */
  rowsWithViews: number;
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

/** Index of the first story published at or after `ms` (stories are in publication order). */
function firstPublishedFrom(stories: Story[], ms: number): number {
  let lo = 0;
  let hi = stories.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (stories[mid]!.publishedMs < ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The story a visitor opens at `nowMs`: mostly recent ones (exponential age), sometimes any. */
function pickStory(stories: Story[], nowMs: number, rng: Random, meanAgeDays: number): Story {
  if (rng() < 0.1) return stories[Math.floor(rng() * stories.length)]!;
  const targetMs = nowMs + Math.log(1 - rng()) * meanAgeDays * DAY_MS;
  return stories[Math.min(firstPublishedFrom(stories, targetMs), stories.length - 1)]!;
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

/** Visitor-days ("day|visitor") per story id, for the opens-per-showing simulation. */
type VisitorDays = Map<string, Set<string>>;

interface Running {
  design: Design;
  db: PGlite;
  idOf: Map<string, string>;
  /** The first six cards the site shows now (row ids), for visitors who open those. */
  firstCards: string[];
  /** The first six cards' median age after each of the last day's rounds (days). */
  lastDayMedians: number[];
  roundsWithOlderStory: number;
  /** 'perShowing' only: who was shown, and who opened, each story on which UTC day. */
  shown: VisitorDays;
  opened: VisitorDays;
  /** 'perShowing' only: each row's publication time (ms). */
  publishedOf: Map<string, number>;
}

async function figures(
  run: Running,
  nowMs: number,
  stories: Story[],
  rounds: number,
): Promise<DesignFigures> {
  const selected = await siteSelect(run.db);
  const lastWeek = new Set(
    stories.slice(firstPublishedFrom(stories, nowMs - 7 * DAY_MS)).map((s) => s.link),
  );
  const rows = await run.db.query<{ n: number; viewed: number }>(
    'select count(*)::int as n, (count(*) filter (where view_count > 0))::int as viewed from public.trump_news',
  );
  return {
    firstSixMedianAgeDays: firstSixMedianAge(selected, nowMs),
    firstSixWorstMedianAgeDays: Math.max(...run.lastDayMedians),
    roundsWithOlderStory: run.roundsWithOlderStory,
    rounds,
    lastWeekSelected: selected.filter((row) => lastWeek.has(row.link)).length,
    lastWeekTotal: lastWeek.size,
    tableRows: rows.rows[0]!.n,
    rowsWithViews: rows.rows[0]!.viewed,
  };
}

export interface ScenarioResult {
  scenario: Scenario;
  /** The days at whose end the figures were read. */
  checkpoints: number[];
  /** figures[checkpoint][design], same orders as checkpoints and scenario.designs. */
  figures: DesignFigures[][];
  seconds: number;
}

interface Open {
  /** Null: one of the first cards the design shows. */
  story: Story | null;
  key: string;
  atMs: number;
}

const add = (map: VisitorDays, id: string, visitorDay: string) => {
  const set = map.get(id);
  if (set) set.add(visitorDay);
  else map.set(id, new Set([visitorDay]));
};

/**
 * The rejected 'perShowing' design, simulated: every open is a visit that was shown the first
 * six cards and the card opened (the most favourable model for it: nobody else is shown a card
 * past the first six), each counted once per visitor per story per UTC day like views; the
 * figure of a story of the window is round(100 × openers ÷ shown) over the window's days, 0
 * under MIN_SHOWINGS. Written as the database owner, after the round's upkeep.
 */
async function writeOpensPerShowing(
  run: Running,
  opens: Open[],
  ids: (string | undefined)[],
  nowMs: number,
): Promise<void> {
  const windowStartDay = Math.floor(nowMs / DAY_MS) - run.design.windowDays + 1;
  opens.forEach((open, i) => {
    const id = ids[i];
    if (id === undefined) return;
    const visitorDay = `${Math.floor(open.atMs / DAY_MS)}|${open.key}`;
    for (const shownId of new Set([...run.firstCards, id])) add(run.shown, shownId, visitorDay);
    add(run.opened, id, visitorDay);
  });
  const figure = new Map<string, number>();
  for (const [id, shown] of run.shown) {
    if ((run.publishedOf.get(id) ?? 0) < nowMs - run.design.windowDays * DAY_MS) {
      run.shown.delete(id);
      run.opened.delete(id);
      continue;
    }
    const inWindow = (set: Set<string> | undefined) =>
      [...(set ?? [])].filter((vd) => Number(vd.slice(0, vd.indexOf('|'))) >= windowStartDay)
        .length;
    const n = inWindow(shown);
    if (n >= MIN_SHOWINGS) figure.set(id, Math.round((100 * inWindow(run.opened.get(id))) / n));
  }
  const idList = [...figure.keys()];
  await run.db.query(
    'update public.trump_news set view_count = 0 where view_count <> 0 and id <> all($1::bigint[])',
    [idList],
  );
  await run.db.query(
    `update public.trump_news t set view_count = f.n
       from unnest($1::bigint[], $2::int[]) as f(id, n)
      where t.id = f.id and t.view_count <> f.n`,
    [idList, [...figure.values()]],
  );
}

/** One round of a design: upsert at 0, the half hour's opens as views, the upkeep. */
async function countingRound(
  run: Running,
  items: { link: string }[],
  opens: Open[],
  scenario: Scenario,
  nowMs: number,
  rng: Random,
): Promise<void> {
  const { db, design, idOf } = run;
  await queryAs(db, 'service_role', 'select public.upsert_news($1::jsonb)', [
    JSON.stringify(items),
  ]);
  const { rows: inserted } = await queryAs<{ id: string; link: string; published_at: Date }>(
    db,
    'service_role',
    'select id::text, link, published_at from public.trump_news where link = any($1::text[])',
    [items.map((item) => item.link)],
  );
  for (const row of inserted) {
    idOf.set(row.link, row.id);
    if (design.counting === 'perShowing') run.publishedOf.set(row.id, row.published_at.getTime());
  }
  const ids = opens.map((open) =>
    open.story
      ? idOf.get(open.story.link)
      : run.firstCards[Math.floor(rng() * run.firstCards.length)],
  );
  const views = opens
    .map((open, i) => ({ id: ids[i], key: open.key, at: new Date(open.atMs).toISOString() }))
    .filter(
      (view): view is { id: string; key: string; at: string } =>
        view.id !== undefined &&
        !(design.counting === 'pastFirstCards' && run.firstCards.includes(view.id)),
    );
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
  if (design.counting === 'perShowing') await writeOpensPerShowing(run, opens, ids, nowMs);
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
      lastDayMedians: [],
      roundsWithOlderStory: 0,
      shown: new Map(),
      opened: new Map(),
      publishedOf: new Map(),
    })),
  );
  const rng = createRandom(scenario.seed);
  const keys = Array.from({ length: scenario.visitors }, (_, i) =>
    createHash('sha256').update(`visitor ${i}`).digest('hex'),
  );
  const checkpoints = [
    ...new Set([...CHECKPOINT_DAYS.filter((d) => d < scenario.days), scenario.days]),
  ];
  const startMs = Date.UTC(2026, 0, 1);
  const stories: Story[] = [];
  const results: DesignFigures[][] = [];
  const rounds = scenario.days * ROUNDS_A_DAY;
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
      const opens: Open[] = Array.from({ length: perRound(scenario.opensPerDay, rng) }, () => {
        const atMs = roundStart + Math.floor(rng() * ROUND_MS);
        const ofFirstCards = rng() < scenario.firstCardsShare;
        return {
          story: ofFirstCards ? null : pickStory(stories, atMs, rng, scenario.meanOpenedAgeDays),
          key: keys[Math.floor(rng() * keys.length)]!,
          atMs,
        };
      });

      for (const run of runs) {
        await countingRound(run, items, opens, scenario, nowMs, createRandom(round));
        const selected = await siteSelect(run.db, 6);
        run.firstCards = selected.map((row) => row.id);
        run.lastDayMedians = [...run.lastDayMedians, firstSixMedianAge(selected, nowMs)].slice(
          -ROUNDS_A_DAY,
        );
        const windowFromMs = nowMs - run.design.windowDays * DAY_MS;
        const inWindow = stories.length - firstPublishedFrom(stories, windowFromMs);
        if (inWindow >= 6 && selected.some((row) => row.published_at.getTime() < windowFromMs)) {
          run.roundsWithOlderStory += 1;
        }
      }
      if ((round + 1) % ROUNDS_A_DAY === 0 && checkpoints.includes((round + 1) / ROUNDS_A_DAY)) {
        results.push(await Promise.all(runs.map((run) => figures(run, nowMs, stories, round + 1))));
      }
    }
    return {
      scenario,
      checkpoints,
      figures: results,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    for (const run of runs) await run.db.close();
  }
}

/** The targets for the first six cards (days). */
export const TARGETS = { medianAgeDays: 2, worstMedianAgeDays: 2.5 };

const fmtDays = (days: number) => `${days.toFixed(2)} days`;
const fmtCount = (n: number) => n.toLocaleString('en-US');
const verdict = (met: boolean) => (met ? ' (meets)' : ' (MISSES)');
const fmtShare = (f: DesignFigures) =>
  `${((100 * f.lastWeekSelected) / Math.max(1, f.lastWeekTotal)).toFixed(1)}% (${fmtCount(f.lastWeekSelected)} of ${fmtCount(f.lastWeekTotal)}${f.lastWeekTotal > 1000 ? ', at most 1,000 fit' : ''})`;

/** The side-by-side rows of a scenario: figure (at a day), one value per design, target. */
export function scenarioRows(result: ScenarioResult): [string, string[], string][] {
  const { scenario } = result;
  const bound = Math.round(1.1 * scenario.retentionDays * scenario.storiesPerDay);
  return result.checkpoints.flatMap((day, c): [string, string[], string][] => {
    const all = result.figures[c]!;
    return [
      [
        `day ${day}: first six cards, median age`,
        all.map(
          (f) =>
            fmtDays(f.firstSixMedianAgeDays) +
            verdict(f.firstSixMedianAgeDays <= TARGETS.medianAgeDays),
        ),
        `<= ${TARGETS.medianAgeDays} days`,
      ],
      [
        `day ${day}: worst median over the day's 48 rounds`,
        all.map(
          (f) =>
            fmtDays(f.firstSixWorstMedianAgeDays) +
            verdict(f.firstSixWorstMedianAgeDays <= TARGETS.worstMedianAgeDays),
        ),
        `<= ${TARGETS.worstMedianAgeDays} days`,
      ],
      [
        `day ${day}: rounds with a story older than the window among the first six`,
        all.map(
          (f) =>
            `${fmtCount(f.roundsWithOlderStory)} of ${fmtCount(f.rounds)}${verdict(f.roundsWithOlderStory === 0)}`,
        ),
        '0 (window with 6+ stories)',
      ],
      [
        `day ${day}: last 7 days' stories in the 1,000 rows`,
        all.map(fmtShare),
        'all, while under 1,000',
      ],
      [`day ${day}: rows with view_count > 0`, all.map((f) => fmtCount(f.rowsWithViews)), ''],
      [`day ${day}: table rows`, all.map((f) => fmtCount(f.tableRows)), `<= ${fmtCount(bound)}`],
    ];
  });
}

/** One line saying what a scenario simulated. */
export function scenarioTitle(result: ScenarioResult): string {
  const s = result.scenario;
  return `${s.name}: ${s.days} days, ${s.storiesPerDay} stories/day, ${s.opensPerDay} opens/day by ${s.visitors} visitors, rounds every 30 min, retention ${s.retentionDays} days (${result.seconds.toFixed(0)} s)`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const scenario of SCENARIOS) {
    const result = await simulateScenario(scenario);
    console.log(`\n${scenarioTitle(result)}`);
    console.table(
      scenarioRows(result).map(([figure, values, target]) => ({
        figure,
        ...Object.fromEntries(scenario.designs.map((design, i) => [design.name, values[i]])),
        target,
      })),
    );
  }
}
