// The headers shipped for static hosts: dist/_headers and vercel.json say what buildtime/securityHeaders.ts says, the manifest stays out of dist, and Chromium refuses to frame the site served with them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Frame } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackServer, type LoopbackServer } from '../../scripts/harness/loopbackServer.ts';
import { manifestPathFor } from '../../buildtime/buildManifest.ts';
import {
  ASSET_CACHE,
  headersFile,
  HTML_CACHE,
  SECURITY_HEADERS,
  vercelConfig,
} from '../../buildtime/securityHeaders.ts';
import { baseUrl, test, type OpenedPage } from './browser.ts';
import { TEST_DIST_DIR } from './env.ts';
import { matchHeaders, parseHeadersFile, startStaticHost, type StaticHost } from './staticHost.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The headers every response carries, by their lower-case names (as fetch and the parser give). */
const EVERY_RESPONSE = Object.entries(SECURITY_HEADERS).map(
  ([name, value]) => [name.toLowerCase(), value] as const,
);

describe('static host files', () => {
  it('ships dist/_headers with frame, sniffing, referrer and cache rules', () => {
    const text = readFileSync(path.join(TEST_DIST_DIR, '_headers'), 'utf8');
    expect(text).toBe(headersFile());
    const blocks = parseHeadersFile(text);
    for (const [pathname, cache] of [
      ['/', HTML_CACHE],
      ['/index.html', HTML_CACHE],
      ['/assets/index-abc123.js', ASSET_CACHE],
      ['/art/logo.webp', undefined],
    ] as const) {
      const headers = matchHeaders(blocks, pathname);
      expect(headers, pathname).toMatchObject(Object.fromEntries(EVERY_RESPONSE));
      expect(headers['cache-control'], pathname).toBe(cache);
    }
  });

  it('keeps vercel.json at the project root in step with the same rules', () => {
    const committed = JSON.parse(readFileSync(path.join(ROOT, 'vercel.json'), 'utf8')) as unknown;
    expect(committed).toEqual(vercelConfig());
    const all = vercelConfig().headers.find((rule) => rule.source === '/(.*)');
    for (const [key, value] of Object.entries(SECURITY_HEADERS)) {
      expect(all?.headers).toContainEqual({ key, value });
    }
  });

  it('sends the same headers, cache rules included, from vite preview (npm start)', async () => {
    const response = await fetch(baseUrl());
    for (const [name, value] of EVERY_RESPONSE) expect(response.headers.get(name)).toBe(value);
    expect(response.headers.get('cache-control')).toBe(HTML_CACHE);
    const asset = /(?:src|href)="(\/assets\/[^"]+)"/.exec(await response.text())?.[1];
    expect(asset).toBeDefined();
    const assetResponse = await fetch(new URL(asset!, baseUrl()));
    expect(assetResponse.status).toBe(200);
    expect(assetResponse.headers.get('cache-control')).toBe(ASSET_CACHE);
    for (const [name, value] of EVERY_RESPONSE) expect(assetResponse.headers.get(name)).toBe(value);
    await assetResponse.body?.cancel();
  });

  it('keeps the build manifest out of dist, next to it for the bundle report', () => {
    expect(existsSync(path.join(TEST_DIST_DIR, '.vite'))).toBe(false);
    const manifest = JSON.parse(readFileSync(manifestPathFor(TEST_DIST_DIR), 'utf8')) as object;
    expect(Object.keys(manifest)).toContain('index.html');
  });
});

describe('framing from another origin', () => {
  let withHeaders: StaticHost;
  let withoutHeaders: StaticHost;
  let framer: LoopbackServer;

  beforeAll(async () => {
    withHeaders = await startStaticHost(TEST_DIST_DIR, true);
    withoutHeaders = await startStaticHost(TEST_DIST_DIR, false);
    // Another origin (its own port) whose page frames the URL it is given.
    framer = await startLoopbackServer((req, res) => {
      const target = new URL(req.url ?? '/', 'http://host').searchParams.get('src') ?? '';
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><title>framer</title><iframe src="${target.replace(/"/g, '')}" width="800" height="600"></iframe>`,
      );
    });
  });

  afterAll(async () => {
    await withHeaders?.close();
    await withoutHeaders?.close();
    await framer?.close();
  });

  /** Loads the framing page around `siteUrl`; answers the child frame once it has loaded. */
  async function frameSite({ page }: OpenedPage, siteUrl: string): Promise<Frame> {
    await page.goto(`${framer.url}/?src=${encodeURIComponent(siteUrl)}`);
    const element = await page.waitForSelector('iframe');
    const frame = await element.contentFrame();
    if (!frame) throw new Error('no child frame');
    await frame.waitForLoadState('load').catch(() => undefined);
    return frame;
  }

  /** The frame shows the site (a blocked frame's error page has no #root, or cannot be read). */
  const frameShowsSite = (frame: Frame) =>
    frame
      .evaluate(() => (document.querySelector('#root')?.textContent?.trim() ?? '') !== '')
      .catch(() => false);

  test('Chromium refuses to show the site in a frame when served with the _headers rules', async ({
    open,
  }) => {
    const blocked = await frameSite(await open(), `${withHeaders.url}/`);
    expect(blocked.url()).toMatch(/^chrome-error:/);
    expect(await frameShowsSite(blocked)).toBe(false);
    // The same build served without the headers is framed: the rules are what stops it.
    const framed = await frameSite(await open(), `${withoutHeaders.url}/`);
    expect(framed.url()).toBe(`${withoutHeaders.url}/`);
    expect(await frameShowsSite(framed)).toBe(true);
  });
});
