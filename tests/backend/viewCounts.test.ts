// The view-count SQL on PGlite and on a real PostgreSQL 15 server, with Supabase's roles: only the service role records views, one per visitor per story per UTC day, nothing written for unknown stories, no address kept, view_count as the window's views a day, retention, the 2-day window (the SQL's and the functions' default, its first day and its edge, a story with no views or out of the window), and the upgrades of a deployed project, one migration at a time (the 7-day window and the article-page attempts included).
import { beforeEach, describe, expect, it } from 'vitest';
import { createCountViewHandler } from '../../supabase/functions/_shared/countView.ts';
import { applyMigrations } from '../../local-backend/migrations.ts';
import { createPgliteStore } from '../../local-backend/pgliteStore.ts';
import { withOlderDatabase, forEachEngine, queryAs, type SqlDatabase } from './helpers/database.ts';

let db: SqlDatabase;
const useDb = (opened: SqlDatabase) => (db = opened);
const KEY_A = 'a'.repeat(64);
const KEY_B = 'b'.repeat(64);
const DAY = 24 * 60 * 60 * 1000;
/** Tuesday 2026-03-10 12:00 UTC: the 2-day window's days are 03-09 and 03-10. */
const NOW = Date.parse('2026-03-10T12:00:00Z');
/** The migrations an upgraded project meets, in order. */
const [REAL_VIEW_COUNTS, VIEWS_A_DAY, TWO_DAY_WINDOW, ARTICLE_PAGES] = [
  '20261122000100',
  '20261124000100',
  '20261125093000',
  '20261125160000',
];
const at = (days: number) => new Date(NOW + days * DAY).toISOString();
/** `days` before the real clock's now (what the upgrades' SQL defaults read). */
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const key = (i: number) => i.toString(16).padStart(64, '0');

/** Visitor `key` opens story `id` at `when`, through a `windowDays` window (null: the SQL's default). */
async function record(
  id: number | string,
  key: string,
  when = at(0),
  windowDays: number | null = 7,
) {
  const window = windowDays === null ? 'as_of =>' : `${windowDays},`;
  const result = await queryAs<{ r: string }>(
    db,
    'service_role',
    `select public.record_news_view($1::bigint, $2, ${window} $3::timestamptz) as r`,
    [id, key, when],
  );
  return result.rows[0]!.r;
}

/** The round's upkeep at `when` with a `windowDays` window (null: the SQL's default) and retention. */
async function refresh(when = at(0), windowDays: number | null = 7, retentionDays = 180) {
  const window = windowDays === null ? '' : `${windowDays}, ${retentionDays},`;
  const result = await queryAs<{ r: { deleted: number; pruned: number; recounted: number } }>(
    db,
    'service_role',
    `select public.refresh_news_ranking(${window} as_of => $1::timestamptz) as r`,
    [when],
  );
  return result.rows[0]!.r;
}

async function counts(target = db): Promise<Record<string, number>> {
  const result = await target.query<{ title: string; view_count: number }>(
    'select title, view_count from public.trump_news order by id',
  );
  return Object.fromEntries(result.rows.map((r) => [r.title, r.view_count]));
}

/** The stories, views and day salts stored. */
async function written(target = db): Promise<{ rows: number; views: number; salts: number }> {
  const result = await target.query<{ rows: number; views: number; salts: number }>(
    `select (select count(*)::int from public.trump_news) as rows,
            (select count(*)::int from private.news_views) as views,
            (select count(*)::int from private.news_view_salts) as salts`,
  );
  return result.rows[0]!;
}

/** Inserts stories in order (ids from 1 in a fresh table) with their publication times. */
async function stories(published: Record<string, string>, target = db): Promise<void> {
  for (const [title, when] of Object.entries(published)) {
    await target.query(
      'insert into public.trump_news (title, link, published_at) values ($1, $2, $3::timestamptz)',
      [title, `https://e.com/${encodeURIComponent(title)}`, when],
    );
  }
}

/** `visitors` distinct visitors open story `id` at `when`, through the SQL's default window. */
async function views(id: number, visitors: number, when: string, firstVisitor = 0) {
  for (let i = firstVisitor; i < firstVisitor + visitors; i += 1)
    expect(await record(id, key(i), when, null)).toBe('counted');
}

/** What the site's select gives anon: titles in order, with their figures. */
async function siteOrder(target: SqlDatabase = db): Promise<[string, number][]> {
  const result = await queryAs<{ title: string; view_count: number }>(
    target,
    'anon',
    'select title, view_count from public.trump_news order by view_count desc, published_at desc limit 1000',
  );
  return result.rows.map((r) => [r.title, r.view_count]);
}

