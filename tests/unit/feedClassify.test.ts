// is_fake for a new row (supabase/functions/_shared/classify.ts): every satire outlet and host,
// every suspicious word as a whole word only, and nothing else.
import { describe, expect, it } from 'vitest';
import {
  isSuspicious,
  SATIRE_HOSTS,
  SATIRE_SOURCES,
  SUSPICIOUS_WORDS,
} from '../../supabase/functions/_shared/classify.ts';

const plain = {
  title: 'Ordinary headline',
  source: 'Wire',
  link: 'https://news.example/a',
  categories: [] as string[],
};

describe('the lists', () => {
  it.each([
    ['SATIRE_SOURCES', SATIRE_SOURCES],
    ['SATIRE_HOSTS', SATIRE_HOSTS],
    ['SUSPICIOUS_WORDS', SUSPICIOUS_WORDS],
  ])('%s holds lower-case, trimmed, distinct entries', (_name, list) => {
    expect(list.length).toBeGreaterThan(0);
    for (const entry of list) {
      expect(entry).toMatch(/\S/);
      expect(entry).toBe(entry.trim().toLowerCase());
    }
    expect(new Set(list).size).toBe(list.length);
  });

  it('names the best-known satire outlet both ways', () => {
    expect(SATIRE_SOURCES).toContain('the onion');
    expect(SATIRE_HOSTS).toContain('theonion.com');
  });
});

describe('isSuspicious', () => {
  it('leaves an ordinary item unflagged', () => {
    expect(isSuspicious(plain)).toBe(false);
  });

  it.each(SATIRE_SOURCES)('flags the outlet "%s", whatever its case and spaces', (source) => {
    expect(isSuspicious({ ...plain, source })).toBe(true);
    expect(isSuspicious({ ...plain, source: `  ${source.toUpperCase()} ` })).toBe(true);
    // Only the outlet itself, not a name that contains it.
    expect(isSuspicious({ ...plain, source: `${source} fan club` })).toBe(false);
  });

  it.each(SATIRE_HOSTS)('flags links to %s and its subdomains', (host) => {
    expect(isSuspicious({ ...plain, link: `https://${host}/story` })).toBe(true);
    expect(isSuspicious({ ...plain, link: `https://www.${host}/story` })).toBe(true);
    expect(isSuspicious({ ...plain, link: `http://news.${host.toUpperCase()}/story` })).toBe(true);
    // Not a host that only ends with the same letters, nor one that starts with it.
    expect(isSuspicious({ ...plain, link: `https://not${host}/story` })).toBe(false);
    expect(isSuspicious({ ...plain, link: `https://${host}.example/story` })).toBe(false);
  });

  it('removes only a leading www. from the host, and reads no host from a link that is no URL', () => {
    expect(isSuspicious({ ...plain, link: 'https://theonion.www.com/' })).toBe(false);
    expect(isSuspicious({ ...plain, link: 'theonion.com' })).toBe(false);
  });

  it.each(SUSPICIOUS_WORDS)('flags "%s" as a whole word in a title or a category', (word) => {
    expect(isSuspicious({ ...plain, title: `${word}` })).toBe(true);
    expect(isSuspicious({ ...plain, title: `A ${word.toUpperCase()}: story` })).toBe(true);
    expect(isSuspicious({ ...plain, title: `(${word})` })).toBe(true);
    expect(isSuspicious({ ...plain, categories: ['News', `${word} desk`] })).toBe(true);
    // Inside a longer word it is not the word.
    expect(isSuspicious({ ...plain, title: `${word}s` })).toBe(false);
    expect(isSuspicious({ ...plain, title: `x${word}` })).toBe(false);
    expect(isSuspicious({ ...plain, title: `${word}2` })).toBe(false);
    expect(isSuspicious({ ...plain, categories: [`un${word}`] })).toBe(false);
  });

  it('finds a whole word after an occurrence inside another word', () => {
    expect(isSuspicious({ ...plain, title: 'Hoaxes and a hoax' })).toBe(true);
    expect(isSuspicious({ ...plain, title: 'Rumors, rumours' })).toBe(false);
  });

  it('looks for words in the title and categories only, never the source or link', () => {
    expect(isSuspicious({ ...plain, source: 'Parody Weekly' })).toBe(false);
    expect(isSuspicious({ ...plain, link: 'https://news.example/satire' })).toBe(false);
  });
});
