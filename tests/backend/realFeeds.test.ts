// Real-shaped feeds ingested end to end into PGlite: what only the round and the database add (one story from two feeds is one row, hostile documents, fractional seconds kept). How each fixture parses: tests/unit (feedParse, feedBytes, feedDates, feedLinks, feedNormaliseLimits, defaultFeeds) and, for every fixture under Node and Deno, denoCorpus.test.ts.
import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { runIngestion } from '../../supabase/functions/_shared/ingest.ts';
import type { IngestReport, NewsRow } from '../../supabase/functions/_shared/types.ts';
import { createPgliteStore } from '../../local-backend/pgliteStore.ts';
import { withTestDatabase } from './helpers/database.ts';
import { corpusResults } from './helpers/corpus.ts';
import type { FeedRoute } from './helpers/feedServer.ts';
import { feedServerPerTest, ingestConfig, ran } from './helpers/ingest.ts';

const NOW = new Date('2026-11-22T12:00:00Z');

type Row = Omit<NewsRow, 'is_fake'>;

let db: PGlite;
const serveFeeds = feedServerPerTest();

withTestDatabase((opened) => {
  db = opened;
});

/** Serves a fixture feed's bytes, exactly as stored, with no charset in the content type. */
function served(name: string): FeedRoute {
  const bytes = readFileSync(new URL(`./fixtures/feeds/${name}`, import.meta.url));
  return { bytes: new Uint8Array(bytes), contentType: 'application/rss+xml' };
}

async function ingest(
  routes: Record<string, FeedRoute>,
): Promise<{ report: Exclude<IngestReport, { skipped: true }>; rows: Row[] }> {
  const server = await serveFeeds(routes);
  const report = ran(
    await runIngestion({
      store: createPgliteStore(db),
      fetch: globalThis.fetch,
      now: () => NOW,
      // The corpus holds years-old stories on purpose: this file checks the round, not retention.
      ranking: { windowDays: 7, retentionDays: 36_500 },
      config: ingestConfig(Object.keys(routes).map((path) => server.url(path))),
    }),
  );
  const result = await db.query<Omit<Row, 'published_at'> & { published_at: Date }>(
    'select title, summary, source, link, image_url, published_at from public.trump_news order by published_at desc, link',
  );
  return {
    report,
    rows: result.rows.map((r) => ({ ...r, published_at: r.published_at.toISOString() })),
  };
}

describe('the same story from two feeds', () => {
  it('collapses the same story from Bing and from the publisher into one row', async () => {
    const { report, rows } = await ingest({
      '/bing': served('bing-news.xml'),
      '/publisher': served('publisher.xml'),
    });
    expect(rows.filter((r) => r.link.includes('harbour-bridge-vote-delayed'))).toHaveLength(1);
    expect(report.round).toMatchObject({ items: 4, stored: 3, reasons: { 'duplicate link': 1 } });
  });
});

describe('hostile feeds', () => {
  it('refuse external entities, do not expand nested ones, and store only http(s) links and images', async () => {
    const laughs = [
      '<!ENTITY lol "lol">',
      ...Array.from(
        { length: 9 },
        (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`,
      ),
    ].join('');
    const item = (extra: string) =>
      `<item><title>Hi &lol9;</title><link>https://e.example/a</link><pubDate>Sat, 21 Nov 2026 10:00:00 GMT</pubDate>${extra}</item>`;
    const { report, rows } = await ingest({
      '/xxe': {
        body: `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><rss version="2.0"><channel><title>&xxe;</title>${item('')}</channel></rss>`,
      },
      '/laughs': {
        body: `<?xml version="1.0"?><!DOCTYPE rss [${laughs}]><rss version="2.0" xmlns:News="https://www.bing.com/news"><channel><title>Laughs</title>${item(
          '<News:Source>&lol9;</News:Source><News:Image>javascript:alert(1)</News:Image><description>&lt;img src="data:image/png;base64,AA"&gt;&lt;a href="javascript:alert(1)"&gt;x&lt;/a&gt; text</description>',
        )}</channel></rss>`,
      },
    });
    expect(report.feeds[0]).toMatchObject({ ok: false });
    expect(report.feeds[0]?.error).toMatch(/external entities/i);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.image_url).toBeNull();
    expect(rows[0]?.link).toBe('https://e.example/a');
    expect(JSON.stringify(rows[0]).length).toBeLessThan(1000);
  });
});

// How the fixture's dates parse: tests/unit (feedDates, normalise); here that the database keeps them.
describe('fractional seconds through the database', () => {
  it('keeps the fractional seconds of ISO 8601 and RFC 822 dates once stored', async () => {
    const name = 'dates-fractional.xml';
    const { report, rows } = await ingest({ [`/${name}`]: served(name) });
    const { items } = corpusResults()[name] as { items: { row: NewsRow }[] };
    const parsed = items.map(({ row }) => [row.link, row.published_at] as const);
    expect(parsed.filter(([, date]) => !date.endsWith('.000Z')).length).toBeGreaterThan(1);
    expect(Object.fromEntries(rows.map((r) => [r.link, r.published_at]))).toEqual(
      Object.fromEntries(parsed),
    );
    expect(report.round.skipped).toBe(0);
  });
});
