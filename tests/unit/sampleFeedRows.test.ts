// The bundled sample feed through the feed parser and normalisation, without a network or a
// database: the rows it gives are pinned (tests/backend/fixtures/sample-feed-rows.json).
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { normaliseItem } from '../../supabase/functions/_shared/normalise.ts';
import { parseFeed } from '../../supabase/functions/_shared/parseFeed.ts';
import { fillSampleFeed, SAMPLE_MEDIA_DIR } from '../../local-backend/sampleMedia.ts';

it('the bundled sample feed: gives exactly the rows it gave before the feed parser changes', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  const base = 'http://127.0.0.1:54321';
  const template = readFileSync(`${SAMPLE_MEDIA_DIR}/feed.xml`, 'utf8');
  const feed = parseFeed(fillSampleFeed(template, base, now));
  const rows = feed.items.map((item) =>
    normaliseItem(item, `${base}/sample-media/feed.xml`, feed.title, now),
  );
  const expected: unknown = JSON.parse(
    readFileSync(new URL('../backend/fixtures/sample-feed-rows.json', import.meta.url), 'utf8'),
  );
  expect(rows).toEqual(expected);
});
