// Every effect value comes from src/config/effects.ts (the chaos images' own drift, spin and
// spread: effects.test.ts's fall specs): the CSS variables of the shake and the flash (capped by
// WCAG 2.3.1), and the dev URL overrides of any field, strings included (the intro pop and the
// wobble: effects.test.ts).
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { anyEffects } from '../helpers/validConfigs.ts';
import { effects } from '../../src/config/effects.ts';
import type { EffectsConfig } from '../../src/config/effects.schema.ts';
import { overridesLink, parseConfigOverrides } from '../../src/studio/devOverrides.ts';
import {
  effectCssRule,
  effectCssVariables,
  flashPulsesPerSecond,
} from '../../src/effects/cssVariables.ts';
import { MAX_FLASHES_PER_SECOND } from '../../src/config/rules/flashes.ts';

const copy = (): EffectsConfig => structuredClone(effects);

it('gives the CSS the shake size and period, the flash period (no animation at 0 Hz) and the intro words pop-in, for any config', () => {
  fc.assert(
    fc.property(anyEffects, (any) => {
      // A period in ms to the microsecond, none for no rate; the flash at most 3 a second.
      const period = (hz: number) => (hz > 0 ? `${Math.round(1_000_000 / hz) / 1000}ms` : '0s');
      expect(effectCssVariables(any)).toEqual({
        '--fx-shake-px': `${any.shake.amplitudePx}px`,
        '--fx-shake-period': period(any.shake.frequencyHz),
        '--fx-flash-period': period(Math.min(any.fakeNewsFlash.pulsesPerSecond, 3)),
        '--fx-intro-pop': `${Math.max(1, any.intro.wordPopMs)}ms`,
        '--fx-intro-pop-scale': String(any.intro.wordPopFromScale),
      });
    }),
  );
});

it('writes them as one :root rule', () => {
  const config = copy();
  Object.assign(config.shake, { amplitudePx: 5, frequencyHz: 10 });
  Object.assign(config.intro, { wordPopMs: 400, wordPopFromScale: 2 });
  config.fakeNewsFlash.pulsesPerSecond = 1;
  expect(effectCssRule(config)).toBe(
    ':root{--fx-shake-px:5px;--fx-shake-period:100ms;--fx-flash-period:1000ms;' +
      '--fx-intro-pop:400ms;--fx-intro-pop-scale:2}',
  );
});

it('caps the flash at 3 real pulses a second (WCAG 2.3.1), and stops it at 0', () => {
  expect(effects.fakeNewsFlash.pulsesPerSecond).toBeLessThanOrEqual(MAX_FLASHES_PER_SECOND);
  const config = copy();
  config.fakeNewsFlash.pulsesPerSecond = 10;
  expect(flashPulsesPerSecond(config)).toBe(3);
  expect(effectCssVariables(config)['--fx-flash-period']).toBe('333.333ms');
  config.fakeNewsFlash.pulsesPerSecond = 0;
  expect(effectCssVariables(config)['--fx-flash-period']).toBe('0s');
});

it('dev overrides read numbers, lists and strings, and skip unknown or malformed ones', () => {
  const overrides = parseConfigOverrides(
    '?fx.intro.wordStrokeColour=%23ffffff&fx.intro.wordColours=red,blue' +
      '&fx.fakeNewsFlash.pulsesPerSecond=1&fx.shake.frequencyHz=abc&fx.nope.x=1&fx.intro=1',
    effects,
  );
  expect([...overrides]).toEqual([
    ['intro.wordStrokeColour', '#ffffff'],
    ['intro.wordColours', ['red', 'blue']],
    ['fakeNewsFlash.pulsesPerSecond', 1],
  ]);
});

it('writes overrides back into a shareable ?fx. link, keeping the other parameters', () => {
  const link = overridesLink(
    'http://127.0.0.1:5173/?studio&fx.candles.lifetimeMs=9',
    new Map<`${string}.${string}`, unknown>([
      ['candles.spawnEveryMs', 500],
      ['chaosMode.textures', ['/art/rocket.svg', '/art/logo.svg']],
    ]),
  );
  const params = new URL(link).searchParams;
  expect([...params.keys()]).toEqual([
    'studio',
    'fx.candles.spawnEveryMs',
    'fx.chaosMode.textures',
  ]);
  expect(parseConfigOverrides(new URL(link).search, effects)).toEqual(
    new Map<string, unknown>([
      ['candles.spawnEveryMs', 500],
      ['chaosMode.textures', ['/art/rocket.svg', '/art/logo.svg']],
    ]),
  );
});
