// The config files' schemas (src/config/effects.schema.ts, content.schema.ts, palette.schema.ts,
// news.schema.ts, market.schema.ts): today's files pass, and each bad value a designer or a token
// team could write is refused with the exact message the build and the dev server's overlay show
// (field path, value, rule, unit and description), every problem at once.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { content } from '../../src/config/content.ts';
import { effects } from '../../src/config/effects.ts';
import { effectsSchema } from '../../src/config/effects.schema.ts';
import { contentSchema } from '../../src/config/content.schema.ts';
import { marketConfig } from '../../src/config/market.ts';
import { marketSchema } from '../../src/config/market.schema.ts';
import { newsConfig } from '../../src/config/news.ts';
import { newsSchema } from '../../src/config/news.schema.ts';
import { palette } from '../../src/config/palette.ts';
import { paletteSchema } from '../../src/config/palette.schema.ts';
import { configProblems } from '../../src/config/schemaKit.ts';
import { specCounts } from '../../src/config/specCounts.ts';
import { colourPairs } from '../../src/styles/colourPairs.ts';
import { listAssetFiles } from '../../buildtime/assetFiles.ts';
import { stylesheetPaletteNames } from '../../buildtime/stylesheetColours.ts';
import { readApiMaxRows, readBackendNames } from '../../buildtime/supabaseConfig.ts';

const root = path.resolve(import.meta.dirname, '../..');
const assetFiles = listAssetFiles(root);

/** A deep copy that keeps functions (the content's wordings) as they are. */
function copyOf<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyOf) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copyOf(v)])) as T;
  }
  return value;
}

// The tests edit copies freely: the files' own types are read-only.
/* eslint-disable @typescript-eslint/no-explicit-any */
type Loose = any;

/** The problems `schema` finds in a copy of `value` with `change` applied. */
const problemsOf =
  (name: string, value: unknown, schema: Parameters<typeof configProblems>[0]) =>
  (change: (copy: Loose) => unknown): string[] => {
    const copy = copyOf(value);
    change(copy);
    return configProblems(schema, copy, name);
  };
// A change sets every value its message names, so the message holds whatever valid values the
// config has.
const problemsIn = {
  content: problemsOf(
    'content',
    content,
    contentSchema({ palette, assetFiles, counts: specCounts }),
  ),
  palette: problemsOf(
    'palette',
    palette,
    paletteSchema({ usedByStylesheets: stylesheetPaletteNames(root), pairs: colourPairs }),
  ),
  newsConfig: problemsOf(
    'newsConfig',
    newsConfig,
    newsSchema({ maxRows: readApiMaxRows(root), assetFiles, backend: readBackendNames(root) }),
  ),
  marketConfig: problemsOf('marketConfig', marketConfig, marketSchema()),
  effects: problemsOf(
    'effects',
    effects,
    effectsSchema({
      paletteColours: Object.keys(palette),
      assetFiles,
      introWordCount: content.introWords.length,
    }),
  ),
};
const { content: contentProblems, palette: paletteProblems, effects: effectsProblems } = problemsIn;
const { newsConfig: newsProblems, marketConfig: marketProblems } = problemsIn;

/** Writes the value a problem's message names into the field it names. */
const writing = (message: string) => (copy: Loose) => {
  const [, path, written] = /^\w+\.(\S+) = (.+?): /.exec(message)!;
  const keys = path!.match(/[^.[\]]+/g)!;
  const last = keys.pop()!;
  const field = keys.reduce((at, key) => at[key], copy);
  field[last] = written!.startsWith("'") ? written!.slice(1, -1) : JSON.parse(written!);
};

/** The problems of the config a message (or the first of them) is about, with `change` applied. */
const problemsFor = (message: string | string[], change: (copy: Loose) => unknown) => {
  const name = [message].flat()[0]!.split('.')[0] as keyof typeof problemsIn;
  return problemsIn[name](change);
};

