// Dev server only (main.tsx loads it behind import.meta.env.DEV, before the app renders): the
// live effects config's dev side. It applies the `?fx.…` URL overrides before any reader runs,
// takes a saved src/config/effects.ts in place (the dev server only lets valid values through)
// and the studio's changes, then sets the CSS variables on <html> again and tells the readers.
import type { EffectsConfig } from '../config/effects.schema.ts';
import { applyEffectCssVariables } from '../effects/cssVariables.ts';
import { effects, followEffectsFile, notifyEffectsChange } from '../effects/liveEffects.ts';
import { getField, parseConfigOverrides, setField, type FieldPath } from './devOverrides.ts';

/** The values of the file as last loaded: what "changed" and Reset compare with. */
let fileValues: EffectsConfig = structuredClone(effects);
/** Fields set apart from the file, by the URL or the studio. */
const overrides = new Map<FieldPath, unknown>();

/** The file's own values (a copy, as last saved). */
export function fileEffectValues(): EffectsConfig {
  return fileValues;
}

/** The fields set apart from the file (URL and studio). */
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
  notifyEffectsChange();
}

/** The studio: set fields apart from the file (a value equal to the file's clears it). */
export function setEffectOverrides(changes: ReadonlyMap<FieldPath, unknown>): void {
  for (const [path, value] of changes) {
    const same = JSON.stringify(getField(fileValues, path)) === JSON.stringify(value);
    if (same) overrides.delete(path);
    else overrides.set(path, value);
  }
  applyLiveValues();
}

/** The studio's Reset, or after a save: drop overrides, all or those of `paths`. */
export function clearEffectOverrides(paths: Iterable<FieldPath> = [...overrides.keys()]): void {
  for (const path of paths) overrides.delete(path);
  applyLiveValues();
}

for (const [path, value] of parseConfigOverrides(window.location.search, fileValues)) {
  overrides.set(path, value);
}
if (overrides.size > 0) {
  console.info('effects: dev overrides', [...overrides.keys()]);
  applyLiveValues();
}

followEffectsFile((saved) => {
  fileValues = structuredClone(saved);
  // Overrides the file now holds (the studio saved them) are no longer apart from it.
  for (const [path, value] of overrides) {
    if (JSON.stringify(getField(fileValues, path)) === JSON.stringify(value))
      overrides.delete(path);
  }
  applyLiveValues();
});

// The dev server's config check (buildtime/configChecks.ts) passes again: close the error overlay it
// opened, so the next update applies in place (Vite reloads a page whose first update finds an
// overlay open).
import.meta.hot?.on('config-checks:valid', () => {
  document
    .querySelectorAll<HTMLElement & { close(): void }>('vite-error-overlay')
    .forEach((o) => o.close());
});
