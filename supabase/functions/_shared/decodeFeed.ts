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

/** windows-1252 characters of bytes 0x80..0x9F (WHATWG; the five unassigned bytes map to themselves). */
const WINDOWS_1252_C1 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/**
 * Some Node releases decode windows-1252 (the label iso-8859-1 and latin1 also mean) as ISO-8859-1,
 * giving C1 controls for 0x80..0x9F; Deno and browsers follow the standard. Repairs that output.
 */
const LATIN1_FOR_1252 = new TextDecoder('windows-1252').decode(Uint8Array.of(0x80)) !== '€';

function decodeWith(encoding: string, bytes: Uint8Array): string {
  const text = new TextDecoder(encoding).decode(bytes);
  if (encoding !== 'windows-1252' || !LATIN1_FOR_1252) return text;
  return text.replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_C1[c.charCodeAt(0) - 0x80] ?? c);
}

/** The feed's text from its bytes (or the chunks read); malformed sequences become U+FFFD. */
export function decodeFeed(
  body: Uint8Array | readonly Uint8Array[],
  contentType?: string | null,
): string {
  const bytes = concat(body);
  // The BOM, when there is one, decides the encoding, and TextDecoder drops it from the text.
  return decodeWith(feedEncoding(bytes, contentType), bytes);
}
