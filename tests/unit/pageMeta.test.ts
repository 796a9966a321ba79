// Article-page heads read for a story's picture and summary: every tag form, relative and refused pictures, JSON-LD, where reading stops, the feeds' cleaning rules on the description, and which links are an aggregator's.
import { describe, expect, it } from 'vitest';
import {
  AGGREGATOR_HOSTS,
  isAggregatorLink,
  pageCandidates,
  pageSummary,
} from '../../supabase/functions/_shared/enrichPages.ts';
import { readPageMeta } from '../../supabase/functions/_shared/pageMeta.ts';
import { MAX_SUMMARY } from '../../supabase/functions/_shared/normalise.ts';
import { newsRow } from '../helpers/news.ts';

const PAGE = 'https://harbour-gazette.example/news/2026/ferry-timetable';
const head = (tags: string) =>
  `<!doctype html><html><head><title>Ferry timetable</title>${tags}</head><body><img src="https://harbour-gazette.example/body.jpg"></body></html>`;

describe('readPageMeta: the picture', () => {
  const A = 'https://cdn.harbour-gazette.example/a.jpg';
  const ld = (json: string) => `<script type="application/ld+json">${json}</script>`;
  it.each([
    ['og:image', `<meta property="og:image" content="${A}">`],
    ['og:image:secure_url', `<meta property="og:image:secure_url" content="${A}">`],
    ['og:image:url', `<meta property="og:image:url" content="${A}">`],
    ['twitter:image (name)', `<meta name="twitter:image" content="${A}">`],
    ['twitter:image:src', `<meta name="twitter:image:src" content="${A}">`],
    ['JSON-LD image as a string', ld(`{"@type":"NewsArticle","image":"${A}"}`)],
    [
      'JSON-LD ImageObject list in @graph',
      ld(
        `{"@graph":[{"@type":"WebPage"},{"@type":"NewsArticle","image":[{"@type":"ImageObject","url":"${A}"}]}]}`,
      ),
    ],
    ['upper-case tags and attributes', `<META PROPERTY="og:image" CONTENT="${A}">`],
  ])('reads %s', (_form, tags) => {
    expect(readPageMeta(head(tags), PAGE).image).toBe(A);
  });

  it('prefers og:image:secure_url, then og:image, then twitter:image, then JSON-LD', () => {
    const html = head(
      '<script type="application/ld+json">{"image":"https://x.example/ld.jpg"}</script>' +
        '<meta name="twitter:image" content="https://x.example/tw.jpg">' +
        '<meta property="og:image" content="http://x.example/og.jpg">' +
        '<meta property="og:image:secure_url" content="https://x.example/secure.jpg">',
    );
    expect(readPageMeta(html, PAGE).image).toBe('https://x.example/secure.jpg');
  });

  it('resolves a relative picture against the page, and decodes its entities once', () => {
    const html = head('<meta property="og:image" content="/media/ferry.jpg?w=1200&amp;h=630">');
    expect(readPageMeta(html, PAGE).image).toBe(
      'https://harbour-gazette.example/media/ferry.jpg?w=1200&h=630',
    );
  });

  it.each([
    ['an http picture', 'http://cdn.harbour-gazette.example/a.jpg'],
    ['a javascript: picture', 'javascript:alert(1)'],
    ['a data: picture', 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['a tracking pixel', 'https://feeds.example/~r/harbour/~4/abc'],
    ['an empty value', '   '],
  ])('refuses %s and falls through to the next candidate', (_what, value) => {
    const html = head(
      `<meta property="og:image" content='${value}'>` +
        '<meta name="twitter:image" content="https://cdn.harbour-gazette.example/next.jpg">',
    );
    expect(readPageMeta(html, PAGE).image).toBe('https://cdn.harbour-gazette.example/next.jpg');
    const alone = head(`<meta property="og:image" content='${value}'>`);
    expect(readPageMeta(alone, PAGE).image).toBeUndefined();
  });

  it('an http page still gets only https pictures, relative ones included', () => {
    const html = head('<meta property="og:image" content="/media/ferry.jpg">');
    expect(readPageMeta(html, 'http://harbour-gazette.example/news/1').image).toBe(undefined);
  });

  it('ignores broken JSON-LD and what follows the head', () => {
    const html =
      '<head><script type="application/ld+json">{"image": oops</script></head>' +
      '<body><meta property="og:image" content="https://x.example/in-body.jpg"></body>';
    expect(readPageMeta(html, PAGE)).toEqual({});
    const noHeadEnd =
      '<meta name="description" content="Early"><body><meta property="og:description" content="Late">';
    expect(readPageMeta(noHeadEnd, PAGE).description).toBe('Early');
  });
});

it('readPageMeta: the description: prefers og:description, then twitter:description, then description', () => {
  const all = head(
    '<meta name="description" content="Plain">' +
      '<meta name="twitter:description" content="Card">' +
      '<meta property="og:description" content="Open Graph">',
  );
  expect(readPageMeta(all, PAGE).description).toBe('Open Graph');
  const plain = head('<meta name="description" content="Plain">');
  expect(readPageMeta(plain, PAGE).description).toBe('Plain');
});

describe('pageSummary: the feeds cleaning rules', () => {
  const row = { title: 'Ferry timetable changes', source: 'Harbour Gazette' };

  it('decodes entity-escaped markup that begins with an HTML comment, once', () => {
    // The attribute as written: &lt;!-- SC_OFF --&gt;&lt;div class=&quot;md&quot;&gt;&lt;p&gt;…
    const html = head(
      '<meta property="og:description" content="&lt;!-- SC_OFF --&gt;&lt;div class=&quot;md&quot;&gt;&lt;p&gt;The 7:40 sailing moves to 7:55 &amp;amp; the last boat leaves at ten.&lt;/p&gt;&lt;/div&gt;&lt;!-- SC_ON --&gt;">',
    );
    const description = readPageMeta(html, PAGE).description ?? '';
    expect(pageSummary(description, row)).toBe(
      'The 7:40 sailing moves to 7:55 & the last boat leaves at ten.',
    );
  });

  it('keeps text that only names a tag, and cuts the title and outlet repeats', () => {
    const tags = 'Why <b> beats <strong> on the quay';
    expect(pageSummary(tags, row)).toBe(tags);
    expect(
      pageSummary('Harbour Gazette: Ferry timetable changes. New times from Monday.', row),
    ).toBe('Ferry timetable changes. New times from Monday.');
    expect(pageSummary('Ferry timetable changes - new times from Monday', row)).toBe(
      'new times from Monday',
    );
  });

  it('caps the length as a feed summary is capped, and gives nothing for text without words', () => {
    expect(pageSummary('word '.repeat(400), row).length).toBeLessThanOrEqual(MAX_SUMMARY);
    expect(pageSummary(' … — ', row)).toBe('');
  });
});

describe('which stories have their page read', () => {
  it('never an aggregator page', () => {
    for (const host of AGGREGATOR_HOSTS) expect(isAggregatorLink(`https://${host}/x`)).toBe(true);
    expect(isAggregatorLink('https://news.google.com/rss/articles/CBMiXkFV?oc=5')).toBe(true);
    expect(isAggregatorLink('https://www.google.com/url?rct=j&url=https://a.example/')).toBe(true);
    expect(isAggregatorLink('https://www.bing.com/news/search?q=x')).toBe(true);
    expect(isAggregatorLink('https://harbour-gazette.example/news/1')).toBe(false);
    expect(isAggregatorLink('https://notgoogle.com/news/1')).toBe(false);
  });

  it('only stories without a picture or a summary, newest first', () => {
    // Row i of the factory is i hours older than row 0.
    const row = (link: string, hoursAgo: number, image_url: string | null, summary: string) =>
      Object.assign(newsRow(hoursAgo), { link, image_url, summary });
    const rows = [
      row('https://a.example/complete', 1, 'https://a.example/p.jpg', 'Summary'),
      row('https://a.example/old', 5, null, 'Summary'),
      row('https://a.example/new', 2, 'https://a.example/p.jpg', ''),
      row('https://news.google.com/rss/articles/x', 1, null, ''),
    ];
    expect(pageCandidates(rows).map((r) => r.link)).toEqual([
      'https://a.example/new',
      'https://a.example/old',
    ]);
  });
});
