// The motion bar's pure scroll logic: from the last state and a new scroll position, whether the
// bar is hidden. Down a little: hidden; up a little, at the top or at the end: shown; in use
// (keyboard focus inside it, a finger or the mouse on it): never hidden.
import type { MotionBarConfig } from '../config/motionBar.schema.ts';

export interface BarScroll {
  hidden: boolean;
  /** The scroll position last seen (CSS px). */
  y: number;
  /** Distance scrolled since the direction last changed: > 0 down, < 0 up (CSS px). */
  run: number;
}

export interface BarScrollInput {
  /** The page's scroll position now (CSS px). */
  y: number;
  /** The largest scroll position the page has now (CSS px). */
  maxY: number;
  /** The visitor is using the bar. */
  inUse: boolean;
}

export function barScrollAt(y: number): BarScroll {
  return { hidden: false, y, run: 0 };
}

export function stepBarScroll(
  prev: BarScroll,
  { y, maxY, inUse }: BarScrollInput,
  config: MotionBarConfig,
): BarScroll {
  const dy = y - prev.y;
  const run = dy === 0 ? prev.run : Math.sign(dy) === Math.sign(prev.run) ? prev.run + dy : dy;
  // Sub-pixel positions (zoom, high-density screens) count as the top or the end.
  const atEdge = y <= 1 || y >= maxY - 1;
  let hidden = prev.hidden;
  if (atEdge || inUse) hidden = false;
  else if (run >= config.hideAfterDownPx) hidden = true;
  else if (run <= -config.showAfterUpPx) hidden = false;
  return { hidden, y, run };
}
