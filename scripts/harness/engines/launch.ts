// Launches an engine's driver by name: the one switch over the three, for the walk and the bench.
import type { Browser } from 'playwright-core';
import { chromiumDriver } from './chromiumDriver.ts';
import type { EngineDriver, EngineName, LaunchOptions } from './driver.ts';
import { firefoxDriver } from './firefoxDriver.ts';
import { webkitDriver } from './webkitDriver.ts';

/** Chromium needs a running playwright-core Browser (the tests' worker fixture, or the bench's). */
export function launchEngine(
  engine: EngineName,
  options: LaunchOptions,
  chromium?: Browser,
): Promise<EngineDriver> {
  if (engine === 'firefox') return firefoxDriver(options);
  if (engine === 'webkit') return webkitDriver(options);
  if (!chromium) throw new Error('launchEngine: Chromium needs a launched playwright-core Browser');
  return chromiumDriver(chromium, options);
}
