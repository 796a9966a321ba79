// The config checks' plumbing (build/configChecks.ts), the same for every config file: all
// problems of all files at once, a file that does not load reported as such, and a real
// `vite build` of a copy of the project with bad values failing with every message.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkConfigs, problemsReport, type ConfigCheck } from '../../build/configChecks.ts';
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

/** `vite build` of a copy of the project with `edits` applied; the error it fails with, or null. */
async function buildCopyWith(edits: Record<string, (source: string) => string>) {
  const root = copyProject('config-checks-');
  try {
    for (const [relative, edit] of Object.entries(edits)) {
      const file = path.join(root, relative);
      writeFileSync(file, edit(readFileSync(file, 'utf8')));
    }
    return await build({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir: path.join(root, 'dist') },
    }).then(
      () => null,
      (error: unknown) => error as Error,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

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
    const failure = await buildCopyWith({
      'src/config/effects.ts': (s) =>
        s
          .replace(/spawnEveryMs: \d+,/, 'spawnEveryMs: 0,')
          .replace(/burstCount: \d+,/, 'burstCount: -5,'),
    });
    expect(failure?.message).toContain(
      'The config files have 2 problems:\n' +
        '  - effects.candles.spawnEveryMs = 0: must be at least 100 (ms, interval between two falling candles)\n' +
        '  - effects.chaosMode.burstCount = -5: must be at least 1 (count, how many images fall during one chaos mode)',
    );
  }, 120_000);

  it('fail `vite build` with every problem of a broken rebrand, each field named', async () => {
    const failure = await buildCopyWith({
      'src/config/content.ts': (s) =>
        s
          .replace("url: 'https://x.com/unstable_token'", "url: 'javascript:alert(1)'")
          .replace('sharePercent: 67,', 'sharePercent: 60,')
          .replace("chainId: 'solana'", "chainId: 'ethereum'"),
      'src/config/palette.ts': (s) => s.replace("textMuted: '#b9b9cc'", "textMuted: 'grey-ish'"),
      'src/config/news.ts': (s) => s.replace('queryLimit: 1000,', 'queryLimit: 5000,'),
    });
    const message = failure?.message ?? '';
    expect(message).toContain('The config files have 5 problems:');
    for (const line of [
      "content.links.x.url = 'javascript:alert(1)': must be an absolute http(s) URL",
      "content.tokenomics.cards = [6 items]: the cards' sharePercent must add up to 100 (they add up to 93",
      "content.contract.address = 'UNSTab1eXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXpump': must be an EVM address: 0x and 40 hex digits on ethereum",
      "palette.textMuted = 'grey-ish': must be a CSS colour",
      'newsConfig.queryLimit = 5000: must be at most 1000',
    ]) {
      expect(message).toContain(`  - ${line}`);
    }
  }, 120_000);
});
