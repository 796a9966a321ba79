// The view-count SQL on PGlite and on a real PostgreSQL 15 server, with Supabase's roles: only the service role records views, one per visitor per story per UTC day, nothing written for unknown stories, no address kept, view_count as the window's views a day, retention, and the upgrades of a deployed project.
import { beforeEach, describe, expect, it } from 'vitest';
import { applyMigrations } from '../../local-backend/migrations.ts';
import { withOlderDatabase, forEachEngine, queryAs, type SqlDatabase } from './helpers/database.ts';

let db: SqlDatabase;
const useDb = (opened: SqlDatabase) => (db = opened);
const KEY_A = 'a'.repeat(64);
const KEY_B = 'b'.repeat(64);
const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-03-10T12:00:00Z');
const at = (days: number) => new Date(NOW + days * DAY).toISOString();
const key = (i: number) => i.toString(16).padStart(64, '0');
const VIEW_TABLES = ['private.news_views', 'private.news_view_salts'];
const SITE_ORDER =
  'select title from public.trump_news order by view_count desc, published_at desc limit 1000';

async function record(id: number | string, key: string, when = at(0)): Promise<string> {
  const result = await queryAs<{ r: string }>(
    db,
    'service_role',
    'select public.record_news_view($1::bigint, $2, 7, $3::timestamptz) as r',
    [id, key, when],
  );
  return result.rows[0]!.r;
}

async function refresh(when = at(0), windowDays = 7, retentionDays = 180) {
  const result = await queryAs<{ r: { deleted: number; pruned: number; recounted: number } }>(
    db,
    'service_role',
    'select public.refresh_news_ranking($1, $2, $3::timestamptz) as r',
    [windowDays, retentionDays, when],
  );
  return result.rows[0]!.r;
}

async function counts(): Promise<Record<string, number>> {
  const result = await db.query<{ title: string; view_count: number }>(
    'select title, view_count from public.trump_news order by id',
  );
  return Object.fromEntries(result.rows.map((r) => [r.title, r.view_count]));
}

async function written(): Promise<{ views: number; salts: number }> {
  const result = await db.query<{ views: number; salts: number }>(
    `select (select count(*)::int from private.news_views) as views,
            (select count(*)::int from private.news_view_salts) as salts`,
  );
  return result.rows[0]!;
}

