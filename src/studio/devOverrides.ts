// Development-only knob: `?fx.candles.spawnEveryMs=500&fx.chaosMode.textures=/art/rocket.svg`
// overrides fields of the effects config without touching the file, so designers try and share
// values. Pure functions: reading such parameters against the config's fields, and writing
// overrides back into a link (the studio's Copy link). The live config (liveEffects.ts) applies
// them in the dev server only.
import type { EffectsConfig } from '../config/effects.schema.ts';

const PREFIX = 'fx.';

/** A field of the effects config: 'candles.spawnEveryMs'. */
export type FieldPath = `${string}.${string}`;

/** The field's current value, when `path` names one ('section.field'). */
function fieldValue(config: EffectsConfig, path: string): { found: boolean; value?: unknown } {
  const [section, key, ...rest] = path.split('.');
  if (!section || !key || rest.length > 0 || !Object.hasOwn(config, section)) {
    return { found: false };
  }
  const target = (config as unknown as Record<string, Record<string, unknown>>)[section];
  if (!target || !Object.hasOwn(target, key)) return { found: false };
  return { found: true, value: target[key] };
}

/** `raw` as a value of the same kind as `current`, or undefined when it does not parse. */
function parseLike(current: unknown, raw: string): unknown {
  if (typeof current === 'number') {
    return raw.trim() !== '' && Number.isFinite(Number(raw)) ? Number(raw) : undefined;
  }
  if (typeof current === 'boolean') {
    return raw === 'true' || raw === 'false' ? raw === 'true' : undefined;
  }
  if (typeof current === 'string') return raw;
  if (Array.isArray(current) && current.every((v) => typeof v === 'number')) {
    const numbers = raw.split(',').map(Number);
    return numbers.every(Number.isFinite) ? numbers : undefined;
  }
  if (Array.isArray(current)) return raw.split(',').filter(Boolean);
  return undefined;
}

/** Every `fx.<section>.<field>` parameter of `search` that names a field and parses. */
export function parseConfigOverrides(
  search: string,
  config: EffectsConfig,
): Map<FieldPath, unknown> {
  const overrides = new Map<FieldPath, unknown>();
  for (const [key, raw] of new URLSearchParams(search)) {
    if (!key.startsWith(PREFIX)) continue;
    const path = key.slice(PREFIX.length);
    const { found, value: current } = fieldValue(config, path);
    if (!found) continue;
    const value = parseLike(current, raw);
    if (value !== undefined) overrides.set(path as FieldPath, value);
  }
  return overrides;
}

/** Sets the field at `path` (which must exist) to `value`. */
export function setField(config: EffectsConfig, path: FieldPath, value: unknown): void {
  const [section, key] = path.split('.') as [string, string];
  (config as unknown as Record<string, Record<string, unknown>>)[section]![key] = value;
}

/** The field's value at `path`. */
export function getField(config: EffectsConfig, path: FieldPath): unknown {
  return fieldValue(config, path).value;
}

/** `url` with `fx.` parameters for `overrides` (others kept, earlier fx. ones replaced). */
export function overridesLink(url: string, overrides: ReadonlyMap<FieldPath, unknown>): string {
  const link = new URL(url);
  for (const key of [...link.searchParams.keys()]) {
    if (key.startsWith(PREFIX)) link.searchParams.delete(key);
  }
  for (const [path, value] of overrides) {
    link.searchParams.set(
      `${PREFIX}${path}`,
      Array.isArray(value) ? value.join(',') : String(value),
    );
  }
  return link.toString();
}
