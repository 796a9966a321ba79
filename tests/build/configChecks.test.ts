// The config checks in a real `vite build` (buildtime/configChecks.ts): a copy of the project with
// bad values fails the build, before bundling, with every message; one whose effects or paging
// differ from the spec builds, with a note. (The checks' plumbing alone:
// tests/unit/configChecks.test.ts.)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, createLogger, type InlineConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { copyProject, removeCopy } from '../../scripts/harness/devServerCopy.ts';
import { content } from '../../src/config/content.ts';
import { effects } from '../../src/config/effects.ts';
import { newsConfig } from '../../src/config/news.ts';
import { pagingSpecValues, specNotes, specNotesReport } from '../../src/config/specValues.ts';

/** `vite build` of a copy of the project with `edits` applied; the error it fails with, or null. */
async function buildCopyWith(
  edits: Record<string, (source: string) => string>,
  extra: Pick<InlineConfig, 'plugins' | 'customLogger'> = {},
) {
  const root = copyProject('config-checks-');
  try {
    for (const [relative, edit] of Object.entries(edits)) {
      const file = path.join(root, relative);
      writeFileSync(file, edit(readFileSync(file, 'utf8')));
    }
    return await build({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: extra.customLogger ? 'info' : 'silent',
      build: { outDir: path.join(root, 'dist') },
      ...extra,
    }).then(
      () => null,
      (error: unknown) => error as Error,
    );
  } finally {
    removeCopy(root);
  }
}

describe('config checks', () => {
  it("print the effects' values and the paging that differ from the spec as notes, and build on", async () => {
    const logger = createLogger('info');
    const warnings: string[] = [];
    logger.warn = (message) => void warnings.push(message);
    logger.info = () => {};
    const interval = effects.candles.spawnEveryMs;
    const failure = await buildCopyWith(
      {
        'src/config/effects.ts': (s) =>
          s.replace(/spawnEveryMs: \d+,/, `spawnEveryMs: ${interval + 1},`),
        'src/config/news.ts': (s) =>
          s.replace(/pageSize: \d+,/, `pageSize: ${newsConfig.pageSize + 1},`),
      },
      {
        customLogger: logger,
        // Stops the build at its first module, once the checks (buildStart) have passed.
        plugins: [
          {
            name: 'stop',
            load: () => {
              throw new Error('stopped after the checks');
            },
          },
        ],
      },
    );
    expect(failure?.message).toContain('stopped after the checks');
    const changed = structuredClone(effects);
    changed.candles.spawnEveryMs = interval + 1;
    // (Which notes the change makes: tests/unit/specValues.test.ts.)
    // (The build's other warning, for a build without VITE_SITE_URL: tests/build/brandArt.test.ts.)
    const notes = warnings.filter((warning) => !warning.startsWith('VITE_SITE_URL is not set'));
    const paging = { ...newsConfig, pageSize: newsConfig.pageSize + 1 };
    expect(notes).toEqual([
      [
        specNotesReport(specNotes(changed)),
        specNotesReport(specNotes(paging, pagingSpecValues, 'newsConfig')),
      ].join('\n'),
    ]);
  }, 120_000);

  it('fail `vite build` with every problem of every config file, each field named, before bundling', async () => {
    // The edits break whatever the files hold now (a rebrand's values as well as today's).
    const shares = content.tokenomics.cards.flatMap((card) => card.sharePercent ?? []);
    const largest = Math.max(...shares);
    const evm = /^0x/.test(content.contract.address);
    const failure = await buildCopyWith({
      'src/config/effects.ts': (s) =>
        s
          .replace(/spawnEveryMs: \d+,/, 'spawnEveryMs: 0,')
          .replace(/burstCount: \d+,/, 'burstCount: -5,'),
      'src/config/content.ts': (s) =>
        s
          .replace(/(\bx: \{[^}]*?url: )'[^']*'/, "$1'javascript:alert(1)'")
          .replace(`sharePercent: ${largest},`, `sharePercent: ${largest - 7},`)
          .replace(/chainId: '[^']*'/, `chainId: '${evm ? 'solana' : 'ethereum'}'`),
      'src/config/palette.ts': (s) => s.replace(/textMuted: '[^']*'/, "textMuted: 'grey-ish'"),
      'src/config/news.ts': (s) => s.replace(/queryLimit: [\d_]+,/, 'queryLimit: 5000,'),
    });
    const message = failure?.message ?? '';
    expect(message).toContain('The config files have 7 problems:');
    for (const line of [
      'effects.candles.spawnEveryMs = 0: must be at least 100 (ms, interval between two falling candles)',
      'effects.chaosMode.burstCount = -5: must be at least 1 (count, how many images fall during one chaos mode)',
      "content.links.x.url = 'javascript:alert(1)': must be an absolute http(s) URL",
      "content.tokenomics.cards = [6 items]: the cards' sharePercent must add up to 100 (they add up to 93",
      `content.contract.address = '${content.contract.address}': must be ${
        evm ? 'a Solana address' : 'an EVM address: 0x and 40 hex digits on ethereum'
      }`,
      "palette.textMuted = 'grey-ish': must be a CSS colour",
      'newsConfig.queryLimit = 5000: must be at most 1000',
    ]) {
      expect(message).toContain(`  - ${line}`);
    }
  }, 120_000);
});
