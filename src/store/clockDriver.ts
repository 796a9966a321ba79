// Drives the shared chaos store in real time: one interval advances every timer by the time
// that really passed (capped), and stands still while the tab is hidden.
import { effects } from '../config/effects.ts';
import { advanceChaos } from './chaosStore.ts';

/** Start the clock; returns a function that stops it and removes its listeners. */
export function startChaosClock(now: () => number = () => performance.now()): () => void {
  let last = now();
  const tick = () => {
    const current = now();
    const dt = Math.min(current - last, effects.clock.maxStepMs);
    last = current;
    if (typeof document !== 'undefined' && document.hidden) return;
    if (dt > 0) advanceChaos(dt);
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
