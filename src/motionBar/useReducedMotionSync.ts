// Keeps the store's reducedMotion flag in step with the system setting while the page is open.
import { useEffect } from 'react';
import { setReducedMotion } from '../chaos/chaosStore.ts';

export function useReducedMotionSync(): void {
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
}
