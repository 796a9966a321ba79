// The built page in real Chromium: intro timing, every section's texts, the flash, chaos mode,
// outbound links, the pause control, reduced motion and an axe-core scan.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../../src/config/content.ts';
import { effects } from '../../src/config/effects.ts';
import {
  baseUrl,
  launchBrowser,
  openPage,
  waitForHydration,
  type OpenedPage,
  stubOutsideWorld,
  stubMarket,
} from './browser.ts';
import { resetBackend } from './backend.ts';

let browser: Browser;
const CLOCK_START = Date.UTC(2026, 10, 22, 12, 0, 0);

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function openSite(
  options: Parameters<typeof openPage>[1] = {},
  clock = true,
): Promise<OpenedPage> {
  const opened = await openPage(browser, options);
  await stubOutsideWorld(opened.context);
  await resetBackend();
  await stubMarket(opened.page);
  if (clock) {
    // A paused clock: time moves only when a test says so. pauseAt must lie ahead of the
    // installed clock, which runs in real time until paused: a minute's margin, nothing is
    // scheduled before the page loads.
    await opened.page.clock.install({ time: CLOCK_START });
    await opened.page.clock.pauseAt(CLOCK_START + 60_000);
  }
  await opened.page.goto(baseUrl());
  await waitForHydration(opened.page, clock);
  return opened;
}

/**
 * How far before or after a timed change the tests look: two of the store's clock ticks (it
 * moves in effects.clock.tickMs steps), at most half the duration looked at.
 */
function margin(durationMs: number): number {
  return Math.min(2 * effects.clock.tickMs, durationMs / 2);
}

/** Moves the paused clock to `ms` after navigation start, the intro's clock. */
async function runTo(page: Page, ms: number): Promise<void> {
  const now = await page.evaluate(() => performance.now());
  await page.clock.runFor(Math.max(0, Math.ceil(ms - now)));
}

/**
 * axe-core's violations, summarised, under a paused clock: its timers are run in 1 ms steps until
 * the scan ends (a timer set while another runs is due a millisecond later); a few ms pass. The
 * scan runs in the page itself (legacy mode): by default axe finishes in a blank page of its own,
 * which the context's clock would be stepping while axe closes it.
 */
