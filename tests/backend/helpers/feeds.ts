// Test helper: small RSS 2.0 and Atom documents built from item lists.

export interface TestItem {
  title?: string;
  link?: string;
  description?: string;
  date?: string;
  extra?: string;
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function rss(title: string, items: TestItem[]): string {
  const body = items
    .map(
      (i) => `<item>
  ${i.title === undefined ? '' : `<title>${i.title}</title>`}
  ${i.link === undefined ? '' : `<link>${i.link}</link>`}
  ${i.description === undefined ? '' : `<description>${i.description}</description>`}
  ${i.date === undefined ? '' : `<pubDate>${i.date}</pubDate>`}
  ${i.extra ?? ''}
</item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>${xmlEscape(title)}</title>
${body}
</channel></rss>`;
}

export function atom(title: string, items: TestItem[]): string {
  const body = items
    .map(
      (i) => `<entry>
  ${i.title === undefined ? '' : `<title type="html">${i.title}</title>`}
  ${i.link === undefined ? '' : `<link rel="alternate" href="${i.link}"/>`}
  ${i.description === undefined ? '' : `<summary type="html">${i.description}</summary>`}
  ${i.date === undefined ? '' : `<updated>${i.date}</updated>`}
  ${i.extra ?? ''}
</entry>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/"><title>${xmlEscape(title)}</title>
${body}
</feed>`;
}

/** n simple RSS items with links under `prefix`, published 1..n hours ago (within any retention). */
export function manyItems(n: number, prefix: string): TestItem[] {
  return Array.from({ length: n }, (_, i) => ({
    title: `Item ${i + 1}`,
    link: `${prefix}${i + 1}`,
    description: `Summary ${i + 1}`,
    date: new Date(Date.now() - (i + 1) * 3_600_000).toUTCString(),
  }));
}
