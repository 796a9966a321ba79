// Facts of supabase/config.toml (the Supabase CLI's project file, their one home) that the build's
// checks and the local backend both need: the data API's row cap ([api] max_rows).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';

export const SUPABASE_CONFIG_FILE = 'supabase/config.toml';
const ROOT = path.resolve(import.meta.dirname, '..');

/** max_rows of the [api] table of a supabase/config.toml text. */
export function apiMaxRows(configToml: string): number {
  const api = parse(configToml).api as { max_rows?: unknown } | undefined;
  const value = api?.max_rows;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new Error(`${SUPABASE_CONFIG_FILE} has no whole max_rows in its [api] table`);
  }
  return value;
}

/** The data API's row cap of the project at `root` (this checkout by default). */
export function readApiMaxRows(root = ROOT): number {
  return apiMaxRows(readFileSync(path.join(root, SUPABASE_CONFIG_FILE), 'utf8'));
}
