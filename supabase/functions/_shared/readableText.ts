// Stored text as its writer meant it: UTF-8 that was decoded twice ("â€™" for "’") read once more where only that reading fits, and C1 control characters (windows-1252 bytes read as Latin-1, "&#146;") read as windows-1252.
import { isomorphicEncode } from '@exodus/bytes/encoding.js';
import { windows1252fromString, windows1252toString } from '@exodus/bytes/single-byte.js';
import { utf8toString } from '@exodus/bytes/utf8.js';

/**
 * A run of non-ASCII characters read as the UTF-8 it was mistaken for (its bytes in windows-1252,
 * else in Latin-1), or the run unchanged. Only when every one of its bytes falls into a valid
 * UTF-8 sequence: a run of real text in a Latin script ("é", "Straße", "SÃO") is never valid
 * UTF-8 once written in windows-1252, so it stays.
 */
function asUtf8(run: string): string {
  for (const encode of [windows1252fromString, isomorphicEncode]) {
    try {
      return utf8toString(encode(run));
    } catch {
      // A character this encoding has no byte for, or bytes that are not UTF-8.
    }
  }
  return run;
}

/** A C1 control character (U+0080..U+009F) as the windows-1252 character of that byte; the five bytes that have none are dropped. */
function asWindows1252(control: string): string {
  const character = windows1252toString(Uint8Array.of(control.charCodeAt(0)));
  return character === control ? '' : character;
}

/** The text with double-encoded UTF-8 repaired (run by run of non-ASCII characters) and no C1 control character. */
export function readableText(text: string): string {
  return text.replace(/[^\0-\x7f]+/g, asUtf8).replace(/[\x80-\x9f]/g, asWindows1252);
}