forEachEngine((engine) => {
  beforeEach(async () => {
    await db.query(
      `insert into public.trump_news (title, link, published_at) values
         ('Fresh', 'https://e.com/fresh', $1), ('Old', 'https://e.com/old', $2)`,
      [at(-1), at(-200)],
    );
  });

  describe('grants', () => {
    // What anon and authenticated may not do: migrations.test.ts.
    it('the service role reaches the view tables only through the functions', async () => {
      for (const table of VIEW_TABLES)
        await expect(queryAs(db, 'service_role', `select * from ${table}`)).rejects.toThrow(
          /permission denied/,
        );
      expect(await record(1, KEY_A)).toBe('counted');
    });
  });

  describe('record_news_view', () => {
    it('counts one view per visitor per story per UTC day and shows it at once', async () => {
      expect(await record(1, KEY_A)).toBe('counted');
      for (let i = 0; i < 20; i += 1) expect(await record(1, KEY_A)).toBe('repeat');
      expect(await record(1, KEY_B)).toBe('counted');
      // 'Fresh' has been out for one day: 2 views, 2 a day.
      expect(await counts()).toEqual({ Fresh: 2, Old: 0 });
      expect((await written()).views).toBe(2);
      // The next UTC day the same visitor counts again: 3 views over its 2 days out, 1.5 a day.
      expect(await record(1, KEY_A, at(1))).toBe('counted');
      expect((await written()).views).toBe(3);
      expect(await counts()).toEqual({ Fresh: 2, Old: 0 });
      expect(await record(1, KEY_B, at(1))).toBe('counted');
      expect(await counts()).toEqual({ Fresh: 2, Old: 0 });
    });

    it('writes nothing at all for an unknown story', async () => {
      for (const id of [0, 3, 999, '9223372036854775807'])
        expect(await record(id, KEY_A)).toBe('unknown');
      expect(await written()).toEqual({ views: 0, salts: 0 });
      expect(await counts()).toEqual({ Fresh: 0, Old: 0 });
    });

    it('refuses a visitor key that is not a 64-digit hex digest', async () => {
      for (const key of ['', 'x'.repeat(64), 'a'.repeat(63), '203.0.113.7']) {
        await expect(record(1, key)).rejects.toThrow(/visitor key/);
      }
      expect(await written()).toEqual({ views: 0, salts: 0 });
    });

    it('stores no address, user agent or key: only story, day and a salted hash', async () => {
      await record(1, KEY_A);
      const columns = await db.query<{ column_name: string }>(
        `select column_name from information_schema.columns
          where table_schema = 'private' and table_name = 'news_views' order by ordinal_position`,
      );
      expect(columns.rows.map((c) => c.column_name)).toEqual(['news_id', 'day', 'visitor']);
      const stored = await db.query<{ visitor: Uint8Array; day: Date }>(
        'select visitor, day from private.news_views',
      );
      const hex = Buffer.from(stored.rows[0]!.visitor).toString('hex');
      expect(hex).toMatch(/^[0-9a-f]{64}$/);
      expect(hex).not.toBe(KEY_A);
    });

    it('salts each day afresh and forgets past salts, so past days cannot be linked', async () => {
      await record(1, KEY_A, at(0));
      await record(1, KEY_A, at(1));
      const hashes = await db.query<{ visitor: Uint8Array }>(
        'select visitor from private.news_views order by day',
      );
      expect(
        Buffer.from(hashes.rows[0]!.visitor).equals(Buffer.from(hashes.rows[1]!.visitor)),
      ).toBe(false);
      // Recording on day 1 already dropped day 0's salt; the round drops any left behind.
      await refresh(at(1));
      const salts = await db.query<{ day: string }>(
        `select day::text from private.news_view_salts`,
      );
      expect(salts.rows.map((s) => s.day)).toEqual(['2026-03-11']);
    });
  });

  describe('refresh_news_ranking', () => {
    it('sets view_count to the views a day of the window and prunes older views', async () => {
      // 'Fresh' was published at day -1; 'Week' 6.5 days before NOW (inside the 7-day window).
      await db.exec(`delete from public.trump_news where title = 'Old'`);
      await db.query(
        `insert into public.trump_news (title, link, published_at) values ('Week', 'https://e.com/week', $1)`,
        [at(-6.5)],
      );
      await record(3, KEY_A, at(-8));
      await record(3, KEY_A, at(-6));
      for (let day = -5; day <= 0; day += 1) {
        await record(3, KEY_A, at(day));
        await record(3, KEY_B, at(day));
      }
      await record(1, KEY_A, at(0));
      await record(1, KEY_B, at(0));
      expect(await refresh(at(0))).toMatchObject({ deleted: 0, pruned: 1 });
      expect((await written()).views).toBe(15);
      // 'Week': 13 views in the window's days (03-04..03-10), out since the window began at 03-04
      // 00:00, 6.5 days ago: 2 a day. 'Fresh': 2 views in one day.
      expect(await counts()).toEqual({ Fresh: 2, Week: 2 });
      // Later the same day only the days out change: 'Fresh' 2 / 1.4 is 1 a day, 'Week' 13 / 6.9 is 2.
      expect(await refresh(at(0.4))).toEqual({ deleted: 0, pruned: 0, recounted: 1 });
      expect(await counts()).toEqual({ Fresh: 1, Week: 2 });
      // A day later 'Week' is 7.5 days old, out of the window: 0. 'Fresh' has 2 views over 2 days.
      // The window is now 03-05..03-11: the view of 03-04 is pruned.
      expect(await refresh(at(1))).toEqual({ deleted: 0, pruned: 1, recounted: 1 });
      expect(await counts()).toEqual({ Fresh: 1, Week: 0 });
      // A configured 1-day window counts today's views of the last day's stories, as views today.
      await db.query(
        `insert into public.trump_news (title, link, published_at) values ('Today', 'https://e.com/today', $1)`,
        [at(1)],
      );
      await record(1, KEY_A, at(1.1));
      await record(4, KEY_A, at(1.1));
      await record(4, KEY_B, at(1.1));
      expect(await refresh(at(1.2), 1)).toMatchObject({ pruned: 14 });
      expect(await counts()).toEqual({ Fresh: 0, Week: 0, Today: 2 });
      expect((await written()).views).toBe(3);
    });

    it('ranks a story out for hours above a week-old one with more views, newest first on a tie', async () => {
      await db.exec('truncate public.trump_news restart identity');
      await db.query(
        `insert into public.trump_news (title, link, published_at) values
           ('Hours', 'https://e.com/hours', $1), ('Days', 'https://e.com/days', $2),
           ('Week', 'https://e.com/week', $3), ('Quiet', 'https://e.com/quiet', $4),
           ('Tie', 'https://e.com/tie', $5)`,
        [at(-2 / 24), at(-4), at(-6), at(-0.5), at(-3)],
      );
      const views = { 1: 5, 2: 12, 3: 18, 5: 9 } as const;
      for (const [id, n] of Object.entries(views)) {
        for (let i = 0; i < n; i += 1) expect(await record(Number(id), key(i))).toBe('counted');
      }
      await refresh(at(0));
      // 5 views in 2 hours (at least one day out): 5 a day; 12 in 4 days: 3; 18 in 6 days: 3;
      // 9 in 3 days: 3; none: 0.
      expect(await counts()).toEqual({ Hours: 5, Days: 3, Week: 3, Quiet: 0, Tie: 3 });
      const order = await queryAs<{ title: string }>(db, 'anon', SITE_ORDER);
      expect(order.rows.map((r) => r.title)).toEqual(['Hours', 'Tie', 'Days', 'Week', 'Quiet']);
    });

    it("keeps every story of the window in the site's 1,000 rows while they number under 1,000", async () => {
      await db.exec('truncate public.trump_news restart identity');
      // 900 stories of the last 7 days, 400 older ones; the older ones were opened the most.
      await db.query(
        `insert into public.trump_news (title, link, published_at)
         select 'Recent ' || i, 'https://e.com/r/' || i, $1::timestamptz - (i * interval '11 minutes')
           from generate_series(1, 900) i
         union all
         select 'Older ' || i, 'https://e.com/o/' || i, $1::timestamptz - interval '8 days' - (i * interval '1 hour')
           from generate_series(1, 400) i`,
        [at(0)],
      );
      for (let id = 901; id <= 1300; id += 37) {
        for (let i = 0; i < 5; i += 1) await record(id, key(i));
      }
      for (let id = 1; id <= 900; id += 101) await record(id, KEY_A);
      await refresh(at(0));
      const selected = await queryAs<{ title: string }>(db, 'anon', SITE_ORDER);
      const recent = selected.rows.filter((r) => r.title.startsWith('Recent '));
      expect(recent).toHaveLength(900);
      expect(selected.rows.slice(0, 900).every((r) => r.title.startsWith('Recent '))).toBe(true);
    });

    it('deletes stories published before the retention period, with their views', async () => {
      await record(2, KEY_A);
      expect(await refresh(at(0))).toMatchObject({ deleted: 1, pruned: 0 });
      expect(await counts()).toEqual({ Fresh: 0 });
      expect((await written()).views).toBe(0);
      expect(await refresh(at(1), 7, 1)).toMatchObject({ deleted: 1 });
      expect(await counts()).toEqual({});
    });
  });

  describe('upgrade of a deployed project', () => {
    it('the new migration resets the invented counts of existing rows to 0', async () => {
      await withOlderDatabase(engine, '20261122000100', async (old) => {
        await old.query(
          `insert into public.trump_news (title, link, view_count) values ('A', 'https://e.com/a', 4321), ('B', 'https://e.com/b', 100)`,
        );
        const applied = await applyMigrations(old);
        expect(applied).toContain('20261122000100');
        const rows = await old.query<{ view_count: number }>(
          'select view_count from public.trump_news',
        );
        expect(rows.rows.map((r) => r.view_count)).toEqual([0, 0]);
      });
    });

    it('the views-a-day migration turns the window counts of a project on the first try into views a day', async () => {
      await withOlderDatabase(engine, '20261124000100', async (before) => {
        await before.query(
          `insert into public.trump_news (title, link, published_at) values
             ('Four days', 'https://e.com/4', now() - interval '4 days'),
             ('Last month', 'https://e.com/30', now() - interval '30 days')`,
        );
        for (let i = 0; i < 8; i += 1) {
          await queryAs(before, 'service_role', 'select public.record_news_view(1, $1)', [key(i)]);
        }
        const read = async () =>
          (
            await before.query<{ view_count: number }>(
              'select view_count from public.trump_news order by id',
            )
          ).rows.map((r) => r.view_count);
        expect(await read()).toEqual([8, 0]);
        // Up to the views-a-day migration only (the 2-day window has its own upgrade test).
        expect(await applyMigrations(before, { before: '20261125093000' })).toEqual([
          '20261124000100',
        ]);
        // 8 views over the 4 days it has been out: 2 a day. Nothing deleted, no view pruned.
        expect(await read()).toEqual([2, 0]);
        const views = await before.query<{ n: number }>(
          'select count(*)::int as n from private.news_views',
        );
        expect(views.rows[0]!.n).toBe(8);
      });
    });
  });
}, useDb);
