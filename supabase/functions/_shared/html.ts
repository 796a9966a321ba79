// HTML fragments in feed fields: plain text without tags (script and style bodies dropped), entities decoded, and the first <img> source.

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  middot: '·',
  bull: '•',
  euro: '€',
  pound: '£',
  cent: '¢',
  yen: '¥',
  sect: '§',
  para: '¶',
  times: '×',
  divide: '÷',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  aacute: 'á',
  agrave: 'à',
  acirc: 'â',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  ntilde: 'ñ',
  ccedil: 'ç',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  szlig: 'ß',
  Eacute: 'É',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  thinsp: ' ',
  ensp: ' ',
  emsp: ' ',
  zwnj: '',
  zwj: '',
  shy: '',
};

/** Decodes named (common set) and numeric character references; unknown ones stay as written. */
export function decodeEntities(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const amp = text.indexOf('&', i);
    if (amp < 0) {
      out += text.slice(i);
      break;
    }
    out += text.slice(i, amp);
    const semi = text.indexOf(';', amp + 1);
    const name = semi > amp && semi - amp <= 32 ? text.slice(amp + 1, semi) : '';
    const decoded = name ? decodeReference(name) : undefined;
    if (decoded === undefined) {
      out += '&';
      i = amp + 1;
    } else {
      out += decoded;
      i = semi + 1;
    }
  }
  return out;
}

function decodeReference(name: string): string | undefined {
  if (name.startsWith('#')) {
    const hex = name[1] === 'x' || name[1] === 'X';
    const digits = name.slice(hex ? 2 : 1);
    if (!digits || !(hex ? /^[0-9a-f]+$/i : /^[0-9]+$/).test(digits)) return undefined;
    const code = Number.parseInt(digits, hex ? 16 : 10);
    if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
    return String.fromCodePoint(code);
  }
  return Object.prototype.hasOwnProperty.call(NAMED_ENTITIES, name)
    ? NAMED_ENTITIES[name]
    : undefined;
}

interface Tag {
  name: string;
  closing: boolean;
  attributes: Record<string, string>;
}

const RAW_TEXT_TAGS = new Set(['script', 'style', 'noscript', 'template', 'iframe', 'object']);
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
]);

function isTagStart(html: string, i: number): boolean {
  const next = html[i + 1] ?? '';
  return /[a-zA-Z/!?]/.test(next);
}

/** Reads the tag starting at html[start] === '<'; returns it and the index after '>'. */
function readTag(html: string, start: number): { tag: Tag | null; end: number } {
  if (html.startsWith('<!--', start)) {
    const close = html.indexOf('-->', start + 4);
    return { tag: null, end: close < 0 ? html.length : close + 3 };
  }
  if (html[start + 1] === '!' || html[start + 1] === '?') {
    const close = html.indexOf('>', start);
    return { tag: null, end: close < 0 ? html.length : close + 1 };
  }
  let i = start + 1;
  const closing = html[i] === '/';
  if (closing) i += 1;
  let name = '';
  while (i < html.length && /[a-zA-Z0-9:-]/.test(html[i] ?? '')) name += html[i++];
  const attributes: Record<string, string> = {};
  while (i < html.length && html[i] !== '>') {
    const c = html[i] ?? '';
    if (/[\s/]/.test(c)) {
      i += 1;
      continue;
    }
    let attr = '';
    while (i < html.length && !/[\s=>/]/.test(html[i] ?? '')) attr += html[i++];
    while (/\s/.test(html[i] ?? '')) i += 1;
    let value = '';
    if (html[i] === '=') {
      i += 1;
      while (/\s/.test(html[i] ?? '')) i += 1;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        value = html.slice(i + 1, close < 0 ? html.length : close);
        i = close < 0 ? html.length : close + 1;
      } else {
        while (i < html.length && !/[\s>]/.test(html[i] ?? '')) value += html[i++];
      }
    }
    if (attr) attributes[attr.toLowerCase()] = decodeEntities(value);
  }
  return {
    tag: { name: name.toLowerCase(), closing, attributes },
    end: Math.min(html.length, i + 1),
  };
}

/** Walks an HTML fragment, calling onText for text runs and onTag for tags outside raw-text elements. */
function walk(html: string, onText: (text: string) => void, onTag: (tag: Tag) => void): void {
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      onText(html.slice(i));
      return;
    }
    if (!isTagStart(html, lt)) {
      onText(html.slice(i, lt + 1));
      i = lt + 1;
      continue;
    }
    onText(html.slice(i, lt));
    const { tag, end } = readTag(html, lt);
    i = end;
    if (!tag) continue;
    onTag(tag);
    if (!tag.closing && RAW_TEXT_TAGS.has(tag.name)) {
      const close = html.toLowerCase().indexOf(`</${tag.name}`, i);
      i = close < 0 ? html.length : close;
    }
  }
}

/** Plain text of an HTML fragment: tags removed, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  let out = '';
  walk(
    html,
    (text) => {
      out += text;
    },
    (tag) => {
      if (BLOCK_TAGS.has(tag.name)) out += ' ';
    },
  );
  return decodeEntities(out).replace(/\s+/g, ' ').trim();
}

/** The src of the first <img> in an HTML fragment, if any. */
export function firstImageSource(html: string): string | undefined {
  let found: string | undefined;
  walk(
    html,
    () => undefined,
    (tag) => {
      if (!found && !tag.closing && tag.name === 'img' && tag.attributes.src)
        found = tag.attributes.src;
    },
  );
  return found;
}
