// The designers' studio and the rebrand checks against the real dev server on a throwaway copy of
// the project, whose config files the tests edit, in real Chromium (the endpoint's rules and the
// write-back are tests/unit/liveStage and effectsWriteBack's). The tests share one page with the
// studio open, as a designer keeps one: each leaves the files and the page as it found them (a
// dev-server page load is the file's main cost), and a test that fails hands the next a new page.
import { readFileSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDevServerCopy, type DevServerCopy } from '../../scripts/harness/devServerCopy.ts';
import {
  editFile,
  overlayText,
  STUDIO_QUERY,
  waitForStage,
} from '../../scripts/harness/studioPage.ts';
import { keepOnLoopback } from '../../scripts/harness/chromium.ts';
import { readStats } from '../../scripts/harness/effectsStage.ts';
import { closeWithin, test as browserTest } from './browser.ts';
import { content } from '../../src/config/content.ts';
import { effects } from '../../src/config/effects.ts';
import { palette } from '../../src/config/palette.ts';

const EFFECTS = 'src/config/effects.ts';
const PALETTE = 'src/config/palette.ts';
const CONTENT = 'src/config/content.ts';
// The copy's values are the working tree's: the tests change them to values of their own.
const INTERVAL = effects.candles.spawnEveryMs;
const [FAST, MID, SLOW] = [500, 700, 900].map((ms) => (ms === INTERVAL ? ms + 50 : ms));
const SPAWN_EVERY = /spawnEveryMs: \d+,/;

let dev: DevServerCopy;
let originals: Map<string, string>;
let serverClosed = false;
let shared: Promise<Page> | undefined;

beforeAll(async () => {
  dev = await startDevServerCopy();
  dev.server.httpServer?.on('close', () => (serverClosed = true));
  originals = new Map(
    [EFFECTS, PALETTE, CONTENT].map((f) => [f, readFileSync(dev.file(f), 'utf8')]),
  );
});

/** Closes the shared page: the next test that asks opens a new one. */
async function dropStudio() {
  const page = await shared?.catch(() => undefined);
  shared = undefined;
  if (page) await closeWithin(page.close(), 'the studio page');
}

// A test that failed, or left a file changed, may have left the page in any state.
afterEach(async ({ task }) => {
  const changed = [...originals].filter(
    ([file, text]) => readFileSync(dev.file(file), 'utf8') !== text,
  );
  if (task.result?.state === 'fail' || changed.length > 0) await dropStudio();
  for (const [file, text] of changed) writeFileSync(dev.file(file), text);
});

afterAll(async () => {
  await dropStudio();
  if (dev) await closeWithin(dev.close(), 'the dev server');
});

/** Waits until the page shows the studio and the stage runs. */
async function studioReady(page: Page) {
  await page.getByTestId('studio').locator('.tp-rotv').waitFor();
  await waitForStage(page);
}

/** The dev server's page with the studio open, in a context of its own (no request off loopback). */
async function openStudio(browser: Browser) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await keepOnLoopback(page.context());
  await page.goto(`${dev.url}${STUDIO_QUERY}`);
  await studioReady(page);
  return page;
}

/** Per test, the page the tests share (desktop size, the stage on the files' values). */
const test = browserTest.extend('studio', async ({ browser }) => {
  shared ??= openStudio(browser);
  return shared;
});

const fieldInput = (page: Page, path: string, nth = 0) =>
  page.locator(`[data-field="${path}"]`).nth(nth).locator('input').first();

/** A mark on the page's window: it outlives an update in place, not a reload. */
const setMark = (page: Page, mark: number) =>
  page.evaluate((m) => Reflect.set(window, '__mark', m), mark);
const markOf = (page: Page) => page.evaluate(() => Reflect.get(window, '__mark') as unknown);
/** Waits until a new document replaced the marked one. */
const reloaded = (page: Page) =>
  expect.poll(() => markOf(page).catch(() => 'navigating')).toBeUndefined();

/** Writes `files` of the copy back as they were. */
const restore = (...files: string[]) =>
  files.forEach((file) => writeFileSync(dev.file(file), originals.get(file)!));

const rootVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n), name);

const stageInterval = async (page: Page) => (await readStats(page))?.candleEveryMs;

