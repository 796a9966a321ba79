// The round's article-page reads: for stories without a picture or a summary whose link leads to the publisher, the page's head is read once (the attempt recorded first), a few at a time, within a per-round cap and time budget, and its Open Graph picture and description fill what the feed lacked.
import type { ArticlePageConfig } from './config.ts';
import { fetchPageHead } from './fetchPage.ts';
import { decodeEscapedMarkup, escapeHtml } from './html.ts';
import { summaryOf } from './normalise.ts';
import { readPageMeta } from './pageMeta.ts';
import type { AddressPolicy } from './safeFetch.ts';
import type { FetchLike, NewsRow, NewsStore, PageReport } from './types.ts';

/**
 * Hosts whose story links lead to an aggregator's own page, not the publisher's: reading them
 * gives the aggregator's picture and blurb, never the story's. Google News article links
 * (`news.google.com/rss/articles/…`, `/articles/…`) answer a page that reaches the publisher
 * only by running a script; `www.google.com/url?…` (Google Alerts) and Bing's pages are
 * redirect notices (Bing's `apiclick.aspx` links are unwrapped to the publisher at parse time).
 */
export const AGGREGATOR_HOSTS: readonly string[] = ['news.google.com', 'google.com', 'bing.com'];

/** True when the link's host is an aggregator's (or a subdomain of one listed with its own name). */
export function isAggregatorLink(link: string): boolean {
  let host: string;
  try {
    host = new URL(link).hostname.toLowerCase();
  } catch {
    return true;
  }
  return AGGREGATOR_HOSTS.some(
    (aggregator) =>
      host === aggregator ||
      host === `www.${aggregator}` ||
      (aggregator !== 'google.com' && host.endsWith(`.${aggregator}`)),
  );
}

export interface EnrichDeps {
  store: NewsStore;
  fetch: FetchLike;
  config: ArticlePageConfig;
  policy: AddressPolicy;
  log?: (message: string) => void;
}

/** The rows the round would store lacking a picture or a summary, newest first, whose page may be read. */
export function pageCandidates(rows: readonly NewsRow[]): NewsRow[] {
  return rows
    .filter((row) => (row.image_url === null || row.summary === '') && !isAggregatorLink(row.link))
    .sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at));
}

/** The summary a page's description gives a row: cleaned by the feeds' rules (escaped markup read once more, tags and entities, title and outlet repeats). */
export function pageSummary(description: string, row: Pick<NewsRow, 'title' | 'source'>): string {
  return summaryOf(decodeEscapedMarkup(escapeHtml(description)), row.title, row.source);
}

const emptyReport = (candidates: number, off?: string): PageReport => ({
  candidates,
  claimed: 0,
  read: 0,
  pictures: 0,
  summaries: 0,
  failed: 0,
  notStarted: 0,
  ms: 0,
  ...(off ? { off } : {}),
});

/**
 * The rows with what their pages add (a picture where the row has none, a summary where it has
 * none), and the figures. Never throws: a page that fails costs only itself, and a store that
 * cannot record attempts leaves every row as it was.
 */
export async function enrichRows(
  rows: readonly NewsRow[],
  deps: EnrichDeps,
): Promise<{ rows: NewsRow[]; report: PageReport }> {
  const started = Date.now();
  const candidates = pageCandidates(rows);
  const { config, store } = deps;
  if (candidates.length === 0) return { rows: [...rows], report: emptyReport(0) };
  if (config.perRound <= 0)
    return { rows: [...rows], report: emptyReport(candidates.length, 'ARTICLE_PAGES_PER_ROUND=0') };
  if (!store.claimArticlePages)
    return {
      rows: [...rows],
      report: emptyReport(candidates.length, 'the store cannot record attempts'),
    };

  let claimed: string[];
  try {
    claimed = await store.claimArticlePages(
      candidates.map((row) => row.link),
      config.perRound,
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    deps.log?.(`article pages: could not record the attempts: ${message.slice(0, 300)}`);
    return { rows: [...rows], report: emptyReport(candidates.length, message.slice(0, 200)) };
  }
  const claimedSet = new Set(claimed);
  const queue = candidates.filter((row) => claimedSet.has(row.link));
  const report = emptyReport(candidates.length);
  report.claimed = queue.length;

  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), config.budgetMs);
  const found = new Map<string, { image?: string; summary?: string }>();
  let next = 0;
  const worker = async () => {
    while (next < queue.length && !deadline.signal.aborted) {
      const row = queue[next++]!;
      try {
        const head = await fetchPageHead(row.link, {
          fetch: deps.fetch,
          timeoutMs: config.timeoutMs,
          maxBytes: config.maxBytes,
          policy: deps.policy,
          signal: deadline.signal,
        });
        report.read += 1;
        const meta = readPageMeta(head.html, head.url);
        const summary = meta.description ? pageSummary(meta.description, row) : '';
        found.set(row.link, {
          ...(meta.image ? { image: meta.image } : {}),
          ...(summary ? { summary } : {}),
        });
      } catch {
        report.failed += 1;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(config.concurrency, queue.length) }, worker));
  } finally {
    clearTimeout(timer);
  }
  report.notStarted = queue.length - next;

  const enriched = rows.map((row) => {
    const page = found.get(row.link);
    if (!page) return row;
    const image = row.image_url ?? page.image ?? null;
    const summary = row.summary || page.summary || '';
    if (image !== row.image_url) report.pictures += 1;
    if (summary !== row.summary) report.summaries += 1;
    return { ...row, image_url: image, summary };
  });
  report.ms = Date.now() - started;
  return { rows: enriched, report };
}
