// Feeds parsed and normalised end to end without a network: RSS and Atom images, titles and dates,
// HTML and entities, aggregators' outlets.
import { describe, expect, it } from 'vitest';
import { parseFeed } from '../../supabase/functions/_shared/parseFeed.ts';
import { normaliseItem } from '../../supabase/functions/_shared/normalise.ts';
import { atom, rss } from '../backend/helpers/feeds.ts';

const NOW = new Date('2025-06-01T12:00:00Z');
const DATE = 'Sat, 31 May 2025 18:30:00 GMT';
describe('parseFeed', () => {
  it('reads RSS 2.0 items with media:content, media:thumbnail, enclosure and <img> images', () => {
    const item = (name: string, extra: string, description?: string) => ({
      title: name,
      link: `https://e.com/${name}`,
      date: DATE,
      extra,
      description,
    });
    const feed = parseFeed(
      rss('Outlet', [
        item('a', '<media:content url="https://e.com/a.jpg" medium="image"/>'),
        item('b', '<media:thumbnail url="https://e.com/b.jpg"/>'),
        item('c', '<enclosure url="https://e.com/c.jpg" type="image/jpeg" length="1"/>'),
        item('d', '', '&lt;img src="https://e.com/d.jpg"&gt;'),
        item('e', '<enclosure url="https://e.com/e.mp3" type="audio/mpeg" length="1"/>'),
      ]),
    );
    const rows = feed.items.map((item) =>
      normaliseItem(item, 'https://e.com/feed', feed.title, NOW),
    );
    expect(rows.map((r) => r?.image_url)).toEqual([
      'https://e.com/a.jpg',
      'https://e.com/b.jpg',
      'https://e.com/c.jpg',
      'https://e.com/d.jpg',
      null,
    ]);
  });

  it('reads Atom entries: alternate link, html title, summary, updated date, author as source', () => {
    const feed = parseFeed(
      atom('Atom Outlet', [
        {
          title: 'Hello &amp;amp; &lt;i&gt;world&lt;/i&gt;',
          link: 'https://e.com/atom1',
          description: '&lt;p&gt;Sum&lt;/p&gt;',
          date: '2025-05-30T10:00:00+02:00',
          extra: '<link rel="enclosure" type="image/png" href="https://e.com/atom1.png"/>',
        },
      ]),
    );
    const row = normaliseItem(feed.items[0]!, 'https://e.com/atom.xml', feed.title, NOW);
    expect(row).toMatchObject({
      title: 'Hello & world',
      summary: 'Sum',
      source: 'Atom Outlet',
      link: 'https://e.com/atom1',
      image_url: 'https://e.com/atom1.png',
      published_at: '2025-05-30T08:00:00.000Z',
    });
  });
});

describe('outlets', () => {
  it('names the outlet from the suffix only in a feed that shows the aggregator habit', () => {
    const item = (title: string, extra = '') => ({
      title,
      link: `https://e.com/${encodeURIComponent(title)}`,
      date: DATE,
      extra,
    });
    const podcast = parseFeed(
      rss('Harbour Talk', [item('Episode 12 - The Big Freeze'), item('Episode 13 - Night Trains')]),
    );
    expect(
      podcast.items.map((i) => normaliseItem(i, 'https://e.com/f', podcast.title, NOW)?.source),
    ).toEqual(['Harbour Talk', 'Harbour Talk']);
    // The publisher names itself in dc:publisher and in its titles: still its own feed.
    const publisher = parseFeed(
      rss('Harbour Talk', [
        item('Weekly digest - Harbour Talk', '<dc:publisher>Harbour Talk</dc:publisher>'),
        item('Episode 13 - Night Trains'),
      ]).replace(
        '<rss version="2.0"',
        '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"',
      ),
    );
    expect(
      publisher.items.map((i) => normaliseItem(i, 'https://e.com/f', publisher.title, NOW)?.title),
    ).toEqual(['Weekly digest', 'Episode 13 - Night Trains']);
    const aggregator = parseFeed(
      // "AP" is in "apple" but not as a word: the feed's title does not name that outlet.
      rss('"apple" - Aggregator', [
        item('Ferries run late - AP', '<source url="https://ap.example">AP</source>'),
        item('Trains run late - and why - Courier'),
      ]),
    );
    expect(
      aggregator.items.map((i) => normaliseItem(i, 'https://e.com/f', aggregator.title, NOW)),
    ).toEqual([
      expect.objectContaining({ title: 'Ferries run late', source: 'AP' }),
      expect.objectContaining({ title: 'Trains run late - and why', source: 'Courier' }),
    ]);
  });
});
