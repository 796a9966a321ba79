// Chaos mode's frames a second in Chromium, Firefox ESR and WebKitGTK (the walk's drivers,
// scripts/harness/engines/), at a phone's viewport: once the intro is over and the stage draws,
// one press of chaos mode and the animation frames the probe counts over the 8 s of the page's
// clock after it. For the phone start bench (scripts/bench/phoneStart.ts).
import { effects } from '../../src/config/effects.ts';
import { waitInPage, type EngineName } from '../harness/engines/driver.ts';
import type { ProbeRecord } from '../harness/engines/probe.ts';
import { pressChaos, visitEachEngine } from './engineVisits.ts';

export interface EngineChaosFps {
  engine: EngineName;
  renderer: string;
  fps: number;
}

const VIEW = { width: 390, height: 844, reducedMotion: false };

export function benchChaosFps(
  siteUrl: string,
  engines: readonly EngineName[],
): Promise<EngineChaosFps[]> {
  return visitEachEngine(siteUrl, engines, VIEW, 'Chaos mode in each engine', async (page) => {
    const { driver, engine, renderer } = page;
    await pressChaos(driver);
    const from = await driver.evaluate(() => ({
      at: performance.now(),
      frames: (Reflect.get(window, '__engineProbe') as ProbeRecord).frames,
    }));
    const durationMs = effects.chaosMode.durationMs;
    await waitInPage(
      driver,
      'chaos mode to run its course',
      (arg) => performance.now() >= arg.at + arg.durationMs,
      { ...from, durationMs },
    );
    const fps = await driver.evaluate((arg) => {
      const probe = Reflect.get(window, '__engineProbe') as ProbeRecord;
      return ((probe.frames - arg.frames) * 1000) / (performance.now() - arg.at);
    }, from);
    return { engine, renderer, fps };
  });
}
