// The headers as the built site is served: vite preview (npm start) sends the security headers and cache rules (literal values), the manifest stays out of dist, and Chromium refuses to frame the site served with the _headers rules.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Frame } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackServer, type LoopbackServer } from '../../scripts/harness/loopbackServer.ts';
import { manifestPathFor } from '../../buildtime/buildManifest.ts';
import { EVERY_RESPONSE, HASHED_ASSET_CACHE, PAGE_CACHE } from '../helpers/headersFile.ts';
import { baseUrl, test, type OpenedPage } from './browser.ts';
import { TEST_DIST_DIR } from './env.ts';
import { startStaticHost, type StaticHost } from './staticHost.ts';

describe('static host files', () => {
  // dist/_headers: tests/unit/securityHeaders.test.ts (what the build emits, what each path gets),
  // and the framing test below (the build's own file, served as a static host applies it).
  it('sends the security headers and the cache rules from vite preview (npm start)', async () => {
    const response = await fetch(baseUrl());
    const page = await response.text();
    expect(Object.fromEntries(response.headers)).toMatchObject({
      ...EVERY_RESPONSE,
      'cache-control': PAGE_CACHE,
    });
    const asset = /(?:src|href)="(\/assets\/[^"]+)"/.exec(page)?.[1];
    expect(asset).toBeDefined();
    const assetResponse = await fetch(new URL(asset!, baseUrl()));
    expect(assetResponse.status).toBe(200);
    expect(Object.fromEntries(assetResponse.headers)).toMatchObject({
      ...EVERY_RESPONSE,
      'cache-control': HASHED_ASSET_CACHE,
    });
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
