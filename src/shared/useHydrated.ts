// False while prerendering and during hydration, true once the page runs in the browser:
// for attributes that only make sense with JavaScript running (e.g. hiding the page under the intro).
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
