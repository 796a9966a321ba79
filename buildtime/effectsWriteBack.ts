// Writes changed values into the effects config's source (src/config/effects.ts) with magicast
// (recast underneath), which reprints only the nodes that changed: every comment, the order and
// the formatting stay as they were, so `git diff` shows only the changed values. Prettier, with
// the project's own settings, then lays out any list that grew past the line length.
import { generateCode, parseModule } from 'magicast';
import { format, resolveConfig } from 'prettier';

/** `source` with each 'section.field' of `changes` set to its value. */
export async function writeBackEffects(
  source: string,
  changes: ReadonlyMap<string, unknown>,
  filepath: string,
): Promise<string> {
  const mod = parseModule(source);
  const config = mod.exports.effects as Record<string, Record<string, unknown>> | undefined;
  if (!config) throw new Error(`${filepath} exports no effects object`);
  for (const [path, value] of changes) {
    const [section, key] = path.split('.');
    const target = section ? config[section] : undefined;
    if (!target || !key || !(key in target)) throw new Error(`${path} is not a field of effects`);
    target[key] = structuredClone(value);
  }
  const code = generateCode(mod).code;
  const options = (await resolveConfig(filepath)) ?? {};
  return format(code, { ...options, filepath });
}
