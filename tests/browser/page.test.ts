// The built page in real Chromium, for what only a browser shows (texts, timings, chaos mode, pause
// and every outbound link's target and rel are tests/components/App.test.tsx's and the store's unit
// tests'; a real new tab with no opener, the walk's in tests/browser/engines/).
import { describe, expect } from 'vitest';
import { content } from '../../src/config/content.ts';
import { effects } from '../../src/config/effects.ts';
import { baseUrl, runClockTo, skipIntro, test, waitForHydration } from './browser.ts';
import { axeViolations, barTransitions } from './layoutProbes.ts';

describe('prerendering', () => {
  test('paints the sections top to bottom and the share tags without JavaScript, then hydrates without errors and loads the chart as it comes near', async ({
    open,
    visit,
  }) => {
    const { page: noScript } = await open({ javaScriptEnabled: false });
    await noScript.goto(baseUrl());
    const text = (await noScript.locator('body').innerText()).replace(/\s+/g, ' ');
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
    const banner = noScript.getByRole('img', { name: content.banner.imageAlt });
    expect(await banner.evaluate((img) => img.getBoundingClientRect().width)).toBe(
      await noScript.evaluate(() => document.documentElement.clientWidth),
    );
    expect(await noScript.title()).toBe(content.meta.pageTitle);
    for (const selector of [
      'meta[name="description"]',
      'meta[property="og:title"]',
      'meta[property="og:description"]',
      'meta[property="og:image"]',
      'meta[name="twitter:card"]',
      'meta[name="theme-color"]',
      'link[rel="icon"]',
    ]) {
      expect(await noScript.locator(selector).count(), selector).toBe(1);
    }

    const { page, errors } = await visit({ until: 'past intro' });
    expect(await page.getByTestId('tokenomics-chart').count()).toBe(0);
    await page.getByTestId('tokenomics').scrollIntoViewIfNeeded();
    const chart = page.getByTestId('tokenomics-chart');
    await chart.waitFor();
    expect(await chart.evaluate((c: HTMLCanvasElement) => c.width)).toBeGreaterThan(100);
    expect(errors).toEqual([]);
  });
});

describe('motion', () => {
  test('the pause control works from the keyboard and is remembered on the next visit, where axe-core finds nothing', async ({
    visit,
  }) => {
    const { page } = await visit({ until: 'past intro' });
    const pause = page.getByTestId('pause-control');
    await pause.focus();
    await page.keyboard.press('Enter');
    expect(await pause.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await waitForHydration(page);
    expect(await pause.getAttribute('aria-pressed')).toBe('true');
    // Paused, with chaos mode pressed (running, every phone and the desktop: phoneLayout.test.ts).
    await skipIntro(page);
    // Pressed without scrolling to it: the bar stays in view.
    await page.getByRole('button', { name: content.roadmap.chaosButton }).dispatchEvent('click');
    expect(await axeViolations(page, 'paused')).toEqual([]);
  });

  // That it starts paused: the walk's (tests/browser/engines/walk.ts), in every engine.
  test('under reduced motion the intro never shakes and the motion bar moves at once', async ({
    visit,
  }) => {
    const { page } = await visit({ reducedMotion: 'reduce', clock: 'paused' });
    expect(await barTransitions(page)).toEqual(['0s']);
    await page.clock.runFor(effects.intro.endMs / 2); // half way through the intro
    expect(await page.getByTestId('intro').count()).toBe(1);
    expect(await page.locator('.intro .shaking').count()).toBe(0);
  });
});

// Its landmarks during the intro: tests/components/App.test.tsx (axe-core's landmark rules here).
test('has no axe-core violations all through the intro (effects.intro)', async ({ visit }) => {
  const { wordTimesMs, endMs } = effects.intro;
  const { page } = await visit({ clock: 'paused' });
  // Half way to the first word, between each two words, half way from the last to the end.
  const times = [0, ...wordTimesMs, endMs];
  const summary: string[] = [];
  for (const [i, next] of times.slice(1).entries()) {
    const at = (times[i]! + next) / 2;
    await runClockTo(page, at);
    // The intro's CSS animations (words, exit) run on the screen's clock: held at the page's.
    await page.evaluate(() =>
      document.getAnimations().forEach((a) => {
        a.pause();
        a.currentTime = performance.now();
      }),
    );
    expect(await page.getByTestId('intro').isVisible(), `intro at ${at} ms`).toBe(true);
    summary.push(...(await axeViolations(page, `${at} ms`, true)));
  }
  expect(summary).toEqual([]);
});
