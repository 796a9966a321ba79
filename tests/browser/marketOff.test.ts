// The market strip switched off (an empty chainId in the content config): a build of its own,
// with the market API override still set, makes no request, loads no market chunk and has no
// strip, neither in the prerendered HTML nor after hydration.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { content } from '../../src/config/content.ts';
import { skipIntro, test, waitForHydration } from './browser.ts';
import { resetBackend } from './backend.ts';
import { TEST_BUILD_ENV, TEST_DIST_DIR, TEST_MARKET_PORT } from './env.ts';
import { startMarketFake, type MarketFake } from '../../scripts/harness/marketFake.ts';
import { buildSite, previewSite, type SiteServer } from '../../scripts/harness/buildSite.ts';

const root = path.resolve(import.meta.dirname, '../..');
const workDir = `${TEST_DIST_DIR}-market-off`;
const outDir = path.join(workDir, 'dist');

let market: MarketFake;
let server: SiteServer;

beforeAll(async () => {
  // The site built from a copy of the content config whose chainId is empty.
  const source = readFileSync(path.join(root, 'src/config/content.ts'), 'utf8');
  const off = source.replace(/chainId: '[^']*'/, "chainId: ''");
  if (off === source) throw new Error('content.ts has no chainId to switch off');
  mkdirSync(workDir, { recursive: true });
  const contentCopy = path.join(workDir, 'content.ts');
  writeFileSync(contentCopy, off);
  await buildSite({
    outDir,
    env: TEST_BUILD_ENV,
    config: {
      resolve: {
        alias: [{ find: /^(?:\.{1,2}\/)+config\/content\.ts$/, replacement: contentCopy }],
      },
    },
  });
  server = await previewSite(outDir);
  market = await startMarketFake(TEST_MARKET_PORT);
});

afterAll(async () => {
  await market?.close();
  await server?.close();
});

test('an empty chainId: no request, no market chunk, no strip', async ({ open }) => {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  expect(html).toContain(content.contract.address);
  expect(html).not.toContain('data-testid="market-strip"');
  expect(html).not.toContain(content.market.groupLabel);

  const { page, errors } = await open();
  await resetBackend();
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
  await page.goto(server.url);
  await waitForHydration(page);
  await skipIntro(page);
  expect(await page.getByText(content.contract.address).isVisible()).toBe(true);
  // Everything the page asks for at start-up has been asked for: the network has gone quiet.
  await page.waitForLoadState('networkidle');
  expect(market.requests).toEqual([]);
  expect(scripts.filter((p) => /market/i.test(p))).toEqual([]);
  expect(await page.getByTestId('market-strip').count()).toBe(0);
  expect(await page.getByRole('link', { name: content.market.buyLabel }).count()).toBe(0);
  expect(errors).toEqual([]);
});
