// Test helper: a feed round's settings with only the test's feeds (never the fallback searches on
// the internet, no cooldown), and the report of a round that ran.
import { readIngestConfig, type IngestConfig } from '../../../supabase/functions/_shared/config.ts';
import type { IngestReport } from '../../../supabase/functions/_shared/types.ts';

/** A round of `feeds`; `env` allows loopback feeds unless given, as every test feed server is on 127.0.0.1. */
export function ingestConfig(
  feeds: string[],
  overrides: Partial<IngestConfig> = {},
  env: Record<string, string> = { FEED_ALLOW_PRIVATE_ADDRESSES: 'true' },
): IngestConfig {
  return {
    ...readIngestConfig(env),
    feeds,
    fallbackFeeds: [],
    cooldownSeconds: 0,
    timeoutMs: 5000,
    ...overrides,
  };
}

/** The report of a round that ran (throws for a skipped one). */
export function ran(report: IngestReport): Exclude<IngestReport, { skipped: true }> {
  if (report.skipped) throw new Error('ingestion was skipped');
  return report;
}
