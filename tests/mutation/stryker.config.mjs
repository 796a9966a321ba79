// Stryker config for `npm run test:mutation`: mutation testing of the product's pure logic with
// the unit tests alone (tests/mutation/vitest.config.ts). Opt-in, never part of `npm test` or CI.
// Run one group while working on its tests: `npm run test:mutation -- --mutate 'src/news/**'`.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'tests/mutation/vitest.config.ts' },
  mutate: [
    // News: the feed's filtering, paging, row parsing and broken-image rule. Pure functions of
    // their arguments and src/config/news.ts, so unit tests can pin every branch.
    'src/news/newsFilter.ts',
    'src/news/newsPaging.ts',
    'src/news/newsItem.ts',
    'src/news/imageFallback.ts',
    // Store: the chaos clock's time maths, the store's actions and selectors (a vanilla zustand
    // store, run in Node without React) and the motion bar's scroll rule.
    'src/chaos/chaosClock.ts',
    'src/chaos/chaosStore.ts',
    'src/motionBar/motionBarScroll.ts',
    // Effects maths: spawners, particles, shake, intro words and the stage model, plain data
    // with no Pixi, advanced by elapsed time and a seeded random source.
    'src/effects/logic/*.ts',
    'src/intro/introWords.ts',
    'src/chaos/chaosState.ts',
    // Market: DexScreener's answer to figures, and their number formats.
    'src/market/marketFigures.ts',
    'src/market/marketFormat.ts',
    // Helpers every group above uses: link safety, seeded randomness, HTML escaping.
    // (src/intro/introTimeline.ts is left out: it drives the document's CSS animations.)
    'src/shared/escapeHtml.ts',
    'src/shared/random.ts',
    'src/shared/safeUrl.ts',
    // Wiring, a group of its own: the headers and the CSP the build writes and preview sends, and
    // the market's refresh loop. (The spec's numbers are not here: Stryker changes no number;
    // tests/helpers/specNumbers.ts writes them down. marketSource.ts's request is tested
    // against a loopback API in the backend project, which this run does not start.)
    'buildtime/securityHeaders.ts',
    'buildtime/csp.ts',
    'src/market/marketSync.ts',
    // Feed helpers of the news function (Deno and the local backend run the same files): bytes
    // to text, XML to raw items, raw items to rows. Pure: fetching and storing live elsewhere.
    'supabase/functions/_shared/decodeFeed.ts',
    'supabase/functions/_shared/parseFeed.ts',
    'supabase/functions/_shared/feedNames.ts',
    'supabase/functions/_shared/readableText.ts',
    'supabase/functions/_shared/outlets.ts',
    'supabase/functions/_shared/normalise.ts',
    'supabase/functions/_shared/dates.ts',
    'supabase/functions/_shared/html.ts',
    'supabase/functions/_shared/images.ts',
    'supabase/functions/_shared/links.ts',
    'supabase/functions/_shared/classify.ts',
    // Config schemas and their rules: what the build and the dev server refuse in a team's edit
    // (ranges, patterns, the rules between fields, the spec's counts, contrast, the flash limit,
    // chains). A schema that accepts a broken config ships a broken site, and the studio shows
    // its fields from it; tests/unit/configSchemas.test.ts and the property tests pin them.
    'src/config/*.schema.ts',
    'src/config/rules/*.ts',
    // The brand's build code: the logo, link-preview image, icons and manifest drawn from
    // content.ts and palette.ts at build time. Pure functions of the brand's inputs (resvg
    // renders in-process), pinned by tests/unit/brandArt.test.ts.
    'buildtime/brand/*.ts',
  ],
  // Folders the tests never read: not copied into Stryker's sandbox.
  ignorePatterns: ['dist', '.local-backend', 'bench-results', 'coverage', 'test-results', 'docs'],
  // The machine is shared: two test processes at most.
  concurrency: 2,
  // Static mutants (in module-level definitions: the schemas, tables, patterns) each run every
  // unit test, property tests included; the config and brand groups have 559 of them, which Stryker
  // put at 13 hours on two cores. Left out; set this to false to run them too.
  ignoreStatic: true,
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  clearTextReporter: { allowColor: true, logTests: false, reportScoreTable: true },
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  // The targets: 95% for the front end's logic and the wiring, 90% for the feed helpers.
  thresholds: { high: 95, low: 90, break: null },
  timeoutMS: 10_000,
};
