// Starts the effects stage inside a host element with @pixi/react's createRoot, in small steps
// that yield to the page between them (renderer, Pixi's test context, its first render, textures,
// scene), optionally holds the ready stage back until a moment given (shown and ticking only
// then), and returns a handle that tears everything down. createRoot, not <Application>:
// root.render() returns Pixi's init promise to its caller, so a renderer that cannot start is a
// rejection caught here rather than an unhandled one (<Application> awaits init in an effect and
// drops the promise).
import { createRoot } from '@pixi/react';
import { getTestContext, Texture, type Application, type ApplicationOptions } from 'pixi.js';
import { useEffect, type ReactNode } from 'react';
import { content } from '../../config/content.ts';
import type { EffectsConfig } from '../../config/effects.schema.ts';
import { createRandom } from '../../shared/random.ts';
import { yieldToPage } from '../../shared/yieldToPage.ts';
import { chaosStore, selectIntroVisible } from '../../chaos/chaosStore.ts';
import { onEffectsChange } from '../liveEffects.ts';
import { logStageUnavailable } from '../logOnce.ts';
import type { StageTextures } from './RefStageView.ts';
import type { RendererChoice } from './rendererChoice.ts';
import { SceneBoundary } from './SceneBoundary.tsx';
import { StageScene } from './StageScene.tsx';
import { createStats, statsRequested, type EffectsStats } from './stats.ts';
import { loadSvgTextures } from './svgTexture.ts';

export interface MountedStage {
  renderer: string;
  destroy(): void;
}

/** The part of @pixi/react's root this module uses, typed (the library types it loosely). */
interface PixiRoot {
  render(children: ReactNode, options: Partial<ApplicationOptions>): Promise<Application>;
}

/** Runs `run` once, after the commit that mounts it. */
function AfterCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/** Resolves when `signal` aborts. */
function aborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

/**
 * Mount the stage in `host`. Resolves to null if `signal` aborts meanwhile (everything made so
 * far is destroyed); rejects if Pixi cannot start or the scene fails to build. With
 * `untilDrawing`, the stage is made at once but shows its canvas and starts its ticker only when
 * that promise resolves.
 */
