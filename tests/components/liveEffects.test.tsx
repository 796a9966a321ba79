// The live effects config (src/effects/liveEffects.ts) that every reader uses: in the dev server
// the studio (src/studio/liveOverrides.ts) sets fields apart from the file, in place; the CSS
// variables on <html> and the listeners (the stage, the clock) follow; a value equal to the
// file's is no longer "changed"; Reset returns to the file's values. The `?fx.…` URL overrides
// are applied by the studio's room, which main.tsx loads before the app renders, so every reader
// sees them; the config file itself stays as written.
import { afterEach, expect, it, vi } from 'vitest';
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
  vi.resetModules();
});

it('the live effects config is the file object itself, takes overrides in place, tells its listeners and sets the CSS variables', () => {
  expect(effects).toBe(fileEffects);
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
  expect(document.documentElement.style.getPropertyValue('--fx-shake-px')).toBe(`${amplitudePx}px`);
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

it('dev URL overrides leave the live effects config and <html> alone without fx. parameters; with them, reach the config before any reader, and the flash and shake CSS variables', async () => {
  const style = document.documentElement.style;
  vi.resetModules();
  await import('../../src/studio/liveOverrides.ts');
  expect((await import('../../src/effects/liveEffects.ts')).effects).toEqual(fileEffects);
  expect(style.getPropertyValue('--fx-flash-period')).toBe('');
  window.history.replaceState(
    null,
    '',
    '/?fx.fakeNewsFlash.pulsesPerSecond=1&fx.shake.frequencyHz=10&fx.fakeNewsFlash.durationMs=700',
  );
  const info = vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.resetModules();
  const { fileEffectValues, effectOverrides } = await import('../../src/studio/liveOverrides.ts');
  const { showFakeNewsFlash, chaosStore } = await import('../../src/chaos/chaosStore.ts');
  const { effects } = await import('../../src/effects/liveEffects.ts');
  expect(effects.fakeNewsFlash.pulsesPerSecond).toBe(1);
  expect(fileEffectValues().fakeNewsFlash.pulsesPerSecond).toBe(
    fileEffects.fakeNewsFlash.pulsesPerSecond,
  );
  expect([...effectOverrides().keys()]).toEqual([
    'fakeNewsFlash.pulsesPerSecond',
    'shake.frequencyHz',
    'fakeNewsFlash.durationMs',
  ]);
  showFakeNewsFlash();
  expect(chaosStore.getState().flashRemainingMs).toBe(700);
  expect(style.getPropertyValue('--fx-flash-period')).toBe('1000ms');
  expect(style.getPropertyValue('--fx-shake-period')).toBe('100ms');
  expect(info).toHaveBeenCalledTimes(1);
});
