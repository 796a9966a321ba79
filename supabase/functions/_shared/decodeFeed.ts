// Turns a feed's bytes into text with the encoding chosen the way feed readers do: byte order mark, then the Content-Type charset, then the XML declaration, then UTF-8.

const BOMS: ReadonlyArray<{ bytes: number[]; encoding: string }> = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16be' },
  { bytes: [0xff, 0xfe], encoding: 'utf-16le' },
];

function bomEncoding(bytes: Uint8Array): string | undefined {
  return BOMS.find(({ bytes: bom }) => bom.every((b, i) => bytes[i] === b))?.encoding;
}

/** The charset parameter of a Content-Type header, if any. */
function headerCharset(contentType: string | null | undefined): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];
}

/** The encoding named in an `<?xml … encoding="…"?>` declaration at the start (after optional whitespace). */
function declaredEncoding(bytes: Uint8Array): string | undefined {
  // The declaration is ASCII in every ASCII-compatible encoding; read the first bytes as latin-1.
  const head = String.fromCharCode(...bytes.subarray(0, 512));
  return /^\s*<\?xml[^>]*?\sencoding\s*=\s*["']([A-Za-z][\w.:-]*)["']/.exec(head)?.[1];
}

/** A decoder for a WHATWG encoding label, or undefined for an unknown label. */
function decoderFor(label: string | undefined): TextDecoder | undefined {
  if (!label) return undefined;
  try {
    return new TextDecoder(label.trim());
  } catch {
    return undefined;
  }
}

/** A declaration read as ASCII cannot truly be UTF-16 (that needs a BOM): such a label is ignored. */
function asciiCompatible(decoder: TextDecoder | undefined): TextDecoder | undefined {
  return decoder && !decoder.encoding.startsWith('utf-16') ? decoder : undefined;
}

function concat(parts: Uint8Array | readonly Uint8Array[]): Uint8Array {
  if (parts instanceof Uint8Array) return parts;
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

/** The encoding that will be used for these bytes (a WHATWG name such as "iso-8859-2"). */
export function feedEncoding(bytes: Uint8Array, contentType?: string | null): string {
  const decoder =
    decoderFor(bomEncoding(bytes)) ??
    decoderFor(headerCharset(contentType)) ??
    asciiCompatible(decoderFor(declaredEncoding(bytes))) ??
    new TextDecoder('utf-8');
  return decoder.encoding;
}

/** The feed's text from its bytes (or the chunks read); malformed sequences become U+FFFD. */
export function decodeFeed(
  body: Uint8Array | readonly Uint8Array[],
  contentType?: string | null,
): string {
  const bytes = concat(body);
  // The BOM, when there is one, decides the encoding, and TextDecoder drops it from the text.
  return new TextDecoder(feedEncoding(bytes, contentType)).decode(bytes);
}
