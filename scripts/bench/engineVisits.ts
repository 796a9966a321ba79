// The benches' visits in Chromium, Firefox ESR and WebKitGTK (the walk's drivers,
// scripts/harness/engines/): one private display, probe proxy and Chromium for all, each engine in
// turn (not side by side: each gets the machine to itself), its page opened with ?fx-stats and
// waited on until the intro is over and the stage draws; and chaos mode pressed as a visitor does.
import { content } from '../../src/config/content.ts';
import type { EffectsStats } from '../../src/effects/stage/stats.ts';
import { launchChromium } from '../harness/chromium.ts';
import { requireEngineBinaries } from '../harness/engines/binaries.ts';
import { startXvfb } from '../harness/engines/display.ts';
import { waitInPage, type EngineDriver, type EngineName } from '../harness/engines/driver.ts';
import { launchEngine } from '../harness/engines/launch.ts';
import { startProbeProxy, type ProbeRecord } from '../harness/engines/probe.ts';

export interface EngineView {
  width: number;
  height: number;
  reducedMotion: boolean;
}

/** What `visit` is given: the engine's driver, its name and the renderer its stage chose. */
export interface EngineVisit {
  driver: EngineDriver;
  engine: EngineName;
  renderer: string;
}

/** `visit` in each engine in turn, once its stage draws; `purpose` names the bench in errors. */
export async function visitEachEngine<T>(
  siteUrl: string,
  engines: readonly EngineName[],
  view: EngineView,
  purpose: string,
  visit: (page: EngineVisit) => Promise<T>,
): Promise<T[]> {
  requireEngineBinaries(purpose);
  const display = await startXvfb();
  const proxy = await startProbeProxy(siteUrl);
  const chromium = await launchChromium();
  const results: T[] = [];
  try {
    for (const engine of engines) {
      const driver = await launchEngine(engine, { ...view, display: display.name }, chromium);
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
        results.push(await visit({ driver, engine, renderer }));
      } finally {
        await driver.close();
      }
    }
  } finally {
    await chromium.close();
    await proxy.close();
    await display.close();
  }
  return results;
}

/** Presses the chaos mode button as a visitor's click does (a DOM click: the page may shake). */
export function pressChaos(driver: EngineDriver): Promise<void> {
  return driver.evaluate((label) => {
    const button = [...document.querySelectorAll('button')].find(
      (b) => b.textContent?.trim() === label,
    );
    if (!button) throw new Error(`no ${label} button`);
    button.click();
  }, content.roadmap.chaosButton);
}
