// Runs a callback once the page has loaded, painted a frame and the main thread is idle (or
// the idle wait timed out), so heavy work never competes with the first paint. Cancellable.
export function afterFirstPaint(callback: () => void, idleTimeoutMs: number): () => void {
  let cancelled = false;
  let frame = 0;
  let idle = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) callback();
  };
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      idle = window.requestIdleCallback(run, { timeout: idleTimeoutMs });
    } else {
      timer = setTimeout(run, 0);
    }
  };
  // A frame after `load`: the first paint has happened.
  const afterLoad = () => {
    if (!cancelled) frame = requestAnimationFrame(() => (timer = setTimeout(whenIdle, 0)));
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', afterLoad);
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
    if (idle && typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
  };
}
