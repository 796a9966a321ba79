// The numbers the product specification and the docs promise, written as they say them, with
// their words: the tests' one home for them. tests/unit/specNumbers.test.ts holds the product's
// records to them; a test of what a fixed number governs uses it from here, never the config's.

const MINUTE_MS = 60_000;

/** Numbers no team may tune: the shipped config must hold them. */
export const fixedNews = {
  /** §5: "the time filter keeps items whose age in whole days since published_at is at most 7 (week), 30 (month), 90 (3months) or 180 (6months). 'all' keeps everything." */
  maxAgeDays: { all: null, week: 7, month: 30, '3months': 90, '6months': 180 },
  /** §9: "query limit 1000"; §7: "limit 1000". */
  queryLimit: 1000,
  /** §9: "refresh every 30 min"; §7: "on load and every 30 minutes". */
  refreshEveryMs: 30 * MINUTE_MS,
  /** §7: the seeding POST "only if 10 or fewer rows came back"; §9: "more than 10 rows are needed to skip the seeding call". */
  seedThresholdRows: 10,
  /** docs/deploy.md: "the seeding POST after the site's 15 s". */
  requestTimeoutMs: 15_000,
} as const;

/** The market strip's numbers docs/rebrand.md promises: "refresh every 60 s", "the 10 s request timeout", old figures stand "5 minutes". */
export const fixedMarket = {
  refreshEveryMs: 60_000,
  requestTimeoutMs: 10_000,
  staleAfterMs: 5 * MINUTE_MS,
} as const;

/** Tunable: the spec's value is the default; a config that differs is a note, not an error. */
export const specPaging = {
  /** §4: "Visible count starts at 6"; §9: "Page size 6". */
  pageSize: 6,
  /** §4: "Each 'View More' adds 6"; §9: "increment 6". */
  pageIncrement: 6,
} as const;

/** Tunable: the effects' timings and counts (§2, §4, §9), by field of src/config/effects.ts. */
export const specEffects = {
  /** "titled words appear one after another at about 1, 2 and 3 seconds" */
  'intro.wordTimesMs': [1000, 2000, 3000],
  /** "The overlay disappears at about 4.5 seconds" */
  'intro.endMs': 4500,
  /** "candle images fall every 1.5 seconds" */
  'candles.spawnEveryMs': 1500,
  /** "and each lasts 3 seconds" */
  'candles.lifetimeMs': 3000,
  /** "shows 40 falling images for 8 s" */
  'chaosMode.burstCount': 40,
  'chaosMode.durationMs': 8000,
  /** "sets the chaos meter to 100" */
  'chaosMode.meterValue': 100,
  /** "shakes the screen for 1 s" */
  'shake.durationMs': 1000,
  /** "re-randomised between 0 and 99 every 3 s" */
  'meter.rerollEveryMs': 3000,
  'meter.maxRandom': 99,
  /** "The quote changes every 8 s" */
  'quote.rotateEveryMs': 8000,
  /** "the 'FAKE NEWS!' flash shows for 2 s" */
  'fakeNewsFlash.durationMs': 2000,
} as const;

/** The copy's counts (§3, §9): "8 quote lines", "four phases", words "at about 1, 2 and 3 seconds", "six cards". */
export const specCopyCounts = {
  quotes: 8,
  roadmapPhases: 4,
  introWords: 3,
  tokenomicsCards: 6,
} as const;
