// A test's own effects values in the live config (src/effects/liveEffects.ts), the one object the
// store, the clock and the stage read, changed in place as the studio changes it; the file's
// values are put back after, whatever the test did.
import { onTestFinished } from 'vitest';
import type { EffectsConfig } from '../../src/config/effects.schema.ts';
import { effects as live, notifyEffectsChange } from '../../src/effects/liveEffects.ts';

const fileValues = structuredClone(live);

function setLive(values: EffectsConfig): void {
  Object.assign(live, structuredClone(values));
  notifyEffectsChange();
}

/** Puts `values` live for the rest of the test (an async one included), the file's back after it. */
export function liveEffectsForTest(values: EffectsConfig): void {
  setLive(values);
  onTestFinished(() => setLive(fileValues));
}
