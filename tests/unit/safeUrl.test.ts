// The one http(s) check (src/shared/safeUrl.ts): strict for strings used as links as they are,
// trimming and normalising for untrusted news rows.
import { describe, expect, it } from 'vitest';
import { httpUrlOrNull, isHttpUrl } from '../../src/shared/safeUrl.ts';

describe('isHttpUrl', () => {
  it('accepts absolute http(s) URLs only', () => {
    expect(isHttpUrl('https://x.example')).toBe(true);
    expect(isHttpUrl('http://x.example/a?b=c')).toBe(true);
    for (const value of [
      '',
      ' ',
      '/relative',
      'ftp://x.example',
      'javascript:alert(1)',
      42,
      null,
    ]) {
      expect(isHttpUrl(value)).toBe(false);
    }
  });

  it('refuses a string a browser would not read as that URL (no trimming of other spaces)', () => {
    expect(isHttpUrl('\u00a0https://x.example')).toBe(false);
  });
});

describe('httpUrlOrNull', () => {
  it('trims the value and returns the normalised URL', () => {
    expect(httpUrlOrNull('\u00a0 https://X.example \u00a0')).toBe('https://x.example/');
    expect(httpUrlOrNull('   ')).toBeNull();
    expect(httpUrlOrNull('data:text/html,hi')).toBeNull();
  });
});
