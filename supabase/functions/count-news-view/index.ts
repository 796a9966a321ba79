// Supabase Edge Function entry for count-news-view: serves the shared view-counting handler with this function's environment.
import { createCountViewHandler } from '../_shared/countView.ts';

Deno.serve(createCountViewHandler({ env: Deno.env.toObject(), fetch: globalThis.fetch }));
