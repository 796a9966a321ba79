// Turns a feed's bytes into text with the encoding chosen the way feed readers do: byte order mark, then the Content-Type charset, then the XML declaration, then UTF-8 (windows-1252 for bytes that are not UTF-8); decoded by the WHATWG Encoding Standard on every runtime.
import { getBOMEncoding, normalizeEncoding, TextDecoder } from '@exodus/bytes/encoding.js';

/** The charset parameter of a Content-Type header, if any. */
function headerCharset(contentType: string | null | undefined): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(String(contentType))?.[1];
}

/** The encoding named in an `<?xml … encoding="…"?>` declaration at the start (after optional whitespace). */
function declaredEncoding(bytes: Uint8Array): string | undefined {
  // The declaration is ASCII in every ASCII-compatible encoding; read the first bytes as latin-1.
  const head = String.fromCharCode(...bytes.subarray(0, 512));
  return /^\s*<\?xml[^>]*?\sencoding\s*=\s*["']([A-Za-z][\w.:-]*)["']/.exec(head)?.[1];
}

/**
 * A decoder for a WHATWG encoding label, or undefined for an unknown label or one the standard
 * maps to its "replacement" encoding (ISO-2022-KR, HZ-GB-2312, …: no text can be read).
 */
function decoderFor(label: string | undefined): TextDecoder | undefined {
  const name = label && normalizeEncoding(label);
  return name && name !== 'replacement' ? new TextDecoder(name) : undefined;
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

/** The encoding of bytes that name none: UTF-8 when they are UTF-8, else windows-1252. */
function unlabelledEncoding(bytes: Uint8Array): string {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/**
 * The encoding that will be used for these bytes (a WHATWG name such as "iso-8859-2"). Labels
 * mean what the Encoding Standard says: iso-8859-1, latin1 and us-ascii are windows-1252, whose
 * bytes 0x80..0x9F are curly quotes, dashes and the euro sign. Bytes that name no encoding are
 * UTF-8 when they are UTF-8, else windows-1252, as feed readers guess.
 */
export function feedEncoding(bytes: Uint8Array, contentType?: string | null): string {
  const decoder =
    decoderFor(getBOMEncoding(bytes) ?? undefined) ??
    decoderFor(headerCharset(contentType)) ??
    asciiCompatible(decoderFor(declaredEncoding(bytes)));
  return decoder ? decoder.encoding : unlabelledEncoding(bytes);
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
