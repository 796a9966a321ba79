// The effects stage in real Chromium on Playwright's page clock, for what needs real WebGL and
// canvas (the stage's logic and the layer's mounting are the unit and component tests'; its
// resolution and the intro words on WebGL, phoneLayout.test.ts's).
import { describe, expect } from 'vitest';
import { effects } from '../../src/config/effects.ts';
import { test, waitForHydration, type Visit, type VisitSite } from './browser.ts';
import {
  pressChaos,
  readStats,
  simulate,
  waitForStage,
} from '../../scripts/harness/effectsStage.ts';
import { canvasProbes, hidePageContent, inkColumns, rejections } from './effectsProbes.ts';

/** The site with the stage's figures (`?fx-stats`, then `query`), on a running page clock. */
const openStage = (visit: VisitSite, query = '', options: Visit = {}) =>
  visit({ query: `?fx-stats${query}`, clock: 'running', until: 'load', ...options });

describe('effects stage', () => {
  test('covers the viewport with one click-through canvas, follows resizes, and chaos mode changes what is drawn', async ({
    visit,
  }) => {
    const { page, context, errors } = await openStage(visit);
    // Its textures, one per file: the walk's (tests/browser/engines/walk.ts).
    await waitForStage(page);
    const layer = page.getByTestId('effects-canvas');
    await expect.poll(() => layer.locator('canvas').count()).toBe(1);
    const viewport = page.viewportSize()!;
    expect(await layer.locator('canvas').boundingBox()).toEqual({ x: 0, y: 0, ...viewport });
    expect(await page.evaluate(() => document.elementFromPoint(640, 400)?.tagName)).not.toBe(
      'CANVAS',
    );
    await page.clock.runFor(effects.intro.endMs + 500);
    await hidePageContent(page);
    const before = await layer.screenshot();
    const liveBefore = (await readStats(page))?.liveSprites ?? 0;

    await pressChaos(page);
    await page.clock.runFor(1500);
    const after = await layer.screenshot();
    const liveAfter = (await readStats(page))?.liveSprites ?? 0;

    expect(after.equals(before)).toBe(false);
    expect(liveAfter).toBeGreaterThan(liveBefore + 4);
    // Six or so chaos images of sizePx now fall on top of one or two candles.
    const blank = await context.newPage();
    const inkBefore = (await inkColumns(blank, before)).total;
    const inkAfter = (await inkColumns(blank, after)).total;
    expect(inkAfter).toBeGreaterThan(inkBefore + 3 * (effects.chaosMode.sizePx * 20));

    await page.setViewportSize({ width: 700, height: 500 });
    await page.clock.runFor(500);
    await expect.poll(async () => (await layer.locator('canvas').boundingBox())?.width).toBe(700);
    expect(errors).toEqual([]);
  });

  // Software GL draws ~225,000 frames in a simulated hour (about 6 minutes of wall time), so the
  // suite simulates FX_SIM_MINUTES (default 4: twelve rounds, 24 presses, where one leaked
  // texture or sprite a round already shows); the benchmark and `FX_SIM_MINUTES=60` do the full
  // hour, and tests/unit/effects.test.ts runs the full hour on the pure model.
  const minutes = Number(process.env.FX_SIM_MINUTES ?? 4);
  test(`${minutes} simulated minutes with chaos twice every 20 s leave sprites and textures bounded`, async ({
    visit,
  }) => {
    const { page, errors } = await openStage(visit, '', { viewport: { width: 480, height: 320 } });
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
  }, 600_000);

  test('with WebGL off leaves the intro to the DOM and starts the Canvas renderer: no page error, no unhandled rejection', async ({
    visit,
  }) => {
    const { wordTimesMs, endMs } = effects.intro;
    const { page, errors } = await openStage(visit, '', {
      before: ({ context }) => context.addInitScript(...canvasProbes('webgl')),
    });
    // Between the first word and the intro's end: a word is up, the intro still there. (Whether
    // the stage waits for the intro's end, for each value of stage.liteWaitsForIntro:
    // tests/components/effectsLayer.test.tsx.)
    await page.clock.runFor((wordTimesMs[0]! + endMs) / 2);
    const word = page.locator('.intro__word').first();
    expect(await word.evaluate((el) => getComputedStyle(el).color)).not.toBe('rgba(0, 0, 0, 0)');
    expect((await waitForStage(page)).renderer).toBe('canvas');
    await pressChaos(page);
    await page.clock.runFor(1000);
    expect(await rejections(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the CSS shake of the intro and of the page runs at shake.frequencyHz, shake.amplitudePx', async ({
    visit,
  }) => {
    // A paused clock: the shake lasts its time on the page's clock however slow the machine.
    const { page, errors } = await openStage(visit, '&fx-renderer=none', { clock: 'paused' });
    const shake = (selector: string) =>
      page.locator(selector).evaluate((el) => {
        const timing = el.getAnimations()[0]?.effect?.getComputedTiming();
        const px = getComputedStyle(el).getPropertyValue('--fx-shake-px');
        return { periodMs: Number(timing?.duration ?? NaN), px };
      });
    // The prerendered intro shakes with the config's values (the :root variables in <head>).
    const intro = await shake('.intro__words.shaking');
    await page.clock.runFor(effects.intro.endMs + 500);
    // The button only works once the app is live (a click on the prerendered page does nothing).
    await waitForHydration(page, true);
    await pressChaos(page);
    await page.locator('[data-testid="page"].shaking').waitFor();
    for (const { periodMs, px } of [intro, await shake('[data-testid="page"].shaking')]) {
      expect(periodMs).toBeCloseTo(1000 / effects.shake.frequencyHz, 2);
      expect(px).toBe(`${effects.shake.amplitudePx}px`);
    }
    expect(errors).toEqual([]);
  });
});
