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

  it('separates words at empty elements <br>, <hr> and <img>', () => {
    expect(htmlToText('One<br>Two<br/>Three')).toBe('One Two Three');
    expect(htmlToText('One<hr>Two')).toBe('One Two');
    expect(htmlToText('One<img src="x.png">Two')).toBe('One Two');
  });

  it('joins the words of inline elements', () => {
    expect(htmlToText('Un<b>break</b><i>able</i> <span>word</span><a href="/">s</a>')).toBe(
      'Unbreakable words',
    );
  });

  it.each(HIDDEN_TAGS)('drops the content of <%s>', (tag) => {
    expect(htmlToText(`Before<${tag}>hidden words</${tag}>After`)).toBe('BeforeAfter');
    expect(htmlToText(`<p>Before</p><${tag}>hidden</${tag}><p>After</p>`)).toBe('Before After');
  });

  it('keeps hiding nested hidden elements until the outer one closes', () => {
    expect(htmlToText('a<svg><svg>x</svg>y</svg>b')).toBe('ab');
    expect(htmlToText('a<object><svg>x</svg>y</object>b')).toBe('ab');
    // Only the end of a hidden element ends the hiding.
    expect(htmlToText('a<object><b>x</b>y</object>b')).toBe('ab');
  });

  it('ignores an end tag of a hidden element that was never opened', () => {
    expect(htmlToText('a</svg>b<svg>c</svg>d')).toBe('abd');
    expect(htmlToText('a</object></object>b<object>c</object>d')).toBe('abd');
  });

  it('decodes entities once and collapses whitespace', () => {
    expect(htmlToText('  Tom &amp;amp; Jerry&nbsp;&#x1F600;\n\t&lt;b&gt; &#8212; 3 < 4 ')).toBe(
      'Tom &amp; Jerry 😀 <b> — 3 < 4',
    );
    expect(htmlToText('')).toBe('');
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
  it('reads text that is itself markup (an element or a comment) once more', () => {
    expect(decodeEscapedMarkup('&lt;p&gt;Hi&lt;/p&gt;')).toBe('<p>Hi</p>');
    expect(decodeEscapedMarkup('A&lt;!-- note --&gt;B')).toBe('A<!-- note -->B');
    expect(decodeEscapedMarkup('<td>&lt;div&gt;&lt;p&gt;x&lt;/p&gt;&lt;/div&gt;</td>')).toBe(
      '<td><div><p>x</p></div></td>',
    );
  });

  it('keeps the real markup around the text it reads again', () => {
    expect(decodeEscapedMarkup('<b>bold</b> &lt;i&gt;it&lt;/i&gt; <u>end</u>')).toBe(
      '<b>bold</b> <i>it</i> <u>end</u>',
    );
  });

  it('leaves text that only names a tag, or holds no tag, as it is', () => {
    for (const html of [
      'Why &lt;b&gt; beats &lt;strong&gt;',
      'a &lt; b',
      'a &lt;/p&gt; b',
      '<p>plain</p>',
      'no markup at all',
      '&lt;p&gt;unclosed',
      '&lt;/i&gt;&lt;i&gt;',
    ]) {
      expect(decodeEscapedMarkup(html)).toBe(html);
    }
  });
});

describe('proseText and outletLabels', () => {
  it('names the coloured <font> labels outside links, in order', () => {
    const html =
      '<a href="/1">Headline one</a>&nbsp;<font color="#6f6f6f">Wire  One</font>' +
      '<br><font color="#6f6f6f">Wire Two</font> <font>not a label</font>' +
      '<a href="/2"><font color="#6f6f6f">in a link</font></a><font color="x"> </font>';
    expect(outletLabels(html)).toEqual(['Wire One', 'Wire Two']);
  });

  it('a plain <font> inside a label stays part of that label', () => {
    expect(outletLabels('<font color="grey">Big <font>Wire</font></font>')).toEqual(['Big Wire']);
  });

  it('a label holds the inline elements inside it, and ends with its <font>', () => {
    expect(outletLabels('<font color="g"><b>Big</b> Wire</font> prose')).toEqual(['Big Wire']);
    expect(proseText('<p><font color="g">Wire <b>x</b></font> prose</p>', 'Nobody')).toBe(
      'Wire x prose',
    );
    expect(proseText('<p><font color="g">Wire <b>x</b></font></p><p>prose</p>', 'Wire x')).toBe(
      'prose',
    );
  });

  it('drops link-only lines and labels, keeps prose with its inline links', () => {
    const html =
      '<ol><li><a href="/1">Headline</a> <font color="#6f6f6f">Wire</font></li>' +
      '<li>Prose with <a href="/2">a link</a> inside.</li></ol>';
    expect(proseText(html, 'Wire')).toBe('Prose with a link inside.');
    // A line whose link is followed by prose, and one only partly a label, stay.
    expect(proseText('<a href="x">Headline</a> and prose', 'X')).toBe('Headline and prose');
    expect(proseText('<p><font color="g">Wi</font>re</p>', 'Wire')).toBe('Wire');
  });

  it('drops a line that is only a label naming the outlet, and keeps other lines', () => {
    expect(proseText('<p>Story text.</p><p><font color="g">WIRE </font></p>', ' wire')).toBe(
      'Story text.',
    );
    expect(proseText('<p>Story text.</p><p><font color="g">Other</font></p>', 'Wire')).toBe(
      'Story text. Other',
    );
    // The outlet's name as plain text (no label) is prose.
    expect(proseText('<p>Story text.</p><p>Wire</p>', 'Wire')).toBe('Story text. Wire');
    expect(proseText('<p>Wire said so</p>', 'Wire')).toBe('Wire said so');
  });

  it('ends a line at every block element and skips lines without words', () => {
    expect(proseText('One<div>Two</div>Three<p>...</p>', 'X')).toBe('One Two Three');
  });
});

describe('firstImageSource', () => {
  it('finds the first real <img>, trimmed and decoded', () => {
    expect(
      firstImageSource(
        '<p>x</p><img alt="no src"><img src="  "><img src=" https://e.com/a.jpg?a=1&amp;b=2 "><img src="https://e.com/b.jpg">',
      ),
    ).toBe('https://e.com/a.jpg?a=1&b=2');
    expect(firstImageSource('<IMG alt="a > b" SRC="https://e.com/c.jpg"><img src="d">')).toBe(
      'https://e.com/c.jpg',
    );
    expect(firstImageSource('<!-- <img src="https://e.com/c.png"> -->')).toBeUndefined();
  });

  it('skips tracking pixels and share buttons, and other elements with a src', () => {
    expect(
      firstImageSource(
        '<iframe src="https://e.com/frame"></iframe><img src="https://e.com/p.gif" width="1" height="1">' +
          '<img src="https://feeds.feedburner.com/~ff/feed?i=1"><img src="https://e.com/real.jpg">',
      ),
    ).toBe('https://e.com/real.jpg');
    expect(firstImageSource('<p>none</p>')).toBeUndefined();
  });
});
