// The effects stage component (its own lazy chunk with Pixi and @pixi/react): a fixed,
// click-through wrapper over the viewport; the Pixi root and its scene are made in an effect
// and destroyed on unmount. It renders once: every frame after that is the scene's ticker
// callback mutating sprites, never a React render, in this tree or in the Pixi one.
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { effects } from '../liveEffects.ts';
import { chaosStore, selectIntroVisible, setStageDrawing } from '../../chaos/chaosStore.ts';
import { logStageUnavailable } from '../logOnce.ts';
import { mountPixiStage, type MountedStage } from './mountPixiStage.tsx';
import type { RendererChoice } from './rendererChoice.ts';

const wrapperStyle: CSSProperties = {
  position: 'fixed',
  inset: 0,
  zIndex: 35,
  pointerEvents: 'none',
  overflow: 'hidden',
};

export interface EffectsStageProps {
  choice: RendererChoice;
  /** Made at once, but drawing only once the intro is over (the DOM plays it meanwhile). */
  waitsForIntro?: boolean;
}

/** Resolves when the intro is over (at once if it is), or when `signal` aborts. */
function introOver(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (!selectIntroVisible(chaosStore.getState())) return resolve();
    const stop = chaosStore.subscribe((state) => {
      if (selectIntroVisible(state)) return;
      stop();
      resolve();
    });
    signal.addEventListener('abort', () => (stop(), resolve()), { once: true });
  });
}

export default function EffectsStage({ choice, waitsForIntro = false }: EffectsStageProps) {
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const abort = new AbortController();
    let mounted: MountedStage | null = null;
    // Start on the next task: React StrictMode's instant unmount then cancels before any
    // WebGL context exists, so the double mount never makes two.
    const timer = setTimeout(() => {
      const untilDrawing = waitsForIntro ? introOver(abort.signal) : undefined;
      mountPixiStage(element, choice, effects, abort.signal, untilDrawing)
        .then((stage) => {
          if (abort.signal.aborted) stage?.destroy();
          else mounted = stage;
          if (mounted) setStageDrawing(true);
        })
        .catch((error: unknown) => {
          logStageUnavailable(error);
          if (!abort.signal.aborted) setFailed(true);
        });
    }, 0);
    return () => {
      abort.abort();
      clearTimeout(timer);
      mounted?.destroy();
      mounted = null;
      setStageDrawing(false);
    };
  }, [choice, waitsForIntro]);

  if (failed) return null;
  return <div ref={host} data-testid="effects-canvas" aria-hidden="true" style={wrapperStyle} />;
}
