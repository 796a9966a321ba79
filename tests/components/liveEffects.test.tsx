// The live effects config (src/effects/liveEffects.ts) that every reader uses: in the dev server
// the studio (src/studio/liveOverrides.ts) sets fields apart from the file, in place; the CSS variables on <html> and the
// listeners (the stage, the clock) follow; a value equal to the file's is no longer "changed";
// Reset returns to the file's values.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { effects, onEffectsChange } from '../../src/effects/liveEffects.ts';
import {
  clearEffectOverrides,
  effectOverrides,
  fileEffectValues,
  setEffectOverrides,
} from '../../src/studio/liveOverrides.ts';
import { effects as fileEffects } from '../../src/config/effects.ts';

afterEach(() => {
  clearEffectOverrides();
  document.documentElement.removeAttribute('style');
});

describe('the live effects config', () => {
  it('is the file object itself, so every reader sees one set of values', () => {
    expect(effects).toBe(fileEffects);
  });

  it('takes overrides in place, tells its listeners and sets the CSS variables', () => {
    const listener = vi.fn();
    const stop = onEffectsChange(listener);
    const sameObject = effects.candles;
    const file = structuredClone(fileEffects);
    // Values other than the file's, whatever a designer chose there.
    const spawnEveryMs = file.candles.spawnEveryMs + 100;
    const amplitudePx = file.shake.amplitudePx + 1;
    setEffectOverrides(
      new Map<`${string}.${string}`, unknown>([
        ['candles.spawnEveryMs', spawnEveryMs],
        ['shake.amplitudePx', amplitudePx],
      ]),
    );
    expect(effects.candles).toBe(sameObject);
    expect(effects.candles.spawnEveryMs).toBe(spawnEveryMs);
    expect(fileEffectValues().candles.spawnEveryMs).toBe(file.candles.spawnEveryMs);
    expect([...effectOverrides().keys()]).toEqual(['candles.spawnEveryMs', 'shake.amplitudePx']);
    expect(document.documentElement.style.getPropertyValue('--fx-shake-px')).toBe(
      `${amplitudePx}px`,
    );
    expect(listener).toHaveBeenCalledTimes(1);

    // Back to the file's value: no longer changed.
    setEffectOverrides(new Map([['candles.spawnEveryMs', file.candles.spawnEveryMs]]));
    expect([...effectOverrides().keys()]).toEqual(['shake.amplitudePx']);
    clearEffectOverrides();
    expect(effects.shake.amplitudePx).toBe(fileEffectValues().shake.amplitudePx);
    expect(effectOverrides().size).toBe(0);
    stop();
    setEffectOverrides(new Map([['candles.lifetimeMs', file.candles.lifetimeMs + 100]]));
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
