// Test helper, runtime-neutral: reads each article page's head as a round does (fetchPageHead, then readPageMeta) and answers what each gave or why it failed, for comparing Node with Deno.
import { fetchPageHead } from '../../../supabase/functions/_shared/fetchPage.ts';
import { readPageMeta, type PageMeta } from '../../../supabase/functions/_shared/pageMeta.ts';

export type PageHeadResult = { meta: PageMeta } | { error: string };

export async function pageHeads(urls: readonly string[]): Promise<PageHeadResult[]> {
  return Promise.all(
    urls.map(async (url): Promise<PageHeadResult> => {
      try {
        const head = await fetchPageHead(url, {
          fetch: (input, init) => globalThis.fetch(input, init),
          timeoutMs: 2000,
          maxBytes: 32 * 1024,
          policy: { allowPrivateAddresses: true },
        });
        return { meta: readPageMeta(head.html, head.url) };
      } catch (error) {
        return { error: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
}
