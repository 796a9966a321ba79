// Facts of supabase/config.toml (the Supabase CLI's project file, their one home) that the build's
// checks and the local backend both need: the data API's row cap ([api] max_rows); and the names
// the migrations and the functions' folders give the table and the functions the site calls.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/** The tables the migrations create and the Edge Functions there are: names the site's config must use. */
export interface BackendNames {
  tables: string[];
  functions: string[];
}

/** The public tables supabase/migrations create and the functions under supabase/functions (not _shared). */
export function readBackendNames(root = ROOT): BackendNames {
  const migrations = path.join(root, 'supabase/migrations');
  const tables = readdirSync(migrations)
    .filter((name) => name.endsWith('.sql'))
    .flatMap((name) => [
      ...readFileSync(path.join(migrations, name), 'utf8').matchAll(
        /create\s+table\s+(?:if\s+not\s+exists\s+)?(?:public\.)?(?!if\s)"?([a-z_][a-z0-9_]*)\b"?(?!\.)/gi,
      ),
    ])
    .map((match) => match[1]!.toLowerCase());
  const functionsDir = path.join(root, 'supabase/functions');
  const functions = readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .filter((entry) => existsSync(path.join(functionsDir, entry.name, 'index.ts')))
    .map((entry) => entry.name);
  return { tables: [...new Set(tables)], functions };
}

/** The data API's row cap of the project at `root` (this checkout by default). */
export function readApiMaxRows(root = ROOT): number {
  return apiMaxRows(readFileSync(path.join(root, SUPABASE_CONFIG_FILE), 'utf8'));
}
