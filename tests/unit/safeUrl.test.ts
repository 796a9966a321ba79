// The one http(s) check (src/shared/safeUrl.ts): strict for strings used as links as they are,
// trimming and normalising for untrusted news rows; and the one HTML escape (escapeHtml.ts).
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/shared/escapeHtml.ts';
import { httpUrlOrNull, isHttpUrl } from '../../src/shared/safeUrl.ts';

describe('isHttpUrl', () => {
  it('accepts absolute http(s) URLs only', () => {
    expect(isHttpUrl('https://x.example')).toBe(true);
    expect(isHttpUrl('http://x.example/a?b=c')).toBe(true);
    const refused = ['', ' ', '/relative', 'ftp://x.example', 'javascript:alert(1)', 42, null];
    for (const value of refused) expect(isHttpUrl(value)).toBe(false);
  });

  it('takes strings only, as they are: none a browser would not read as that URL', () => {
    expect(isHttpUrl(new URL('https://e.com/'))).toBe(false);
    // A browser trims ASCII spaces, no others.
    expect(isHttpUrl(' https://e.com/')).toBe(true);
    expect(isHttpUrl('\u00a0https://x.example')).toBe(false);
    expect(httpUrlOrNull(new URL('https://e.com/'))).toBeNull();
  });
});

it('httpUrlOrNull: trims the value and returns the normalised URL', () => {
  expect(httpUrlOrNull('\u00a0 https://X.example \u00a0')).toBe('https://x.example/');
  expect(httpUrlOrNull('   ')).toBeNull();
  expect(httpUrlOrNull('data:text/html,hi')).toBeNull();
  expect(httpUrlOrNull('https://x.example/')).toBe('https://x.example/');
  for (const value of ['ftp://x.example/', 'javascript:void(0)', undefined])
    expect(httpUrlOrNull(value)).toBeNull();
});

it('escapeHtml: escapes &, <, > and " for markup and quoted attributes', () => {
  expect(escapeHtml(`Tom & "Jerry" <b>'s</b>`)).toBe(
    "Tom &amp; &quot;Jerry&quot; &lt;b&gt;'s&lt;/b&gt;",
  );
});
