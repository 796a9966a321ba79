// What a Supabase key looks like, the one home of these rules: a JWT's shape and claims, and the
// keys that must never reach a browser (a JWT whose role is not anon, an sb_secret_ key). The
// build refuses them (refuseSecretEnv.ts) and the doctor checks the deployed key with them.
/** A JWT's shape: base64url header (always `{"…`, so `eyJ`), payload and signature. */
const JWT_SOURCE = String.raw`eyJ[\w-]*\.[\w-]+\.[\w-]*`;
const JWT_IN_TEXT = new RegExp(JWT_SOURCE, 'g');
const JWT_WHOLE = new RegExp(`^${JWT_SOURCE}$`);

/** True when `value` is a JWT and nothing else. */
export function isJwt(value: string): boolean {
  return JWT_WHOLE.test(value);
}

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
  for (const [token] of value.matchAll(JWT_IN_TEXT)) {
    const role = jwtRole(token);
    if (role !== null && role !== 'anon') return `a JWT whose role is "${role}", not "anon"`;
  }
  return null;
}
