// The key check: VITE_SUPABASE_ANON_KEY must be the project's anon (or publishable) key. A service role or secret key is refused by the build's own rule, before the doctor sends anything.
import { isJwt, jwtClaims, secretProblem } from '../../../buildtime/supabaseKeys.ts';
import { fail, ok, GUIDE, warn, type Finding } from '../check.ts';
import { isLoopback, projectRef } from '../supabaseUrl.ts';

function parsedUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The key's finding; `refused` is true for a secret key: then the doctor sends no request at all. */
export function checkKey(
  anonKey: string,
  supabaseUrl: string,
  now = Date.now(),
): Finding & { refused: boolean } {
  if (anonKey === '') {
    return {
      ...fail(
        'VITE_SUPABASE_ANON_KEY is not set',
        "set it to the project's anon (publishable) key: Dashboard › Project Settings › API Keys",
        GUIDE.configuration,
      ),
      refused: false,
    };
  }
  const secret = secretProblem(anonKey);
  if (secret) {
    return {
      ...fail(
        `VITE_SUPABASE_ANON_KEY holds ${secret}: refused before any request (the build refuses it too)`,
        "use the project's anon (publishable) key; the service role key belongs only in the functions' environment, and a key that was ever shipped must be rotated",
        GUIDE.configuration,
      ),
      refused: true,
    };
  }
  const url = parsedUrl(supabaseUrl);
  const ref = url ? projectRef(url) : null;
  if (isJwt(anonKey)) {
    const claims = jwtClaims(anonKey) ?? {};
    if (typeof claims.exp === 'number' && claims.exp * 1000 < now) {
      return {
        ...fail(
          `the anon JWT expired on ${new Date(claims.exp * 1000).toISOString().slice(0, 10)}`,
          "copy the project's current anon key from the dashboard",
          GUIDE.configuration,
        ),
        refused: false,
      };
    }
    if (ref && typeof claims.ref === 'string' && claims.ref !== ref) {
      return {
        ...fail(
          `the anon JWT is project ${claims.ref}'s, the URL is project ${ref}'s`,
          'take the URL and the key from the same project',
          GUIDE.configuration,
        ),
        refused: false,
      };
    }
    const of = typeof claims.ref === 'string' ? ` of project ${claims.ref}` : '';
    return { ...ok(`an anon JWT${of}`), refused: false };
  }
  if (anonKey.startsWith('sb_publishable_')) return { ...ok('a publishable key'), refused: false };
  if (url && isLoopback(url))
    return {
      ...ok('a key for a local backend (its checks below say whether it is accepted)'),
      refused: false,
    };
  return {
    ...warn(
      'neither an anon JWT nor an sb_publishable_ key',
      "use the project's anon (publishable) key from the dashboard; the checks below say whether this one works",
      GUIDE.configuration,
    ),
    refused: false,
  };
}
