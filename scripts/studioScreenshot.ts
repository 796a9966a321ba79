// Takes the screenshots of the effects studio for the docs (docs/screenshots/), with Chromium on
// the dev server of a throwaway copy of the project: the panel at desktop size with one field
// changed (its marker showing), and the whole page at phone size. npx tsx scripts/studioScreenshot.ts
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { keepOnLoopback, launchChromium } from './harness/chromium.ts';
import { startDevServerCopy } from './harness/devServerCopy.ts';
import { STUDIO_QUERY, waitForStage } from './harness/studioPage.ts';

const outDir = path.resolve(import.meta.dirname, '../docs/screenshots');
mkdirSync(outDir, { recursive: true });

const dev = await startDevServerCopy();
const browser = await launchChromium();
try {
  for (const [name, viewport] of [
    ['studio-panel.png', { width: 1280, height: 900 }],
    ['studio-phone.png', { width: 375, height: 740 }],
  ] as const) {
    const page = await browser.newPage({ viewport });
    await keepOnLoopback(page.context());
    await page.goto(`${dev.url}${STUDIO_QUERY}`);
    await waitForStage(page);
    const spawnEvery = page.locator('[data-field="candles.spawnEveryMs"] input').first();
    await spawnEvery.fill('600');
    await spawnEvery.press('Enter');
    await page.locator('.studio--changed').first().waitFor();
    const panel = page.getByTestId('studio');
    const file = path.join(outDir, name);
    if (name === 'studio-panel.png') await panel.screenshot({ path: file });
    else await page.screenshot({ path: file });
    console.log(`written ${path.relative(process.cwd(), file)}`);
    await page.close();
  }
} finally {
  await browser.close();
  await dev.close();
}
