// The motion bar, the page's banner landmark: the pause control and the chaos meter in one
// compact row, fixed at the top right. It slides away while the visitor reads down and comes back
// on a small scroll up, at the top and at the end (useMotionBarAutoHide); hidden, it is inert, so
// focus never lands on it. A visitor's own action (chaos mode, a link) summons it for the
// effect's time: it then shows the meter, and chaos mode's quote, wherever they are.
import { useRef } from 'react';
import { content } from '../config/content.ts';
import { useMotionBarAutoHide } from './useMotionBarAutoHide.ts';
import { useMotionBarHidden } from './motionBarStore.ts';
import { BarQuote } from '../chaos/BarQuote.tsx';
import { ChaosMeter } from '../chaos/ChaosMeter.tsx';
import { selectBarSummoned, useChaos } from '../chaos/chaosStore.ts';
import { PauseControl } from './PauseControl.tsx';

export function MotionBar() {
  const bar = useRef<HTMLElement>(null);
  useMotionBarAutoHide(bar);
  const scrolledAway = useMotionBarHidden();
  const summoned = useChaos(selectBarSummoned);
  const hidden = scrolledAway && !summoned;
  return (
    <header
      ref={bar}
      className={hidden ? 'controls controls--hidden' : 'controls'}
      aria-label={content.pause.regionLabel}
      inert={hidden}
      data-testid="motion-bar"
    >
      <PauseControl />
      <ChaosMeter />
      <BarQuote />
    </header>
  );
}
