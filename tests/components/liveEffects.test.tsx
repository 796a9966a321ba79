// The live effects config (src/effects/liveEffects.ts) that every reader uses: in the dev server
// the studio sets fields apart from the file, in place; the CSS variables on <html> and the
// listeners (the stage, the clock) follow; a value equal to the file's is no longer "changed";
// Reset returns to the file's values.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearEffectOverrides,
  effectOverrides,
  effects,
  fileEffectValues,
  onEffectsChange,
  setEffectOverrides,
} from '../../src/effects/liveEffects.ts';
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
    setEffectOverrides(
      new Map<`${string}.${string}`, unknown>([
        ['candles.spawnEveryMs', 500],
        ['shake.amplitudePx', 3],
      ]),
    );
    expect(effects.candles).toBe(sameObject);
    expect(effects.candles.spawnEveryMs).toBe(500);
    expect(fileEffectValues().candles.spawnEveryMs).toBe(1500);
    expect([...effectOverrides().keys()]).toEqual(['candles.spawnEveryMs', 'shake.amplitudePx']);
    expect(document.documentElement.style.getPropertyValue('--fx-shake-px')).toBe('3px');
    expect(listener).toHaveBeenCalledTimes(1);

    // Back to the file's value: no longer changed.
    setEffectOverrides(new Map([['candles.spawnEveryMs', 1500]]));
    expect([...effectOverrides().keys()]).toEqual(['shake.amplitudePx']);
    clearEffectOverrides();
    expect(effects.shake.amplitudePx).toBe(fileEffectValues().shake.amplitudePx);
    expect(effectOverrides().size).toBe(0);
    stop();
    setEffectOverrides(new Map([['candles.lifetimeMs', 4000]]));
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
