// Real-shaped feeds (tests/backend/fixtures/feeds: Bing News, Google News old and new, FeedBurner, Reddit-style Atom, non-UTF-8, RSS 0.91, Atom, raw XHTML, dates in other languages and with fractions) ingested end to end into PGlite.
import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IngestConfig } from '../../supabase/functions/_shared/config.ts';
import { runIngestion } from '../../supabase/functions/_shared/ingest.ts';
import type { IngestReport, NewsRow } from '../../supabase/functions/_shared/types.ts';
import { createPgliteStore } from '../../local-backend/pgliteStore.ts';
import { withTestDatabase } from './helpers/database.ts';
import { EXPECTED_ROWS, expectedFields } from './helpers/expectedRows.ts';
import type { FeedRoute } from './helpers/feedServer.ts';
import { feedServerPerTest, ingestConfig, ran } from './helpers/ingest.ts';

const NOW = new Date('2026-11-22T12:00:00Z');

type Row = Omit<NewsRow, 'is_fake'>;

let db: PGlite;
const serveFeeds = feedServerPerTest();

withTestDatabase((opened) => {
  db = opened;
});

/** A fixture feed's bytes, exactly as stored (some are not UTF-8). */
function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(`./fixtures/feeds/${name}`, import.meta.url)));
}

/** Serves fixture files by path; the content type has no charset unless given. */
function served(name: string, contentType = 'application/rss+xml'): FeedRoute {
  return { bytes: fixture(name), contentType };
}