describe('the studio on the dev server', () => {
  test('applies a change live to the stage and saves exactly that value into the file', async ({
    studio: page,
  }) => {
    expect(await stageInterval(page)).toBe(INTERVAL);
    // The folder of candles is open; the number field takes typing and Enter.
    const spawnEvery = fieldInput(page, 'candles.spawnEveryMs');
    await spawnEvery.fill(String(FAST));
    await spawnEvery.press('Enter');
    await expect.poll(() => stageInterval(page)).toBe(FAST);
    const row = page.locator('[data-field="candles.spawnEveryMs"]');
    await expect.poll(() => row.getAttribute('class')).toContain('studio--changed');
    await expect.poll(() => row.innerText()).toContain('● spawnEveryMs');
    // Candles really come faster: three in well under three of the old intervals.
    const before = (await readStats(page))!.candlesSpawned;
    await expect
      .poll(async () => (await readStats(page))!.candlesSpawned, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(before + 3);

    const expected = originals.get(EFFECTS)!.replace(SPAWN_EVERY, `spawnEveryMs: ${FAST},`);
    await page.getByRole('button', { name: /^Save/ }).click();
    // Exactly the one value changed: the whole file is the original with that line edited.
    await expect.poll(() => readFileSync(dev.file(EFFECTS), 'utf8')).toBe(expected);
    await expect
      .poll(() => page.getByTestId('studio-status').innerText())
      .toContain('Saved to src/config/effects.ts: candles.spawnEveryMs');
    // The file now holds the value: the field is no longer marked as changed.
    await expect.poll(() => row.first().getAttribute('class')).not.toContain('studio--changed');
    expect(await stageInterval(page)).toBe(FAST);
    restore(EFFECTS);
    await expect.poll(() => stageInterval(page)).toBe(INTERVAL);
  });

  test('takes a saved effects.ts and palette.ts in place (no reload), content.ts with a reload, never restarting the server', async ({
    studio: page,
  }) => {
    const red = await rootVar(page, '--red');
    await setMark(page, 42);

    editFile(dev.file(EFFECTS), (s) => s.replace(SPAWN_EVERY, `spawnEveryMs: ${MID},`));
    await expect.poll(() => stageInterval(page)).toBe(MID);
    const shake = effects.shake.amplitudePx === 3 ? 4 : 3;
    editFile(dev.file(EFFECTS), (s) => s.replace(/amplitudePx: \d+,/, `amplitudePx: ${shake},`));
    await expect.poll(() => rootVar(page, '--fx-shake-px')).toBe(`${shake}px`);
    editFile(dev.file(PALETTE), (s) => s.replace(/\bred: '[^']*'/, "red: '#ff0000'"));
    await expect.poll(() => rootVar(page, '--red')).toBe('#ff0000');
    expect(await markOf(page)).toBe(42);
    restore(EFFECTS, PALETTE);
    await expect
      .poll(async () => [await stageInterval(page), await rootVar(page, '--red')])
      .toEqual([INTERVAL, red]);

    editFile(dev.file(CONTENT), (s) =>
      s.replace(/introWords: \['[^']*',/, "introWords: ['WOBBLY',"),
    );
    await reloaded(page);
    await page.waitForFunction(() => document.body.innerText.includes('WOBBLY'));
    await studioReady(page);
    await setMark(page, 43);
    restore(CONTENT);
    await reloaded(page);
    await studioReady(page);
    expect(serverClosed).toBe(false);
    // The designers' and rebranders' files are not config dependencies (a save would restart).
    const configDeps = dev.server.config.configFileDependencies.map((f) => f.replace(dev.root, ''));
    expect(configDeps.length).toBeGreaterThan(0);
    for (const data of [EFFECTS, PALETTE, CONTENT, 'src/config/news.ts', 'src/config/market.ts']) {
      expect(configDeps).not.toContain(`/${data}`);
    }
  });

  test('shows a bad value in the overlay, naming the field, while the stage runs on with its last good values, also after a reload', async ({
    studio: page,
  }) => {
    // 50 ms would show on the stage at once if it reached the page (0 would stop the spawner).
    editFile(dev.file(EFFECTS), (s) => s.replace(SPAWN_EVERY, 'spawnEveryMs: 50,'));
    await expect
      .poll(() => overlayText(page))
      .toContain(
        'effects.candles.spawnEveryMs = 50: must be at least 100 (ms, interval between two falling candles)',
      );
    const frames = (await readStats(page))!.frames;
    await expect.poll(async () => (await readStats(page))!.frames).toBeGreaterThan(frames + 10);
    expect(await stageInterval(page)).toBe(INTERVAL);
    // A page reloaded while the file is bad gets the last good values, under the overlay.
    await page.reload();
    await waitForStage(page);
    expect(await stageInterval(page)).toBe(INTERVAL);
    await expect.poll(() => overlayText(page)).toContain('effects.candles.spawnEveryMs = 50');
    expect(await overlayText(page)).toContain('The page keeps the last good values');

    // Fixed, the page takes the file as it is again, in place.
    await setMark(page, 7);
    editFile(dev.file(EFFECTS), (s) => s.replace('spawnEveryMs: 50,', `spawnEveryMs: ${SLOW},`));
    await expect.poll(() => stageInterval(page)).toBe(SLOW);
    expect(await page.locator('vite-error-overlay').count()).toBe(0);
    expect(await markOf(page)).toBe(7);
    await page.reload();
    await waitForStage(page);
    expect(await stageInterval(page)).toBe(SLOW);
    restore(EFFECTS);
    await expect.poll(() => stageInterval(page)).toBe(INTERVAL);
  });

  test('refuses to save a value the schema refuses, with its message, and writes nothing', async ({
    studio: page,
  }) => {
    const intro = page.getByRole('button', { name: 'intro', exact: true });
    await intro.click();
    const lastWord = fieldInput(page, 'intro.wordTimesMs', 2);
    const late = effects.intro.endMs + 100;
    await lastWord.fill(String(late));
    await lastWord.press('Enter');
    const message = `effects.intro.wordTimesMs[2] = ${late}: must be before intro.endMs (${effects.intro.endMs}) (ms after page start, when each intro word appears, in order)`;
    await expect.poll(() => page.getByTestId('studio-status').innerText()).toContain(message);
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect.poll(() => page.getByTestId('studio-status').innerText()).toContain('Not saved');
    expect(await page.getByTestId('studio-status').innerText()).toContain(message);
    expect(readFileSync(dev.file(EFFECTS), 'utf8')).toBe(originals.get(EFFECTS));
    await page.getByRole('button', { name: /^Reset/ }).click();
    await expect.poll(() => page.locator('.studio--changed').count()).toBe(0);
    await intro.click();
  });

  // A value the schema refuses: 'refuses to save a value the schema refuses' above.
  it('answers only same-origin JSON from loopback, and never writes another file', async () => {
    const origin = dev.url.replace(/\/$/, '');
    for (const [type, from, changes, status] of [
      ['application/json', 'http://evil.example', {}, 403],
      ['text/plain', origin, {}, 403],
      ['application/json', origin, { '../../package.name': 1 }, 400],
    ] as const) {
      const answer = await fetch(`${dev.url}__studio/save`, {
        method: 'POST',
        headers: { 'Content-Type': type, Origin: from },
        body: JSON.stringify({ changes }),
      });
      expect(answer.status, `${type} from ${from}`).toBe(status);
    }
    expect(readFileSync(dev.file(EFFECTS), 'utf8')).toBe(originals.get(EFFECTS));
    const assets = await fetch(`${dev.url}__studio/assets`);
    expect(((await assets.json()) as { files: string[] }).files).toContain('/art/rocket.svg');
  });

  test('fits a phone, scrolls on its own and toggles with Alt+Shift+S', async ({
    studio: page,
  }) => {
    // The panel's phone layout is its stylesheet's: the same loaded at this size or turned to it.
    const desktop = page.viewportSize()!;
    await page.setViewportSize({ width: 360, height: 740 });
    const panel = page.getByTestId('studio');
    const box = await panel.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    expect(box!.height).toBeLessThanOrEqual(740);
    expect(await panel.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    // Keyboard: the panel's buttons take focus and Enter presses them.
    await page.getByRole('button', { name: 'Flash FAKE NEWS', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('fake-news-flash').waitFor();
    await page.keyboard.press('Alt+Shift+S');
    await expect.poll(() => panel.isVisible()).toBe(false);
    await page.keyboard.press('Alt+Shift+S');
    await expect.poll(() => panel.isVisible()).toBe(true);
    await page.setViewportSize(desktop);
  });
});

describe('rebrand checks in the dev server', () => {
  test('show a bad link and a faint colour in the overlay, keep the page as it was, and clear once fixed', async ({
    studio: page,
  }) => {
    const telegram = page.getByRole('link', { name: content.links.telegram.label });
    await telegram.waitFor({ state: 'attached' });
    await setMark(page, 5);

    editFile(dev.file(CONTENT), (s) =>
      s.replace(`url: '${content.links.telegram.url}'`, "url: 'javascript:alert(1)'"),
    );
    // Muted text the colour of the card it sits on: 1:1, too faint whatever the palette.
    editFile(dev.file(PALETTE), (s) =>
      s.replace(`textMuted: '${palette.textMuted}'`, `textMuted: '${palette.bgCard}'`),
    );
    await expect.poll(() => overlayText(page)).toContain('palette.textMuted');
    const overlay = await overlayText(page);
    expect(overlay).toContain(
      "content.links.telegram.url = 'javascript:alert(1)': must be an absolute http(s) URL, such as https://example.com/ (URL, the messaging channel)",
    );
    expect(overlay).toContain(
      `palette.textMuted = '${palette.bgCard}': on palette.bgCard (${palette.bgCard}), `,
    );
    // The bad files never reached the page: same page (no reload), the link as it was.
    expect(await markOf(page)).toBe(5);
    expect(await telegram.getAttribute('href')).toBe(content.links.telegram.url);

    // One at a time, the overlay following each fix: content.ts, fixed while the palette is still
    // bad, never reaches the page, which holds that text already (both at once might reload it).
    restore(CONTENT);
    await expect.poll(() => overlayText(page)).not.toContain('content.links');
    expect(await overlayText(page)).toContain('palette.textMuted');
    restore(PALETTE);
    await expect.poll(() => page.locator('vite-error-overlay').count()).toBe(0);
  });
});
