// Launches an engine's driver by name: the one switch over the three, for the walk and the bench,
// and Chromium's driver (a playwright-core context: little more than a mapping).
import type { Browser } from 'playwright-core';
import type { Browser as Firefox } from 'puppeteer-core';
import { keepOnLoopback } from '../chromium.ts';
import type { EngineDriver, EngineName, LaunchOptions } from './driver.ts';
import { firefoxDriver, launchFirefox } from './firefoxDriver.ts';
import { descendantPids } from './processes.ts';
import { webkitDriver } from './webkitDriver.ts';

/**
 * Chromium needs a running playwright-core Browser (the tests' worker fixture, or the bench's).
 * Firefox takes the caller's (launchFirefox: the walk's file fixture) or, without one, a Firefox
 * of its own, closed with the driver.
 */
export async function launchEngine(
  engine: EngineName,
  options: LaunchOptions,
  chromium?: Browser,
  firefox?: Firefox,
): Promise<EngineDriver> {
  if (engine === 'firefox') {
    if (firefox) return firefoxDriver(firefox, options);
    const own = await launchFirefox(options.display);
    const driver = await firefoxDriver(own, options).catch(async (error: unknown) => {
      await own.close();
      throw error;
    });
    return { ...driver, close: () => own.close() };
  }
  if (engine === 'webkit') return webkitDriver(options);
  if (!chromium) throw new Error('launchEngine: Chromium needs a launched playwright-core Browser');
  // A fresh context (its viewport, reduced motion emulated, requests off loopback answered by a stub).
  const { width, height, reducedMotion } = options;
  const context = await chromium.newContext({
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
