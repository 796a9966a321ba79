// The effects stage component (its own lazy chunk with Pixi and @pixi/react): a fixed,
// click-through wrapper over the viewport; the Pixi root and its scene are made in an effect
// and destroyed on unmount. It renders once: every frame after that is the scene's ticker
// callback mutating sprites, never a React render, in this tree or in the Pixi one.
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { effects } from '../liveEffects.ts';
import { setStageDrawing } from '../../chaos/chaosStore.ts';
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
}

export default function EffectsStage({ choice }: EffectsStageProps) {
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
      mountPixiStage(element, choice, effects, abort.signal)
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
  }, [choice]);

  if (failed) return null;
  return <div ref={host} data-testid="effects-canvas" aria-hidden="true" style={wrapperStyle} />;
}