forEachEngine((engine) => {
  describe('a story of yesterday and one 200 days old', () => {
    beforeEach(() => stories({ Fresh: at(-1), Old: at(-200) }));

    describe('record_news_view', () => {
      // What anon and authenticated may not do: migrations.test.ts.
      it('is how the service role reaches the view tables: it may not read them itself', async () => {
        for (const table of ['private.news_views', 'private.news_view_salts'])
          await expect(queryAs(db, 'service_role', `select * from ${table}`)).rejects.toThrow(
            /permission denied/,
          );
        expect(await record(1, KEY_A)).toBe('counted');
      });

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

      it('writes nothing for an unknown story or a key that is not a 64-digit hex digest', async () => {
        for (const id of [0, 3, 999, '9223372036854775807'])
          expect(await record(id, KEY_A)).toBe('unknown');
        for (const key of ['', 'x'.repeat(64), 'a'.repeat(63), '203.0.113.7'])
          await expect(record(1, key)).rejects.toThrow(/visitor key/);
        expect(await written()).toMatchObject({ views: 0, salts: 0 });
        expect(await counts()).toEqual({ Fresh: 0, Old: 0 });
      });

      it('stores no address, user agent or key, only story, day and a hash salted afresh each day, and forgets past salts', async () => {
        await record(1, KEY_A, at(0));
        await record(1, KEY_A, at(1));
        const columns = await db.query<{ column_name: string }>(
          `select column_name from information_schema.columns
          where table_schema = 'private' and table_name = 'news_views' order by ordinal_position`,
        );
        expect(columns.rows.map((c) => c.column_name)).toEqual(['news_id', 'day', 'visitor']);
        const stored = await db.query<{ visitor: Uint8Array }>(
          'select visitor from private.news_views order by day',
        );
        const [first, second] = stored.rows.map((row) => Buffer.from(row.visitor).toString('hex'));
        expect(first).toMatch(/^[0-9a-f]{64}$/);
        expect(first).not.toBe(KEY_A);
        // The same visitor's two days cannot be linked.
        expect(first).not.toBe(second);
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
        await stories({ Week: at(-6.5) });
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
        await stories({ Today: at(1) });
        await record(1, KEY_A, at(1.1));
        await record(4, KEY_A, at(1.1));
        await record(4, KEY_B, at(1.1));
        expect(await refresh(at(1.2), 1)).toMatchObject({ pruned: 14 });
        expect(await counts()).toEqual({ Fresh: 0, Week: 0, Today: 2 });
        expect((await written()).views).toBe(3);
      });

      it('ranks a story out for hours above a week-old one with more views, newest first on a tie', async () => {
        await db.exec('truncate public.trump_news restart identity');
        await stories({
          Hours: at(-2 / 24),
          Days: at(-4),
          Week: at(-6),
          Quiet: at(-0.5),
          Tie: at(-3),
        });
        const views = { 1: 5, 2: 12, 3: 18, 5: 9 } as const;
        for (const [id, n] of Object.entries(views)) {
          for (let i = 0; i < n; i += 1) expect(await record(Number(id), key(i))).toBe('counted');
        }
        await refresh(at(0));
        // 5 views in 2 hours (at least one day out): 5 a day; 12 in 4 days: 3; 18 in 6 days: 3;
        // 9 in 3 days: 3; none: 0.
        expect(await counts()).toEqual({ Hours: 5, Days: 3, Week: 3, Quiet: 0, Tie: 3 });
        const order = (await siteOrder()).map(([title]) => title);
        expect(order).toEqual(['Hours', 'Tie', 'Days', 'Week', 'Quiet']);
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
        const recent = (await siteOrder()).map(([title]) => title.startsWith('Recent '));
        expect(recent.filter(Boolean)).toHaveLength(900);
        expect(recent.slice(0, 900).every(Boolean)).toBe(true);
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
  });

  // The SQL functions' own default: the 2-day ranking below, which passes them no window.
  it('the default window is 2 days: count-news-view with no NEWS_VIEW_WINDOW_DAYS ranks only the last 2 days’ stories', async () => {
    await stories({ 'One day': ago(1), 'Three days': ago(3) });
    const handler = createCountViewHandler({
      env: {},
      fetch: globalThis.fetch,
      store: createPgliteStore(db),
    });
    // One visitor opens the day-old story, three others the 3-day-old one.
    for (const [visitor, id] of [1, 2, 2, 2].entries()) {
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
      expect(await refresh(at(0), null)).toEqual({ deleted: 0, pruned: 3, recounted: 2 });
      // Edge: 3 views in the window over 1.5 days, 2 a day. Yesterday: 4 over 1.25 days, 3 a day.
      // Outside: 5 views on the window's first day, but published before the window: date only.
      expect(await siteOrder()).toEqual([
        ['Yesterday', 3],
        ['Edge', 2],
        ['Outside', 0],
      ]);
      // A second later Edge is older than 2 days: the round takes it back to 0.
      expect(await refresh(new Date(NOW + 1000).toISOString(), null)).toMatchObject({
        recounted: 1,
      });
      expect(await siteOrder()).toEqual([
        ['Yesterday', 3],
        ['Edge', 0],
        ['Outside', 0],
      ]);
      // At midnight the window moves on to 03-10 and 03-11: the views of 03-09 leave it and are
      // pruned. Yesterday has 1 view in the window, over the 1 day since 03-10 00:00.
      await views(3, 1, '2026-03-11T00:00:00Z', 30);
      expect(await refresh('2026-03-11T00:00:00Z', null)).toMatchObject({ pruned: 11 });
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
      await refresh(at(0), null);
      expect(await siteOrder()).toEqual([
        ['Viewed', 2],
        ['Quiet', 0],
        ['Older', 0],
      ]);
      expect((await written()).views).toBe(12);
    });
  });

  // One project as deployed before the real view counts, brought up one migration at a time
  // (each stage on rows of its own), as `supabase db push` upgrades a deployed project.
  it('upgrades a deployed project migration by migration, keeping rows and views', async () => {
    const fresh = (old: SqlDatabase) =>
      old.exec('truncate public.trump_news, private.news_views restart identity');
    await withOlderDatabase(engine, REAL_VIEW_COUNTS, async (old) => {
      // The real view counts reset the invented counts of existing rows to 0.
      await old.query(
        `insert into public.trump_news (title, link, view_count) values ('A', 'https://e.com/a', 4321), ('B', 'https://e.com/b', 100)`,
      );
      expect(await applyMigrations(old, { before: VIEWS_A_DAY })).toContain(REAL_VIEW_COUNTS);
      expect(await counts(old)).toEqual({ A: 0, B: 0 });

      // Views a day: the window counts of a project on the first try become views a day.
      await fresh(old);
      await stories({ 'Four days': ago(4), 'Last month': ago(30) }, old);
      for (let i = 0; i < 8; i += 1)
        await queryAs(old, 'service_role', 'select public.record_news_view(1, $1)', [key(i)]);
      expect(await counts(old)).toEqual({ 'Four days': 8, 'Last month': 0 });
      expect(await applyMigrations(old, { before: TWO_DAY_WINDOW })).toEqual([VIEWS_A_DAY]);
      // 8 views over the 4 days it has been out: 2 a day. Nothing deleted, no view pruned.
      expect(await counts(old)).toEqual({ 'Four days': 2, 'Last month': 0 });
      expect((await written(old)).views).toBe(8);

      // The 2-day window keeps every row and view and recomputes the figures over 2 days.
      await fresh(old);
      await stories({ 'One day': ago(1), 'Four days': ago(4), 'Last month': ago(30) }, old);
      // 4, 8 and 2 visitors open stories 1, 2 and 3.
      await queryAs(
        old,
        'service_role',
        `select public.record_news_view(s.id, lpad(to_hex(i), 64, '0'))
           from (values (1, 4), (2, 8), (3, 2)) as s(id, n), generate_series(1, s.n) as i`,
      );
      // The 7-day window: 4 views in a day, 8 in four days (2 a day); last month's by date.
      const ranked = (fourDays: number) => [
        ['One day', 4],
        ['Four days', fourDays],
        ['Last month', 0],
      ];
      expect(await siteOrder(old)).toEqual(ranked(2));
      expect(await written(old)).toMatchObject({ rows: 3, views: 14 });
      expect(await applyMigrations(old, { before: ARTICLE_PAGES })).toEqual([TWO_DAY_WINDOW]);
      // Over 2 days the 4-day-old story ranks by date; nothing is deleted or pruned.
      expect(await siteOrder(old)).toEqual(ranked(0));
      expect(await written(old)).toMatchObject({ rows: 3, views: 14 });
      // anon still only reads the table; the functions are still the service role's alone.
      await expect(queryAs(old, 'anon', 'select public.refresh_news_ranking()')).rejects.toThrow(
        /permission denied/,
      );
      await expect(
        queryAs(old, 'anon', 'select public.record_news_view(1, $1)', [key(99)]),
      ).rejects.toThrow(/permission denied/);

      // The article-page attempts: from then on a stored summary or picture outlives an empty
      // one from the feed.
      await fresh(old);
      await old.query(
        `insert into public.trump_news (title, link, summary, image_url) values ('Kept', 'https://example.com/kept', 'From a page', 'https://example.com/p.jpg')`,
      );
      expect((await applyMigrations(old))[0]).toBe(ARTICLE_PAGES);
      const upsert = (item: object) =>
        queryAs(old, 'service_role', 'select public.upsert_news($1::jsonb)', [
          JSON.stringify([{ link: 'https://example.com/kept', ...item }]),
        ]);
      await upsert({ title: 'Kept again', summary: '', image_url: null });
      const rows = await old.query('select title, summary, image_url from public.trump_news');
      expect(rows.rows).toEqual([
        { title: 'Kept again', summary: 'From a page', image_url: 'https://example.com/p.jpg' },
      ]);
      await upsert({ title: 'Kept', summary: 'New words' });
      const updated = await old.query<{ summary: string }>('select summary from public.trump_news');
      expect(updated.rows[0]?.summary).toBe('New words');
    });
  });
}, useDb);