it("today's config files pass every check", () => {
  for (const problems of Object.values(problemsIn)) expect(problems(() => {})).toEqual([]);
});

// Each change refused with exactly these messages, in the config its (first) message names.
describe('refused changes', () => {
  const refused: Record<string, [(c: Loose) => unknown, string | string[]]> = {
    'a chain DexScreener does not know': [
      (c) => (c.market.chainId = 'solanna'),
      "content.market.chainId = 'solanna': must be '' (strip off) or a chain id DexScreener knows",
    ],
    'shares that do not add up to 100': [
      (c) => (c.tokenomics.cards[4].sharePercent = 60),
      "content.tokenomics.cards = [6 items]: the cards' sharePercent must add up to 100 (they add up to 93: 20 + 10 + 3 + 60)",
    ],
    'a share above 100': [
      (c) => {
        c.tokenomics.cards[1].sharePercent = 120;
        c.tokenomics.cards[4].sharePercent = -33;
      },
      [
        'content.tokenomics.cards[1].sharePercent = 120: must be at most 100 (percent of total supply, 0 to 100, the slice of the donut chart this card is; the card shows it as N%)',
        'content.tokenomics.cards[4].sharePercent = -33: must be at least 0 (percent of total supply, 0 to 100, the slice of the donut chart this card is; the card shows it as N%)',
      ],
    ],
    'a slice colour the palette does not have': [
      (c) => (c.tokenomics.cards[2].color = 'gold'),
      `content.tokenomics.cards[2].color = 'gold': must be one of ${Object.keys(palette)
        .map((k) => `'${k}'`)
        .join(', ')} (palette colour name, slice colour in the donut chart and its legend)`,
    ],
    'seven quotes': [
      (c) => c.quotes.pop(),
      'content.quotes = [7 items]: must have 8 quotes (specCounts.quotes in src/config/specCounts.ts)',
    ],
    'a fifth roadmap phase': [
      (c) => c.roadmap.phases.push({ number: 5, title: 'More', description: 'Even more.' }),
      'content.roadmap.phases = [5 items]: must have 4 phases (specCounts.roadmapPhases in src/config/specCounts.ts)',
    ],
    'a Solana address on Base': [
      (c) => (c.market.chainId = 'base'),
      "content.contract.address = 'UNSTab1eXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXpump': must be an EVM address: 0x and 40 hex digits on base (text, the token's contract address)",
    ],
    'a token address of the wrong shape': [
      (c) => Object.assign(c.market, { chainId: 'ethereum', tokenAddress: '0x1234' }),
      "content.market.tokenAddress = '0x1234': must be an EVM address: 0x and 40 hex digits on ethereum (address, '' uses contract.address, the token's address on that chain)",
    ],
    'a card with two figures': [
      (c) => (c.tokenomics.cards[1].value = '20 percent'),
      'content.tokenomics.cards[1] = {…}: must have exactly one of value (a figure as text), sharePercent (a slice of the chart) or showsTotalSupply: true (it has value and sharePercent)',
    ],
    'a slice with no colour': [
      (c) => delete c.tokenomics.cards[1].color,
      'content.tokenomics.cards[1].color is missing: a card with a sharePercent names the palette colour of its slice',
    ],
    'a second card with the total supply': [
      (c) => {
        delete c.tokenomics.cards[5].value;
        c.tokenomics.cards[5].showsTotalSupply = true;
      },
      'content.tokenomics.cards = [6 items]: must have at most one card with showsTotalSupply (it has 2)',
    ],
    "the time filters out of the spec's order": [
      (c) => c.news.filters.reverse(),
      "content.news.filters = [5 items]: must offer the spec's filters in order: all, week, month, 3months, 6months",
    ],
    'a wording that gives blank text': [
      (c) => (c.news.viewMore = () => ' '),
      'content.news.viewMore = () => " ": must be a function that gives non-empty text (function, the View More button\'s text)',
    ],
    'a misspelt field': [
      (c) => (c.footer.disclaimr = 'x'),
      'content.footer.disclaimr: is not a field of content.footer (its fields: logoAlt, linksLabel, tagline, links, disclaimer)',
    ],
    'losing a colour the stylesheets use': [
      (p) => delete p.focus,
      'palette.focus is missing: the stylesheets use it',
    ],
    'a request timeout as long as the refresh period': [
      (m) => (m.requestTimeoutMs = 60_000),
      'marketConfig.requestTimeoutMs = 60000: must be less than refreshEveryMs (60000) (ms, longest wait for one market API request)',
    ],
    'a refresh under 10 s': [
      (m) => (m.refreshEveryMs = 1000),
      [
        'marketConfig.refreshEveryMs = 1000: must be at least 10000 (ms, time between two automatic refreshes of the market figures)',
        'marketConfig.requestTimeoutMs = 10000: must be less than refreshEveryMs (1000) (ms, longest wait for one market API request)',
      ],
    ],
    'figures that go stale before the next refresh': [
      (m) =>
        Object.assign(m, {
          refreshEveryMs: 60_000,
          requestTimeoutMs: 10_000,
          staleAfterMs: 59_999,
        }),
      'marketConfig.staleAfterMs = 59999: must be at least refreshEveryMs (60000) (ms, figures older than this are taken down when refreshes keep failing)',
    ],
    'a texture the site does not serve': [
      (c) => (c.candles.textures = ['/art/candle-red.svg', '/art/nope.svg']),
      "effects.candles.textures[1] = '/art/nope.svg': must be a file the site serves (under assets/ or brand/, or the logo or an icon the build draws), written as its path there (/art/rocket.svg) (files the site serves, candle art, one picked at random per candle)",
    ],
    'a texture that is not a path': [
      (c) => (c.chaosMode.textures = ['javascript:alert(1)']),
      "effects.chaosMode.textures[0] = 'javascript:alert(1)': must be a path on the site such as /art/rocket.svg (files the site serves, chaos art, one picked at random per image)",
    ],
    'intro word times that go back': [
      (c) => Object.assign(c.intro, { endMs: 4500, wordTimesMs: [1000, 1000, 3000] }),
      'effects.intro.wordTimesMs[1] = 1000: must be later than intro.wordTimesMs[0] (1000) (ms after page start, when each intro word appears, in order)',
    ],
    'an intro word after the intro ends': [
      (c) => Object.assign(c.intro, { endMs: 4500, wordTimesMs: [1000, 2000, 4500] }),
      'effects.intro.wordTimesMs[2] = 4500: must be before intro.endMs (4500) (ms after page start, when each intro word appears, in order)',
    ],
    'more chaos images than the pool holds': [
      (c) => {
        c.stage.poolSize = 64;
        c.chaosMode.maxLiveImages = 65;
      },
      'effects.chaosMode.maxLiveImages = 65: must be at most stage.poolSize (64) (count, most chaos images alive at once, however often the button is pressed)',
    ],
    'as many chaos images as the pool holds, no room left for the candles': [
      (c) => {
        Object.assign(c.candles, { lifetimeMs: 3000, spawnEveryMs: 1500 });
        c.chaosMode.maxLiveImages = 64;
        c.stage.poolSize = 64;
      },
      "effects.stage.poolSize = 64: must be at least 66: the candles alive at once (2, candles.lifetimeMs / candles.spawnEveryMs) plus chaosMode.maxLiveImages (count, sprites kept ready in the stage's pool; nothing beyond this is ever drawn)",
    ],
    'a pool too small for the candles and the chaos images together': [
      (c) => {
        Object.assign(c.candles, { lifetimeMs: 3000, spawnEveryMs: 1500 });
        c.chaosMode.maxLiveImages = 48;
        c.stage.poolSize = 49;
      },
      "effects.stage.poolSize = 49: must be at least 50: the candles alive at once (2, candles.lifetimeMs / candles.spawnEveryMs) plus chaosMode.maxLiveImages (count, sprites kept ready in the stage's pool; nothing beyond this is ever drawn)",
    ],
    'a clock step shorter than its tick': [
      (c) => Object.assign(c.clock, { tickMs: 100, maxStepMs: 99 }),
      'effects.clock.maxStepMs = 99: must be at least clock.tickMs (100) (ms, longest step the clock takes at once, e.g. after a stalled tab)',
    ],
    'a stroke colour the palette does not have': [
      (c) => (c.intro.wordStrokeColour = 'blurple'),
      `effects.intro.wordStrokeColour = 'blurple': must be a colour of the palette (${Object.keys(palette).join(', ')}) or a #hex colour (palette colour name or #hex colour, outline of the intro words on the stage)`,
    ],
    'an unknown field for a missing one': [
      (c) => {
        c.candles.spawnEvery = 500;
        delete c.candles.spawnEveryMs;
      },
      [
        'effects.candles.spawnEveryMs is missing: must be a number (ms, interval between two falling candles)',
        'effects.candles.spawnEvery: is not a field of effects.candles (its fields: spawnEveryMs, lifetimeMs, sizePx, driftPxPerSec, spinRadPerSec, textures, fallSpeedJitter)',
      ],
    ],
  };
  it.each(Object.entries(refused))('refuses %s', (_, [change, expected]) => {
    const problems = problemsFor(expected, change);
    if (Array.isArray(expected)) expect(problems).toEqual(expected);
    else if (expected.endsWith('knows'))
      expect(problems).toEqual([expect.stringContaining(expected)]);
    else expect(problems).toEqual([expected]);
  });

  // Each message names the field and the value written into it.
  it.each([
    'content.tokenomics.totalSupply = 1.5: must be a whole number (tokens, a positive whole number, the total supply, shown on the card with showsTotalSupply)',
    'content.tokenomics.totalSupply = 0: must be more than 0 (tokens, a positive whole number, the total supply, shown on the card with showsTotalSupply)',
    "content.links.telegram.url = 'javascript:alert(1)': must be an absolute http(s) URL, such as https://example.com/ (URL, the messaging channel)",
    "content.links.explorers[0].url = '/dexscreener': must be an absolute http(s) URL, such as https://example.com/ (URL, the token's page on the explorer)",
    "content.links.explorers[1].logo = '/art/missing.svg': must be a file the site serves (under assets/ or brand/, or the logo or an icon the build draws), written as its path there (/art/logo.svg) (file the site serves, the explorer's logo)",
    "content.title = '  ': must not be empty (text, the token title in the hero)",
    "content.introWords[1] = '': must not be empty (text, an intro word)",
    "content.news.title = '': must not be empty (text, the news section's title)",
    "content.footer.disclaimer = '': must not be empty (text, the disclaimer: a meme token, DYOR, not financial advice)",
    'content.roadmap.phases[2].number = 4: must be 3: phases are numbered 1, 2, 3… in order',
    `content.contract.address = '0x${'a'.repeat(40)}': must be a Solana address: 32 to 44 base58 characters (no 0, O, I or l) on solana (text, the token's contract address)`,
    "content.market.buyUrl = 'ftp://swap.example': must be '' (a default for the chain) or an absolute http(s) URL (URL, the Buy link)",
    "content.news.locale = 'english please': must be a locale such as en-US or de-DE (locale, the cards' dates and view counts)",
    "content.news.viewMore = 'View More': must be a function that gives non-empty text (function, the View More button's text)",
    "palette.violet = 'purpleish': must be a CSS colour, such as #0b0b12 or rgb(11 11 18 / 88%)",
    `newsConfig.table = 'trump_newz': must be a table supabase/migrations create (${readBackendNames(root).tables.join(', ')}) (name, the table the feed reads)`,
    `newsConfig.seedFunction = 'fetch-news': must be a folder of supabase/functions (${readBackendNames(root).functions.join(', ')}) (name, the backend function that seeds the table)`,
    "newsConfig.queryLimit = 5000: must be at most 1000 (rows, most rows asked of the backend in one select (supabase/config.toml's max_rows at most))",
    "newsConfig.pageSize = 0: must be at least 1 (cards, cards shown before any 'View More')",
    'newsConfig.refreshEveryMs = 1000: must be at least 60000 (ms, time between two automatic reloads of the feed)',
    // As long as the config's week: not more.
    `newsConfig.maxAgeDays.month = ${newsConfig.maxAgeDays.week}: must be more than maxAgeDays.week (${newsConfig.maxAgeDays.week}) (days, oldest age the month filter keeps)`,
    `newsConfig.seedThresholdRows = ${newsConfig.queryLimit}: must be less than queryLimit (${newsConfig.queryLimit}) (rows, with this many rows or fewer, the seeding function is called)`,
    "newsConfig.fallbackImage = '/art/nope.png': must be a file the site serves (under assets/ or brand/, or the logo or an icon the build draws), written as its path there (/art/news-fallback.svg) (file the site serves, image used when no loaded image can stand in for a broken one)",
    'effects.candles.spawnEveryMs = 0: must be at least 100 (ms, interval between two falling candles)',
    'effects.chaosMode.burstCount = -5: must be at least 1 (count, how many images fall during one chaos mode)',
    'effects.chaosMode.burstCount = 2.5: must be a whole number (count, how many images fall during one chaos mode)',
    'effects.candles.lifetimeMs = 0: must be at least 100 (ms, life of one falling candle)',
    'effects.chaosMode.imageLifetimeMs = 1000000000: must be at most 60000 (ms, life of one chaos image)',
    'effects.candles.sizePx = 2000: must be at most 512 (CSS px, width, candle sprite size)',
    'effects.chaosMode.fallSpeedJitter = 1: must be at most 0.9 (ratio, 0..0.9, fall speed spread of chaos images, as for candles)',
    'effects.candles.textures = []: must have at least 1 item(s) (files the site serves, candle art, one picked at random per candle)',
    'effects.intro.wordTimesMs = [1000, 2000]: must have one time per intro word: 3 (content.introWords) (ms after page start, when each intro word appears, in order)',
    'effects.fakeNewsFlash.pulsesPerSecond = 3.0000000000000004: must be at most 3 (flashes per second, each a full on-and-off pulse, pulses of the flash; WCAG 2.3.1 allows at most 3 flashes in any one second)',
    "effects.intro.wordFontWeight = 'heavy': must be one of '100', '200', '300', '400', '500', '600', '700', '800', '900', 'normal', 'bold', 'bolder', 'lighter' (CSS font-weight, weight of the intro words on the stage)",
    "effects.shake.amplitudePx = '8px': must be a number (CSS px, largest offset of the page during a shake)",
  ])('refuses %s', (message) => {
    expect(problemsFor(message, writing(message))).toEqual([message]);
  });
});

