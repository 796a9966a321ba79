// Chaos mode's frames a second in Chromium, Firefox ESR and WebKitGTK (the walk's drivers,
// scripts/harness/engines/), at a phone's viewport: once the intro is over and the stage draws,
// one press of chaos mode and the animation frames the probe counts over the 8 s of the page's
// clock after it. For the phone start bench (scripts/bench/phoneStart.ts).
import { effects } from '../../src/config/effects.ts';
import type { EffectsStats } from '../../src/effects/stage/stats.ts';
import { launchChromium } from '../harness/chromium.ts';
import { requireEngineBinaries } from '../harness/engines/binaries.ts';
import { startXvfb } from '../harness/engines/display.ts';
import { waitInPage, type EngineName } from '../harness/engines/driver.ts';
import { launchEngine } from '../harness/engines/launch.ts';
import { startProbeProxy, type ProbeRecord } from '../harness/engines/probe.ts';
import { pressChaos } from './longVisit.ts';

export interface EngineChaosFps {
  engine: EngineName;
  renderer: string;
  fps: number;
}

const VIEW = { width: 390, height: 844, reducedMotion: false };

export async function benchChaosFps(
  siteUrl: string,
  engines: readonly EngineName[],
): Promise<EngineChaosFps[]> {
  requireEngineBinaries('Chaos mode in each engine');
  const display = await startXvfb();
  const proxy = await startProbeProxy(siteUrl);
  const chromium = await launchChromium();
  const measured: EngineChaosFps[] = [];
  try {
    for (const engine of engines) {
      const driver = await launchEngine(engine, { ...VIEW, display: display.name }, chromium);
      try {
        await driver.goto(`${proxy.url}?fx-stats`);
        await waitInPage(driver, 'the intro to end and the stage to draw', () => {
          const probe = Reflect.get(window, '__engineProbe') as ProbeRecord;
          const stats = Reflect.get(window, '__effectsStats') as EffectsStats | undefined;
          return probe.introEnded && (stats?.frames ?? 0) > 0;
        });
        const renderer = await driver.evaluate(
          () => (Reflect.get(window, '__effectsStats') as EffectsStats).renderer,
        );
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
        measured.push({ engine, renderer, fps });
      } finally {
        await driver.close();
      }
    }
  } finally {
    await chromium.close();
    await proxy.close();
    await display.close();
  }
  return measured;
}
