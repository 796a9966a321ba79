// Lighthouse on the built site with the market strip's figures arriving at once, late (after
// MARKET_LATE_MS, default 4 s) and never (the API hangs): Performance and CLS for each.
// `npx tsx scripts/bench/marketCls.ts` (BENCH_LIGHTHOUSE_RUNS runs each, default 3).
import path from 'node:path';
import { runLighthouse } from './lighthouse.ts';
import { answerSamplePairs, hang, type MarketReply } from '../harness/marketFake.ts';
import { serveBuiltSite } from '../harness/servedSite.ts';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, 'node_modules/.cache/market-cls-dist');
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const lateMs = Number(process.env.MARKET_LATE_MS ?? 4000);

const site = await serveBuiltSite(outDir);

try {
  const cases: [string, MarketReply][] = [
    ['arrive', answerSamplePairs()],
    [`late (${lateMs} ms)`, answerSamplePairs(lateMs)],
    ['never (hang)', hang],
  ];
  for (const [name, reply] of cases) {
    site.market.reply(reply);
    const result = await runLighthouse(site.url, runs);
    const all = result.runs.map((r) => r.cls.toFixed(3)).join(', ');
    console.log(
      `${name.padEnd(16)} performance ${result.performance}  CLS ${result.cls.toFixed(3)} (runs: ${all})  ` +
        `best practices ${result.bestPractices}  accessibility ${result.accessibility}`,
    );
  }
} finally {
  await site.close();
}
