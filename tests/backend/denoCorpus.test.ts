// Node and Deno (the Edge Function's runtime) read feeds and pages alike, in one Deno run: every fixture of the feed corpus gives the same rows and skip reasons under both, Deno with a zone set that is not UTC (what each defect class's fixture must give, rule by rule: tests/unit: feedParse, feedHtml, feedBytes, feedDates, normalise); article-page heads from one loopback publisher read the same under both: each tag form, a relative picture, a head cut at the byte cap, a non-HTML answer, a page too slow, a redirect.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLoopbackServer, type LoopbackServer } from '../../scripts/harness/loopbackServer.ts';
import { FUNCTIONS, runDeno } from './helpers/deno.ts';
import { corpusResults, pageHeads } from './helpers/feedReads.ts';
import { pump } from './helpers/feedServer.ts';

const CDN = 'https://cdn.harbour-gazette.example';

const head = (tags: string) =>
  `<!doctype html><html><head><title>Story</title>${tags}</head><body><p>Story</p></body></html>`;

const PAGES: Record<string, string> = {
  '/og': head(
    `<meta property="og:image" content="${CDN}/og.jpg"><meta property="og:description" content="Ferries &amp; gulls.">`,
  ),
  '/twitter': head(`<meta name="twitter:image" content="${CDN}/tw.jpg">`),
  '/ld': head(
    `<script type="application/ld+json">{"@graph":[{"image":{"url":"${CDN}/ld.jpg"}}]}</script>`,
  ),
  '/relative-http': head('<meta property="og:image" content="/media/a.jpg">'),
};

let server: LoopbackServer;

beforeAll(async () => {
  server = await startLoopbackServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const page = PAGES[path];
    if (page) res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
    else if (path === '/endless') {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      const head = `<html><head><meta property="og:image" content="${CDN}/endless.jpg">`;
      pump(res, head, `<meta name="x" content="${'x'.repeat(4000)}">`);
    } else if (path === '/json')
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    else if (path === '/slow') setTimeout(() => res.destroyed || res.end(), 10_000).unref();
    else if (path === '/moved') res.writeHead(301, { Location: '/og' }).end();
    else res.writeHead(404).end();
  });
});
afterAll(async () => {
  await server.close();
});

it('reads every fixture of the corpus, and the article-page heads, exactly as Node does', async () => {
  const urls = [...Object.keys(PAGES), '/endless', '/json', '/slow', '/moved'].map(
    (path) => `${server.url}${path}`,
  );
  const underNode = { corpus: corpusResults(), heads: await pageHeads(urls) };
  expect(Object.keys(underNode.corpus).length).toBeGreaterThanOrEqual(16);
  expect(JSON.stringify(underNode.corpus)).not.toContain('"error"');
  // What each tag form gives: tests/unit/pageMeta.test.ts; here only that each page gave it.
  const { heads } = underNode;
  expect(heads.slice(0, 5).map((r) => ('meta' in r ? r.meta.image : r.error))).toEqual([
    `${CDN}/og.jpg`,
    `${CDN}/tw.jpg`,
    `${CDN}/ld.jpg`,
    undefined,
    `${CDN}/endless.jpg`,
  ]);
  expect(heads[5]).toEqual({ error: expect.stringMatching(/not an HTML page/) });
  expect(heads[6]).toEqual({ error: 'timed out' });
  expect(heads[7]).toEqual(heads[0]);

  const { code, signal, output } = await runDeno(
    [
      ...['run', '--node-modules-dir=manual', '--config', FUNCTIONS.fetch.config, '--allow-read'],
      ...['--allow-net=127.0.0.1', 'tests/backend/helpers/feedReads.ts', ...urls],
    ],
    110_000,
    { TZ: 'America/Sao_Paulo' },
  );
  expect({ code, signal }, output).toEqual({ code: 0, signal: null });
  expect(JSON.parse(output.slice(output.indexOf('{')))).toEqual(underNode);
}, 120_000);
