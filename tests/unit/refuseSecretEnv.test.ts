// The build refuses secrets in browser-exposed variables: the plugin's rule. (A real `vite build`
// with a service role key failing: tests/build/configChecks.test.ts.)
import { describe, expect, it } from 'vitest';
import { jwt } from '../helpers/jwt.ts';
import { findExposedSecrets, refuseSecretEnv } from '../../buildtime/refuseSecretEnv.ts';
import { secretProblem } from '../../buildtime/supabaseKeys.ts';

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
    const keys = [ANON, 'sb_publishable_abc123', 'local-anon-key', 'eyJnot.a.jwt'];
    for (const value of [...keys, 'https://abcdefgh.supabase.co', '']) {
      expect(secretProblem(value), value).toBeNull();
    }
  });
});

describe('refuseSecretEnv', () => {
  it('checks every variable with the exposed prefix, and only those', () => {
    const env = {
      VITE_SUPABASE_ANON_KEY: ANON,
      VITE_ANALYTICS_TOKEN: 'sb_secret_zzz',
      VITE_OTHER: SERVICE_ROLE,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE,
      MODE: 'production',
    };
    expect(findExposedSecrets(env, ['VITE_'])).toEqual([
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
});
