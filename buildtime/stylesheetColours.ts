// The palette colours the stylesheets read: every `var(--name)` in src/**/*.css that the
// stylesheets do not declare themselves (like --radius), that no component sets inline (a
// '--name' in src/**/*.tsx, like --intro-word-chars) and that is not an effects value (--fx-…),
// by its palette name (--bg-raised is bgRaised). The palette check needs each of them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** bg-raised -> bgRaised (the inverse of paletteVariableName). */
const paletteName = (variable: string) =>
  variable.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** The files under src/ whose name ends with `suffix`. */
function sourceFiles(root: string, suffix: string): string[] {
  const dir = path.join(root, 'src');
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

const readAll = (files: string[]) => files.map((file) => readFileSync(file, 'utf8')).join('\n');

export function stylesheetPaletteNames(root: string): string[] {
  const css = readAll(sourceFiles(root, '.css'));
  const components = readAll(sourceFiles(root, '.tsx'));
  const declared = new Set([
    ...[...css.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]),
    ...[...components.matchAll(/['"](--[\w-]+)['"]/g)].map((m) => m[1]),
  ]);
  const used = new Set(
    [...css.matchAll(/var\(\s*(--[\w-]+)/g)]
      .map((m) => m[1]!)
      .filter((name) => !declared.has(name) && !name.startsWith('--fx-')),
  );
  return [...used].map((name) => paletteName(name.slice(2))).sort();
}
