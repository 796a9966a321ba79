// Development-only knob: `?fx.candles.spawnEveryMs=500&fx.chaosMode.textures=/art/rocket.svg`
// overrides fields of the effects config in place, so designers try values without rebuilding.
// src/config/effects.ts applies them as it loads, in the dev server only.
import type { EffectsConfig } from '../config/effects.ts';
import { applyEffectCssVariables } from './cssVariables.ts';

const PREFIX = 'fx.';

/** Apply every `fx.<section>.<field>` parameter that names an existing field; returns them. */
export function applyConfigOverrides(config: EffectsConfig, search: string): string[] {
  const applied: string[] = [];
  for (const [key, raw] of new URLSearchParams(search)) {
    if (!key.startsWith(PREFIX)) continue;
    const [section, field, ...rest] = key.slice(PREFIX.length).split('.');
    if (!section || !field || rest.length > 0 || !Object.hasOwn(config, section)) continue;
    const target = (config as unknown as Record<string, Record<string, unknown>>)[section];
    if (!target || !Object.hasOwn(target, field)) continue;
    const current = target[field];
    let value: unknown;
    if (typeof current === 'number' && raw.trim() !== '' && Number.isFinite(Number(raw))) {
      value = Number(raw);
    } else if (typeof current === 'boolean' && (raw === 'true' || raw === 'false')) {
      value = raw === 'true';
    } else if (typeof current === 'string') {
      value = raw;
    } else if (Array.isArray(current) && current.every((v) => typeof v === 'number')) {
      const numbers = raw.split(',').map(Number);
      if (numbers.every(Number.isFinite)) value = numbers;
    } else if (Array.isArray(current)) {
      value = raw.split(',').filter(Boolean);
    }
    if (value === undefined) continue;
    target[field] = value;
    applied.push(`${section}.${field}=${raw}`);
  }
  return applied;
}

/** The dev server's start-up: apply the page URL's overrides, log them, give the CSS the values. */
export function applyDevOverrides(config: EffectsConfig, win: Window): void {
  const applied = applyConfigOverrides(config, win.location.search);
  if (applied.length === 0) return;
  console.info('effects: dev overrides', applied);
  // The prerendered <style> holds the defaults; inline values on <html> win over it.
  applyEffectCssVariables(win.document.documentElement.style, config);
}
