// The 2-day ranking window on PGlite and on a real PostgreSQL 15 server, with Supabase's roles: the SQL's and the functions' default, the window's first day and its edge, a story with no views or out of the window, and the upgrade of a project on the 7-day window. (Ties and rounding: viewCounts.test.ts.)
import { describe, expect, it } from 'vitest';
import { createCountViewHandler } from '../../supabase/functions/_shared/countView.ts';
import { readViewConfig } from '../../supabase/functions/_shared/viewConfig.ts';
import { applyMigrations } from '../../local-backend/migrations.ts';
import { createPgliteStore } from '../../local-backend/pgliteStore.ts';
import { withOlderDatabase, forEachEngine, queryAs, type SqlDatabase } from './helpers/database.ts';

const TWO_DAY_WINDOW_MIGRATION = '20261125093000';
const DAY = 24 * 60 * 60 * 1000;
/** Tuesday 2026-03-10 12:00 UTC: the 2-day window's days are 03-09 and 03-10. */
const NOW = Date.parse('2026-03-10T12:00:00Z');
const at = (days: number) => new Date(NOW + days * DAY).toISOString();
const key = (i: number) => i.toString(16).padStart(64, '0');
const SITE_ORDER =
  'select title, view_count from public.trump_news order by view_count desc, published_at desc limit 1000';

let db: SqlDatabase;
const useDb = (opened: SqlDatabase) => (db = opened);

/** Inserts stories in order (ids from 1) with their publication times. */
async function stories(published: Record<string, string>): Promise<void> {
  for (const [title, when] of Object.entries(published)) {
    await db.query(
      'insert into public.trump_news (title, link, published_at) values ($1, $2, $3::timestamptz)',
      [title, `https://e.com/${encodeURIComponent(title)}`, when],
    );
  }
}

/** `visitors` distinct visitors open story `id` at `when`, through the SQL's default window. */
async function views(id: number, visitors: number, when: string, firstVisitor = 0) {
  for (let i = firstVisitor; i < firstVisitor + visitors; i += 1) {
    const result = await queryAs<{ r: string }>(
      db,
      'service_role',
      'select public.record_news_view($1::bigint, $2, as_of => $3::timestamptz) as r',
      [id, key(i), when],
    );
    expect(result.rows[0]!.r).toBe('counted');
  }
}

/** The round's upkeep with the SQL's default window. */
async function round(when: string) {
  const result = await queryAs<{ r: { deleted: number; pruned: number; recounted: number } }>(
    db,
    'service_role',
    'select public.refresh_news_ranking(as_of => $1::timestamptz) as r',
    [when],
  );
  return result.rows[0]!.r;
}

/** What the site's select gives anon: titles in order, with their figures. */
async function siteOrder(target: SqlDatabase = db): Promise<[string, number][]> {
  const result = await queryAs<{ title: string; view_count: number }>(target, 'anon', SITE_ORDER);
  return result.rows.map((r) => [r.title, r.view_count]);
}

