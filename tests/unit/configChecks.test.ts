// The config checks' plumbing (scripts/vite/configChecks.ts), the same for every config file: all
// problems of all files at once, a file that does not load reported as such, and a real
// `vite build` of a copy of the project with bad values failing with every message.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkConfigs, problemsReport, type ConfigCheck } from '../../scripts/vite/configChecks.ts';
import { copyProject } from '../../scripts/shared/devServerCopy.ts';
import { field } from '../../src/config/schemaKit.ts';

const fakeChecks: ConfigCheck[] = [
  {
    file: 'a.ts',
    exportName: 'a',
    schema: async () => z.strictObject({ n: field(z.number().max(3), 'count', 'a number') }),
  },
  {
    file: 'b.ts',
    exportName: 'b',
    schema: async () => z.strictObject({ s: field(z.string().min(1), 'text', 'a name') }),
  },
  { file: 'missing.ts', exportName: 'c', schema: async () => z.unknown() },
];

const modules: Record<string, Record<string, unknown>> = {
  'a.ts': { a: { n: 9 } },
  'b.ts': { b: { s: '' } },
};
const load = async <T>(file: string) => {
  const module = modules[file];
  if (!module) throw new Error(`Cannot find module ${file}`);
  return module as T;
};

describe('config checks', () => {
  it('lists every problem of every file, and a file that does not load', async () => {
    const problems = await checkConfigs(fakeChecks, load, '/project');
    expect(problems).toEqual([
      'a.n = 9: must be at most 3 (count, a number)',
      "b.s = '': must not be empty (text, a name)",
      'missing.ts could not be loaded: Cannot find module missing.ts',
    ]);
    expect(problemsReport(problems)).toBe(
      'The config files have 3 problems:\n' +
        '  - a.n = 9: must be at most 3 (count, a number)\n' +
        "  - b.s = '': must not be empty (text, a name)\n" +
        '  - missing.ts could not be loaded: Cannot find module missing.ts',
    );
  });

  it('fail `vite build` with every problem of src/config/effects.ts, before bundling', async () => {
    const root = copyProject('config-checks-');
    try {
      const file = path.join(root, 'src/config/effects.ts');
      const bad = readFileSync(file, 'utf8')
        .replace(/spawnEveryMs: \d+,/, 'spawnEveryMs: 0,')
        .replace(/burstCount: \d+,/, 'burstCount: -5,');
      writeFileSync(file, bad);
      const outDir = path.join(root, 'dist');
      const failure = await build({
        root,
        configFile: path.join(root, 'vite.config.ts'),
        logLevel: 'silent',
        build: { outDir },
      }).then(
        () => null,
        (error: unknown) => error as Error,
      );
      expect(failure?.message).toContain(
        'The config files have 2 problems:\n' +
          '  - effects.candles.spawnEveryMs = 0: must be at least 100 (ms, interval between two falling candles)\n' +
          '  - effects.chaosMode.burstCount = -5: must be at least 1 (count, how many images fall during one chaos mode)',
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 120_000);
});
