// The effects config every reader uses at run time (store, clock, CSS variables, intro, chart,
// stage): the values of src/config/effects.ts in one object, changed in place. In production
// that is all it is: the file's object. In the dev server it also takes in place, with no reload,
// the `?fx.…` URL overrides, a saved src/config/effects.ts (through Vite's HMR: the dev server
// only lets valid values through) and the studio's changes; it then sets the CSS variables on
// <html> again and tells the readers that keep derived values (onEffectsChange: the stage, the
// clock). import.meta.hot is undefined in production, so none of that ships.
import { effects as fileEffects } from '../config/effects.ts';
import type { EffectsConfig } from '../config/effects.schema.ts';
import { applyEffectCssVariables } from './cssVariables.ts';
import { getField, parseConfigOverrides, setField, type FieldPath } from './devOverrides.ts';

/** The live effects config. */
export const effects: EffectsConfig = fileEffects;

type Listener = () => void;
const listeners = new Set<Listener>();
/** The values of the file as last loaded (dev server): what "changed" and Reset compare with. */
let fileValues: EffectsConfig = fileEffects;
/** Fields set apart from the file, by the URL or the studio (dev server). */
const overrides = new Map<FieldPath, unknown>();

/** Dev server: call `listener` after every change of the live values; returns an unsubscribe. */
export function onEffectsChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Dev server: the file's own values (a copy, as last saved). */
export function fileEffectValues(): EffectsConfig {
  return fileValues;
}

/** Dev server: the fields set apart from the file (URL and studio). */
export function effectOverrides(): ReadonlyMap<FieldPath, unknown> {
  return overrides;
}

/** File values, then the overrides, into the live object; CSS variables and readers follow. */
function applyLiveValues(): void {
  const live = effects as unknown as Record<string, Record<string, unknown>>;
  for (const [section, fields] of Object.entries(structuredClone(fileValues))) {
    Object.assign((live[section] ??= {}), fields);
  }
  for (const [path, value] of overrides) setField(effects, path, structuredClone(value));
  applyEffectCssVariables(document.documentElement.style, effects);
  for (const listener of listeners) listener();
}

/** Dev server (studio): set fields apart from the file (a value equal to the file's clears it). */
export function setEffectOverrides(changes: ReadonlyMap<FieldPath, unknown>): void {
  for (const [path, value] of changes) {
    const same = JSON.stringify(getField(fileValues, path)) === JSON.stringify(value);
    if (same) overrides.delete(path);
    else overrides.set(path, value);
  }
  applyLiveValues();
}

/** Dev server (studio's Reset, or after a save): drop overrides, all or those of `paths`. */
export function clearEffectOverrides(paths: Iterable<FieldPath> = [...overrides.keys()]): void {
  for (const path of paths) overrides.delete(path);
  applyLiveValues();
}

if (import.meta.env.DEV && typeof window !== 'undefined') {
  fileValues = structuredClone(fileEffects);
  for (const [path, value] of parseConfigOverrides(window.location.search, fileEffects)) {
    overrides.set(path, value);
  }
  if (overrides.size > 0) {
    console.info('effects: dev overrides', [...overrides.keys()]);
    applyLiveValues();
  }
}

if (import.meta.hot) {
  import.meta.hot.accept('../config/effects.ts', (module) => {
    if (!module) return;
    fileValues = structuredClone((module as unknown as { effects: EffectsConfig }).effects);
    // Overrides the file now holds (the studio saved them) are no longer apart from it.
    for (const [path, value] of overrides) {
      if (JSON.stringify(getField(fileValues, path)) === JSON.stringify(value))
        overrides.delete(path);
    }
    applyLiveValues();
  });
  // The dev server's config check (scripts/vite/configChecks.ts) passes again: close the error
  // overlay it opened, so the next update applies in place (Vite reloads a page whose first
  // update finds an overlay open).
  import.meta.hot.on('config-checks:valid', () => {
    document
      .querySelectorAll<HTMLElement & { close(): void }>('vite-error-overlay')
      .forEach((o) => o.close());
  });
}
