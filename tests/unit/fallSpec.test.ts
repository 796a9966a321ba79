// Candles and chaos images fall by one spec builder (fallSpecOf), each from its own config section.
import { describe, expect, it } from 'vitest';
import { effects } from '../../src/config/effects.ts';
import { candleSpec } from '../../src/effects/logic/candles.ts';
import { chaosSpec } from '../../src/effects/logic/chaosBurst.ts';

describe('fall specs', () => {
  it('candles take the candles section, with their lifetimeMs', () => {
    const c = effects.candles;
    expect(candleSpec(effects)).toEqual({
      kind: 'candle',
      textureCount: c.textures.length,
      lifetimeMs: c.lifetimeMs,
      sizePx: c.sizePx,
      driftPxPerSec: c.driftPxPerSec,
      spinRadPerSec: c.spinRadPerSec,
      fallSpeedJitter: c.fallSpeedJitter,
    });
  });

  it('chaos images take the chaosMode section, with its imageLifetimeMs', () => {
    const c = effects.chaosMode;
    expect(chaosSpec(effects)).toEqual({
      kind: 'chaos',
      textureCount: c.textures.length,
      lifetimeMs: c.imageLifetimeMs,
      sizePx: c.sizePx,
      driftPxPerSec: c.driftPxPerSec,
      spinRadPerSec: c.spinRadPerSec,
      fallSpeedJitter: c.fallSpeedJitter,
    });
  });
});
