// Test helper, runtime-neutral: every feed of tests/backend/fixtures/feeds decoded, parsed and validated offline, and article pages' heads read as a round reads them, so that Node and Deno can be compared; run as Deno's entry it prints both (the page URLs are its arguments) as JSON.
import { readdirSync, readFileSync } from 'node:fs';
import { decodeFeed } from '../../../supabase/functions/_shared/decodeFeed.ts';
import { fetchPageHead } from '../../../supabase/functions/_shared/fetchPage.ts';
import { checkItem } from '../../../supabase/functions/_shared/normalise.ts';
import { readPageMeta, type PageMeta } from '../../../supabase/functions/_shared/pageMeta.ts';
import { parseFeed } from '../../../supabase/functions/_shared/parseFeed.ts';

const CORPUS_DIR = new URL('../fixtures/feeds/', import.meta.url);
const CORPUS_NOW = new Date('2026-11-22T12:00:00Z');

/** For each fixture file: its title and each item's row or skip reason (or the parse error). */
export function corpusResults(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of readdirSync(CORPUS_DIR)
    .filter((n) => n.endsWith('.xml'))
    .sort()) {
    const url = `https://feeds.example/${name}`;
    try {
      const feed = parseFeed(decodeFeed(new Uint8Array(readFileSync(new URL(name, CORPUS_DIR)))));
      out[name] = {
        title: feed.title,
        items: feed.items.map((item) => checkItem(item, url, feed.title, CORPUS_NOW)),
      };
    } catch (error) {
      out[name] = { error: String(error) };
    }
  }
  return out;
}

export type PageHeadResult = { meta: PageMeta } | { error: string };

/** What each page's head gave, or why it failed. */
export function pageHeads(urls: readonly string[]): Promise<PageHeadResult[]> {
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

// Deno's globals, typed here: the Node type check of the tests does not know them.
if ((import.meta as { main?: boolean }).main) {
  const { args } = (globalThis as unknown as { Deno: { args: string[] } }).Deno;
  console.log(JSON.stringify({ corpus: corpusResults(), heads: await pageHeads(args) }));
}
