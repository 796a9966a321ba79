// The walk's fixtures and its tests, for one file per engine (so Vitest's workers run the engines
// side by side): an X display of the worker's own (Xvfb), this worker's site through the probe
// proxy, the stand-in market API on the worker's port, one Firefox for the file's walks (launched
// by the first that needs it), a driver per test closed after it, and the backend holding the
// walk's stories (their links open the proxy's article page).
import { describe } from 'vitest';
import { startXvfb } from '../../../scripts/harness/engines/display.ts';
import type { EngineName } from '../../../scripts/harness/engines/driver.ts';
import { launchFirefox } from '../../../scripts/harness/engines/firefoxDriver.ts';
import { launchEngine } from '../../../scripts/harness/engines/launch.ts';
import { ARTICLE_PATH, startProbeProxy } from '../../../scripts/harness/engines/probe.ts';
import { startMarketFake } from '../../../scripts/harness/marketFake.ts';
import { MINIBROWSER_MIN_WIDTH } from '../../../scripts/harness/engines/webkitDriver.ts';
import { newsRows, DAY_MS } from '../../helpers/news.ts';
import { resetBackend, storeRows } from '../backend.ts';
import { baseUrl, closeWithin, test as base } from '../browser.ts';
import { TEST_BACKEND_URL, TEST_MARKET_PORT } from '../env.ts';
import { walkTheSite, WALK_STORIES, type WalkPlan } from './walk.ts';

/** Art the local backend serves (local-backend/sample-media/): the stories' pictures, on loopback. */
const PICTURES = ['rocket', 'gavel', 'golf', 'megaphone', 'phone', 'podium', 'tower', 'candles'];

const test = base
  // Vitest reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  .extend('display', { scope: 'worker' }, async ({}, { onCleanup }) => {
    const display = await startXvfb();
    onCleanup(() => display.close());
    return display.name;
  })
  // eslint-disable-next-line no-empty-pattern
  .extend('probedSite', { scope: 'worker' }, async ({}, { onCleanup }) => {
    const proxy = await startProbeProxy(baseUrl());
    onCleanup(() => proxy.close());
    return proxy.url;
  })
  // The worker's market API port is free between files (market.test.ts takes it for its own).
  // eslint-disable-next-line no-empty-pattern
  .extend('market', { scope: 'file', auto: true }, async ({}, { onCleanup }) => {
    const market = await startMarketFake(TEST_MARKET_PORT);
    onCleanup(() => market.close());
    return market;
  })
  .extend('firefox', { scope: 'file' }, async ({ display }, { onCleanup }) => {
    let firefox: ReturnType<typeof launchFirefox> | undefined;
    onCleanup(() =>
      firefox?.then(
        (f) => closeWithin(f.close(), 'Firefox'),
        () => undefined,
      ),
    );
    return () => (firefox ??= launchFirefox(display));
  });

/** The walk's two tests in `engine`, whose stage takes `renderer` here. */
export function describeWalk(engine: EngineName, renderer: WalkPlan['renderer']): void {
  // A desktop, and a phone (MiniBrowser's window gets no narrower than MINIBROWSER_MIN_WIDTH).
  const phoneWidth = engine === 'webkit' ? MINIBROWSER_MIN_WIDTH : 390;
  describe(`a visitor's walk in ${engine}`, () => {
    for (const view of [
      { name: 'a desktop (1280 x 800)', width: 1280, height: 800, reducedMotion: false },
      {
        name: `a phone (${phoneWidth} x 844) with reduced motion`,
        width: phoneWidth,
        height: 844,
        reducedMotion: true,
      },
    ]) {
      test(`on ${view.name}`, async ({ browser, display, firefox, probedSite, onTestFinished }) => {
        // The walk's stories: a day apart, each with a picture the backend serves.
        await resetBackend();
        const stories = newsRows(WALK_STORIES, {
          newestMs: Date.now() - 60_000,
          everyMs: DAY_MS,
          fake: () => false,
          articleOrigin: new URL(ARTICLE_PATH, probedSite).href,
        }).map((row, i) => ({
          ...row,
          image_url: `${TEST_BACKEND_URL}/sample-media/${PICTURES[i % PICTURES.length]}.svg`,
        }));
        await storeRows(stories);
        const started = Date.now();
        const shared = engine === 'firefox' ? await firefox() : undefined;
        const driver = await launchEngine(engine, { ...view, display }, browser, shared);
        onTestFinished(() => closeWithin(driver.close(), engine));
        await walkTheSite(driver, { ...view, url: probedSite, renderer, stories });
        console.info(`walk in ${engine} on ${view.name}: ${Date.now() - started} ms`);
      });
    }
  });
}
