// The effect values the page's CSS animations use (shake size and period, flash period, the
// intro words' pop-in) as CSS custom properties derived from the effects config: written into
// index.html's <head> by a Vite plugin (so the prerendered page has them before any script),
// and, in the dev server, set on <html> again whenever the live config changes (a `?fx.…`
// override, a saved config file, the studio), so they reach the CSS too (liveEffects.ts).
import type { EffectsConfig } from '../config/effects.schema.ts';
import { MAX_FLASHES_PER_SECOND } from '../config/rules/flashes.ts';

/** Pulses per second the 'FAKE NEWS!' flash really makes: the config's, capped by WCAG 2.3.1. */
export function flashPulsesPerSecond(config: EffectsConfig): number {
  return Math.min(Math.max(0, config.fakeNewsFlash.pulsesPerSecond), MAX_FLASHES_PER_SECOND);
}

/** A period in ms for a rate in Hz; '0s' (no animation) for a rate of zero or less. */
function periodOf(hz: number): string {
  return hz > 0 ? `${Math.round(1_000_000 / hz) / 1000}ms` : '0s';
}

export function effectCssVariables(config: EffectsConfig): Record<string, string> {
  return {
    '--fx-shake-px': `${config.shake.amplitudePx}px`,
    '--fx-shake-period': periodOf(config.shake.frequencyHz),
    '--fx-flash-period': periodOf(flashPulsesPerSecond(config)),
    '--fx-intro-pop': `${Math.max(1, config.intro.wordPopMs)}ms`,
    '--fx-intro-pop-scale': String(config.intro.wordPopFromScale),
  };
}

/** The variables as one `:root { … }` rule, for a <style> element. */
export function effectCssRule(config: EffectsConfig): string {
  const declarations = Object.entries(effectCssVariables(config)).map(([name, value]) => {
    return `${name}:${value}`;
  });
  return `:root{${declarations.join(';')}}`;
}

export function applyEffectCssVariables(style: CSSStyleDeclaration, config: EffectsConfig): void {
  for (const [name, value] of Object.entries(effectCssVariables(config))) {
    style.setProperty(name, value);
  }
}