it.each([
  [
    (c: Loose) => {
      c.links.x.url = 'javascript:void(0)';
      c.title = '';
      c.quotes.push('one more');
      c.tokenomics.cards[1].sharePercent = 21;
    },
    ['content.title', 'content.links.x.url', 'content.quotes', 'content.tokenomics.cards'],
  ],
  [
    (c: Loose) => {
      c.candles.spawnEveryMs = 0;
      c.chaosMode.burstCount = -5;
      c.intro.endMs = 4500;
      c.intro.wordTimesMs = [1000, 900, 3000];
      c.fakeNewsFlash.pulsesPerSecond = 10;
    },
    [
      'effects.candles.spawnEveryMs',
      'effects.chaosMode.burstCount',
      'effects.fakeNewsFlash.pulsesPerSecond',
      'effects.intro.wordTimesMs[1]',
    ],
  ],
])('reports every problem at once, not the first only: %#', (change, fields) => {
  expect(problemsFor(fields, change).map((p) => p.split(' = ')[0])).toEqual(fields);
});

describe('palette contrast', () => {
  // The card background is the test's own, so a rebranded palette gives the same ratios.
  const onCard = (change: (p: Loose) => unknown) => (p: Loose) => {
    p.bgCard = '#1b1b2b';
    change(p);
  };

  it('names the pair and the ratio when text on a background is too faint', () => {
    const problems = paletteProblems(onCard((p) => (p.textMuted = '#55556a')));
    expect(problems).toContain(
      "palette.textMuted = '#55556a': on palette.bgCard (#1b1b2b), tokenomics card titles and notes, roadmap descriptions, has a contrast of 2.33:1; WCAG AA needs 4.5:1 for body text",
    );
  });

  it('holds large text to 3:1 only', () => {
    // 3.29:1 on the card: too faint for body text, enough for the large tokenomics figures.
    const violet = (value: string) =>
      paletteProblems(onCard((p) => (p.violet = value))).filter((m) =>
        m.startsWith('palette.violet'),
      );
    expect(violet('#6f5fc0')).toEqual([]);
    expect(violet('#4a3f80')).toEqual([
      "palette.violet = '#4a3f80': on palette.bgCard (#1b1b2b), roadmap phase numbers, has a contrast of 1.86:1; WCAG AA needs 3:1 for large text",
    ]);
  });

  it('holds a control border to 3:1', () => {
    const problems = paletteProblems((p) => (p.borderStrong = '#2a2a3a'));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.includes('WCAG AA needs 3:1 for a control'))).toBe(true);
  });
});

