// HTML fragments in feed fields, tokenised by htmlparser2: plain text without tags (script and style bodies dropped), every HTML entity decoded, the first real <img>.
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

/** Decodes every HTML named (the full HTML5 set) and numeric character reference; unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return decodeHTML(text);
}

interface Visitor {
  text?: (text: string, insideTags: readonly string[]) => void;
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
        if (hidden === 0) visitor.text?.(text, open);
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

/**
 * True when a fragment is only links and outlet labels (Google News descriptions: `<a>headline</a>
 * <font>Outlet</font>`, or a list of them): none of its text stands outside an `<a>` or `<font>`.
 */
export function isOnlyLinks(html: string): boolean {
  let outside = '';
  walk(html, {
    text: (text, inside) => {
      if (!inside.includes('a') && !inside.includes('font')) outside += text;
    },
  });
  return !/[\p{L}\p{N}]/u.test(outside);
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
