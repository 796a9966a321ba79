// What the product specification says of the numbers a team may tune, recorded once: the
// effects' timings and counts (today src/config/effects.ts's values) and the news feed's paging
// (src/config/news.ts's). A designer may move any of them within the schema's rules; a value that
// differs from the spec is not an error but a note, listed by the build, the dev server and (for
// the effects) the studio ("differs from the spec"), so that the change is made on purpose.
// (The counts the spec fixes for the copy are in specCounts.ts, and those are rules; the numbers
// no team may tune, such as the time filter's windows, are news.ts's own values.)

interface SpecValue {
  /** The field of the config, as a path: 'candles.spawnEveryMs'. */
  path: string;
  /** The spec's value, in the field's unit. */
  value: number | readonly number[];
  /** What the spec says, in its words. */
  says: string;
}

export const specValues: readonly SpecValue[] = [
  {
    path: 'intro.wordTimesMs',
    value: [1000, 2000, 3000],
    says: 'intro words appear at about 1, 2 and 3 s',
  },
  { path: 'intro.endMs', value: 4500, says: 'the intro ends at about 4.5 s' },
  { path: 'candles.spawnEveryMs', value: 1500, says: 'a falling candle every 1.5 s' },
  { path: 'candles.lifetimeMs', value: 3000, says: 'each candle lasts 3 s' },
  { path: 'chaosMode.burstCount', value: 40, says: 'chaos mode shows 40 falling images' },
  { path: 'chaosMode.durationMs', value: 8000, says: 'chaos mode lasts 8 s' },
  { path: 'chaosMode.meterValue', value: 100, says: 'chaos mode sets the chaos meter to 100' },
  { path: 'shake.durationMs', value: 1000, says: 'the screen shakes for 1 s' },
  { path: 'meter.rerollEveryMs', value: 3000, says: 'the chaos meter changes every 3 s' },
  { path: 'meter.maxRandom', value: 99, says: 'the chaos meter is re-randomised between 0 and 99' },
  { path: 'quote.rotateEveryMs', value: 8000, says: 'the quote changes every 8 s' },
  { path: 'fakeNewsFlash.durationMs', value: 2000, says: "the 'FAKE NEWS!' flash shows for 2 s" },
];

/** The news feed's paging (src/config/news.ts), by field. */
export const pagingSpecValues: readonly SpecValue[] = [
  { path: 'pageSize', value: 6, says: 'page size 6: the visible count starts at 6' },
  { path: 'pageIncrement', value: 6, says: "each 'View More' adds 6" },
];

function valueAt(config: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], config);
}

const show = (value: unknown) => (Array.isArray(value) ? `[${value.join(', ')}]` : String(value));

/**
 * One line per field whose value differs from the spec's: the note, never an error. `name`: the
 * config's name in the note (the effects config and its values by default).
 */
export function specNotes(config: object, values = specValues, name = 'effects'): string[] {
  return values.flatMap(({ path, value, says }) => {
    const current = valueAt(config, path);
    if (show(current) === show(value)) return [];
    return [`${name}.${path} = ${show(current)}: the spec's value is ${show(value)} (${says})`];
  });
}

/** The notes as one message, for the build's and the dev server's terminal. */
export function specNotesReport(notes: readonly string[]): string {
  const count = notes.length === 1 ? '1 value differs' : `${notes.length} values differ`;
  return `Note: ${count} from the spec (allowed; on purpose?):\n${notes.map((n) => `  - ${n}`).join('\n')}`;
}
