// Feeds parsed and normalised end to end without a network: RSS and Atom images, titles and dates,
// HTML and entities, aggregators' outlets and descriptions, no invented view_count.
import { describe, expect, it } from 'vitest';
import {
  decodeEscapedMarkup,
  htmlToText,
  outletLabels,
  proseText,
} from '../../supabase/functions/_shared/html.ts';
import { parseFeed } from '../../supabase/functions/_shared/parseFeed.ts';
import { normaliseItem } from '../../supabase/functions/_shared/normalise.ts';
import { atom, rss } from '../backend/helpers/feeds.ts';

const NOW = new Date('2025-06-01T12:00:00Z');
const DATE = 'Sat, 31 May 2025 18:30:00 GMT';
const base = {
  title: 'T',
  link: 'https://e.com/a',
  summaryHtml: '',
  contentHtml: '',
  source: '',
  date: DATE,
  images: [],
  categories: [],
};
const row = (fields: Partial<typeof base>) =>
  normaliseItem({ ...base, ...fields }, 'https://e.com/feed', 'F', NOW);

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

describe('normaliseItem', () => {
  it('drops items without a title or an http(s) link, and invents no view_count', () => {
    const links = ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x'];
    for (const link of [...links, 'mailto:a@b.c', '', '   ']) expect(row({ link })).toBeNull();
    expect(row({ title: '  <b></b> ' })).toBeNull();
    expect(row({})).not.toBeNull();
    expect(row({})).not.toHaveProperty('view_count');
  });

  it('resolves relative links against the feed and removes " - Source" from titles', () => {
    expect(row({ title: 'Big story - Wire', link: '/s/1', source: 'Wire' })).toMatchObject({
      title: 'Big story',
      link: 'https://e.com/s/1',
      source: 'Wire',
    });
  });

  it('stores text as its writer meant it: no C1 control, double-encoded UTF-8 repaired', () => {
    const fields = {
      title: 'Don\u0092t panic â€” yet',
      summaryHtml: 'It&#146;s cafÃ© time',
      source: 'Caf\u00c3\u00a9 \u0093Wire\u0094',
    };
    expect(row(fields)).toMatchObject({
      title: 'Don’t panic — yet',
      summary: 'It’s café time',
      source: 'Café “Wire”',
    });
  });
});

describe('aggregator descriptions, outlets and escaping', () => {
  it('reads text that is itself markup once more, and only once', () => {
    const mixed =
      '<td>&lt;div class="md"&gt;&lt;p&gt;Tide &amp;amp; wind&lt;/p&gt;&lt;/div&gt; by <a href="u">me</a></td>';
    expect(decodeEscapedMarkup(mixed)).toBe(
      '<td><div class="md"><p>Tide &amp; wind</p></div> by <a href="u">me</a></td>',
    );
    expect(htmlToText(decodeEscapedMarkup('&lt;!-- SC_OFF --&gt;Post'))).toBe('Post');
    // Escaped once more still, and led by a comment: read twice more (a Reddit post escaped thrice).
    const thrice =
      '&amp;lt;!-- SC_OFF --&amp;gt;&amp;lt;p&amp;gt;Hey &amp;amp;amp; hi&amp;lt;/p&amp;gt;';
    expect(htmlToText(decodeEscapedMarkup(thrice))).toBe('Hey & hi');
    expect(decodeEscapedMarkup('&amp;lt;!-- no end')).toBe('&amp;lt;!-- no end');
    // Text that only names a tag, or an escaped tag inside the post, is not read again.
    for (const html of [
      'Why &lt;b&gt; beats &lt;strong&gt;',
      'a &lt; b &amp;&amp; c &gt; d',
      '&amp;lt;b&amp;gt;',
    ])
      expect(decodeEscapedMarkup(html)).toBe(html);
    const post = '&lt;p&gt;Use &amp;lt;b&amp;gt; for bold&lt;/p&gt;';
    expect(htmlToText(decodeEscapedMarkup(post))).toBe('Use <b> for bold');
  });

  it("keeps a publisher's prose and inline links, drops link-only lines and an aggregator's outlet labels", () => {
    const prose = (html: string) => proseText(html, 'Ledger');
    const voted = 'The <a href="x">council</a> voted.';
    expect(prose(`<p>${voted}</p><p><a href="y">Read more</a></p>`)).toBe('The council voted.');
    // Text in a <font> without a colour is prose, even beside a link; so is a coloured paragraph of its own.
    expect(prose(`<p><font face="Georgia">${voted}</font></p>`)).toBe('The council voted.');
    expect(prose('<p><font color="#333">Roads reopen at noon.</font></p>')).toBe(
      'Roads reopen at noon.',
    );
    const label = '<font color="#6f6f6f">Ledger</font>';
    expect(prose(`<a href="x">Headline</a>&nbsp;${label} Prose.`)).toBe('Headline Prose.');
    expect(prose(`${label}<br><font size="-1">Prose.</font>`)).toBe('Prose.');
    expect(
      outletLabels(
        '<a href="x"><font size="-2">Not a label</font></a><font color="grey">Ledger &amp; Co</font>',
      ),
    ).toEqual(['Ledger & Co']);
  });

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

  it("removes a leading outlet name only before ': ', ' - ', ' | ', never before a possessive or inside a word", () => {
    const summary = (summaryHtml: string) =>
      row({ title: 'Week in pictures', summaryHtml, source: 'The Guardian' })?.summary;
    expect(summary("The Guardian's picture editors bring you the best photos")).toBe(
      "The Guardian's picture editors bring you the best photos",
    );
    expect(summary('The Guardianship case resumes')).toBe('The Guardianship case resumes');
    expect(summary('The Guardian — Photos of the week')).toBe('Photos of the week');
    expect(summary('the guardian: photos')).toBe('photos');
    expect(summary('The Guardian')).toBe('');
    expect(summary("Week in pictures' best: photos")).toBe("Week in pictures' best: photos");
    expect(summary('Week in pictures — the best photos')).toBe('the best photos');
  });
});