async function axeUnderPausedClock(page: Page, where: string): Promise<string[]> {
  let done = false;
  const scan = new AxeBuilder({ page })
    .setLegacyMode()
    .analyze()
    .finally(() => (done = true));
  while (!done) await page.clock.runFor(1);
  return (await scan).violations.map(
    (v) => `${where}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

async function passIntro(page: Page): Promise<void> {
  await page.clock.runFor(effects.intro.endMs + 100);
  await page.getByTestId('intro').waitFor({ state: 'detached' });
}

describe('intro', () => {
  it('shows the words at their times and gives way to the page at its end (effects.intro)', async () => {
    const { wordTimesMs, endMs } = effects.intro;
    const { page, context, errors } = await openSite();
    const shown = () => page.locator('.intro__word--shown').count();
    // Looked at just before and just after each time: half the closest two times apart, at most
    // 100 ms either side.
    const times = [0, ...wordTimesMs, endMs];
    const margin = Math.min(100, ...times.slice(1).map((t, i) => (t - times[i]!) / 2));
    await expect.poll(() => page.getByTestId('intro').isVisible()).toBe(true);
    expect(await page.evaluate(() => performance.now())).toBeLessThan(wordTimesMs[0]! - margin);
    for (const [i, at] of wordTimesMs.entries()) {
      await runTo(page, at - margin);
      expect(await shown(), `before word ${i + 1}`).toBe(i);
      await runTo(page, at + margin);
      expect(await shown(), `after word ${i + 1}`).toBe(i + 1);
    }
    expect(await page.getByTestId('intro').textContent()).toContain(content.introWords.join(''));
    await runTo(page, endMs - margin);
    expect(await page.getByTestId('intro').isVisible()).toBe(true);
    await runTo(page, endMs + margin);
    await page.getByTestId('intro').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('prerendering', () => {
  it('serves the page as HTML that paints without JavaScript, then hydrates without errors', async () => {
    const html = await (await fetch(baseUrl())).text();
    expect(html).toContain(`>${content.title}</h1>`);
    expect(html).toContain(content.slogan);
    expect(html).toContain('<style>');
    const noScript = await openPage(browser, { javaScriptEnabled: false });
    await noScript.page.goto(baseUrl());
    expect(await noScript.page.getByRole('heading', { level: 1 }).textContent()).toBe(
      content.title,
    );
    await noScript.context.close();
    const { page, context, errors } = await openSite({}, false);
    await page.getByRole('button', { name: content.skipIntroLabel }).click();
    await page.getByTestId('tokenomics').scrollIntoViewIfNeeded();
    await page.getByTestId('tokenomics-chart').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('sections', () => {
  it('shows every section with its texts, top to bottom', async () => {
    const { page, context, errors } = await openSite();
    await passIntro(page);
    const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
    const inOrder = [
      content.title,
      content.ticker,
      content.slogan,
      content.links.telegram.label,
      content.links.x.label,
      content.news.title,
      content.tokenomics.title,
      content.tokenomics.totalSupply.toLocaleString(content.tokenomics.locale),
      content.roadmap.title,
      ...content.roadmap.phases.map((phase) => phase.title),
      content.roadmap.chaosButton,
      content.footer.tagline,
    ];
    let at = -1;
    for (const expected of inOrder) {
      const found = text.indexOf(expected, at + 1);
      expect(found, `"${expected}" after position ${at}`).toBeGreaterThan(at);
      at = found;
    }
    expect(content.news.title).toMatch(/^Unstableness .* Strikes Again$/);
    expect(await page.getByTestId('tokenomics-card').count()).toBe(6);
    for (const share of [
      'AMM Contribution: 20%',
      'Burned: 10%',
      'Developer Holdings: 3%',
      'Community Ownership: 67%',
    ]) {
      expect(await page.getByTestId('tokenomics-legend').innerText()).toContain(share);
    }
    const footer = page.getByRole('contentinfo');
    for (const name of ['Telegram', 'X', 'Horizon']) {
      expect(await footer.getByRole('link', { name, exact: true }).count()).toBe(1);
    }
    expect(await footer.innerText()).toMatch(/meme token[\s\S]*DYOR[\s\S]*not financial advice/i);
    const banner = page.getByRole('img', { name: content.banner.imageAlt });
    const width = await banner.evaluate((img) => img.getBoundingClientRect().width);
    expect(width).toBe(await page.evaluate(() => document.documentElement.clientWidth));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads the tokenomics chart when the section comes near', async () => {
    const { page, context } = await openSite({}, false);
    await page.getByRole('button', { name: content.skipIntroLabel }).click();
    expect(await page.getByTestId('tokenomics-chart').count()).toBe(0);
    await page.getByTestId('tokenomics').scrollIntoViewIfNeeded();
    await page.getByTestId('tokenomics-chart').waitFor();
    const size = await page
      .getByTestId('tokenomics-chart')
      .evaluate((c: HTMLCanvasElement) => c.width);
    expect(size).toBeGreaterThan(100);
    await context.close();
  });

  it('has the share metadata', async () => {
    const { page, context } = await openSite({}, false);
    expect(await page.title()).toBe(content.meta.pageTitle);
    for (const selector of [
      'meta[name="description"]',
      'meta[property="og:title"]',
      'meta[property="og:description"]',
      'meta[property="og:image"]',
      'meta[name="twitter:card"]',
      'meta[name="theme-color"]',
      'link[rel="icon"]',
    ]) {
      expect(await page.locator(selector).count(), selector).toBe(1);
    }
    await context.close();
  });
});

describe('the FAKE NEWS flash', () => {
  it('shows for fakeNewsFlash.durationMs after the hero icon is clicked', async () => {
    const { durationMs } = effects.fakeNewsFlash;
    const { page, context } = await openSite();
    await passIntro(page);
    await page.getByRole('button', { name: content.fakeNewsButtonLabel }).click();
    await page.getByTestId('fake-news-flash').waitFor();
    expect(await page.getByTestId('fake-news-flash').innerText()).toBe(content.fakeNewsText);
    await page.clock.runFor(durationMs - margin(durationMs));
    expect(await page.getByTestId('fake-news-flash').isVisible()).toBe(true);
    await page.clock.runFor(2 * margin(durationMs));
    await page.getByTestId('fake-news-flash').waitFor({ state: 'detached' });
    await context.close();
  });

  it('pulses fakeNewsFlash.pulsesPerSecond times a second, never more than 3', async () => {
    const { page, context } = await openSite();
    await passIntro(page);
    await page.getByRole('button', { name: content.fakeNewsButtonLabel }).click();
    // Step the flash's own animation through one second and count the peaks of its scale.
    const pulses = await page.getByTestId('fake-news-flash').evaluate((el) => {
      const [animation] = el.getAnimations();
      if (!animation) return -1;
      animation.pause();
      const scales: number[] = [];
      for (let t = 0; t < 1000; t += 10) {
        animation.currentTime = t;
        const m = new DOMMatrix(getComputedStyle(el).transform);
        scales.push(Math.hypot(m.a, m.b));
      }
      return scales.filter((s, i) => i > 0 && s > scales[i - 1]! && s >= (scales[i + 1] ?? 0))
        .length;
    });
    expect(pulses).toBe(Math.min(effects.fakeNewsFlash.pulsesPerSecond, 3));
    expect(pulses).toBeLessThanOrEqual(3);
    await context.close();
  });
});

describe('chaos mode', () => {
  it('sets the meter to chaosMode.meterValue, changes the quote and shakes for shake.durationMs', async () => {
    const { page, context } = await openSite();
    await passIntro(page);
    const quote = await page.getByTestId('quote-banner').innerText();
    await page.getByRole('button', { name: content.roadmap.chaosButton }).click();
    expect(await page.getByTestId('chaos-meter').innerText()).toContain(
      `${effects.chaosMode.meterValue}%`,
    );
    expect(await page.getByTestId('quote-banner').innerText()).not.toBe(quote);
    expect(await page.getByTestId('page').getAttribute('class')).toContain('shaking');
    await page.clock.runFor(effects.shake.durationMs - margin(effects.shake.durationMs));
    expect(await page.getByTestId('page').getAttribute('class')).toContain('shaking');
    await page.clock.runFor(2 * margin(effects.shake.durationMs));
    expect(await page.getByTestId('page').getAttribute('class')).not.toContain('shaking');
    await context.close();
  });

  it('re-rolls the meter every meter.rerollEveryMs and the quote every quote.rotateEveryMs', async () => {
    const { page, context } = await openSite();
    await passIntro(page);
    const meters = new Set<string>();
    // The value's own text (a 0 hides the gauge, which innerText would read as nothing).
    const meterValue = page.getByTestId('chaos-meter').locator('.meter__value');
    for (let i = 0; i < 5; i += 1) {
      await page.clock.runFor(effects.meter.rerollEveryMs);
      const value = (await meterValue.textContent()) ?? '';
      // A re-roll: a whole number from 0 to meter.maxRandom.
      expect(value).toMatch(/^\d+%$/);
      expect(parseInt(value, 10)).toBeLessThanOrEqual(effects.meter.maxRandom);
      meters.add(value);
    }
    expect(meters.size).toBeGreaterThan(1);
    const quote = await page.getByTestId('quote-banner').innerText();
    await page.clock.runFor(effects.quote.rotateEveryMs);
    expect(await page.getByTestId('quote-banner').innerText()).not.toBe(quote);
    await context.close();
  });
});

describe('outbound links', () => {
  it('every external link opens a new tab with no opener, and a click shakes the page', async () => {
    const { page, context } = await openSite();
    await passIntro(page);
    const external = page.locator('a[href^="http"]');
    const links = await external.evaluateAll((els) =>
      els.map((el) => ({
        href: el.getAttribute('href'),
        target: el.getAttribute('target'),
        rel: el.getAttribute('rel'),
      })),
    );
    // The community buttons, the explorers and the footer's links are all there (content.links).
    const { telegram, x, horizon, explorers } = content.links;
    for (const url of [telegram.url, x.url, horizon.url, ...explorers.map((e) => e.url)]) {
      expect(links.map((link) => link.href)).toContain(url);
    }
    for (const link of links) {
      expect(link, link.href ?? '').toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
    }
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: content.links.telegram.label }).click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(content.links.telegram.url);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(await page.getByTestId('page').getAttribute('class')).toContain('shaking');
    await page.clock.runFor(effects.shake.durationMs + margin(effects.shake.durationMs));
    expect(await page.getByTestId('page').getAttribute('class')).not.toContain('shaking');
    await context.close();
  });
});

describe('pause control', () => {
  it('is keyboard operable, freezes the meter and quote, and is remembered on the next visit', async () => {
    const { page, context } = await openSite();
    await passIntro(page);
    const pause = page.getByTestId('pause-control');
    expect(await pause.getAttribute('aria-pressed')).toBe('false');
    await pause.focus();
    await page.keyboard.press('Enter');
    expect(await pause.getAttribute('aria-pressed')).toBe('true');
    const quote = await page.getByTestId('quote-banner').innerText();
    const meter = await page.getByTestId('chaos-meter').innerText();
    await page.clock.runFor(30_000);
    expect(await page.getByTestId('quote-banner').innerText()).toBe(quote);
    expect(await page.getByTestId('chaos-meter').innerText()).toBe(meter);
    await page.getByRole('button', { name: content.roadmap.chaosButton }).click();
    expect(await page.getByTestId('page').getAttribute('class')).not.toContain('shaking');
    await page.reload();
    await waitForHydration(page, true);
    expect(await page.getByTestId('pause-control').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Tab');
    await page.getByTestId('pause-control').press('Space');
    expect(await page.getByTestId('pause-control').getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });
});

describe('reduced motion', () => {
  it('starts paused and never shakes', async () => {
    const { page, context } = await openSite({ reducedMotion: 'reduce' });
    expect(await page.getByTestId('pause-control').getAttribute('aria-pressed')).toBe('true');
    await page.clock.runFor(effects.intro.endMs / 2); // half way through the intro
    expect(await page.locator('.intro .shaking').count()).toBe(0);
    await passIntro(page);
    await page.getByTestId('pause-control').click();
    await page.getByRole('button', { name: content.roadmap.chaosButton }).click();
    expect(await page.getByTestId('page').getAttribute('class')).not.toContain('shaking');
    await context.close();
  });
});

describe('accessibility', () => {
  it('has its landmarks and no axe-core violations all through the intro (effects.intro)', async () => {
    const { wordTimesMs, endMs } = effects.intro;
    const { page, context } = await openSite();
    // Half way to the first word, between each two words, half way from the last to the end.
    const times = [0, ...wordTimesMs, endMs];
    const summary: string[] = [];
    for (const [i, next] of times.slice(1).entries()) {
      const at = (times[i]! + next) / 2;
      await runTo(page, at);
      // The intro's CSS animations (words, exit) run on the screen's clock: held at the page's.
      await page.evaluate(() =>
        document.getAnimations().forEach((a) => {
          a.pause();
          a.currentTime = performance.now();
        }),
      );
      expect(await page.getByTestId('intro').isVisible(), `intro at ${at} ms`).toBe(true);
      for (const role of ['banner', 'main', 'contentinfo'] as const) {
        expect.soft(await page.getByRole(role).count(), `${role} at ${at} ms`).toBe(1);
      }
      summary.push(...(await axeUnderPausedClock(page, `${at} ms`)));
    }
    expect(summary).toEqual([]);
    await context.close();
  });

  for (const paused of [false, true]) {
    it(`has no axe-core violations after the intro, effects ${paused ? 'paused' : 'running'}`, async () => {
      const { page, context } = await openSite({}, false);
      await page.getByRole('button', { name: content.skipIntroLabel }).click();
      if (paused) await page.getByTestId('pause-control').click();
      await page.getByRole('button', { name: content.roadmap.chaosButton }).click();
      const results = await new AxeBuilder({ page }).analyze();
      const summary = results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
      expect(summary).toEqual([]);
      await context.close();
    });
  }
});
