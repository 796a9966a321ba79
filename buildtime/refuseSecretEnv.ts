// Vite plugin: stops the build (and the dev server) when a variable the browser would receive holds a secret: a JWT whose role is not anon, or a Supabase sb_secret_ key.
import type { Plugin } from 'vite';
import { secretProblem } from './supabaseKeys.ts';

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
