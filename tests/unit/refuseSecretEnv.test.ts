// The build refuses secrets in browser-exposed variables: the plugin's rule, and a real `vite build` with a service role key exiting non-zero.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findExposedSecrets, refuseSecretEnv } from '../../build/refuseSecretEnv.ts';
import { secretProblem } from '../../build/supabaseKeys.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJlLWJ5dGVz`;
}

const SERVICE_ROLE = jwt({ iss: 'supabase', ref: 'abcdefgh', role: 'service_role', iat: 1 });
const ANON = jwt({ iss: 'supabase', ref: 'abcdefgh', role: 'anon', iat: 1 });

describe('secretProblem', () => {
  it('flags JWTs whose role is not anon and sb_secret_ keys', () => {
    expect(secretProblem(SERVICE_ROLE)).toMatch(/role is "service_role"/);
    expect(secretProblem(jwt({ role: 'authenticated', sub: 'u1' }))).toMatch(/authenticated/);
    expect(secretProblem(jwt({ sub: 'no role' }))).toMatch(/no role/);
    expect(secretProblem(`Bearer ${SERVICE_ROLE}`)).not.toBeNull();
    expect(secretProblem('sb_secret_abc123XYZ')).toMatch(/secret key/);
  });

  it('lets the anon JWT, publishable keys, URLs and the local key through', () => {
    for (const value of [
      ANON,
      'sb_publishable_abc123',
      'local-anon-key',
      'https://abcdefgh.supabase.co',
      '',
      'eyJnot.a.jwt',
    ]) {
      expect(secretProblem(value), value).toBeNull();
    }
  });
});

describe('refuseSecretEnv', () => {
  it('checks every variable with the exposed prefix, and only those', () => {
    expect(
      findExposedSecrets(
        {
          VITE_SUPABASE_ANON_KEY: ANON,
          VITE_ANALYTICS_TOKEN: 'sb_secret_zzz',
          VITE_OTHER: SERVICE_ROLE,
          SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE,
          MODE: 'production',
        },
        ['VITE_'],
      ),
    ).toEqual([
      'VITE_ANALYTICS_TOKEN holds a Supabase secret key (sb_secret_…)',
      'VITE_OTHER holds a JWT whose role is "service_role", not "anon"',
    ]);
  });

  it('throws from configResolved without printing the key', () => {
    const plugin = refuseSecretEnv();
    const hook = plugin.configResolved as (config: unknown) => void;
    expect(() =>
      hook({ envPrefix: 'VITE_', env: { VITE_SUPABASE_ANON_KEY: SERVICE_ROLE } }),
    ).toThrow(/Refusing to build.*VITE_SUPABASE_ANON_KEY/);
    try {
      hook({ envPrefix: ['VITE_', 'PUBLIC_'], env: { PUBLIC_KEY: 'sb_secret_abc' } });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).toMatch(/PUBLIC_KEY/);
      expect(String(error)).not.toContain('sb_secret_abc');
    }
    expect(() => hook({ envPrefix: 'VITE_', env: { VITE_SUPABASE_ANON_KEY: ANON } })).not.toThrow();
  });

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
