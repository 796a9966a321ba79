// The effects config every reader uses at run time (store, clock, CSS variables, intro, chart,
// stage): the values of src/config/effects.ts in one object, changed in place. In production
// that is all it is: the file's object. In the dev server the studio's room
// (src/studio/liveOverrides.ts) changes it in place and calls notifyEffectsChange(), so the
// readers that keep derived values (onEffectsChange: the stage, the clock) follow.
import { effects as fileEffects } from '../config/effects.ts';
import type { EffectsConfig } from '../config/effects.schema.ts';

/** The live effects config. */
export const effects: EffectsConfig = fileEffects;

type Listener = () => void;
const listeners = new Set<Listener>();

/** Dev server: call `listener` after every change of the live values; returns an unsubscribe. */
export function onEffectsChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Dev server: the live values changed in place; tell the readers. */
export function notifyEffectsChange(): void {
  for (const listener of listeners) listener();
}

/** Dev server: what to do with a saved src/config/effects.ts (set by src/studio/liveOverrides.ts). */
let onFileSaved: ((saved: EffectsConfig) => void) | undefined;
export function followEffectsFile(handler: (saved: EffectsConfig) => void): void {
  onFileSaved = handler;
}

// A saved config file is an update in place, not a reload: this module, the file's importer,
// accepts it. import.meta.hot is undefined in production, so none of this ships.
if (import.meta.hot) {
  import.meta.hot.accept('../config/effects.ts', (module) => {
    if (module) onFileSaved?.((module as unknown as { effects: EffectsConfig }).effects);
  });
}
