// Benchmark of the article-page reads at ingestion, on loopback: three feeds shaped like the
// aggregator searches (two feeds of headlines without a picture or summary, one with a thumbnail
// and a snippet, so two thirds of the stories lack both), each story's page a publisher's head
// with Open Graph tags behind the usual scripts and styles. For rounds with and without the page
// reads (each on a fresh PGlite), it prints the round's time, and, for the first six cards as the
// site selects and draws them, how many show their own picture and a summary, and whether two
// neighbouring picture-less cards share an illustration.
// `npx tsx scripts/bench/articlePages.ts` prints a table; `npm run bench` imports it.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../local-backend/database.ts';
import { createPgliteStore } from '../../local-backend/pgliteStore.ts';
import { queryAs } from '../../local-backend/roleSql.ts';
import { newsConfig } from '../../src/config/news.ts';
import { NEWS_ART_SPACING, assignNewsArt } from '../../src/news/newsArt.ts';
import { parseNewsRows } from '../../src/news/newsItem.ts';
import { readIngestConfig } from '../../supabase/functions/_shared/config.ts';
import { runIngestion } from '../../supabase/functions/_shared/ingest.ts';
import type { PageReport } from '../../supabase/functions/_shared/types.ts';
import { startLoopbackServer } from '../harness/loopbackServer.ts';

const ITEMS_PER_FEED = readIngestConfig({}).maxItemsPerFeed;
const ROUNDS = Number(process.env.BENCH_PAGE_ROUNDS ?? 15);
/** Cards the art check looks at: the first pages of the feed a visitor reaches with View More. */
const CARDS_FOR_ART = newsConfig.pageSize * 4;

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A publisher's article page: a head of the usual size (scripts, styles, preloads), its Open Graph tags, then the body. */
function articlePage(i: number): string {
  const filler = Array.from(
    { length: 40 },
    (_, k) =>
      `<link rel="preload" href="/static/chunk-${k}.js" as="script"><script>window.__cfg${k}=${JSON.stringify({ k, flags: 'x'.repeat(600) })}</script>`,
  ).join('');
  const head =
    `<meta charset="utf-8"><title>Story ${i}</title><meta name="viewport" content="width=device-width">${filler}` +
    `<meta property="og:type" content="article"><meta property="og:title" content="Story ${i}">` +
    `<meta property="og:image" content="https://img.publisher.example/stories/${i}/1200x630.jpg">` +
    `<meta property="og:description" content="What happened in story ${i}, in the publisher's own two sentences. More follows on the page.">` +
    `<meta name="twitter:card" content="summary_large_image">`;
  const body = `<article>${'<p>Paragraph of the story. </p>'.repeat(3000)}</article>`;
  return `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
}

function feed(base: string, index: number, withMedia: boolean): string {
  const items = Array.from({ length: ITEMS_PER_FEED }, (_, k) => {
    const i = index * ITEMS_PER_FEED + k;
    // Interleaved dates: the newest stories come from every feed.
    const date = new Date(Date.now() - (k * 3 + index) * 600_000).toUTCString();
    const title = `Headline ${i} about the figure - Outlet ${i % 7}`;
    return withMedia
      ? `<item><title>${xml(title)}</title><link>${base}/article/${i}</link><description>A snippet of story ${i} from the search.</description><pubDate>${date}</pubDate><media:thumbnail url="https://img.search.example/th/${i}.jpg"/></item>`
      : `<item><title>${xml(title)}</title><link>${base}/article/${i}</link><description>${xml(`<a href="${base}/article/${i}">${title}</a>&nbsp;&nbsp;<font color="#6f6f6f">Outlet ${i % 7}</font>`)}</description><pubDate>${date}</pubDate><source url="${base}">Outlet ${i % 7}</source></item>`;
  }).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>Search ${index}</title>${items}</channel></rss>`;
}

interface RoundFigures {
  ms: number;
  pages: PageReport;
  ownPicture: number;
  summary: number;
  artClashes: number;
}

