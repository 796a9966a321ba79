// The walk's driver for Chromium: a fresh playwright-core context (its viewport, reduced motion
// emulated, requests off loopback answered by a stub) in a Chromium the caller launched.
import type { Browser } from 'playwright-core';
import { keepOnLoopback } from '../chromium.ts';
import type { EngineDriver, LaunchOptions } from './driver.ts';
import { descendantPids } from './processes.ts';

export async function chromiumDriver(
  browser: Browser,
  { width, height, reducedMotion }: LaunchOptions,
): Promise<EngineDriver> {
  const context = await browser.newContext({
    viewport: { width, height },
    reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
  });
  await keepOnLoopback(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return {
    engine: 'chromium',
    goto: async (url) => void (await page.goto(url)),
    // JSON values in and out, so the library's handle types add nothing here.
    evaluate: (fn, arg) => page.evaluate(fn as (a: unknown) => never, arg),
    evaluateExpression: (expression) => page.evaluate(expression),
    clickAt: (x, y, button) => page.mouse.click(x, y, { button }),
    press: (key) => page.keyboard.press(key),
    type: (text) => page.keyboard.type(text),
    setViewport: (w, h) => page.setViewportSize({ width: w, height: h }),
    // Chromium runs as a child of this process (playwright-core launches it).
    contentPids: async () => descendantPids(process.pid, /--type=renderer/),
    jsHeapBytes: async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    },
    close: () => context.close(),
  };
}
