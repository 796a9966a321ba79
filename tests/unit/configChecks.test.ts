// The config checks' plumbing (buildtime/configChecks.ts), the same for every config file: all
// problems of all files at once, and a file that does not load reported as such. (A real
// `vite build` failing with them: tests/build/configChecks.test.ts.)
import { expect, it } from 'vitest';
import { z } from 'zod';
import { checkConfigs, problemsReport, type ConfigCheck } from '../../buildtime/configChecks.ts';
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

it('config checks: lists every problem of every file, and a file that does not load', async () => {
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
