// The fullscreen effects layer over the page (falling candles, chaos bursts, shake, intro
// words). It costs the first paint nothing: after load, a painted frame and an idle moment it
// picks a renderer and only then fetches the Pixi stage chunk. On software rendering (the lighter
// canvas stage) the stage then draws nothing until the intro ends, which the DOM plays meanwhile:
// it is fetched and made ready in the intro's idle time, so the reveal does no heavy work.
// No renderer: nothing, one log line.
import { useEffect, useState, type ComponentType } from 'react';
import { effects } from './liveEffects.ts';
import { afterFirstPaint } from './afterFirstPaint.ts';
import { yieldToPage } from '../shared/yieldToPage.ts';
import { logStageUnavailable } from './logOnce.ts';
import { chooseRenderer, type RendererChoice } from './stage/rendererChoice.ts';
import { statsRequested } from './stage/stats.ts';
import type { EffectsStageProps } from './stage/EffectsStage.tsx';

type Loaded = {
  Stage: ComponentType<EffectsStageProps>;
  choice: RendererChoice;
  waitsForIntro: boolean;
};

/** How the stage chunk is fetched (tests pass their own). */
export type StageLoader = () => Promise<{ default: ComponentType<EffectsStageProps> }>;

// Pixi first, then (in a task of its own) the stage's chunk with @pixi/react: two shorter pieces
// of module evaluation in the intro's idle time instead of one long one.
const loadStage: StageLoader = async () => {
  await import('pixi.js');
  await yieldToPage();
  return import('./stage/EffectsStage.tsx');
};

export interface EffectsLayerProps {
  loader?: StageLoader;
}

export default function EffectsLayer({ loader = loadStage }: EffectsLayerProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // Testing switch: with `?fx-stats`, window.__effectsStageSwitch(false | true) unmounts and
  // mounts the stage again (the teardown test cycles it).
  const [switchedOn, setSwitchedOn] = useState(true);

  useEffect(() => {
    if (!statsRequested(window.location.search)) return;
    window.__effectsStageSwitch = setSwitchedOn;
    return () => {
      if (window.__effectsStageSwitch === setSwitchedOn) delete window.__effectsStageSwitch;
    };
  }, []);

  useEffect(() => {
    let cancelled = false;
    const cancelWait = afterFirstPaint(() => {
      const choice = chooseRenderer(document, window.location.search);
      if (choice.renderer === 'none') {
        logStageUnavailable(
          choice.forced ? 'turned off by ?fx-renderer=none' : 'no WebGL or canvas',
        );
        return;
      }
      const waitsForIntro = choice.renderer === 'canvas' && effects.stage.liteWaitsForIntro;
      loader()
        .then((module) => {
          if (!cancelled) setLoaded({ Stage: module.default, choice, waitsForIntro });
        })
        .catch(logStageUnavailable);
    }, effects.stage.loadIdleTimeoutMs);
    return () => {
      cancelled = true;
      cancelWait();
    };
  }, [loader]);

  if (!loaded || !switchedOn) return null;
  const { Stage, choice, waitsForIntro } = loaded;
  return <Stage choice={choice} waitsForIntro={waitsForIntro} />;
}