async function oneRound(db: PGlite, base: string, readPages: boolean): Promise<RoundFigures> {
  // Each round starts from an empty table, as the first round of a deployment does.
  await db.exec(
    `truncate public.trump_news, private.article_pages; update private.ingest_runs set last_started_at = '-infinity'`,
  );
  {
    const config = readIngestConfig({ FEED_ALLOW_PRIVATE_ADDRESSES: 'true' });
    const started = performance.now();
    const report = await runIngestion({
      store: createPgliteStore(db),
      fetch: (input, init) => globalThis.fetch(input, init),
      config: {
        ...config,
        feeds: [0, 1, 2].map((n) => `${base}/feed/${n}.xml`),
        fallbackFeeds: [],
        cooldownSeconds: 0,
        pages: { ...config.pages, perRound: readPages ? config.pages.perRound : 0 },
      },
    });
    const ms = performance.now() - started;
    if (report.skipped) throw new Error('round skipped');
    // The site's own select and parsing, as the anon role.
    const result = await queryAs<Record<string, unknown>>(
      db,
      'anon',
      `select * from public.trump_news order by view_count desc, published_at desc limit ${CARDS_FOR_ART}`,
    );
    const items = parseNewsRows(
      result.rows.map((row) => ({
        ...row,
        published_at: String((row.published_at as Date).toISOString()),
      })),
    );
    const first = items.slice(0, newsConfig.pageSize);
    const art = assignNewsArt(items);
    const order = items.map((item) => art.get(item.key) ?? null);
    const artClashes = order.filter(
      (a, i) => a !== null && order.slice(Math.max(0, i - NEWS_ART_SPACING), i).includes(a),
    ).length;
    return {
      ms,
      pages: report.pages,
      // Own picture: the story's (the search's thumbnail or its page's), never a stand-in.
      ownPicture: first.filter((item) => item.imageUrl !== null).length,
      summary: first.filter((item) => item.summary !== '').length,
      artClashes,
    };
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export async function benchArticlePages(): Promise<Record<string, string>> {
  const pages = new Map<number, string>();
  const server = await startLoopbackServer((req, res) => {
    const url = req.url ?? '/';
    const feedMatch = /^\/feed\/(\d)\.xml$/.exec(url);
    const pageMatch = /^\/article\/(\d+)$/.exec(url);
    if (feedMatch) {
      const n = Number(feedMatch[1]);
      res.writeHead(200, { 'Content-Type': 'application/rss+xml; charset=utf-8' });
      res.end(feed(server.url, n, n === 2));
    } else if (pageMatch) {
      const i = Number(pageMatch[1]);
      if (!pages.has(i)) pages.set(i, articlePage(i));
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(pages.get(i));
    } else res.writeHead(404).end();
  });
  const db = await openDatabase(null);
  try {
    // One warm-up of each, then alternate so load on the machine falls on both alike.
    await oneRound(db, server.url, false);
    await oneRound(db, server.url, true);
    const without: RoundFigures[] = [];
    const withPages: RoundFigures[] = [];
    for (let r = 0; r < ROUNDS; r += 1) {
      without.push(await oneRound(db, server.url, false));
      withPages.push(await oneRound(db, server.url, true));
    }
    const last = withPages.at(-1)!;
    const before = without.at(-1)!;
    const slower = median(withPages.map((f) => f.ms)) / median(without.map((f) => f.ms)) - 1;
    const six = newsConfig.pageSize;
    return {
      'stories (feeds x items)': `3 x ${ITEMS_PER_FEED}, 2 of 3 without picture or summary`,
      'first 6 cards with their own picture, without page reads': `${before.ownPicture} of ${six}`,
      'first 6 cards with their own picture, with page reads': `${last.ownPicture} of ${six} (target >= 5)`,
      'first 6 cards with a summary, without / with page reads': `${before.summary} / ${last.summary} of ${six}`,
      [`neighbouring cards with the same art (first ${CARDS_FOR_ART})`]: `${last.artClashes} with, ${before.artClashes} without (target 0)`,
      'pages read per round (cap, candidates)': `${last.pages.read} (${readIngestConfig({}).pages.perRound}, ${last.pages.candidates})`,
      'round median without page reads': `${median(without.map((f) => f.ms)).toFixed(0)} ms`,
      'round median with page reads': `${median(withPages.map((f) => f.ms)).toFixed(0)} ms`,
      'page reads median (within the round)': `${median(withPages.map((f) => f.pages.ms)).toFixed(0)} ms`,
      'round slower by': `${(slower * 100).toFixed(0)}% (target <= 20%, ${ROUNDS} rounds each, loopback)`,
    };
  } finally {
    await db.close();
    await server.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = await benchArticlePages();
  console.table(Object.entries(results).map(([measure, value]) => ({ measure, value })));
}
