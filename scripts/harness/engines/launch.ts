// Launches an engine's driver by name: the one switch over the three, for the walk and the bench.
import type { Browser } from 'playwright-core';
import type { Browser as Firefox } from 'puppeteer-core';
import { chromiumDriver } from './chromiumDriver.ts';
import type { EngineDriver, EngineName, LaunchOptions } from './driver.ts';
import { firefoxDriver, launchFirefox } from './firefoxDriver.ts';
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
  return chromiumDriver(chromium, options);
}
