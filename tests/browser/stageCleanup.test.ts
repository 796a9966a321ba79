// The effects stage where it cannot draw (every canvas context or WebGL off, a renderer forced)
// and taken down and put up again and again, in real Chromium: what it leaves behind (no canvas,
// one log line, no error, no ticker or WebGL context left running). Its checks read no config
// value, so CI runs it once, on the shipped config (not again on the designer's edit).
import { expect } from 'vitest';
import { test } from './browser.ts';
import { readStats } from '../../scripts/harness/effectsStage.ts';
import { canvasProbes, rejections } from './effectsProbes.ts';

for (const [name, off, renderer] of [
  ['every context off', 'all', 'auto'],
  ['WebGL off and WebGL forced', 'webgl', 'webgl'],
  ['every context off and the Canvas renderer forced', 'all', 'canvas'],
] as const) {
  test(`with ${name}: no canvas, one log line, no page error, no unhandled rejection`, async ({
    visit,
  }) => {
    const logs: string[] = [];
    const { page, errors } = await visit({
      query: `?fx-stats${renderer === 'auto' ? '' : `&fx-renderer=${renderer}`}`,
      until: 'load',
      before: async ({ context, page }) => {
        await context.addInitScript(...canvasProbes(off));
        page.on('console', (m) => logs.push(m.text()));
      },
    });
    await expect.poll(() => logs.some((l) => l.startsWith('effects:'))).toBe(true);
    // Everything the page asked for has come: no second start is on its way.
    await page.waitForLoadState('networkidle');
    expect(await page.locator('canvas[data-testid="effects-canvas-surface"]').count()).toBe(0);
    expect(await readStats(page)).toBeNull();
    expect(logs.filter((l) => l.startsWith('effects:'))).toHaveLength(1);
    expect(await rejections(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('20 mount/unmount cycles leave no canvas, no running ticker, at most one live WebGL context', async ({
  visit,
}) => {
  const { page, errors } = await visit({
    query: '?fx-stats&fx-renderer=webgl',
    until: 'load',
    before: ({ context }) => context.addInitScript(...canvasProbes('none')),
  });
  const surfaces = page.locator('canvas[data-testid="effects-canvas-surface"]');
  const drawn = async () => (await readStats(page))?.frames ?? 0;
  const live = () => page.evaluate(() => Reflect.get(window, '__liveGlContexts')() as number);
  const switchStage = (on: boolean) =>
    page.evaluate((mounted) => window.__effectsStageSwitch?.(mounted), on);
  await expect.poll(drawn).toBeGreaterThan(0);
  for (let cycle = 0; cycle < 20; cycle += 1) {
    await switchStage(false);
    await expect.poll(() => surfaces.count()).toBe(0);
    await switchStage(true);
    if (cycle % 2 === 0) {
      await expect.poll(drawn).toBeGreaterThan(0);
      expect(await surfaces.count()).toBe(1);
    } else {
      // Unmounted part-way through its start, at a different point each time (any point will do).
      await page.waitForTimeout(cycle * 8);
    }
  }
  await switchStage(false);
  await expect.poll(() => page.locator('canvas').count()).toBe(0);
  await expect.poll(live).toBeLessThanOrEqual(1);
  // No ticker left: over two frames, only this check asks for frames. Polled: a start cut off
  // part-way may still be winding down (on a slow machine, a frame asked for once as it ends);
  // a ticker left running asks every frame, so the count never comes down to 2.
  const framesAskedOverTwo = () =>
    page.evaluate(async () => {
      const calls = Reflect.get(window, '__rafCalls') as () => number;
      const before = calls();
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      return calls() - before;
    });
  await expect.poll(framesAskedOverTwo).toBe(2);
  expect(errors).toEqual([]);
}, 180_000);
