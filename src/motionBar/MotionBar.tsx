// The motion bar: the pause control and the chaos meter in one compact row, fixed at the top
// right. It slides away while the visitor reads down and comes back on a small scroll up, at the
// top and at the end (useMotionBarAutoHide); hidden, it is inert, so focus never lands on it.
import { useRef } from 'react';
import { content } from '../config/content.ts';
import { useMotionBarAutoHide } from './useMotionBarAutoHide.ts';
import { useMotionBarHidden } from './motionBarStore.ts';
import { ChaosMeter } from '../chaos/ChaosMeter.tsx';
import { PauseControl } from './PauseControl.tsx';

export function MotionBar() {
  const bar = useRef<HTMLDivElement>(null);
  useMotionBarAutoHide(bar);
  const hidden = useMotionBarHidden();
  return (
    <div
      ref={bar}
      className={hidden ? 'controls controls--hidden' : 'controls'}
      role="region"
      aria-label={content.pause.regionLabel}
      inert={hidden}
      data-testid="motion-bar"
    >
      <PauseControl />
      <ChaosMeter />
    </div>
  );
}
