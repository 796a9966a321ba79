// The deterministic rule for new rows: is_fake from satire sources or wording (view_count is counted, never invented: see count-news-view).

/** Outlets that publish satire; an item from one of them is flagged. Compared case-insensitively. */
export const SATIRE_SOURCES: readonly string[] = [
  'the onion',
  'babylon bee',
  'the babylon bee',
  'clickhole',
  'the borowitz report',
  'reductress',
  'the daily mash',
  'newsthump',
  'the beaverton',
  'waterford whispers news',
  'the hard times',
  'duffel blog',
  'the shovel',
  'the chaser',
  'national report',
  'the daily satirist',
];

/** Link hosts of the same outlets. */
export const SATIRE_HOSTS: readonly string[] = [
  'theonion.com',
  'babylonbee.com',
  'clickhole.com',
  'reductress.com',
  'thedailymash.co.uk',
  'newsthump.com',
  'thebeaverton.com',
  'waterfordwhispersnews.com',
  'thehardtimes.net',
  'duffelblog.com',
  'theshovel.com.au',
  'chaser.com.au',
];

/** Words in a title or category that mark an item as satire, rumour or unverified. */
export const SUSPICIOUS_WORDS: readonly string[] = [
  'satire',
  'satirical',
  'parody',
  'hoax',
  'fake news',
  'rumor',
  'rumour',
  'unconfirmed',
  'unverified',
  'conspiracy',
];

function hostOf(link: string): string {
  try {
    return new URL(link).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
}

function containsWord(haystack: string, word: string): boolean {
  const lower = haystack.toLowerCase();
  let at = lower.indexOf(word);
  while (at >= 0) {
    const before = lower[at - 1] ?? ' ';
    const after = lower[at + word.length] ?? ' ';
    if (!/[a-z0-9]/.test(before) && !/[a-z0-9]/.test(after)) return true;
    at = lower.indexOf(word, at + 1);
  }
  return false;
}

/**
 * is_fake for a new row: true when the source or link host is a satire outlet, or the title or
 * a category contains one of SUSPICIOUS_WORDS as a whole word. Same input, same answer.
 */
export function isSuspicious(item: {
  title: string;
  source: string;
  link: string;
  categories: readonly string[];
}): boolean {
  const source = item.source.trim().toLowerCase();
  if (SATIRE_SOURCES.includes(source)) return true;
  const host = hostOf(item.link);
  if (SATIRE_HOSTS.some((h) => host === h || host.endsWith(`.${h}`))) return true;
  const words = [item.title, ...item.categories];
  return SUSPICIOUS_WORDS.some((word) => words.some((w) => containsWord(w, word)));
}
