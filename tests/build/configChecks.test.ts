// The config checks in a real `vite build` (buildtime/configChecks.ts): a copy of the project with
// bad values fails the build, before bundling, with every message; one whose effects or paging
// differ from the spec builds, with a note, and one without VITE_SITE_URL says what a share will
// look like; a service role key in a browser-exposed variable is refused, naming the variable,
// writing nothing. (The rules alone: tests/unit/configChecks.test.ts and refuseSecretEnv.test.ts.)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, createLogger } from 'vite';
import { expect, it, vi } from 'vitest';
import { copyProject, removeCopy } from '../../scripts/harness/devServerCopy.ts';
import { content } from '../../src/config/content.ts';
import { effects } from '../../src/config/effects.ts';
import { newsConfig } from '../../src/config/news.ts';
import { pagingSpecValues, specNotes, specNotesReport } from '../../src/config/specValues.ts';
import { jwt } from '../helpers/jwt.ts';

/**
 * `vite build` of a copy of the project with `edits` applied: the error it fails with (or null),
 * the warnings and errors it logs, and whether it wrote its dist/. `stop` ends it at its first
 * module, once the checks (buildStart) pass.
 */
async function buildCopyWith(edits: Record<string, (source: string) => string>, stop = false) {
  const root = copyProject('config-checks-');
  const [warnings, errors]: [string[], string[]] = [[], []];
  const customLogger = createLogger('info');
  customLogger.warn = (message) => void warnings.push(message);
  customLogger.error = (message) => void errors.push(message);
  customLogger.info = () => {};
  try {
    for (const [relative, edit] of Object.entries(edits)) {
      const file = path.join(root, relative);
      writeFileSync(file, edit(readFileSync(file, 'utf8')));
    }
    const failure = await build({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      customLogger,
      build: { outDir: path.join(root, 'dist') },
      plugins: stop ? [{ name: 'stop', load: () => Promise.reject(new Error('stopped')) }] : [],
    }).then(
      () => null,
      (error: unknown) => error as Error,
    );
    return { failure, warnings, errors, wrote: existsSync(path.join(root, 'dist')) };
  } finally {
    removeCopy(root);
  }
}

it("the config checks print the effects' values and the paging that differ from the spec as notes, warn of a missing VITE_SITE_URL, and build on", async () => {
  vi.stubEnv('VITE_SITE_URL', '');
  const interval = effects.candles.spawnEveryMs;
  const { failure, warnings } = await buildCopyWith(
    {
      'src/config/effects.ts': (s) =>
        s.replace(/spawnEveryMs: \d+,/, `spawnEveryMs: ${interval + 1},`),
      'src/config/news.ts': (s) =>
        s.replace(/pageSize: \d+,/, `pageSize: ${newsConfig.pageSize + 1},`),
    },
    true,
  ).finally(() => vi.unstubAllEnvs());
  expect(failure?.message).toContain('stopped');
  const changed = structuredClone(effects);
  changed.candles.spawnEveryMs = interval + 1;
  // (Which notes the change makes: tests/unit/specValues.test.ts.)
  const paging = { ...newsConfig, pageSize: newsConfig.pageSize + 1 };
  expect(warnings).toHaveLength(2);
  expect(warnings).toEqual(
    expect.arrayContaining([
      [
        specNotesReport(specNotes(changed)),
        specNotesReport(specNotes(paging, pagingSpecValues, 'newsConfig')),
      ].join('\n'),
      expect.stringMatching(
        /^VITE_SITE_URL is not set: og:image and twitter:image are relative .* so X, Telegram, Discord and other link previews show the site without its picture\. Set VITE_SITE_URL to the public address of the site, e\.g\. /,
      ),
    ]),
  );
}, 120_000);

it('the config checks fail `vite build` with every problem of every config file, each field named, before bundling', async () => {
  // The edits break whatever the files hold now (a rebrand's values as well as today's).
  const shares = content.tokenomics.cards.flatMap((card) => card.sharePercent ?? []);
  const largest = Math.max(...shares);
  const evm = /^0x/.test(content.contract.address);
  const { failure } = await buildCopyWith({
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

it('the config checks refuse a service role key in a browser-exposed variable, naming the variable, never the key, writing nothing', async () => {
  const key = jwt({ iss: 'supabase', ref: 'abcdefgh', role: 'service_role', iat: 1 });
  vi.stubEnv('VITE_SUPABASE_URL', 'https://abcdefgh.supabase.co');
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', key);
  const { failure, warnings, errors, wrote } = await buildCopyWith({}).finally(() =>
    vi.unstubAllEnvs(),
  );
  expect(failure?.message).toMatch(
    /Refusing to build.*VITE_SUPABASE_ANON_KEY holds a JWT whose role is "service_role"/,
  );
  expect([failure?.message, ...warnings, ...errors].join('\n')).not.toContain(key);
  expect(wrote).toBe(false);
}, 120_000);
