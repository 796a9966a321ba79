// A rebrand's mistakes in the real dev server (on a throwaway copy of the project, whose config
// files the test edits), in real Chromium: a javascript: link in content.ts and a faint text
// colour in palette.ts show in Vite's error overlay, every problem named with its field, while
// the page keeps its last good values; fixing the files clears the overlay.
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { startDevServerCopy, type DevServerCopy } from '../../scripts/shared/devServerCopy.ts';
import { editFile, overlayText, waitUntil } from '../../scripts/shared/studioPage.ts';
import { content } from '../../src/config/content.ts';
import { test } from './browser.ts';

const CONTENT = 'src/config/content.ts';
const PALETTE = 'src/config/palette.ts';

let dev: DevServerCopy;

beforeAll(async () => {
  dev = await startDevServerCopy();
});

afterAll(async () => {
  await dev?.close();
});

describe('rebrand checks in the dev server', () => {
  test('show a bad link and a faint colour in the overlay, keep the page as it was, and clear once fixed', async ({
    open,
  }) => {
    const originals = [CONTENT, PALETTE].map((f) => [f, readFileSync(dev.file(f), 'utf8')]);
    const { page } = await open();
    await page.goto(dev.url);
    const telegram = page.getByRole('link', { name: content.links.telegram.label });
    // The dev server transforms the modules on this first visit: as long as that takes.
    await telegram.waitFor({ state: 'attached', timeout: 0 });
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 5));

    editFile(dev.file(CONTENT), (s) =>
      s.replace(`url: '${content.links.telegram.url}'`, "url: 'javascript:alert(1)'"),
    );
    editFile(dev.file(PALETTE), (s) => s.replace("textMuted: '#b9b9cc'", "textMuted: '#4a4a55'"));
    await waitUntil(
      async () => (await overlayText(page)).includes('palette.textMuted'),
      'both problems in the overlay',
    );
    const overlay = await overlayText(page);
    expect(overlay).toContain(
      "content.links.telegram.url = 'javascript:alert(1)': must be an absolute http(s) URL, such as https://example.com/ (URL, the messaging channel)",
    );
    expect(overlay).toMatch(
      /palette\.textMuted = '#4a4a55': on palette\.bgCard \(#1b1b2b\), .*WCAG AA needs 4\.5:1 for body text/,
    );
    // The bad files never reached the page: same page (no reload), the link as it was.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(
      5,
    );
    expect(await telegram.getAttribute('href')).toBe(content.links.telegram.url);

    for (const [file, text] of originals) writeFileSync(dev.file(file!), text!);
    await waitUntil(
      async () => (await page.locator('vite-error-overlay').count()) === 0,
      'the overlay to close',
    );
  });
});
