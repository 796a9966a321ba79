// The page's root element: shakes with the store's page shake. Only this wrapper subscribes to
// that value, so a shake re-renders this element, not the page's sections (its children).
// The page stays in the accessibility tree under the intro (its landmarks, its headings); the
// overlay takes the pointer's taps, and keyboard focus moving into the page past the overlay
// ends the intro, so focus never lands on something the overlay covers.
import type { FocusEvent, ReactNode } from 'react';
import { selectIntroVisible, selectPageShaking, skipIntro, useChaos } from './chaos/chaosStore.ts';
import { INTRO_OVERLAY_CLASS } from './intro/Intro.tsx';

export function PageRoot({ children }: { children: ReactNode }) {
  const introVisible = useChaos(selectIntroVisible);
  const shaking = useChaos(selectPageShaking);
  const onFocus = (event: FocusEvent) => {
    if (introVisible && !(event.target as Element).closest(`.${INTRO_OVERLAY_CLASS}`)) skipIntro();
  };
  return (
    <div className={shaking ? 'page shaking' : 'page'} onFocus={onFocus} data-testid="page">
      {children}
    </div>
  );
}
