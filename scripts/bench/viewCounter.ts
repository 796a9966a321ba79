// Benchmark of the view counter (count-news-view) on loopback, through the embedded local backend
// (the shared handler on PGlite): latency of 100 concurrent POSTs from different visitors, of
// 1,000 repeats from one visitor for one story (and how many of them counted), and of 1,000
// malformed or unknown ids (and whether any got anything but a 4xx).
// `npx tsx scripts/bench/viewCounter.ts` prints a table; `npm run bench` imports it.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { startLocalBackend } from '../../local-backend/localBackend.ts';
import { newsConfig } from '../../src/config/news.ts';
import { parseNewsRows } from '../../src/news/newsItem.ts';
import { siteCalls, type SiteCall } from '../doctor/siteCalls.ts';

interface Backend {
  url: string;
  anonKey: string;
}

interface Answer {
  status: number;
  counted: boolean;
  ms: number;
}

const quantile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** "p50 / p95 / max" of the answers' latencies, in ms. */
function latency(answers: Answer[]): string {
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  return `p50 ${quantile(ms, 0.5).toFixed(1)} ms / p95 ${quantile(ms, 0.95).toFixed(1)} ms / max ${(ms.at(-1) ?? 0).toFixed(1)} ms`;
}

/** One view POST as the site sends it (its path and headers, recorded from its own code), from `userAgent`. */
async function post(
  backend: Backend,
  view: SiteCall,
  body: string,
  userAgent: string,
): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${backend.url}${view.path}`, {
    method: view.method,
    headers: { ...view.headerValues, 'User-Agent': userAgent },
    body,
  });
  const answer = (await response.json().catch(() => ({}))) as { counted?: boolean };
  return {
    status: response.status,
    counted: answer.counted === true,
    ms: performance.now() - started,
  };
}

/** The ids of the stories the site would show: its own select, as it sends it. */
async function storyIds(backend: Backend, select: SiteCall): Promise<string[]> {
  const response = await fetch(`${backend.url}${select.path}`, { headers: select.headerValues });
  const items = parseNewsRows(await response.json());
  if (items.length < 3) throw new Error('the backend has fewer than 3 stories: seed it first');
  return items.map((item) => item.id);
}

/** Figures of the view counter against a seeded backend (the local one, or any with the same routes). */
export async function benchViewCounter(backend: Backend): Promise<Record<string, string>> {
  const { select, view } = await siteCalls(backend.anonKey);
  const ids = await storyIds(backend, select);
  const body = (id: unknown) => JSON.stringify({ id });

  const started = performance.now();
  const concurrent = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      post(backend, view, body(ids[i % ids.length]), `Bench visitor ${i}`),
    ),
  );
  const concurrentWall = performance.now() - started;

  const repeats: Answer[] = [];
  for (let i = 0; i < 1000; i += 1) {
    repeats.push(await post(backend, view, body(ids[0]), 'Bench repeat visitor'));
  }

  const bad: unknown[] = ['x', -1, 0, 1.5, '01', '', null, [1], { id: 1 }, '9'.repeat(30)];
  const malformed: Answer[] = [];
  for (let i = 0; i < 1000; i += 1) {
    const id = i % 2 === 0 ? bad[i % bad.length] : String(900_000_000 + i);
    malformed.push(await post(backend, view, body(id), `Bench bad visitor ${i}`));
  }

  const statuses = (answers: Answer[]) =>
    [...new Set(answers.map((a) => a.status))].sort((a, b) => a - b).join(', ');
  return {
    '100 concurrent POSTs, different visitors': `${latency(concurrent)}; all answered in ${concurrentWall.toFixed(0)} ms; HTTP ${statuses(concurrent)}; ${concurrent.filter((a) => a.counted).length} counted`,
    '1,000 POSTs, one visitor, one story': `${latency(repeats)}; ${repeats.filter((a) => a.counted).length} counted (target 1)`,
    '1,000 POSTs, malformed or unknown ids': `${latency(malformed)}; HTTP ${statuses(malformed)}; ${malformed.filter((a) => a.counted).length} counted`,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const backend = await startLocalBackend({ port: 0, dataDir: null, env: {}, log: () => {} });
  try {
    await fetch(`${backend.url}/functions/v1/${newsConfig.seedFunction}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${backend.anonKey}` },
    });
    console.table(
      Object.entries(await benchViewCounter(backend)).map(([figure, value]) => ({
        figure,
        value,
      })),
    );
  } finally {
    await backend.close();
  }
}
