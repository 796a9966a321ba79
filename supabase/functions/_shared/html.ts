// HTML fragments in feed fields, tokenised by htmlparser2: plain text without tags (script and style bodies dropped), every HTML entity decoded, markup escaped once too often read once more (twice more when led by a comment), a description's prose without an aggregator's headline links and outlet labels, the first real <img>.
import { decodeHTML } from 'entities';
import { Parser } from 'htmlparser2';
import { isTrackingImage } from './images.ts';

/** Elements whose content is never text for the reader. */
const HIDDEN_TAGS = new Set(['script', 'style', 'noscript', 'template', 'iframe', 'object', 'svg']);
/** Elements that separate words when their tags are removed. */
const BLOCK_TAGS = new Set([
  'br',
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'tr',
  'td',
  'th',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'figure',
  'figcaption',
  'hr',
  'section',
  'article',
  'table',
  'img',
]);

/** Text as HTML that reads as that text: `&`, `<` and `>` escaped. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Decodes every HTML named (the full HTML5 set) and numeric character reference; unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return decodeHTML(text);
}

interface Visitor {
  /** `start` and `end` (inclusive) are where the text stands in the fragment as written. */
  text?: (text: string, insideTags: readonly string[], start: number, end: number) => void;
  open?: (name: string, attributes: Record<string, string>) => void;
  close?: (name: string) => void;
}

/** Walks a fragment: text outside hidden elements (decoded) and tags, in document order. */
function walk(html: string, visitor: Visitor): void {
  const open: string[] = [];
  let hidden = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        open.push(name);
        if (HIDDEN_TAGS.has(name)) hidden += 1;
        visitor.open?.(name, attributes);
      },
      ontext(text) {
        if (hidden === 0) visitor.text?.(text, open, parser.startIndex, parser.endIndex);
      },
      onclosetag(name) {
        const at = open.lastIndexOf(name);
        if (at >= 0) open.splice(at, 1);
        if (HIDDEN_TAGS.has(name)) hidden = Math.max(0, hidden - 1);
        visitor.close?.(name);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Plain text of an HTML fragment: tags removed, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  let out = '';
  const gap = (name: string) => {
    if (BLOCK_TAGS.has(name)) out += ' ';
  };
  walk(html, { text: (text) => (out += text), open: gap, close: gap });
  return collapse(out);
}

const hasWords = (text: string) => /[\p{L}\p{N}]/u.test(text);

/**
 * True when text is itself HTML: it holds a comment or an element closed by its own end tag
 * (`<p>…</p>`). Text that only names a tag (`Why <b> beats <strong>`) is not markup.
 */
function isMarkup(text: string): boolean {
  if (!text.includes('<')) return false;
  const opened = new Set<string>();
  let markup = false;
  const parser = new Parser(
    {
      onopentag(name, _attributes, implied) {
        if (!implied) opened.add(name);
      },
      onclosetag(name, implied) {
        if (!implied && opened.has(name)) markup = true;
      },
      oncomment() {
        markup = true;
      },
    },
    { lowerCaseTags: true },
  );
  parser.end(text);
  return markup;
}

/** The fragment with its text read as HTML (its entities decoded once), that text, and whether it is markup. */
function textAsHtml(html: string): { html: string; text: string; markup: boolean } {
  const texts: { text: string; start: number; end: number }[] = [];
  walk(html, { text: (text, _inside, start, end) => texts.push({ text, start, end }) });
  let out = '';
  let at = 0;
  for (const { text, start, end } of texts) {
    out += html.slice(at, start) + text;
    at = end + 1;
  }
  const text = texts.map((t) => t.text).join('');
  return { html: out + html.slice(at), text, markup: isMarkup(text) };
}

/**
 * The fragment with its text read as HTML once more when that text is itself markup: a field
 * escaped twice, or real elements mixed with escaped ones (Reddit's
 * `<td>&lt;div class="md"&gt;&lt;p&gt;…`). Otherwise unchanged. Once only: what still reads as
 * a tag afterwards (`&lt;b&gt;` written on purpose inside the escaped post) stays text. One
 * exception: text that is still escaped markup led by a comment (`&lt;!-- SC_OFF --&gt;&lt;div…`,
 * a Reddit post escaped three times) is read twice more, as no one writes that on purpose.
 */
export function decodeEscapedMarkup(html: string): string {
  const once = textAsHtml(html);
  if (once.markup) return once.html;
  // Its text read once more then starts with a comment: markup.
  return /^\s*&lt;!--[\s\S]*?--&gt;/.test(once.text) ? textAsHtml(once.html).html : html;
}

/** A run of a line's text: inside a link, inside an outlet label (its number, 0 for none), or plain. */
interface Run {
  text: string;
  link: boolean;
  label: number;
}

/**
 * The fragment's text runs, line by line (block elements and <br> end a line). An outlet label is
 * a `<font>` with a colour, outside links: Google News writes outlets' names so (grey), in both its
 * layouts, and nothing else in its descriptions.
 */
function lines(html: string): Run[][] {
  const result: Run[][] = [[]];
  const fonts: number[] = [];
  let labels = 0;
  walk(html, {
    open(name, attributes) {
      if (BLOCK_TAGS.has(name)) result.push([]);
      if (name === 'font')
        fonts.push(attributes.color === undefined ? (fonts.at(-1) ?? 0) : ++labels);
    },
    close(name) {
      if (BLOCK_TAGS.has(name)) result.push([]);
      if (name === 'font') fonts.pop();
    },
    text(text, inside) {
      const link = inside.includes('a');
      const label = link ? 0 : (fonts.at(-1) ?? 0);
      const line = result[result.length - 1]!;
      const last = line.at(-1);
      if (last && last.link === link && last.label === label) last.text += text;
      else line.push({ text, link, label });
    },
  });
  return result.filter((line) => line.some((run) => hasWords(run.text)));
}

const runsText = (runs: readonly Run[]) => collapse(runs.map((run) => run.text).join(''));

/** The outlet labels of a fragment (see lines), in order. */
export function outletLabels(html: string): string[] {
  return lines(html).flatMap((line) =>
    line.filter((run) => run.label && hasWords(run.text)).map((run) => collapse(run.text)),
  );
}

/**
 * A description's prose, without what an aggregator puts around a story. Read line by line: a
 * line holding a link loses its outlet labels and goes when only link text is left (a headline,
 * a cluster of headlines, "all 12 news articles"); a line that is only a label naming `outlet`
 * goes. Every other line stays whole, with its links' text (a publisher's inline links).
 */
export function proseText(html: string, outlet: string): string {
  const kept = lines(html).flatMap((line) => {
    if (line.some((run) => run.link && hasWords(run.text))) {
      const rest = line.filter((run) => !run.label);
      return rest.some((run) => !run.link && hasWords(run.text)) ? [runsText(rest)] : [];
    }
    const onlyLabels = line.every((run) => run.label || !hasWords(run.text));
    const named = runsText(line).toLowerCase() === outlet.trim().toLowerCase();
    return onlyLabels && named ? [] : [runsText(line)];
  });
  return kept.join(' ');
}

/** The src of the first <img> in an HTML fragment that is not a tracking pixel or share button. */
export function firstImageSource(html: string): string | undefined {
  let found: string | undefined;
  walk(html, {
    open: (name, attributes) => {
      const src = attributes.src?.trim();
      if (found || name !== 'img' || !src) return;
      if (!isTrackingImage(src, attributes.width, attributes.height)) found = src;
    },
  });
  return found;
}
