// Renders the README's screenshots into docs/screenshots/: the page on a phone (390 x 844, at the
// top with the motion bar, and reading the news with the bar out of the way) and on a desktop
// (1280 x 800), from a fresh build with the sample feed, in headless Chromium. The effects stage
// is off (?fx-renderer=none) so falling candles land nowhere in particular; the chaos meter is
// waited for. Run after a layout or rebranding change: npx tsx scripts/makeScreenshots.ts
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './harness/chromium.ts';
import { serveBuiltSite } from './harness/servedSite.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'docs/screenshots');
const site = await serveBuiltSite(path.join(root, 'node_modules/.cache/screenshots-dist'));
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** The page past its intro, the news cards and the meter in, at the top. */
async function open(browser: Browser, options: typeof PHONE | typeof DESKTOP): Promise<Page> {
  const page = await browser.newPage({ ...options, deviceScaleFactor: 1 });
  await page.goto(`${site.url}?fx-renderer=none`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.evaluate(() => document.querySelector<HTMLElement>('.intro__skip')?.click());
  await page.locator('.intro').waitFor({ state: 'detached' });
  await page.locator('[data-testid="news-card"]').first().waitFor();
  await page.locator('.meter:not(.meter--hidden)').waitFor({ timeout: 10_000 });
  await page.waitForLoadState('networkidle');
  return page;
}

const shot = (page: Page, name: string) =>
  page
    .screenshot({ path: path.join(outDir, `${name}.png`) })
    .then(() => console.log(`wrote docs/screenshots/${name}.png`));

mkdirSync(outDir, { recursive: true });
const browser = await launchChromium();
try {
  const phone = await open(browser, PHONE);
  await shot(phone, 'phone-top');
  // Reading down to the news: the wheel scrolls as a reader does, and the bar slides away.
  await phone.mouse.move(195, 600);
  const newsTop = await phone.locator('#news').evaluate((el) => el.getBoundingClientRect().top);
  await phone.mouse.wheel(0, newsTop - 16);
  await phone.waitForFunction(() => document.querySelector('.controls--hidden') !== null);
  await phone.mouse.move(2, 420); // off the cards: no hover outline
  await phone.waitForLoadState('networkidle'); // the cards' pictures
  await phone.waitForTimeout(400); // the slide
  await shot(phone, 'phone-news');
  const desktop = await open(browser, DESKTOP);
  await shot(desktop, 'desktop-top');
} finally {
  await browser.close();
  await site.close();
}
