// Supabase Edge Function entry for fetch-trump-news: serves the shared handler with this function's environment.
import { createFetchNewsHandler } from '../_shared/handler.ts';

Deno.serve(createFetchNewsHandler({ env: Deno.env.toObject(), fetch: globalThis.fetch }));
