// Story links as stored (supabase/functions/_shared/links.ts): only http(s) with a host, resolved
// against the feed, at most MAX_URL characters once encoded, aggregator redirects unwrapped.
import { describe, expect, it } from 'vitest';
import {
  httpUrl,
  isOverlongUrl,
  MAX_URL,
  unwrapRedirect,
} from '../../supabase/functions/_shared/links.ts';

/** An http(s) URL of exactly `length` characters (already encoded: nothing changes it). */
function urlOfLength(length: number, scheme = 'https'): string {
  const head = `${scheme}://e.com/`;
  return head + 'a'.repeat(length - head.length);
}

/** An http(s) URL of `length` characters as written, with one space (three once encoded). */
function withSpace(length: number): string {
  return urlOfLength(length).replace('/a', '/ ');
}

describe('httpUrl', () => {
  it.each(['http', 'https', 'HTTP', 'HtTpS'])('keeps %s with a host', (scheme) => {
    expect(httpUrl(`${scheme}://e.com/x`)).toBe(`${scheme.toLowerCase()}://e.com/x`);
  });

  const badSchemes = 'ftp ws wss file data javascript mailto tel blob chrome about gopher';
  it.each(badSchemes.split(' '))('refuses %s with and without a host', (scheme) => {
    expect(httpUrl(`${scheme}://host.example/x`)).toBeUndefined();
    expect(httpUrl(`${scheme}:x`)).toBeUndefined();
    expect(httpUrl(`${scheme}://host.example/x`, 'https://feed.example/')).toBeUndefined();
    expect(httpUrl(`${scheme}:x`, 'https://feed.example/')).toBeUndefined();
  });

  it('resolves relative links against the base, and needs a base for them', () => {
    expect(httpUrl('/s/1', 'https://feed.example/rss')).toBe('https://feed.example/s/1');
    expect(httpUrl('s/1', 'https://feed.example/a/rss')).toBe('https://feed.example/a/s/1');
    expect(httpUrl('//other.example/x', 'https://feed.example/')).toBe('https://other.example/x');
    expect(httpUrl('/s/1')).toBeUndefined();
    expect(httpUrl('/s/1', 'ftp://feed.example/')).toBeUndefined();
    expect(httpUrl('x', 'not a base')).toBeUndefined();
  });

  it('trims, encodes and refuses blank values', () => {
    expect(httpUrl('  https://e.com/a b\n')).toBe('https://e.com/a%20b');
    expect(httpUrl('https://E.COM')).toBe('https://e.com/');
    expect(httpUrl('')).toBeUndefined();
    expect(httpUrl('   ', 'https://feed.example/')).toBeUndefined();
    expect(httpUrl('https://')).toBeUndefined();
  });

  it(`keeps a link of exactly MAX_URL characters and refuses one more`, () => {
    expect(httpUrl(urlOfLength(MAX_URL))).toBe(urlOfLength(MAX_URL));
    expect(httpUrl(urlOfLength(MAX_URL + 1))).toBeUndefined();
    // Measured once encoded: a space becomes three characters.
    const spaced = withSpace(MAX_URL - 2);
    expect(spaced.length).toBe(MAX_URL - 2);
    expect(httpUrl(spaced)?.length).toBe(MAX_URL);
    expect(httpUrl(spaced)).toBe(spaced.replace(' ', '%20'));
    expect(httpUrl(withSpace(MAX_URL - 1))).toBeUndefined();
  });
});

describe('isOverlongUrl', () => {
  it('is true only for an http(s) URL longer than MAX_URL once encoded', () => {
    expect(isOverlongUrl(urlOfLength(MAX_URL))).toBe(false);
    expect(isOverlongUrl(urlOfLength(MAX_URL + 1))).toBe(true);
    expect(isOverlongUrl(urlOfLength(MAX_URL + 1, 'http'))).toBe(true);
    expect(isOverlongUrl(` ${urlOfLength(MAX_URL + 1)} `)).toBe(true);
    expect(isOverlongUrl(urlOfLength(MAX_URL + 1, 'ftp'))).toBe(false);
    expect(isOverlongUrl(withSpace(MAX_URL - 2))).toBe(false);
    expect(isOverlongUrl(withSpace(MAX_URL - 1))).toBe(true);
  });

  it('resolves against the base, and is false for what is no URL', () => {
    const path = `/${'a'.repeat(MAX_URL)}`;
    expect(isOverlongUrl(path, 'https://feed.example/')).toBe(true);
    expect(isOverlongUrl(path)).toBe(false);
    expect(isOverlongUrl('/short', 'https://feed.example/')).toBe(false);
    expect(isOverlongUrl(path, 'ftp://feed.example/')).toBe(false);
  });
});

describe('unwrapRedirect', () => {
  const target = 'https://publisher.example/story?id=1';
  const click = (host: string, path = '/news/apiclick.aspx') =>
    `https://${host}${path}?ref=x&url=${encodeURIComponent(target)}&c=1`;

  it("returns the publisher's URL of a Bing News click", () => {
    expect(unwrapRedirect(click('www.bing.com'))).toBe(target);
    expect(unwrapRedirect(click('bing.com'))).toBe(target);
    expect(unwrapRedirect(click('WWW.BING.COM'))).toBe(target);
    expect(unwrapRedirect(click('www.bing.com', '/News/ApiClick.aspx'))).toBe(target);
  });

  it('leaves every other URL as it is', () => {
    for (const href of [
      click('notbing.com'),
      click('bing.com.evil.example'),
      click('www.bing.com', '/news/other.aspx'),
      click('www.bing.com', '/news/apiclick.aspx/x'),
      'https://www.bing.com/news/apiclick.aspx?ref=x',
      `https://www.bing.com/news/apiclick.aspx?url=${encodeURIComponent('javascript:alert(1)')}`,
      `https://www.bing.com/news/apiclick.aspx?url=`,
      'https://publisher.example/story',
      'not a url',
    ]) {
      expect(unwrapRedirect(href)).toBe(href);
    }
  });
});
