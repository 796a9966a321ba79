// Lighthouse on the built site with the market strip's figures arriving at once, late (after
// MARKET_LATE_MS, default 4 s) and never (the API hangs): Performance and CLS for each.
// `npx tsx scripts/bench/marketCls.ts` (BENCH_LIGHTHOUSE_RUNS runs each, default 3).
import path from 'node:path';
import { build, preview } from 'vite';
import { startLocalBackend } from '../../server/localBackend.ts';
import { runLighthouse } from './lighthouse.ts';
import {
  answerSamplePairs,
  hang,
  startMarketFake,
  type MarketReply,
} from '../shared/marketFake.ts';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, 'node_modules/.cache/market-cls-dist');
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const lateMs = Number(process.env.MARKET_LATE_MS ?? 4000);

const backend = await startLocalBackend({ port: 0, dataDir: null, env: {}, log: () => {} });
const market = await startMarketFake();
process.env.VITE_SUPABASE_URL = backend.url;
process.env.VITE_SUPABASE_ANON_KEY = backend.anonKey;
process.env.VITE_MARKET_API_URL = market.url;
await build({ root, logLevel: 'warn', mode: 'production', build: { outDir, emptyOutDir: true } });
const server = await preview({
  root,
  logLevel: 'warn',
  build: { outDir },
  preview: { port: 0, host: '127.0.0.1' },
});
const address = server.httpServer.address();
if (!address || typeof address === 'string') throw new Error('preview server has no port');
const siteUrl = `http://127.0.0.1:${address.port}/`;

try {
  await fetch(`${backend.url}/functions/v1/fetch-trump-news`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${backend.anonKey}` },
  });
  const cases: [string, MarketReply][] = [
    ['arrive', answerSamplePairs()],
    [`late (${lateMs} ms)`, answerSamplePairs(lateMs)],
    ['never (hang)', hang],
  ];
  for (const [name, reply] of cases) {
    market.reply(reply);
    const result = await runLighthouse(siteUrl, runs);
    const all = result.runs.map((r) => r.cls.toFixed(3)).join(', ');
    console.log(
      `${name.padEnd(16)} performance ${result.performance}  CLS ${result.cls.toFixed(3)} (runs: ${all})  ` +
        `best practices ${result.bestPractices}  accessibility ${result.accessibility}`,
    );
  }
} finally {
  await server.close();
  await market.close();
  await backend.close();
}
