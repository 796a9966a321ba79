// The visitor's motion choice: remembered pause setting, else paused when the system asks
// for reduced motion (WCAG 2.2.2). Storage failures (private mode, blocked storage) are ignored.

/** Where the visitor's pause choice is remembered (localStorage). */
export const MOTION_PAUSED_KEY = 'unstable:motion-paused';
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION_QUERY).matches
    : false;
}

export function readStoredPaused(): boolean | null {
  try {
    const value = window.localStorage.getItem(MOTION_PAUSED_KEY);
    return value === 'true' ? true : value === 'false' ? false : null;
  } catch {
    return null;
  }
}

export function storePaused(paused: boolean): void {
  try {
    window.localStorage.setItem(MOTION_PAUSED_KEY, String(paused));
  } catch {
    // Storage unavailable: the choice lasts for this visit only.
  }
}

export function initialPaused(): boolean {
  return readStoredPaused() ?? prefersReducedMotion();
}
