// Vite plugin: stops the build (and the dev server) when a variable the browser would receive holds a secret: a JWT whose role is not anon, or a Supabase sb_secret_ key.
import type { Plugin } from 'vite';

const JWT = /eyJ[\w-]*\.[\w-]+\.[\w-]*/g;

/** The claims of a JWT's payload, or null when `token` is not one. */
export function jwtClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1] ?? '';
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    if (claims === null || typeof claims !== 'object') return null;
    return claims as Record<string, unknown>;
  } catch {
    return null;
  }
}

function jwtRole(token: string): string | null {
  const claims = jwtClaims(token);
  if (claims === null) return null;
  return typeof claims.role === 'string' ? claims.role : '(no role)';
}

/** Why `value` must not be shipped to browsers, or null when it may be. */
export function secretProblem(value: string): string | null {
  if (/sb_secret_/i.test(value)) return 'a Supabase secret key (sb_secret_…)';
  for (const [token] of value.matchAll(JWT)) {
    const role = jwtRole(token);
    if (role !== null && role !== 'anon') return `a JWT whose role is "${role}", not "anon"`;
  }
  return null;
}

/** One message per exposed variable holding a secret; empty when the environment is safe. */
export function findExposedSecrets(
  env: Readonly<Record<string, unknown>>,
  prefixes: readonly string[],
): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (typeof value !== 'string' || !prefixes.some((prefix) => name.startsWith(prefix))) continue;
    const problem = secretProblem(value);
    if (problem) problems.push(`${name} holds ${problem}`);
  }
  return problems;
}

export function refuseSecretEnv(): Plugin {
  return {
    name: 'refuse-secret-env',
    configResolved(config) {
      const prefixes = [config.envPrefix ?? 'VITE_'].flat();
      const problems = findExposedSecrets(config.env, prefixes);
      if (problems.length === 0) return;
      throw new Error(
        `Refusing to build: ${prefixes.join('/')} variables can end up in the JavaScript ` +
          `visitors download, and ${problems.join('; ')}. Put the project's anon (or publishable) ` +
          'key in VITE_SUPABASE_ANON_KEY; service role and secret keys belong only in the ' +
          "function's environment (SUPABASE_SERVICE_ROLE_KEY).",
      );
    },
  };
}
