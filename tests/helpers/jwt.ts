// An unsigned JWT with the given claims, shaped like Supabase's keys, for the tests of the
// build's refusal of secret keys.
export function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJlLWJ5dGVz`;
}
