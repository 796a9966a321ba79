// Drives the shared chaos store in real time: one interval advances every timer by the time
// that really passed (capped), and stands still while the tab is hidden. The intro follows
// the time since its origin: navigation start (performance.now() is measured from it), the
// same origin the prerendered page's intro animations are pinned to (src/lib/introTimeline.ts).
import { effects } from '../config/effects.ts';
import { advanceChaos } from './chaosStore.ts';

/**
 * Start the clock; returns a function that stops it and removes its listeners. `originMs` is
 * the intro's time zero on the `now` clock (tests inject both).
 */
export function startChaosClock(
  now: () => number = () => performance.now(),
  originMs = 0,
): () => void {
  let last = now();
  // Join the intro's timeline at once: the app may go live seconds after navigation start.
  advanceChaos(0, last - originMs);
  const tick = () => {
    const current = now();
    const dt = Math.min(current - last, effects.clock.maxStepMs);
    last = current;
    if (typeof document !== 'undefined' && document.hidden) return;
    if (dt > 0) advanceChaos(dt, current - originMs);
  };
  const onVisibility = () => {
    last = now();
  };
  const interval = setInterval(tick, effects.clock.tickMs);
  const doc = typeof document !== 'undefined' ? document : null;
  doc?.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearInterval(interval);
    doc?.removeEventListener('visibilitychange', onVisibility);
  };
}
