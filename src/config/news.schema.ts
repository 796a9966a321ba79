// The schema of src/config/news.ts, the news feed's constants: paging, the query's row limit
// within the backend's max_rows, refresh and request times, the time filters' windows, the
// backend's table and function names and the fallback art the site serves. Read by the build and
// the dev server (buildtime/siteConfigChecks.ts); the page itself never imports it.
import { z } from 'zod';
import { ART_FILE, assetFile, field, type AssetFiles } from './schemaKit.ts';

export interface NewsSchemaContext {
  /** The most rows one select answers: supabase/config.toml's [api] max_rows. */
  maxRows: number;
  assetFiles: AssetFiles;
  /** The tables supabase/migrations create and the functions in supabase/functions; null: not checked. */
  backend: { tables: readonly string[]; functions: readonly string[] } | null;
}

const MINUTE = 60_000;
const NAME = /^[a-z][a-z0-9_-]*$/;

export function newsSchema(context: NewsSchemaContext) {
  const whole = (min: number, max: number, unit: string, description: string) =>
    field(z.number().int().min(min).max(max), unit, description);
  const days = (description: string) => whole(1, 3650, 'days', description);
  const name = (kind: 'tables' | 'functions', description: string) => {
    const known = context.backend?.[kind];
    const where =
      kind === 'tables' ? 'a table supabase/migrations create' : 'a folder of supabase/functions';
    return field(
      z
        .string()
        .regex(NAME, 'must be a name in lower case: letters, digits, _ and -')
        .refine((value) => !known || known.includes(value), {
          message: `must be ${where} (${known?.join(', ') || 'none'})`,
        }),
      'name',
      description,
    );
  };
  return z
    .strictObject({
      pageSize: whole(1, 60, 'cards', "cards shown before any 'View More'"),
      pageIncrement: whole(1, 60, 'cards', "cards added by one 'View More'"),
      queryLimit: whole(
        1,
        context.maxRows,
        'rows',
        "most rows asked of the backend in one select (supabase/config.toml's max_rows at most)",
      ),
      refreshEveryMs: whole(
        MINUTE,
        24 * 60 * MINUTE,
        'ms',
        'time between two automatic reloads of the feed',
      ),
      seedThresholdRows: whole(
        0,
        context.maxRows,
        'rows',
        'with this many rows or fewer, the seeding function is called',
      ),
      requestTimeoutMs: whole(1000, MINUTE, 'ms', 'longest wait for one backend request'),
      searchAnnounceDelayMs: whole(
        100,
        10_000,
        'ms',
        'pause in typing a search after which a screen reader hears how many stories match',
      ),
      maxAgeDays: z.strictObject({
        all: z.null(),
        week: days('oldest age the week filter keeps'),
        month: days('oldest age the month filter keeps'),
        '3months': days('oldest age the 3 months filter keeps'),
        '6months': days('oldest age the 6 months filter keeps'),
      }),
      table: name('tables', 'the table the feed reads'),
      seedFunction: name('functions', 'the backend function that seeds the table'),
      viewFunction: name('functions', 'the backend function told about each opened card'),
      viewWindowDays: whole(1, 90, 'days', "the ranking window of a row's view_count"),
      fallbackImage: field(
        assetFile(context.assetFiles, '/art/news-fallback.svg'),
        ART_FILE,
        'image used when no loaded image can stand in for a broken one',
      ),
      imageWidthPx: whole(1, 4096, 'CSS px', 'intrinsic width of card images'),
      imageHeightPx: whole(1, 4096, 'CSS px', 'intrinsic height of card images'),
    })
    .superRefine((news, ctx) => {
      const windows = ['week', 'month', '3months', '6months'] as const;
      windows.forEach((key, i) => {
        const before = windows[i - 1];
        if (before && news.maxAgeDays[key] <= news.maxAgeDays[before]) {
          ctx.addIssue({
            code: 'custom',
            path: ['maxAgeDays', key],
            message: `must be more than maxAgeDays.${before} (${news.maxAgeDays[before]})`,
          });
        }
      });
      if (news.seedThresholdRows >= news.queryLimit) {
        ctx.addIssue({
          code: 'custom',
          path: ['seedThresholdRows'],
          message: `must be less than queryLimit (${news.queryLimit})`,
        });
      }
    });
}

/** The news feed's constants (src/config/news.ts), as the schema describes them. */
export type NewsConfig = z.output<ReturnType<typeof newsSchema>>;