export async function mountPixiStage(
  host: HTMLElement,
  choice: RendererChoice,
  config: EffectsConfig,
  signal: AbortSignal,
  untilDrawing?: Promise<void>,
): Promise<MountedStage | null> {
  const lite = choice.renderer === 'canvas';
  const resolution = lite ? 1 : Math.min(window.devicePixelRatio || 1, config.stage.maxResolution);
  const canvas = document.createElement('canvas');
  canvas.dataset.testid = 'effects-canvas-surface';
  const root = createRoot(canvas) as unknown as PixiRoot;
  // The built site's CSP allows no eval: Pixi runs with its no-eval polyfills there, WebGL's
  // share fetched only on that path (as is the renderer). The dev server has no CSP and serves
  // Pixi prebundled, whose classes these modules, importing Pixi's own files, would not reach.
  // (Two statements: Vite would preload the chunks of both imports of one expression.)
  if (import.meta.env.PROD && lite) await import('./pixiWithoutEval.ts');
  if (import.meta.env.PROD && !lite) await import('./pixiWithoutEvalGl.ts');

  // The first render starts Pixi and returns its init promise. If it throws, Pixi has made no
  // renderer to clean up and this root is dead; the caller logs and gives up.
  const app = await root.render(null, {
    preference: lite ? ['canvas'] : ['webgl'],
    failIfMajorPerformanceCaveat: !choice.forced,
    // None of Pixi's default browser systems (events, accessibility, filters, DOM): the stage
    // takes no pointer events and uses no filter (src/effects/stage/pixiParts.ts).
    skipExtensionImports: true,
    backgroundAlpha: 0,
    antialias: false,
    resolution,
    autoDensity: true,
    powerPreference: 'low-power',
    autoStart: false,
    sharedTicker: false,
  });

  // The art's textures, by URL; destroyed with the app (they are this stage's own).
  let byUrl = new Map<string, Texture>();
  let tornDown = false;
  // createRoot has no unmount: commit an empty tree (the scene's cleanups remove its ticker
  // callbacks), then destroy the app, its canvas and its context once that commit is done.
  const teardown = () => {
    if (tornDown) return;
    tornDown = true;
    app.ticker.stop();
    const destroyApp = () => {
      app.destroy({ removeView: true }, { children: true });
      for (const texture of byUrl.values()) if (texture !== Texture.EMPTY) texture.destroy(true);
      // Release the canvas's backing store now: the library's root map keeps the element.
      canvas.width = 0;
      canvas.height = 0;
    };
    // Later renders pass no options: the app was set up by the first one.
    root.render(<AfterCommit run={destroyApp} />, {}).catch(logStageUnavailable);
  };
  const cancelled = () => (signal.aborted ? (teardown(), true) : false);

  if (cancelled()) return null;
  await yieldToPage();
  if (cancelled()) return null;
  // Pixi's shaders ask a WebGL context of its own for the device's best precision, made on first
  // use, in the first render, on the canvas renderer too (14-27 ms on a phone slowed 4x): made
  // here, it is a task of its own, and the first render finds it made.
  getTestContext();
  await yieldToPage();
  if (cancelled()) return null;
  // Following the window sizes the renderer and draws the (still empty) stage once: Pixi's first
  // render, which builds its batcher and shader (on the canvas renderer too). Given to init as
  // `resizeTo`, that render ran inside init, one task of 55-100 ms on a phone slowed 4x; set here,
  // it is a task of its own.
  app.resizeTo = window;
  await yieldToPage();
  if (cancelled()) return null;

  byUrl = await loadSvgTextures(
    [...config.candles.textures, ...config.chaosMode.textures],
    Math.max(resolution, 1),
  );
  if (cancelled()) return null;
  const pick = (urls: string[]) => urls.map((url) => byUrl.get(url) ?? Texture.EMPTY);
  const textures: StageTextures = {
    candle: pick(config.candles.textures),
    chaos: pick(config.chaosMode.textures),
  };
  await yieldToPage();
  if (cancelled()) return null;

  const stats: EffectsStats | null = statsRequested(window.location.search)
    ? createStats(choice.renderer, byUrl.size, config.stage.poolSize)
    : null;
  const ticker = app.ticker;
  ticker.minFPS = 1000 / config.clock.maxStepMs;
  if (lite) ticker.maxFPS = config.stage.liteMaxFps;

  // The intro words are drawn only if the intro is still on when the stage starts, and not by a
  // stage that waits to draw (the DOM plays the intro meanwhile).
  let words = !untilDrawing && selectIntroVisible(chaosStore.getState()) ? content.introWords : [];
  let sceneFailed: (error: unknown) => void = () => {};
  const failure = new Promise<never>((_, reject) => (sceneFailed = reject));
  failure.catch(() => {}); // handled by the race below; never unhandled if it comes later
  let sceneReady = () => {};
  const ready = new Promise<void>((resolve) => (sceneReady = resolve));
  const rng = createRandom(Date.now());
  const renderScene = () =>
    root.render(
      <SceneBoundary onError={sceneFailed}>
        <StageScene
          config={config}
          textures={textures}
          words={words}
          store={chaosStore}
          rng={rng}
          stats={stats}
          onReady={sceneReady}
        />
      </SceneBoundary>,
      {},
    );
  await renderScene();
  try {
    await Promise.race([ready, failure, aborted(signal)]);
  } catch (error) {
    teardown();
    throw error;
  }
  if (cancelled()) return null;
  // Ready: a stage made ahead of its time (during the intro) waits here, with no canvas shown and
  // its ticker stopped, so its first frame costs no more than any other.
  if (untilDrawing) {
    await Promise.race([untilDrawing, aborted(signal)]);
    if (cancelled()) return null;
  }

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

  // Dev server: follow the live config (new art, frame caps, resolution) and a replayed intro
  // (the studio's button), whose words a stage started after the intro has not made yet.
  let stopFollowing = () => {};
  if (import.meta.hot) {
    const followConfig = async () => {
      ticker.minFPS = 1000 / config.clock.maxStepMs;
      if (lite) ticker.maxFPS = config.stage.liteMaxFps;
      else
        app.renderer.resolution = Math.min(
          window.devicePixelRatio || 1,
          config.stage.maxResolution,
        );
      const urls = [...config.candles.textures, ...config.chaosMode.textures];
      for (const [url, texture] of await loadSvgTextures(
        urls.filter((u) => !byUrl.has(u)),
        resolution,
      )) {
        byUrl.set(url, texture);
      }
      textures.candle.splice(0, Infinity, ...pick(config.candles.textures));
      textures.chaos.splice(0, Infinity, ...pick(config.chaosMode.textures));
      if (stats) stats.textures = byUrl.size;
    };
    const stopConfig = onEffectsChange(() => void followConfig());
    const stopIntro = chaosStore.subscribe((state, before) => {
      if (words.length > 0 || !selectIntroVisible(state) || selectIntroVisible(before)) return;
      words = content.introWords;
      void renderScene();
    });
    stopFollowing = () => {
      stopConfig();
      stopIntro();
    };
  }

  host.appendChild(canvas);
  if (stats) window.__effectsStats = stats;
  if (!document.hidden) ticker.start();

  return {
    renderer: choice.renderer,
    destroy() {
      stopFollowing();
      document.removeEventListener('visibilitychange', onVisibility);
      stopWatchingDpr();
      if (stats && window.__effectsStats === stats) delete window.__effectsStats;
      teardown();
    },
  };
}
