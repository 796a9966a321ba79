// Test helper: every feed of tests/backend/fixtures/feeds decoded, parsed and validated offline; runs unchanged under Node and Deno, so the two can be compared.
import { readdirSync, readFileSync } from 'node:fs';
import { decodeFeed } from '../../../supabase/functions/_shared/decodeFeed.ts';
import { checkItem } from '../../../supabase/functions/_shared/normalise.ts';
import { parseFeed } from '../../../supabase/functions/_shared/parseFeed.ts';

export const CORPUS_DIR = new URL('../fixtures/feeds/', import.meta.url);
export const CORPUS_NOW = new Date('2026-11-22T12:00:00Z');

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
