// Starts the Pixi stage inside a host element, in small steps that yield to the page between
// them (renderer, textures, sprites), and returns a handle that tears everything down.
// Not @pixi/react's <Application> on purpose: in 8.0.5 it awaits app.init() in a layout effect
// and drops the promise, so a failed init (no WebGL context, renderer chunk not loaded) is an
// unhandled rejection that neither onInit nor an error boundary ever sees. Here it is caught.
import 'pixi.js/unsafe-eval';
import { Application, Assets, Texture, UPDATE_PRIORITY, type Ticker } from 'pixi.js';
import type { EffectsConfig } from '../../config/effects.ts';
import { content } from '../../config/content.ts';
import { createRandom } from '../../lib/random.ts';
import { chaosStore } from '../../store/chaosStore.ts';
import { PixiStageView, type StageTextures } from './PixiStageView.ts';
import { StageController } from './StageController.ts';
import type { RendererChoice } from './rendererChoice.ts';
import { createStats, recordFrame, statsRequested, type EffectsStats } from './stats.ts';

export interface MountedStage {
  renderer: string;
  destroy(): void;
}

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// SVG art is decoded on the main thread (an <img> drawn to a canvas); the worker path only
// serves bitmaps. Workers are turned off so the stage never starts a blob: worker at all.
Assets.setPreferences({ preferWorkers: false });

async function loadTextures(urls: string[], resolution: number): Promise<Map<string, Texture>> {
  const unique = [...new Set(urls)];
  const loaded = await Promise.all(
    unique.map((src) =>
      Assets.load<Texture>({ src, data: { resolution } }).catch((error: unknown) => {
        console.warn(`effects: could not load ${src}`, error);
        return Texture.EMPTY;
      }),
    ),
  );
  return new Map(unique.map((src, i) => [src, loaded[i] ?? Texture.EMPTY]));
}

/**
 * Mount the stage in `host`. Resolves to null if `isCancelled()` turns true meanwhile
 * (everything made so far is destroyed); rejects if Pixi cannot start.
 */
export async function mountPixiStage(
  host: HTMLElement,
  choice: RendererChoice,
  config: EffectsConfig,
  isCancelled: () => boolean,
): Promise<MountedStage | null> {
  const lite = choice.renderer === 'canvas';
  const app = new Application();
  const resolution = lite ? 1 : Math.min(window.devicePixelRatio || 1, config.stage.maxResolution);
  let initialised = false;
  const teardown = () => {
    if (initialised) app.destroy({ removeView: true }, { children: true });
  };

  // If init throws, Pixi has made no renderer to clean up; the caller logs and gives up.
  await app.init({
    preference: lite ? ['canvas'] : ['webgl'],
    failIfMajorPerformanceCaveat: !choice.forced,
    backgroundAlpha: 0,
    antialias: false,
    resolution,
    autoDensity: true,
    resizeTo: window,
    powerPreference: 'low-power',
    autoStart: false,
    sharedTicker: false,
  });
  initialised = true;
  if (isCancelled()) return (teardown(), null);
  await yieldToPage();
  if (isCancelled()) return (teardown(), null);

  const byUrl = await loadTextures(
    [...config.candles.textures, ...config.chaosMode.textures],
    Math.max(resolution, 1),
  );
  if (isCancelled()) return (teardown(), null);
  const pick = (urls: string[]) => urls.map((url) => byUrl.get(url) ?? Texture.EMPTY);
  const textures: StageTextures = {
    candle: pick(config.candles.textures),
    chaos: pick(config.chaosMode.textures),
  };
  await yieldToPage();
  if (isCancelled()) return (teardown(), null);

  const view = new PixiStageView(textures, config.stage.poolSize, content.introWords, config);
  app.stage.addChild(view.root);
  const controller = new StageController(view, chaosStore, config, createRandom(Date.now()), {
    width: app.screen.width,
    height: app.screen.height,
  });
  const stats: EffectsStats | null = statsRequested(window.location.search)
    ? createStats(choice.renderer, byUrl.size, config.stage.poolSize)
    : null;

  const ticker = app.ticker;
  ticker.minFPS = 1000 / config.clock.maxStepMs;
  if (lite) ticker.maxFPS = config.stage.liteMaxFps;
  let frameStart = 0;
  const onFrame = (t: Ticker) => {
    if (stats) frameStart = performance.now();
    controller.resize(app.screen.width, app.screen.height);
    controller.tick(t.deltaMS);
  };
  const afterRender = () => {
    if (stats) recordFrame(stats, performance.now() - frameStart, controller.liveSprites());
  };
  ticker.add(onFrame, undefined, UPDATE_PRIORITY.HIGH);
  ticker.add(afterRender, undefined, UPDATE_PRIORITY.UTILITY);

  const onVisibility = () => {
    if (document.hidden) ticker.stop();
    else ticker.start();
  };
  document.addEventListener('visibilitychange', onVisibility);

  // Follow devicePixelRatio changes (browser zoom, moving to another screen), capped.
  let stopWatchingDpr = () => {};
  const watchDpr = () => {
    if (lite || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    const onChange = () => {
      app.renderer.resolution = Math.min(window.devicePixelRatio || 1, config.stage.maxResolution);
      app.resize();
      watchDpr();
    };
    query.addEventListener('change', onChange, { once: true });
    stopWatchingDpr = () => query.removeEventListener('change', onChange);
  };
  watchDpr();

  host.appendChild(app.canvas);
  app.canvas.dataset.testid = 'effects-canvas-surface';
  if (stats) window.__effectsStats = stats;
  if (!document.hidden) ticker.start();

  return {
    renderer: choice.renderer,
    destroy() {
      document.removeEventListener('visibilitychange', onVisibility);
      stopWatchingDpr();
      ticker.stop();
      if (stats && window.__effectsStats === stats) delete window.__effectsStats;
      teardown();
    },
  };
}