forEachEngine((engine) => {
  describe('the default window is 2 days', () => {
    it('in the SQL functions and in the functions’ configuration', async () => {
      const signatures = await db.query<{ name: string; args: string }>(
        `select p.proname as name, pg_get_function_arguments(p.oid) as args
           from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and p.proname in ('record_news_view', 'refresh_news_ranking')
          order by 1`,
      );
      expect(
        signatures.rows.map((s) => [s.name, /window_days integer DEFAULT (\d+)/.exec(s.args)?.[1]]),
      ).toEqual([
        ['record_news_view', '2'],
        ['refresh_news_ranking', '2'],
      ]);
      expect(readViewConfig({}).windowDays).toBe(2);
    });

    it('count-news-view with no NEWS_VIEW_WINDOW_DAYS ranks only the last 2 days’ stories', async () => {
      await db.exec(`insert into public.trump_news (title, link, published_at) values
        ('One day', 'https://e.com/1', now() - interval '1 day'),
        ('Three days', 'https://e.com/3', now() - interval '3 days')`);
      const handler = createCountViewHandler({
        env: {},
        fetch: globalThis.fetch,
        store: createPgliteStore(db),
      });
      // One visitor opens the day-old story, three open the 3-day-old one.
      for (const [id, visitor] of [
        [1, 0],
        [2, 0],
        [2, 1],
        [2, 2],
      ]) {
        const response = await handler(
          new Request('http://localhost/functions/v1/count-news-view', {
            method: 'POST',
            headers: { 'user-agent': `Window test ${visitor}`, 'content-type': 'application/json' },
            body: JSON.stringify({ id }),
          }),
        );
        expect(await response.json()).toEqual({ ok: true, counted: true });
      }
      // Every view is recorded; the 3-day-old story (1 a day over 7 days) ranks by date only.
      expect(await siteOrder()).toEqual([
        ['One day', 1],
        ['Three days', 0],
      ]);
    });
  });

  describe('the 2-day ranking', () => {
    it("counts the window's first day, not the day before, and drops a story the moment it is 2 days old", async () => {
      await stories({
        // Published exactly 2 days before NOW: inside, and out for 1.5 days of the window (since 03-09 00:00).
        Edge: '2026-03-08T12:00:00Z',
        // One second earlier: before the window.
        Outside: '2026-03-08T11:59:59Z',
        // Out for 30 hours.
        Yesterday: '2026-03-09T06:00:00Z',
      });
      // 03-08 is the day before the window: its views are not counted, and the round prunes them.
      await views(1, 3, '2026-03-08T20:00:00Z');
      // The window's first day, 03-09.
      await views(1, 2, '2026-03-09T00:00:00Z', 10);
      await views(2, 5, '2026-03-09T08:00:00Z', 10);
      await views(3, 4, '2026-03-09T23:59:59Z', 10);
      // Today.
      await views(1, 1, at(0), 20);
      expect(await round(at(0))).toEqual({ deleted: 0, pruned: 3, recounted: 2 });
      // Edge: 3 views in the window over 1.5 days, 2 a day. Yesterday: 4 over 1.25 days, 3 a day.
      // Outside: 5 views on the window's first day, but published before the window: date only.
      expect(await siteOrder()).toEqual([
        ['Yesterday', 3],
        ['Edge', 2],
        ['Outside', 0],
      ]);
      // A second later Edge is older than 2 days: the round takes it back to 0.
      expect(await round(new Date(NOW + 1000).toISOString())).toMatchObject({ recounted: 1 });
      expect(await siteOrder()).toEqual([
        ['Yesterday', 3],
        ['Edge', 0],
        ['Outside', 0],
      ]);
      // At midnight the window moves on to 03-10 and 03-11: the views of 03-09 leave it and are
      // pruned. Yesterday has 1 view in the window, over the 1 day since 03-10 00:00.
      await views(3, 1, '2026-03-11T00:00:00Z', 30);
      expect(await round('2026-03-11T00:00:00Z')).toMatchObject({ pruned: 11 });
      expect(await siteOrder()).toEqual([
        ['Yesterday', 1],
        ['Edge', 0],
        ['Outside', 0],
      ]);
    });

    it('leaves a story with no views to its date, after the viewed ones and before older ones', async () => {
      await stories({
        Older: at(-5),
        Viewed: at(-1.5),
        Quiet: at(-1 / 24),
      });
      // Opened often, but 5 days old: recorded, not ranked, neither at once nor by the round.
      await views(1, 9, at(0));
      expect(await siteOrder()).toEqual([
        ['Quiet', 0],
        ['Viewed', 0],
        ['Older', 0],
      ]);
      // 3 views over the 1.5 days it has been out in the window: 2 a day.
      await views(2, 3, at(0), 10);
      await round(at(0));
      expect(await siteOrder()).toEqual([
        ['Viewed', 2],
        ['Quiet', 0],
        ['Older', 0],
      ]);
      const recorded = await db.query<{ n: number }>(
        'select count(*)::int as n from private.news_views',
      );
      expect(recorded.rows[0]!.n).toBe(12);
    });
  });

  describe('upgrade of a project on the 7-day window', () => {
    it('keeps every row and view and recomputes the figures over 2 days', async () => {
      await withOlderDatabase(engine, TWO_DAY_WINDOW_MIGRATION, async (before) => {
        await before.exec(`insert into public.trump_news (title, link, published_at) values
          ('One day', 'https://e.com/1', now() - interval '1 day'),
          ('Four days', 'https://e.com/4', now() - interval '4 days'),
          ('Last month', 'https://e.com/30', now() - interval '30 days')`);
        const viewsOf = { 1: 4, 2: 8, 3: 2 } as const;
        for (const [id, n] of Object.entries(viewsOf)) {
          for (let i = 0; i < n; i += 1) {
            await queryAs(
              before,
              'service_role',
              'select public.record_news_view($1::bigint, $2)',
              [id, key(i)],
            );
          }
        }
        // The 7-day window: 4 views in a day, 8 in four days (2 a day); last month's by date.
        expect(await siteOrder(before)).toEqual([
          ['One day', 4],
          ['Four days', 2],
          ['Last month', 0],
        ]);
        const kept = async () =>
          (
            await before.query<{ rows: number; views: number }>(
              `select (select count(*)::int from public.trump_news) as rows,
                      (select count(*)::int from private.news_views) as views`,
            )
          ).rows[0]!;
        expect(await kept()).toEqual({ rows: 3, views: 14 });

        // The window's migration comes first; later ones (article pages) follow it.
        expect((await applyMigrations(before))[0]).toBe(TWO_DAY_WINDOW_MIGRATION);
        // Over 2 days the 4-day-old story ranks by date; nothing is deleted or pruned.
        expect(await siteOrder(before)).toEqual([
          ['One day', 4],
          ['Four days', 0],
          ['Last month', 0],
        ]);
        expect(await kept()).toEqual({ rows: 3, views: 14 });
        // anon still only reads the table; the functions are still the service role's alone.
        await expect(
          queryAs(before, 'anon', 'select public.refresh_news_ranking()'),
        ).rejects.toThrow(/permission denied/);
        await expect(
          queryAs(before, 'anon', 'select public.record_news_view(1, $1)', [key(99)]),
        ).rejects.toThrow(/permission denied/);
      });
    });
  });
}, useDb);
