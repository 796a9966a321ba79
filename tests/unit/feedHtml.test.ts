// HTML in feed fields (supabase/functions/_shared/html.ts): the words block elements separate, the
// elements whose content is never text, escaping, markup escaped once too often, the first image.
import { describe, expect, it } from 'vitest';
import {
  decodeEntities,
  decodeEscapedMarkup,
  escapeHtml,
  firstImageSource,
  htmlToText,
  outletLabels,
  proseText,
} from '../../supabase/functions/_shared/html.ts';

const BLOCK_TAGS = 'p div li ul ol tr td th h1 h2 h3 h4 h5 h6 blockquote figure figcaption section'
  .split(' ')
  .concat('article', 'table');
const HIDDEN_TAGS = 'script style noscript template iframe object svg'.split(' ');

describe('htmlToText', () => {
  it.each(BLOCK_TAGS)('separates the words of adjacent <%s> elements', (tag) => {
    expect(htmlToText(`<${tag}>One</${tag}><${tag}>Two</${tag}>`)).toBe('One Two');
    expect(htmlToText(`One<${tag}>Two</${tag}>Three`)).toBe('One Two Three');
  });

  it.each(HIDDEN_TAGS)('drops the content of <%s>', (tag) => {
    expect(htmlToText(`Before<${tag}>hidden words</${tag}>After`)).toBe('BeforeAfter');
    expect(htmlToText(`<p>Before</p><${tag}>hidden</${tag}><p>After</p>`)).toBe('Before After');
  });

  it.each([
    // Empty elements <br>, <hr> and <img> separate words; inline elements join them.
    ['One<br>Two<br/>Three', 'One Two Three'],
    ['One<hr>Two', 'One Two'],
    ['One<img src="x.png">Two', 'One Two'],
    ['Un<b>break</b><i>able</i> <span>word</span><a href="/">s</a>', 'Unbreakable words'],
    // Nested hidden elements stay hidden until the outer one closes; only the end of a hidden
    // element ends the hiding, and an end tag of one never opened is ignored.
    ['a<svg><svg>x</svg>y</svg>b', 'ab'],
    ['a<object><svg>x</svg>y</object>b', 'ab'],
    ['a<object><b>x</b>y</object>b', 'ab'],
    ['a</svg>b<svg>c</svg>d', 'abd'],
    ['a</object></object>b<object>c</object>d', 'abd'],
    // Entities decoded once, whitespace collapsed, a "<" without a tag kept.
    [
      '  Tom &amp;amp; Jerry&nbsp;&#x1F600;\n\t&lt;b&gt; &#8212; 3 < 4 ',
      'Tom &amp; Jerry 😀 <b> — 3 < 4',
    ],
    ['', ''],
  ])('reads %j as %j', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });
});

describe('escapeHtml and decodeEntities', () => {
  it('escapes &, < and > and nothing else', () => {
    expect(escapeHtml(`a & b < c > d "e" 'f'`)).toBe(`a &amp; b &lt; c &gt; d "e" 'f'`);
    expect(escapeHtml('&&<<>>')).toBe('&amp;&amp;&lt;&lt;&gt;&gt;');
  });

  it('decodes named and numeric references, and leaves unknown ones', () => {
    expect(decodeEntities('&eacute;&#233;&#xE9;&hellip;&zzzz;')).toBe('ééé…&zzzz;');
  });
});

describe('decodeEscapedMarkup', () => {
  it.each([
    // Text that is itself markup (an element or a comment) is read once more, and only once; the
    // real markup around it stays.
    ['&lt;p&gt;Hi&lt;/p&gt;', '<p>Hi</p>'],
    ['A&lt;!-- note --&gt;B', 'A<!-- note -->B'],
    ['<td>&lt;div&gt;&lt;p&gt;x&lt;/p&gt;&lt;/div&gt;</td>', '<td><div><p>x</p></div></td>'],
    ['<b>bold</b> &lt;i&gt;it&lt;/i&gt; <u>end</u>', '<b>bold</b> <i>it</i> <u>end</u>'],
    [
      '<td>&lt;div class="md"&gt;&lt;p&gt;Tide &amp;amp; wind&lt;/p&gt;&lt;/div&gt; by <a href="u">me</a></td>',
      '<td><div class="md"><p>Tide &amp; wind</p></div> by <a href="u">me</a></td>',
    ],
    // Text that only names a tag, holds no tag, or escapes a tag once more stays as it is.
    ...[
      'Why &lt;b&gt; beats &lt;strong&gt;',
      'a &lt; b',
      'a &lt;/p&gt; b',
      '<p>plain</p>',
      'no markup at all',
      '&lt;p&gt;unclosed',
      '&lt;/i&gt;&lt;i&gt;',
      'a &lt; b &amp;&amp; c &gt; d',
      '&amp;lt;b&amp;gt;',
      '&amp;lt;!-- no end',
    ].map((html) => [html, html]),
  ])('%s reads %s', (html, expected) => {
    expect(decodeEscapedMarkup(html)).toBe(expected);
  });

  it.each([
    ['&lt;!-- SC_OFF --&gt;Post', 'Post'],
    // Escaped once more still, and led by a comment: read twice more (a Reddit post escaped thrice).
    [
      '&amp;lt;!-- SC_OFF --&amp;gt;&amp;lt;p&amp;gt;Hey &amp;amp;amp; hi&amp;lt;/p&amp;gt;',
      'Hey & hi',
    ],
    ['&lt;p&gt;Use &amp;lt;b&amp;gt; for bold&lt;/p&gt;', 'Use <b> for bold'],
  ])('%s reads as the text %s', (html, text) => {
    expect(htmlToText(decodeEscapedMarkup(html))).toBe(text);
  });
});

