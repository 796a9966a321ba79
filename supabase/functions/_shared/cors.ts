// CORS headers for the function and the local backend: any origin, the headers supabase-js sends.

export const corsHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, accept, accept-profile, content-profile, prefer, range, x-region, x-retry-count',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Expose-Headers': 'content-range',
  'Access-Control-Max-Age': '86400',
};

/** The answer to a CORS preflight. */
export function preflightResponse(): Response {
  return new Response(null, { status: 204, headers: corsHeaders });
}

/** A JSON answer with the CORS headers. */
export function jsonResponse(
  body: unknown,
  status = 200,
  extra: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8', ...extra },
  });
}
