// Benchmark of the news feed: search + time filter over 1,000 realistic rows per keystroke
// (median and p95 ms while typing a query char by char), parsing those rows, and their JSON
// size raw and gzipped. `npx tsx scripts/bench/news.ts` prints a table; `npm run bench` imports it.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { MS_PER_DAY, newsConfig } from '../../src/config/news.ts';
import { createRandom, randomInt, type Random } from '../../src/shared/random.ts';
import { filterNews } from '../../src/news/newsFilter.ts';
import { parseNewsRows } from '../../src/news/newsItem.ts';

const ROWS = newsConfig.queryLimit;
const TYPED_QUERY = 'tariff chaos';
const TYPING_RUNS = 200;
const PARSE_RUNS = 50;

const SUBJECTS = [
  'Tariffs',
  'The wall',
  'Truth Social',
  'A golf trip',
  'The debate',
  'Crypto reserve',
  'A new executive order',
  'The rally',
  'A court ruling',
  'Meme coins',
];
const VERBS = [
  'shakes',
  'stuns',
  'baffles',
  'rattles',
  'electrifies',
  'confuses',
  'splits',
  'ignites',
];
const OBJECTS = [
  'markets',
  'Washington',
  'the internet',
  'Wall Street',
  'late-night hosts',
  'crypto traders',
  'cable news',
  'world leaders',
];
const SOURCES = [
  'Reuters',
  'AP News',
  'The Hill',
  'Politico',
  'Fox News',
  'CNN',
  'Bloomberg',
  'CoinDesk',
  'NBC News',
  'The Guardian',
];
const FILLER =
  'Analysts scrambled to explain the latest twist as screenshots spread faster than the fact checks, and the chart did what the chart always does: it moved, violently, in both directions before lunch.';

function pick<T>(rng: Random, list: readonly T[]): T {
  return list[randomInt(rng, 0, list.length - 1)]!;
}

/** Rows shaped like the real table: headline, two-sentence summary, source, links, dates, counts. */
export function realisticRows(count: number = ROWS, seed = 2024): Record<string, unknown>[] {
  const rng = createRandom(seed);
  const now = Date.UTC(2025, 5, 15);
  return Array.from({ length: count }, (_, i) => {
    const title = `${pick(rng, SUBJECTS)} ${pick(rng, VERBS)} ${pick(rng, OBJECTS)} as chaos week ${randomInt(rng, 1, 52)} unfolds`;
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    return {
      id: `9f${i.toString(16).padStart(6, '0')}-4c1e-4a7b-9d2f-${randomInt(rng, 1e11, 9e11)}`,
      title,
      summary: `${title}. ${FILLER.slice(0, randomInt(rng, 120, FILLER.length))}`,
      source: pick(rng, SOURCES),
      link: `https://www.${pick(rng, SOURCES).toLowerCase().replace(/\s+/g, '')}.com/politics/2025/${slug}-${i}`,
      image_url: `https://images.newscdn.example.com/${randomInt(rng, 1e6, 9e6)}/${slug.slice(0, 40)}.jpg?w=1200&h=675`,
      published_at: new Date(
        now - randomInt(rng, 0, 400) * MS_PER_DAY - randomInt(rng, 0, 86_399) * 1000,
      ).toISOString(),
      view_count: randomInt(rng, 0, 250_000),
      is_fake: rng() < 0.15,
    };
  });
}

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

export async function benchNews(): Promise<Record<string, number | string>> {
  const rows = realisticRows();
  const items = parseNewsRows(rows);
  const now = Date.UTC(2025, 5, 15);

  // Warm up, then time one filter per keystroke while typing the query char by char.
  for (let i = 0; i < 20; i++)
    filterNews(items, { query: TYPED_QUERY.slice(0, i % 12), filter: 'month' }, now);
  const keystrokes: number[] = [];
  let kept = 0;
  for (let run = 0; run < TYPING_RUNS; run++) {
    const filter = run % 2 === 0 ? 'all' : 'month';
    for (let length = 1; length <= TYPED_QUERY.length; length++) {
      const started = performance.now();
      kept += filterNews(items, { query: TYPED_QUERY.slice(0, length), filter }, now).length;
      keystrokes.push(performance.now() - started);
    }
  }
  keystrokes.sort((a, b) => a - b);

  const parses: number[] = [];
  for (let run = 0; run < PARSE_RUNS; run++) {
    const started = performance.now();
    parseNewsRows(rows);
    parses.push(performance.now() - started);
  }
  parses.sort((a, b) => a - b);

  const json = Buffer.from(JSON.stringify(rows));
  return {
    'news rows': items.length,
    'news query typed': TYPED_QUERY,
    'news keystrokes timed': keystrokes.length,
    'news filter per keystroke median (ms)': round(percentile(keystrokes, 50)),
    'news filter per keystroke p95 (ms)': round(percentile(keystrokes, 95)),
    'news parse 1000 rows median (ms)': round(percentile(parses, 50)),
    'news JSON 1000 rows raw (bytes)': json.length,
    'news JSON 1000 rows gzip (bytes)': gzipSync(json).length,
    // Keeps the filtering from being optimised away; not a figure to read.
    'news rows kept (checksum)': kept,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = await benchNews();
  console.table(Object.entries(results).map(([measure, value]) => ({ measure, value })));
}