// What the rules take: each rule between fields (and the flash limit) a config at its very edge,
// one step inside the refusals above.
const market = (refreshEveryMs: number, requestTimeoutMs: number, staleAfterMs: number) =>
  marketProblems((m) => Object.assign(m, { refreshEveryMs, requestTimeoutMs, staleAfterMs }));
const edges: Record<string, () => string[]> = {
  'any address with the market strip off': () =>
    contentProblems((c) => {
      c.market.chainId = '';
      c.contract.address = 'anything at all';
    }),
  'the last intro word 1 ms before the intro ends': () =>
    effectsProblems((c) =>
      Object.assign(c.intro, { wordTimesMs: [1000, 2000, 3000], endMs: 3001 }),
    ),
  'intro words 1 ms apart': () =>
    effectsProblems((c) =>
      Object.assign(c.intro, { wordTimesMs: [1000, 1001, 1002], endMs: 4500 }),
    ),
  'a pool holding exactly the candles alive and the chaos images': () =>
    effectsProblems((c) => {
      Object.assign(c.candles, { lifetimeMs: 3000, spawnEveryMs: 1500 });
      c.chaosMode.maxLiveImages = 48;
      c.stage.poolSize = 50;
    }),
  'a clock step as long as its tick': () =>
    effectsProblems((c) => Object.assign(c.clock, { tickMs: 100, maxStepMs: 100 })),
  'palette colour names and #hex colours as intro word colours': () =>
    effectsProblems((c) => (c.intro.wordColours = ['violet', '#fff', '#12ab34'])),
  'the flash at 3 pulses a second': () =>
    effectsProblems((c) => (c.fakeNewsFlash.pulsesPerSecond = 3)),
  'each time filter 1 day longer than the one before': () =>
    newsProblems((n) =>
      Object.assign(n.maxAgeDays, { week: 7, month: 8, '3months': 9, '6months': 10 }),
    ),
  'seeding up to 1 row under the query limit': () =>
    newsProblems((n) => Object.assign(n, { queryLimit: 100, seedThresholdRows: 99 })),
  'a request timeout 1 ms under the refresh period': () => market(60_000, 59_999, 60_000 * 5),
  'figures standing exactly one refresh period': () => market(60_000, 10_000, 60_000),
};
it.each(Object.keys(edges))('the rules take %s', (edge) => {
  expect(edges[edge]!()).toEqual([]);
});
