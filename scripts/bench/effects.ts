// Benchmark of the effects stage against the built site in Chromium: stage JS time per frame
// during chaos mode, React commits during 8 s of chaos, sprites/textures after a simulated
// hour, and the stage chunk's gzip size. `npm run bench -- effects` runs it alone.
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { effects } from '../../src/config/effects.ts';
import { launchChromium } from '../harness/chromium.ts';
import { pressChaos, readStats, simulate, waitForStage } from '../harness/effectsStage.ts';

/** Counts every React commit on the page through the DevTools hook React looks for at start. */
const COUNT_COMMITS = `
  window.__fxCommits = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(), supportsFiber: true, isDisabled: false,
    inject(renderer) { this.renderers.set(1, renderer); return 1; },
    onCommitFiberRoot() { window.__fxCommits += 1; },
    onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {},
  };
`;

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

const round = (n: number) => Math.round(n * 100) / 100;

async function chaosFrames(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(COUNT_COMMITS);
  const page = await context.newPage();
  const scripts: { url: string; body: Buffer }[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) {
      scripts.push({
        url: response.url(),
        body: await response.body().catch(() => Buffer.alloc(0)),
      });
    }
  });
  await page.goto(`${baseUrl}?fx-stats`);
  for (let i = 0; i < 300 && !((await readStats(page))?.frames ?? 0); i += 1) {
    await page.waitForTimeout(50);
  }
  await page.getByTestId('intro').waitFor({ state: 'detached', timeout: 20_000 });
  await page.waitForTimeout(500);
  const start = await page.evaluate(() => ({
    frames: window.__effectsStats?.frames ?? 0,
    commits: (window as unknown as { __fxCommits: number }).__fxCommits,
    stageCommits: window.__effectsStats?.stageCommits ?? NaN,
  }));
  await pressChaos(page);
  await page.waitForTimeout(effects.chaosMode.durationMs);
  const end = await page.evaluate(() => {
    const s = window.__effectsStats;
    return {
      frames: s?.frames ?? 0,
      times: s ? Array.from(s.frameTimes) : [],
      renderer: s?.renderer ?? 'none',
      commits: (window as unknown as { __fxCommits: number }).__fxCommits,
      stageCommits: s?.stageCommits ?? NaN,
    };
  });
  const ring = end.times.length;
  const during: number[] = [];
  for (let f = Math.max(start.frames, end.frames - ring); f < end.frames; f += 1) {
    during.push(end.times[f % ring] ?? 0);
  }
  during.sort((a, b) => a - b);
  const stage = scripts.find((s) => /EffectsStage-/.test(s.url));
  await context.close();
  return {
    renderer: end.renderer,
    chaosFrames: during.length,
    chaosFrameMsMedian: round(quantile(during, 0.5)),
    chaosFrameMsP95: round(quantile(during, 0.95)),
    reactCommitsDuringChaos8s: end.commits - start.commits,
    // The Pixi scene's own reconciler does not report to the DevTools hook: counted by the scene.
    stageCommitsDuringChaos8s: end.stageCommits - start.stageCommits,
    pixiChunkGzipKb: round(stage ? gzipSync(stage.body).length / 1024 : NaN),
  };
}

async function simulatedHour(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ viewport: { width: 480, height: 320 } });
  const page: Page = await context.newPage();
  await page.clock.install();
  await page.goto(`${baseUrl}?fx-stats`);
  await waitForStage(page);
  const maxLive = await simulate(page, 3_600_000, 20_000);
  const stats = await readStats(page);
  await context.close();
  return {
    hourMaxLiveSprites: maxLive,
    hourLiveSpritesAtEnd: stats?.liveSprites ?? NaN,
    hourTextures: stats?.textures ?? NaN,
  };
}

export async function benchEffects(baseUrl: string): Promise<Record<string, number | string>> {
  const browser = await launchChromium();
  try {
    return { ...(await chaosFrames(browser, baseUrl)), ...(await simulatedHour(browser, baseUrl)) };
  } finally {
    await browser.close();
  }
}
