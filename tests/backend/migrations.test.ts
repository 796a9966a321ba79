// The migrations on PGlite and on a real PostgreSQL 15 server set up like a Supabase project, with the Supabase roles: anonymous visitors read only, signed-in users get nothing, constraints hold, the ingest SQL is service-role only, the schedule is created with pg_cron and skipped cleanly without it.
import { beforeEach, describe, expect, it } from 'vitest';
import { listMigrations } from '../../local-backend/migrations.ts';
import { forEachEngine, queryAs, type SqlDatabase } from './helpers/database.ts';

let db: SqlDatabase;
const useDb = (opened: SqlDatabase) => (db = opened);

const insertSql = `insert into public.trump_news (title, link, summary, source) values ($1, $2, 's', 'src')`;

forEachEngine((engine) => {
  beforeEach(async () => {
    await db.query(insertSql, ['Seed headline', 'https://example.com/seed']);
  });

  describe('migrations', () => {
    it(`apply every file in order, the schedule ${engine === 'postgres' ? 'created with pg_cron' : 'skipped cleanly without pg_cron'}`, async () => {
      const files = await listMigrations();
      expect(files.length).toBeGreaterThanOrEqual(3);
      const recorded = await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations order by version',
      );
      expect(recorded.rows.map((r) => r.version)).toEqual(files.map((f) => f.slice(0, 14)));
      // Its job and what it sends: supabaseProject.test.ts.
      const cronSchema = await db.query(`select 1 from pg_namespace where nspname = 'cron'`);
      expect(cronSchema.rows).toHaveLength(engine === 'postgres' ? 1 : 0);
    });

    it('create an index serving order by view_count desc, published_at desc', async () => {
      const plan = await db.transaction(async (tx) => {
        await tx.exec('set local enable_seqscan = off');
        const result = await tx.query<{ 'QUERY PLAN': string }>(
          'explain select * from public.trump_news order by view_count desc, published_at desc limit 1000',
        );
        return result.rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain('trump_news_view_count_published_at_idx');
      expect(plan).not.toMatch(/\bSort\b/);
    });
  });

  describe('visitor roles', () => {
    it('authenticated (a signed-in user: the site has none) cannot even select', async () => {
      await expect(
        queryAs(db, 'authenticated', 'select id from public.trump_news'),
      ).rejects.toThrow(/permission denied/);
    });

    for (const role of ['anon', 'authenticated'] as const) {
      it(`${role} cannot insert, update, delete or truncate`, async () => {
        await expect(
          queryAs(db, role, insertSql, ['Nope', 'https://example.com/nope']),
        ).rejects.toThrow(/permission denied/);
        for (const sql of [
          'update public.trump_news set view_count = 999999',
          'delete from public.trump_news',
          'truncate public.trump_news',
        ])
          await expect(queryAs(db, role, sql), sql).rejects.toThrow(/permission denied/);
        const after = await db.query<{ view_count: number }>(
          'select view_count from public.trump_news',
        );
        expect(after.rows).toEqual([{ view_count: 0 }]);
      });

      it(`${role} cannot call the ingest or view functions or read their tables`, async () => {
        for (const sql of [
          'select public.claim_ingest_run(0)',
          `select public.upsert_news('[]'::jsonb)`,
          'select * from private.ingest_runs',
          `select public.claim_article_pages('{https://a.example/}', 1)`,
          'select * from private.article_pages',
          `select public.record_news_view(1, '${'a'.repeat(64)}')`,
          'select public.refresh_news_ranking(7, 180)',
          'select * from private.news_views',
          'select * from private.news_view_salts',
        ])
          await expect(queryAs(db, role, sql), sql).rejects.toThrow(/permission denied/);
      });
    }

    it('service_role can call the ingest functions; upsert_news inserts new rows at view_count 0, whatever the item says', async () => {
      const claimed = await queryAs<{ c: boolean }>(
        db,
        'service_role',
        'select public.claim_ingest_run(0) as c',
      );
      expect(claimed.rows[0]?.c).toBe(true);
      const written = await queryAs<{ w: { inserted: number; updated: number } }>(
        db,
        'service_role',
        `select public.upsert_news($1::jsonb) as w`,
        [
          JSON.stringify([
            { title: 'New', link: 'https://example.com/new', view_count: 5, is_fake: true },
          ]),
        ],
      );
      expect(written.rows[0]?.w).toEqual({ inserted: 1, updated: 0 });
      const row = await db.query(
        `select view_count, is_fake from public.trump_news where link = 'https://example.com/new'`,
      );
      expect(row.rows).toEqual([{ view_count: 0, is_fake: true }]);
    });

    it('claim_article_pages hands each link to one caller once, never a complete story', async () => {
      await db.exec('truncate private.article_pages');
      await db.query(
        `insert into public.trump_news (title, link, summary, image_url) values ('Done', 'https://example.com/done', 'Has one', 'https://example.com/p.jpg')`,
      );
      const links = Array.from({ length: 6 }, (_, i) => `https://example.com/page/${i}`);
      const claim = () =>
        queryAs<{ c: string[] }>(
          db,
          'service_role',
          'select public.claim_article_pages($1, 4) as c',
          [[...links, 'https://example.com/done', 'javascript:alert(1)']],
        ).then((r) => r.rows[0]?.c ?? []);
      const [a, b] = await Promise.all([claim(), claim()]);
      const third = await claim();
      expect([...a, ...b, ...third].sort()).toEqual(links);
      expect(Math.max(a.length, b.length)).toBe(4);
    });
  });

  describe('constraints', () => {
    /** Inserts `row`: its columns and their values. */
    const insert = (row: Record<string, unknown>) => {
      const columns = Object.keys(row);
      const values = columns.map((_, i) => `$${i + 1}`);
      return db.query(
        `insert into public.trump_news (${columns.join()}) values (${values.join()})`,
        Object.values(row),
      );
    };
    const ok = { title: 'T', link: 'https://e.com/t' };
    const CHECK = /check constraint/;
    const refused: [string, Record<string, unknown>, RegExp][] = [
      ['missing title', { link: 'https://a.example' }, /null/],
      ['missing link', { title: 'No link' }, /null/],
      ['duplicate link', { title: 'Again', link: 'https://example.com/seed' }, /duplicate key/],
      ['blank title', { ...ok, title: '   ' }, CHECK],
      ['javascript: link', { ...ok, link: 'javascript:alert(1)' }, CHECK],
      ['ftp link', { ...ok, link: 'ftp://example.com/file' }, CHECK],
      ['negative view_count', { ...ok, view_count: -1 }, CHECK],
      ['non-http image_url', { ...ok, image_url: 'data:,AA' }, CHECK],
      ['10 MB title', { ...ok, title: 'x'.repeat(10_000_000) }, CHECK],
      ['301-character title', { ...ok, title: 'x'.repeat(301) }, CHECK],
      ['title of only tabs and newlines', { ...ok, title: '\t\n\r\t' }, CHECK],
      ['link over 2048 characters', { ...ok, link: `https://e.com/${'a'.repeat(2040)}` }, CHECK],
      ['601-character summary', { ...ok, summary: 's'.repeat(601) }, CHECK],
      ['121-character source', { ...ok, source: 's'.repeat(121) }, CHECK],
      ['image_url over 2048 characters', { ...ok, image_url: ok.link + 'i'.repeat(2040) }, CHECK],
      ['date in year 0', { ...ok, published_at: '0001-01-01T00:00:00Z' }, CHECK],
      ['date before 1990', { ...ok, published_at: '1989-12-31T23:59:59Z' }, CHECK],
    ];
    it.each(refused)('refuse a %s', async (_name, row, error) => {
      await expect(insert(row)).rejects.toThrow(error);
    });

    it('accept values at the limits, and a plain http row with the defaults', async () => {
      await insert({
        title: 'é'.repeat(300),
        link: `https://example.com/${'a'.repeat(2048 - 20)}`,
        summary: 's'.repeat(600),
        source: 'o'.repeat(120),
        image_url: `https://img.example/${'i'.repeat(2048 - 20)}`,
        published_at: '1990-01-01T00:00:00Z',
      });
      await insert({ title: 'Fine', link: 'http://example.com/fine' });
      const row = await db.query<{ view_count: number; is_fake: boolean; published_at: Date }>(
        `select view_count, is_fake, published_at from public.trump_news where link = 'http://example.com/fine'`,
      );
      expect(row.rows[0]).toMatchObject({ view_count: 0, is_fake: false });
      expect(row.rows[0]?.published_at).toBeInstanceOf(Date);
    });
  });

  it('claim_ingest_run lets exactly one caller through per cooldown window, even when called concurrently', async () => {
    const claim = () =>
      queryAs<{ c: boolean }>(db, 'service_role', 'select public.claim_ingest_run(600) as c');
    await db.exec(`update private.ingest_runs set last_started_at = '-infinity'`);
    const claims = await Promise.all(Array.from({ length: 20 }, claim));
    expect(claims.filter((r) => r.rows[0]?.c === true)).toHaveLength(1);
    await db.exec(`update private.ingest_runs set last_started_at = now() - interval '11 minutes'`);
    expect((await claim()).rows[0]?.c).toBe(true);
  });
}, useDb);