describe('proseText and outletLabels', () => {
  const voted = 'The <a href="x">council</a> voted.';
  const label = '<font color="#6f6f6f">Ledger</font>';
  it.each([
    // A publisher's prose keeps its inline links; link-only lines go.
    [`<p>${voted}</p><p><a href="y">Read more</a></p>`, 'Ledger', 'The council voted.'],
    // Text in a <font> without a colour is prose, even beside a link; so is a coloured paragraph.
    [`<p><font face="Georgia">${voted}</font></p>`, 'Ledger', 'The council voted.'],
    ['<p><font color="#333">Roads reopen at noon.</font></p>', 'Ledger', 'Roads reopen at noon.'],
    // An aggregator's outlet labels go.
    [`<a href="x">Headline</a>&nbsp;${label} Prose.`, 'Ledger', 'Headline Prose.'],
    [`${label}<br><font size="-1">Prose.</font>`, 'Ledger', 'Prose.'],
    [
      '<ol><li><a href="/1">Headline</a> <font color="#6f6f6f">Wire</font></li>' +
        '<li>Prose with <a href="/2">a link</a> inside.</li></ol>',
      'Wire',
      'Prose with a link inside.',
    ],
    // A label holds the inline elements inside it, and ends with its <font>.
    ['<p><font color="g">Wire <b>x</b></font> prose</p>', 'Nobody', 'Wire x prose'],
    ['<p><font color="g">Wire <b>x</b></font></p><p>prose</p>', 'Wire x', 'prose'],
    // A line whose link is followed by prose, and one only partly a label, stay.
    ['<a href="x">Headline</a> and prose', 'X', 'Headline and prose'],
    ['<p><font color="g">Wi</font>re</p>', 'Wire', 'Wire'],
    // A line that is only a label naming the outlet goes; other lines stay, the outlet's name as
    // plain text (no label) included.
    ['<p>Story text.</p><p><font color="g">WIRE </font></p>', ' wire', 'Story text.'],
    ['<p>Story text.</p><p><font color="g">Other</font></p>', 'Wire', 'Story text. Other'],
    ['<p>Story text.</p><p>Wire</p>', 'Wire', 'Story text. Wire'],
    ['<p>Wire said so</p>', 'Wire', 'Wire said so'],
    // A line ends at every block element; lines without words go.
    ['One<div>Two</div>Three<p>...</p>', 'X', 'One Two Three'],
  ])('proseText(%s, %j) is %j', (html, outlet, expected) => {
    expect(proseText(html, outlet)).toBe(expected);
  });

  it.each([
    // The coloured <font> labels outside links, in order.
    [
      '<a href="/1">Headline one</a>&nbsp;<font color="#6f6f6f">Wire  One</font>' +
        '<br><font color="#6f6f6f">Wire Two</font> <font>not a label</font>' +
        '<a href="/2"><font color="#6f6f6f">in a link</font></a><font color="x"> </font>',
      ['Wire One', 'Wire Two'],
    ],
    [
      '<a href="x"><font size="-2">Not a label</font></a><font color="grey">Ledger &amp; Co</font>',
      ['Ledger & Co'],
    ],
    // A plain <font> or inline element inside a label stays part of it.
    ['<font color="grey">Big <font>Wire</font></font>', ['Big Wire']],
    ['<font color="g"><b>Big</b> Wire</font> prose', ['Big Wire']],
  ])('outletLabels(%s) is %j', (html, labels) => {
    expect(outletLabels(html)).toEqual(labels);
  });
});

describe('firstImageSource', () => {
  it('finds the first real <img>, trimmed and decoded', () => {
    const html =
      '<p>x</p><img alt="no src"><img src="  "><img src=" https://e.com/a.jpg?a=1&amp;b=2 "><img src="https://e.com/b.jpg">';
    expect(firstImageSource(html)).toBe('https://e.com/a.jpg?a=1&b=2');
    expect(firstImageSource('<IMG alt="a > b" SRC="https://e.com/c.jpg"><img src="d">')).toBe(
      'https://e.com/c.jpg',
    );
    expect(firstImageSource('<!-- <img src="https://e.com/c.png"> -->')).toBeUndefined();
  });

  it('skips tracking pixels and share buttons, and other elements with a src', () => {
    const html =
      '<iframe src="https://e.com/frame"></iframe><img src="https://e.com/p.gif" width="1" height="1">' +
      '<img src="https://feeds.feedburner.com/~ff/feed?i=1"><img src="https://e.com/real.jpg">';
    expect(firstImageSource(html)).toBe('https://e.com/real.jpg');
    expect(firstImageSource('<p>none</p>')).toBeUndefined();
  });
});
