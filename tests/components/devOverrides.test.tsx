// In the dev server the `?fx.…` URL overrides are applied by the studio's room
// (src/studio/liveOverrides.ts, which main.tsx loads before the app renders), so every reader sees them: the store, the stage, and the CSS
// animations through the <html> variables. The config file itself stays as written.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { effects as fileEffects } from '../../src/config/effects.ts';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.documentElement.removeAttribute('style');
  vi.resetModules();
  vi.restoreAllMocks();
});

describe('dev URL overrides', () => {
  it('reach the config before any reader, and the flash and shake CSS variables', async () => {
    window.history.replaceState(
      null,
      '',
      '/?fx.fakeNewsFlash.pulsesPerSecond=1&fx.shake.frequencyHz=10&fx.fakeNewsFlash.durationMs=700',
    );
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    vi.resetModules();
    const file = structuredClone((await import('../../src/config/effects.ts')).effects);
    const { fileEffectValues, effectOverrides } = await import('../../src/studio/liveOverrides.ts');
    const { showFakeNewsFlash, chaosStore } = await import('../../src/chaos/chaosStore.ts');
    const { effects } = await import('../../src/effects/liveEffects.ts');
    expect(effects.fakeNewsFlash.pulsesPerSecond).toBe(1);
    expect(fileEffectValues().fakeNewsFlash.pulsesPerSecond).toBe(
      file.fakeNewsFlash.pulsesPerSecond,
    );
    expect([...effectOverrides().keys()]).toEqual([
      'fakeNewsFlash.pulsesPerSecond',
      'shake.frequencyHz',
      'fakeNewsFlash.durationMs',
    ]);
    showFakeNewsFlash();
    expect(chaosStore.getState().flashRemainingMs).toBe(700);
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--fx-flash-period')).toBe('1000ms');
    expect(style.getPropertyValue('--fx-shake-period')).toBe('100ms');
    expect(info).toHaveBeenCalledTimes(1);
  });

  it('leave the config and <html> alone without fx. parameters', async () => {
    vi.resetModules();
    await import('../../src/studio/liveOverrides.ts');
    const { effects } = await import('../../src/effects/liveEffects.ts');
    expect(effects).toEqual(fileEffects);
    expect(document.documentElement.style.getPropertyValue('--fx-flash-period')).toBe('');
  });
});
