// The effects stage in real Chromium against the built site, with Playwright's fake clock:
// the canvas covers the viewport, chaos mode changes what is drawn, an hour stays bounded,
// the no-renderer fallback leaves a working page, and no page errors anywhere.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../../src/config/content.ts';
import { effects } from '../../src/config/effects.ts';
import {
  baseUrl,
  launchBrowser,
  openPage,
  waitForHydration,
  type OpenedPage,
  stubMarket,
} from './browser.ts';
import { resetBackend } from './backend.ts';
import {
  pressChaos,
  readStats,
  simulate,
  waitForStage,
} from '../../scripts/shared/effectsStage.ts';
import {
  contextsOff,
  hidePageContent,
  inkPixels,
  trackContextsAndFrames,
} from './effectsProbes.ts';

let browser: Browser;

/** A page for the stage: its news backend and market API answered, which these tests are not about. */
async function openStagePage(...args: Parameters<typeof openPage>): Promise<OpenedPage> {
  const opened = await openPage(...args);
  await resetBackend();
  await stubMarket(opened.context);
  return opened;
}

const introWordColour = (page: Page) =>
  page
    .locator('.intro__word')
    .first()
    .evaluate((el) => getComputedStyle(el).color);

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('effects stage', () => {
  it('covers the viewport with one click-through canvas, follows resizes, no page errors', async () => {
    const { context, page, errors } = await openStagePage(browser);
    await page.clock.install();
    await page.goto(`${baseUrl()}?fx-stats`);
    const stats = await waitForStage(page);
    expect(stats.textures).toBe(
      new Set([...effects.candles.textures, ...effects.chaosMode.textures]).size,
    );
    const layer = page.getByTestId('effects-canvas');
    await expect.poll(() => layer.locator('canvas').count()).toBe(1);
    expect(await layer.getAttribute('aria-hidden')).toBe('true');
    const box = await layer.locator('canvas').boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 1280, height: 800 });
    expect(await layer.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
    expect(await layer.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    // Clicks go through the canvas to the page under it.
    expect(await page.evaluate(() => document.elementFromPoint(640, 400)?.tagName)).not.toBe(
      'CANVAS',
    );

    await page.setViewportSize({ width: 700, height: 500 });
    await page.clock.runFor(500);
    await expect.poll(async () => (await layer.locator('canvas').boundingBox())?.width).toBe(700);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on WebGL follows devicePixelRatio up to stage.maxResolution', async () => {
    const { context, page, errors } = await openStagePage(browser, { deviceScaleFactor: 3 });
    await page.clock.install();
    await page.goto(`${baseUrl()}?fx-stats&fx-renderer=webgl`);
    expect((await waitForStage(page)).renderer).toBe('webgl');
    const size = await page
      .getByTestId('effects-canvas')
      .locator('canvas')
      .evaluate((c: HTMLCanvasElement) => [c.width, c.height]);
    expect(size).toEqual([1280 * effects.stage.maxResolution, 800 * effects.stage.maxResolution]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('chaos mode changes what is drawn', async () => {
    const { context, page, errors } = await openStagePage(browser);
    await page.clock.install();
    await page.goto(`${baseUrl()}?fx-stats`);
    await waitForStage(page);
    await page.clock.runFor(effects.intro.endMs + 500);
    await hidePageContent(page);
    const canvas = page.getByTestId('effects-canvas');
    const before = await canvas.screenshot();
    const liveBefore = (await readStats(page))?.liveSprites ?? 0;

    await pressChaos(page);
    await page.clock.runFor(1500);
    const after = await canvas.screenshot();
    const liveAfter = (await readStats(page))?.liveSprites ?? 0;

    expect(after.equals(before)).toBe(false);
    expect(liveAfter).toBeGreaterThan(liveBefore + 4);
    // Six or so chaos images of sizePx now fall on top of one or two candles.
    const blank = await context.newPage();
    const inkBefore = await inkPixels(blank, before);
    const inkAfter = await inkPixels(blank, after);
    expect(inkAfter).toBeGreaterThan(inkBefore + 3 * (effects.chaosMode.sizePx * 20));
    expect(errors).toEqual([]);
    await context.close();
  });

  // Software GL draws ~225,000 frames in a simulated hour (about 6 minutes of wall time), so the
  // suite simulates FX_SIM_MINUTES (default 10); the benchmark and `FX_SIM_MINUTES=60` do the
  // full hour, and tests/unit/effects.test.ts runs the full hour on the pure model.
  const minutes = Number(process.env.FX_SIM_MINUTES ?? 10);
  it(`${minutes} simulated minutes with chaos twice every 20 s leave sprites and textures bounded`, async () => {
    const { context, page, errors } = await openStagePage(browser, {
      viewport: { width: 480, height: 320 },
    });
    await page.clock.install();
    await page.goto(`${baseUrl()}?fx-stats`);
    const start = await waitForStage(page);
    const maxLive = await simulate(page, minutes * 60_000, 20_000);
    const end = await readStats(page);
    const candleBound = Math.ceil(effects.candles.lifetimeMs / effects.candles.spawnEveryMs) + 1;
    // A burst at its peak: about rate x life chaos images, plus the candles.
    expect(maxLive).toBeGreaterThan(10);
    expect(maxLive).toBeLessThanOrEqual(effects.chaosMode.maxLiveImages + candleBound);
    expect(end?.textures).toBe(start.textures);
    expect(end?.poolSize).toBe(effects.stage.poolSize);
    // The lighter canvas stage is capped at stage.liteMaxFps; WebGL runs at the display rate.
    const fps = start.renderer === 'canvas' ? effects.stage.liteMaxFps : 50;
    expect(end?.frames).toBeGreaterThan(minutes * 60 * fps * 0.8);
    if (start.renderer === 'canvas') {
      expect(end?.frames).toBeLessThanOrEqual(minutes * 60 * effects.stage.liteMaxFps * 1.05);
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 600_000);

  it('on WebGL draws the intro words on the stage, keeping the DOM words for assistive tech only', async () => {
    const withStage = await openStagePage(browser);
    await withStage.page.clock.install();
    await withStage.page.goto(`${baseUrl()}?fx-stats&fx-renderer=webgl`);
    await waitForStage(withStage.page);
    expect(await withStage.page.getByTestId('intro').count()).toBe(1);
    expect(await introWordColour(withStage.page)).toBe('rgba(0, 0, 0, 0)');
    await withStage.context.close();
  });

  it('on software rendering leaves the intro to the DOM, and starts the lighter stage after it (stage.liteWaitsForIntro)', async () => {
    const { wordTimesMs, endMs } = effects.intro;
    const { context, page, errors } = await openStagePage(browser);
    await page.clock.install();
    await page.goto(`${baseUrl()}?fx-stats&fx-renderer=canvas`);
    // Between the first word and the intro's end: a word is up, the intro still there.
    await page.clock.runFor((wordTimesMs[0]! + endMs) / 2);
    if (effects.stage.liteWaitsForIntro) expect(await readStats(page)).toBeNull();
    expect(await introWordColour(page)).not.toBe('rgba(0, 0, 0, 0)');
    const stats = await waitForStage(page);
    expect(stats.renderer).toBe('canvas');
    expect(await page.getByTestId('intro').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the CSS shake of the intro and of the page runs at shake.frequencyHz, shake.amplitudePx', async () => {
    const { context, page, errors } = await openStagePage(browser);
    await page.clock.install();
    await page.goto(`${baseUrl()}?fx-renderer=none`);
    const shake = (selector: string) =>
      page.locator(selector).evaluate((el) => {
        const [animation] = el.getAnimations();
        const timing = animation?.effect?.getComputedTiming();
        const px = getComputedStyle(el).getPropertyValue('--fx-shake-px');
        return { periodMs: Number(timing?.duration ?? NaN), px };
      });
    const expected = {
      periodMs: 1000 / effects.shake.frequencyHz,
      px: `${effects.shake.amplitudePx}px`,
    };
    // The prerendered intro shakes with the config's values (the :root variables in <head>).
    const intro = await shake('.intro__words.shaking');
    expect(intro.periodMs).toBeCloseTo(expected.periodMs, 2);
    expect(intro.px).toBe(expected.px);
    await page.clock.runFor(effects.intro.endMs + 500);
    // The button only works once the app is live (a click on the prerendered page does nothing).
    await waitForHydration(page, true);
    await pressChaos(page);
    await page.locator('[data-testid="page"].shaking').waitFor();
    const pageShake = await shake('[data-testid="page"].shaking');
    expect(pageShake.periodMs).toBeCloseTo(expected.periodMs, 2);
    expect(pageShake.px).toBe(expected.px);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with WebGL off runs the Canvas renderer: no page error, no unhandled rejection', async () => {
    const { context, page, errors } = await openStagePage(browser);
    await context.addInitScript(...contextsOff('webgl'));
    await page.clock.install();
    await page.goto(`${baseUrl()}?fx-stats`);
    expect((await waitForStage(page)).renderer).toBe('canvas');
    await pressChaos(page);
    await page.clock.runFor(1000);
    expect(
      await page.evaluate(() => (window as unknown as { __rejections: string[] }).__rejections),
    ).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [name, off, renderer] of [
    ['every context off', 'all', 'auto'],
    ['WebGL off and WebGL forced', 'webgl', 'webgl'],
    ['every context off and the Canvas renderer forced', 'all', 'canvas'],
  ] as const) {
    it(`with ${name}: no canvas, one log line, no page error, no unhandled rejection`, async () => {
      const { context, page, errors } = await openStagePage(browser);
      await context.addInitScript(...contextsOff(off));
      const logs: string[] = [];
      page.on('console', (m) => logs.push(m.text()));
      const query = renderer === 'auto' ? '' : `&fx-renderer=${renderer}`;
      await page.goto(`${baseUrl()}?fx-stats${query}`);
      await expect
        .poll(() => logs.some((l) => l.startsWith('effects:')), { timeout: 20_000 })
        .toBe(true);
      await page.waitForTimeout(300);
      expect(await page.locator('canvas[data-testid="effects-canvas-surface"]').count()).toBe(0);
      expect(await readStats(page)).toBeNull();
      expect(logs.filter((l) => l.startsWith('effects:'))).toHaveLength(1);
      const rejections = await page.evaluate(
        () => (window as unknown as { __rejections: string[] }).__rejections,
      );
      expect(rejections).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('20 mount/unmount cycles leave no canvas, no running ticker, at most one live WebGL context', async () => {
    const { context, page, errors } = await openStagePage(browser);
    await context.addInitScript(trackContextsAndFrames);
    await page.goto(`${baseUrl()}?fx-stats&fx-renderer=webgl`);
    const surfaces = page.locator('canvas[data-testid="effects-canvas-surface"]');
    const frames = async () => (await readStats(page))?.frames ?? 0;
    const live = () =>
      page.evaluate(() =>
        (window as unknown as { __liveGlContexts: () => number }).__liveGlContexts(),
      );
    const switchStage = (on: boolean) =>
      page.evaluate((mounted) => window.__effectsStageSwitch?.(mounted), on);
    await expect.poll(frames, { timeout: 30_000 }).toBeGreaterThan(0);
    for (let cycle = 0; cycle < 20; cycle += 1) {
      await switchStage(false);
      await expect.poll(() => surfaces.count()).toBe(0);
      await switchStage(true);
      if (cycle % 2 === 0) {
        // A full start: the new stage draws.
        await expect.poll(frames, { timeout: 30_000 }).toBeGreaterThan(0);
        expect(await surfaces.count()).toBe(1);
      } else {
        // Unmounted part-way through its start, at a different point each time.
        await page.waitForTimeout(cycle * 8);
      }
    }
    await switchStage(false);
    await expect.poll(() => page.locator('canvas').count()).toBe(0);
    await expect.poll(live).toBeLessThanOrEqual(1);
    // No ticker left: nothing asks for animation frames any more.
    const rafCalls = () =>
      page.evaluate(() => (window as unknown as { __rafCalls: () => number }).__rafCalls());
    const before = await rafCalls();
    await page.waitForTimeout(500);
    expect((await rafCalls()) - before).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('with no renderer there is no canvas, one log line, and the page still works', async () => {
    const { context, page, errors } = await openStagePage(browser);
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    await page.goto(`${baseUrl()}?fx-renderer=none&fx-stats`);
    await expect.poll(() => logs.some((l) => l.startsWith('effects:'))).toBe(true);
    await page.getByTestId('intro').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: content.roadmap.chaosButton }).click();
    await page.waitForTimeout(500);
    expect(await page.getByTestId('effects-canvas').count()).toBe(0);
    expect(await readStats(page)).toBeNull();
    expect(logs.filter((l) => l.startsWith('effects:'))).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
