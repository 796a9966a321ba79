// The build refuses secrets in browser-exposed variables: a real `vite build` with a service role
// key exits non-zero, naming the variable, writing nothing. (The rule: tests/unit/refuseSecretEnv.test.ts.)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jwt } from '../helpers/jwt.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

const SERVICE_ROLE = jwt({ iss: 'supabase', ref: 'abcdefgh', role: 'service_role', iat: 1 });

describe('refuseSecretEnv', () => {
  it('makes `vite build` with a service role key exit non-zero with a clear message, writing nothing', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'refused-build-'));
    rmSync(outDir, { recursive: true });
    try {
      const result = spawnSync(
        path.join(ROOT, 'node_modules/.bin/vite'),
        ['build', '--outDir', outDir, '--logLevel', 'error'],
        {
          cwd: ROOT,
          encoding: 'utf8',
          timeout: 60_000,
          env: {
            ...process.env,
            NODE_ENV: 'production',
            VITE_SUPABASE_URL: 'https://abcdefgh.supabase.co',
            VITE_SUPABASE_ANON_KEY: SERVICE_ROLE,
          },
        },
      );
      expect(result.status).not.toBe(0);
      expect(result.status).not.toBeNull();
      expect(result.stderr + result.stdout).toMatch(
        /Refusing to build.*VITE_SUPABASE_ANON_KEY holds a JWT whose role is "service_role"/,
      );
      expect(result.stderr + result.stdout).not.toContain(SERVICE_ROLE);
      expect(existsSync(outDir)).toBe(false);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 60_000);
});