async function ingest(
  routes: Record<string, FeedRoute>,
  overrides: Partial<IngestConfig> = {},
): Promise<{ report: Exclude<IngestReport, { skipped: true }>; rows: Row[] }> {
  const server = await serveFeeds(routes);
  const report = ran(
    await runIngestion({
      store: createPgliteStore(db),
      fetch: globalThis.fetch,
      now: () => NOW,
      // The corpus holds years-old stories on purpose: this file checks parsing, not retention.
      ranking: { windowDays: 7, retentionDays: 36_500 },
      config: ingestConfig(
        Object.keys(routes).map((path) => server.url(path)),
        overrides,
      ),
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

describe('Bing News RSS', () => {
  it('reads News:Source and News:Image and unwraps apiclick links to the publisher URL', async () => {
    const { rows } = await ingest({ '/bing': served('bing-news.xml') });
    expect(rows).toEqual([
      {
        title: 'County board delays vote on the new harbour bridge',
        summary:
          "The board said it needed two more weeks to read the engineers' report before it would commit to a date.",
        source: 'Riverside Gazette',
        link: 'https://www.riverside-gazette.example/politics/2026/11/21/harbour-bridge-vote-delayed',
        image_url: 'https://www.bing.com/th?id=OVFT.Zq3mK8pX2rL5wN1vB7cYd_&pid=News',
        published_at: '2026-11-21T14:05:00.000Z',
      },
      expect.objectContaining({
        source: 'Northwind Wire',
        link: 'https://news.northwind-wire.example/markets/tariff-talks-resume?ref=rss',
        image_url: null,
      }),
      expect.objectContaining({
        source: 'Lakeside Herald',
        link: 'http://www.bing.com/news/apiclick.aspx?ref=FexRss&aid=&tid=00AA&c=1&mkt=en-us',
      }),
    ]);
  });

  it('collapses the same story from Bing and from the publisher into one row', async () => {
    const { report, rows } = await ingest({
      '/bing': served('bing-news.xml'),
      '/publisher': served('publisher.xml'),
    });
    expect(rows.filter((r) => r.link.includes('harbour-bridge-vote-delayed'))).toHaveLength(1);
    expect(report.round).toMatchObject({ items: 4, stored: 3, reasons: { 'duplicate link': 1 } });
  });
});

describe('Google News RSS', () => {
  it('drops the " - Outlet" title suffix and descriptions that only repeat headlines', async () => {
    const { rows } = await ingest({ '/google': served('google-news.xml') });
    expect(rows.map((r) => [r.title, r.source, r.summary])).toEqual([
      ['Senate panel schedules hearing on port funding', 'Northwind Wire', ''],
      ['Campaign trail: five stops in two days', 'The Lakeside Herald', ''],
      [
        'Budget office publishes its revised forecast',
        'Coastline Daily',
        'The forecast trims growth by half a point for next year.',
      ],
    ]);
  });
});

describe('charsets', () => {
  it('decodes ISO-8859-2 and windows-1252 feeds named only in the XML declaration', async () => {
    const { rows } = await ingest({
      '/latin2': served('iso-8859-2.xml'),
      '/cp1252': served('windows-1252.xml', 'text/xml'),
    });
    expect(rows.map((r) => [r.title, r.source, r.summary])).toEqual([
      [
        '“Prices up 5 €” – the café owners’ view',
        'Café Gazette',
        'Owners say the rise… is “modest”.',
      ],
      [
        'Łódź: rada miasta zatwierdza budżet',
        'Kurier Śląski',
        'Radni przegłosowali zmiany w środę wieczorem; żółć i gęślą jaźń.',
      ],
    ]);
  });
});

describe('pictures', () => {
  it('skips FeedBurner pixels and share buttons and 1-pixel images, and uses origLink', async () => {
    const { rows } = await ingest({ '/fb': served('feedburner.xml') });
    expect(rows.map((r) => [r.link, r.image_url, r.summary])).toEqual([
      [
        'https://www.metro-ledger.example/city/night-buses.html',
        null,
        'Four routes will run until 3 a.m. from January.',
      ],
      [
        'https://www.metro-ledger.example/city/library-reopens.html',
        'https://cdn.metro-ledger.example/2026/11/library.jpg',
        'The reading room has new windows and twice the seats.',
      ],
    ]);
  });
});

describe('lenient parsing', () => {
  it('reads an RSS 0.91 feed with whitespace before <?xml, skipping its undated item', async () => {
    const { report, rows } = await ingest({ '/rss091': served('rss091-leading-whitespace.xml') });
    expect(report.feeds[0]).toMatchObject({ ok: true, found: 2, kept: 1 });
    expect(rows.map((r) => [r.title, r.source])).toEqual([
      ['Reservoir levels back to normal', 'Valley Courier'],
    ]);
    expect(report.round).toMatchObject({ items: 2, stored: 1, skipped: 1 });
    expect(report.round.reasons).toEqual({ 'no date': 1 });
  });

  it('takes the source of an Atom entry from its <source>, else the feed title, never the author', async () => {
    const { rows } = await ingest({
      '/atom': served('atom-author-source.xml', 'application/atom+xml'),
    });
    expect(rows.map((r) => [r.title, r.source, r.summary, r.published_at])).toEqual([
      [
        'Ferry timetable changes for winter',
        'Harbor Notes',
        'The last ferry now leaves at 21:40 on weekdays.',
        '2026-11-21T09:00:00.000Z',
      ],
      [
        'Shipyard wins navy contract',
        'Coastline Daily',
        'The order covers two supply ships.',
        '2026-11-20T15:30:00.000Z',
      ],
    ]);
  });

  it('takes the text of raw XHTML descriptions and decodes every named entity', async () => {
    const { rows } = await ingest({ '/fr': served('raw-xhtml-entities.xml') });
    expect(rows.map((r) => [r.title, r.summary, r.source])).toEqual([
      [
        'À Paris, le cœur du débat',
        "À l'Assemblée, les députés ont voté « pour » – une manœuvre attendue … Ça change þð ¾.",
        'Le Petit Courrier & Cie',
      ],
      [
        'Council approves the harbour budget',
        'The council approved the budget by 9 votes to 4 & sent it to the mayor.',
        'Le Petit Courrier & Cie',
      ],
    ]);
  });
});

describe('dates', () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    // Dates without a zone must read as UTC whatever the server's zone is.
    process.env.TZ = 'America/Sao_Paulo';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('reads non-English RFC 822 names, zone-less dates as UTC, and skips the rest', async () => {
    expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(180);
    const { report, rows } = await ingest({ '/dates': served('dates-intl.xml') });
    expect(Object.fromEntries(rows.map((r) => [r.title, r.published_at]))).toEqual({
      Portuguese: '2018-09-24T22:42:40.000Z',
      French: '2018-12-03T09:00:00.000Z',
      German: '2018-03-14T07:00:00.000Z',
      Spanish: '2019-12-12T08:00:00.000Z',
      'French July': '2025-07-27T08:00:00.000Z',
      'No zone': '2026-11-20T08:00:00.000Z',
    });
    expect(report.round.reasons).toEqual({
      'unreadable date': 1,
      'no date': 1,
      'date out of range': 2,
    });
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

// The real-world defect classes give EXPECTED_ROWS under Node and Deno: denoCorpus.test.ts. Here
// only what the database adds: their dates keep their fractional seconds once stored.
describe('a real-world defect class through the database', () => {
  it('keeps the fractional seconds of ISO 8601 and RFC 822 dates in the database', async () => {
    const name = 'dates-fractional.xml';
    const { report, rows } = await ingest({ [`/${name}`]: served(name) });
    expect(expectedFields(rows)).toEqual(EXPECTED_ROWS[name]);
    expect(report.round.skipped).toBe(0);
  });
});
