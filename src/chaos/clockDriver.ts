// Drives the shared chaos store in real time: one interval advances every timer by the time
// that really passed (capped), and stands still while the tab is hidden. The intro follows
// the time since its origin: navigation start (performance.now() is measured from it), the
// same origin the prerendered page's intro animations are pinned to (src/intro/introTimeline.ts).
import { effects, onEffectsChange } from '../effects/liveEffects.ts';
import { advanceChaos, chaosStore } from './chaosStore.ts';

/** The intro's time zero on the clock's `now` (navigation start, unless replayed). */
let introOriginMs = 0;
let clockNow: () => number = () => performance.now();

/**
 * Start the clock; returns a function that stops it and removes its listeners. `originMs` is
 * the intro's time zero on the `now` clock (tests inject both).
 */
export function startChaosClock(
  now: () => number = () => performance.now(),
  originMs = 0,
): () => void {
  clockNow = now;
  introOriginMs = originMs;
  let last = now();
  // Join the intro's timeline at once: the app may go live seconds after navigation start.
  advanceChaos(0, last - introOriginMs);
  const tick = () => {
    const current = now();
    const dt = Math.min(current - last, effects.clock.maxStepMs);
    last = current;
    if (typeof document !== 'undefined' && document.hidden) return;
    if (dt > 0) advanceChaos(dt, current - introOriginMs);
  };
  const onVisibility = () => {
    last = now();
  };
  let interval = setInterval(tick, effects.clock.tickMs);
  // Dev server: a new clock.tickMs in the live config takes effect at once.
  let tickMs = effects.clock.tickMs;
  const stopFollowing = import.meta.hot
    ? onEffectsChange(() => {
        if (effects.clock.tickMs === tickMs) return;
        tickMs = effects.clock.tickMs;
        clearInterval(interval);
        interval = setInterval(tick, tickMs);
      })
    : () => {};
  const doc = typeof document !== 'undefined' ? document : null;
  doc?.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearInterval(interval);
    stopFollowing();
    doc?.removeEventListener('visibilitychange', onVisibility);
  };
}

/** The studio's "replay intro" (dev server): the intro starts again from now. */
export function replayIntro(): void {
  introOriginMs = clockNow();
  chaosStore.setState({ introElapsedMs: 0, introSkipped: false });
}
