// A designer's and a rebranding team's valid edit, as text edits of the config files: five
// effects values moved inside their schema's ranges, a lighter green, new words for the slogan,
// the footer's tagline, a quote, a roadmap phase's description, the controls' labels, the news
// feed's words and a community button's. Tests must pass with it (they
// read the config they exercise); `npm run test:designer-edit` runs the unit and component tests
// with the config files loaded through these edits, and `npx tsx tests/designerEdit/copy.ts`
// writes them into a throwaway copy of the project for the browser tests.

type Edit = (source: string) => string;

/** Replaces `from` (a string or a regular expression) and fails loudly when it is not there. */
function replaceOnce(from: string | RegExp, to: string): Edit {
  return (source) => {
    const found = typeof from === 'string' ? source.includes(from) : from.test(source);
    if (!found) throw new Error(`designer edit: ${String(from)} not found`);
    return source.replace(from, to);
  };
}

const chain =
  (...edits: Edit[]): Edit =>
  (source) =>
    edits.reduce((text, edit) => edit(text), source);

/** The content's new words: `from` -> `to`, each replaced once. */
const contentWords: [string, string][] = [
  [
    "slogan: 'The only chart more volatile than the news cycle.',",
    "slogan: 'Headlines move it. Memes hold it.',",
  ],
  ["tagline: 'Chaos is the only constant.',", "tagline: 'Steady hands need not apply.',"],
  ["'Stability is for savings accounts.',", "'Calm markets are a rumour we never believed.',"],
  [
    "'Daily memes, a live chaos feed and a community that never sleeps.'",
    "'A meme a day, a feed that never rests, and a crowd that votes with candles.'",
  ],
  // The controls' and the news feed's words, and a community button's.
  ["chaosButton: 'TRIGGER CHAOS MODE',", "chaosButton: 'UNLEASH THE CHAOS',"],
  ["fakeNewsText: 'FAKE NEWS!',", "fakeNewsText: 'NOT NEWS!',"],
  ["skipIntroLabel: 'Skip intro',", "skipIntroLabel: 'Skip the intro',"],
  ["chaosMeterLabel: 'CHAOS METER',", "chaosMeterLabel: 'MAYHEM METER',"],
  ["pauseLabel: 'Pause motion',", "pauseLabel: 'Hold still',"],
  ["resumeLabel: 'Resume motion',", "resumeLabel: 'Move again',"],
  ["label: 'Join the Chaos'", "label: 'Chat with us'"],
  ["loading: 'Loading latest Trump chaos...',", "loading: 'Fetching fresh chaos...',"],
  ["searchPlaceholder: 'Search news...',", "searchPlaceholder: 'Find a story...',"],
  ["searchLabel: 'Search news',", "searchLabel: 'Find a story',"],
  ["filterLabel: 'Time range',", "filterLabel: 'Published within',"],
  [
    "empty: 'No chaos matches that. Try another search.',",
    "empty: 'Nothing matches. Try other words.',",
  ],
  ['`View More (${count})`', '`More stories (${count})`'],
  ["showLess: 'Show Less',", "showLess: 'Fewer stories',"],
  ["suspicious: 'SUSPICIOUS',", "suspicious: 'DUBIOUS',"],
];

/** Project-relative config file -> its edit. */
export const designerEdits: Record<string, Edit> = {
  'src/config/effects.ts': chain(
    replaceOnce(/spawnEveryMs: 1500,/, 'spawnEveryMs: 1200,'),
    replaceOnce(/(candles: \{[\s\S]*?)lifetimeMs: 3000,/, '$1lifetimeMs: 3500,'),
    replaceOnce(/(candles: \{[\s\S]*?)sizePx: 48,/, '$1sizePx: 56,'),
    replaceOnce(/burstCount: 40,/, 'burstCount: 30,'),
    replaceOnce(/amplitudePx: 8,/, 'amplitudePx: 6,'),
  ),
  'src/config/palette.ts': replaceOnce("green: '#22d37a',", "green: '#4be896',"),
  'src/config/content.ts': chain(...contentWords.map(([from, to]) => replaceOnce(from, to))),
};
