// Postgres errors as PostgREST answers them: its HTTP status for the SQLSTATE and the JSON body {code, details, hint, message}.
import { jsonResponse } from '../supabase/functions/_shared/cors.ts';

/** What PGlite (like any Postgres client) puts on a database error. */
interface DatabaseError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isDatabaseError(error: unknown): error is DatabaseError {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/**
 * PostgREST's HTTP status for a SQLSTATE (its error table), for a request made as the anonymous
 * role: insufficient privilege is 401 then (403 only for a signed-in role, which the local
 * backend never is).
 */
export function postgrestStatus(code: string): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '42883': 404,
    '42P01': 404,
    '42501': 401,
    P0001: 400,
  };
  if (exact[code] !== undefined) return exact[code];
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 413,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

/** The error as PostgREST sends it. */
export function postgrestErrorResponse(
  code: string,
  message: string,
  status = postgrestStatus(code),
  details: string | null = null,
  hint: string | null = null,
): Response {
  return jsonResponse({ code, details, hint, message }, status);
}

/** A database error as PostgREST sends it, or null when `error` is not one. */
export function databaseErrorResponse(error: unknown): Response | null {
  if (!isDatabaseError(error)) return null;
  return postgrestErrorResponse(
    error.code,
    error.message,
    postgrestStatus(error.code),
    error.detail ?? null,
    error.hint ?? null,
  );
}
