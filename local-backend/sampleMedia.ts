// The bundled sample feed and its SVG art, served by the local backend under /sample-media/ with absolute URLs and recent dates filled in.
import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const SAMPLE_MEDIA_DIR = fileURLToPath(new URL('./sample-media/', import.meta.url));
export const SAMPLE_FEED_FILE = 'feed.xml';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.xml': 'application/rss+xml; charset=utf-8',
};

/** The sample feed with {{BASE_URL}} replaced and {{DAYS_AGO:n}} turned into RFC 822 dates n days (and a few hours) before `now`. */
export function fillSampleFeed(template: string, baseUrl: string, now: Date): string {
  let index = 0;
  return template
    .replaceAll('{{BASE_URL}}', baseUrl)
    .replace(/\{\{DAYS_AGO:(\d+)\}\}/g, (_match, days: string) => {
      index += 1;
      const hours = Number(days) * 24 + (index % 5) * 2 + 1;
      return new Date(now.getTime() - hours * 3_600_000).toUTCString();
    });
}

/** Serves the files of SAMPLE_MEDIA_DIR by name; null for anything not there. */
export async function sampleMediaResponse(name: string, baseUrl: string): Promise<Response | null> {
  const files = await readdir(SAMPLE_MEDIA_DIR);
  if (!/^[a-z0-9-]+\.(svg|xml)$/.test(name) || !files.includes(name)) return null;
  const type = CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream';
  const headers = {
    'Content-Type': type,
    'Access-Control-Allow-Origin': '*',
    'Cache-Control': 'public, max-age=3600',
  };
  if (name === SAMPLE_FEED_FILE) {
    const template = await readFile(path.join(SAMPLE_MEDIA_DIR, name), 'utf8');
    return new Response(fillSampleFeed(template, baseUrl, new Date()), { headers });
  }
  return new Response(await readFile(path.join(SAMPLE_MEDIA_DIR, name)), { headers });
}
