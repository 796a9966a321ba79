// Feeds parsed and normalised end to end without a network: aggregators' outlets. (The bundled
// sample feed end to end: sampleFeedRows.test.ts; each step's own rules: feedParse, feedHtml,
// feedDates and feedNormaliseLimits.)
import { expect, it } from 'vitest';
import { parseFeed } from '../../supabase/functions/_shared/parseFeed.ts';
import { normaliseItem } from '../../supabase/functions/_shared/normalise.ts';
import { rss } from '../backend/helpers/feeds.ts';

const NOW = new Date('2025-06-01T12:00:00Z');
const DATE = 'Sat, 31 May 2025 18:30:00 GMT';

it('outlets: names the outlet from the suffix only in a feed that shows the aggregator habit', () => {
  const item = (title: string, extra = '') => ({
    title,
    link: `https://e.com/${encodeURIComponent(title)}`,
    date: DATE,
    extra,
  });
  const rowsOf = (xml: string) => {
    const feed = parseFeed(xml);
    return feed.items.map((i) => normaliseItem(i, 'https://e.com/f', feed.title, NOW));
  };
  const podcast = [item('Episode 12 - The Big Freeze'), item('Episode 13 - Night Trains')];
  expect(rowsOf(rss('Harbour Talk', podcast)).map((row) => row?.source)).toEqual([
    'Harbour Talk',
    'Harbour Talk',
  ]);
  // The publisher names itself in dc:publisher and in its titles: still its own feed.
  const publisher = rss('Harbour Talk', [
    item('Weekly digest - Harbour Talk', '<dc:publisher>Harbour Talk</dc:publisher>'),
    item('Episode 13 - Night Trains'),
  ]).replace(
    '<rss version="2.0"',
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"',
  );
  expect(rowsOf(publisher).map((row) => row?.title)).toEqual([
    'Weekly digest',
    'Episode 13 - Night Trains',
  ]);
  // "AP" is in "apple" but not as a word: the feed's title does not name that outlet.
  const aggregator = rss('"apple" - Aggregator', [
    item('Ferries run late - AP', '<source url="https://ap.example">AP</source>'),
    item('Trains run late - and why - Courier'),
  ]);
  expect(rowsOf(aggregator)).toEqual([
    expect.objectContaining({ title: 'Ferries run late', source: 'AP' }),
    expect.objectContaining({ title: 'Trains run late - and why', source: 'Courier' }),
  ]);
});
