// The page's root element: shakes with the store's page shake, and is hidden from assistive tech
// and input while the intro covers it. Only this wrapper subscribes to those values, so a shake
// re-renders this element, not the page's sections (its children).
import type { ReactNode } from 'react';
import { useHydrated } from './shared/useHydrated.ts';
import { selectIntroVisible, selectPageShaking, useChaos } from './chaos/chaosStore.ts';

export function PageRoot({ children }: { children: ReactNode }) {
  // Without JavaScript the intro never ends, so the prerendered page is not hidden under it.
  const introVisible = useChaos(selectIntroVisible);
  const hydrated = useHydrated();
  const hidden = introVisible && hydrated;
  const shaking = useChaos(selectPageShaking);
  return (
    <div
      className={shaking ? 'page shaking' : 'page'}
      inert={hidden}
      aria-hidden={hidden ? true : undefined}
      data-testid="page"
    >
      {children}
    </div>
  );
}
