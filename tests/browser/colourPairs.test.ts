// The colour pairs the palette check holds to WCAG AA (src/styles/colourPairs.ts) are the ones the
// stylesheets really paint: walks the built page in Chromium (desktop and phone) and fails on any
// text or control whose colour and background make a pair the list lacks.
import type { Page } from 'playwright-core';
import { content } from '../../src/config/content.ts';
import { describe, expect } from 'vitest';
import { colourPairs, type ColourPair } from '../../src/styles/colourPairs.ts';
import { effects } from '../../src/config/effects.ts';
import { runClockTo, skipIntro, test, type VisitSite } from './browser.ts';
import { DESKTOP, paletteByRgb, PHONE } from './layoutProbes.ts';
import { rows } from './newsFixtures.ts';

/** A pair as the page paints it, by palette names (several when two names share a colour). */
interface SeenPair {
  text: string[];
  background: string[];
  use: ColourPair['use'];
  /** One element showing it, for the message. */
  where: string;
}

/** Every text and control pair on the page as it is now (runs in the page). */
async function seenPairs(page: Page): Promise<SeenPair[]> {
  return page.evaluate(
    (names) => {
      const nameOf = (rgb: string) => names[rgb] ?? [`unknown ${rgb}`];
      const transparent = (rgb: string) => /^rgba\(.*,\s*0\)$/.test(rgb) || rgb === 'transparent';

      /** The colours behind an element: the nearest painted background (each stop of a gradient). */
      const behind = (start: Element | null): string[] => {
        for (let el = start; el; el = el.parentElement) {
          const style = getComputedStyle(el);
          if (style.backgroundImage.includes('gradient')) {
            return style.backgroundImage.match(/rgba?\([^)]*\)/g) ?? [];
          }
          if (!transparent(style.backgroundColor)) return [style.backgroundColor];
        }
        return [getComputedStyle(document.documentElement).backgroundColor];
      };
      const where = (el: Element) =>
        `${el.parentElement?.tagName.toLowerCase()} > ${el.tagName.toLowerCase()}.${el.classList[0] ?? ''}`;
      const visible = (el: Element) =>
        el.getBoundingClientRect().width > 1 &&
        el.getBoundingClientRect().height > 1 &&
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true });

      const seen: SeenPair[] = [];
      for (const el of document.body.querySelectorAll('*')) {
        if (!visible(el) || el.closest('[aria-hidden="true"] canvas, canvas')) continue;
        const style = getComputedStyle(el);
        const ownText = [...el.childNodes].some(
          (n) => n.nodeType === Node.TEXT_NODE && /\S/.test(n.textContent ?? ''),
        );
        if (ownText && !transparent(style.color)) {
          const size = Number.parseFloat(style.fontSize);
          const bold = Number(style.fontWeight) >= 700;
          const use = size >= 24 || (size >= 18.66 && bold) ? 'largeText' : 'text';
          for (const bg of behind(el)) {
            seen.push({ text: nameOf(style.color), background: nameOf(bg), use, where: where(el) });
          }
        }
        const control = el.matches('button, input, select, textarea, a.button, [role="button"]');
        if (!control) continue;
        const outside = behind(el.parentElement);
        const bordered =
          Number.parseFloat(style.borderTopWidth) > 0 &&
          style.borderTopStyle !== 'none' &&
          !transparent(style.borderTopColor);
        const edge = bordered ? style.borderTopColor : style.backgroundColor;
        if (transparent(edge) || outside.includes(edge)) continue;
        for (const bg of outside) {
          seen.push({ text: nameOf(edge), background: nameOf(bg), use: 'ui', where: where(el) });
        }
      }
      return seen;
    },
    await paletteByRgb(page),
  );
}

async function seenOn(visit: VisitSite, options: Parameters<VisitSite>[0]): Promise<SeenPair[]> {
  const { page } = await visit({
    ...options,
    news: { stored: rows(12, (i) => i === 1) },
    market: 'sample',
    clock: 'paused',
  });
  // The intro, with its words (all in, popped and settled) and Skip button.
  await runClockTo(page, effects.intro.wordTimesMs.at(-1)! + effects.intro.wordPopMs + 100);
  const seen = await seenPairs(page);
  await skipIntro(page);
  await page.clock.resume();
  // Every section, scrolled into view so lazy parts (chart, images) are there.
  for (const id of ['news', 'tokenomics', 'roadmap']) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  }
  await page.getByTestId('tokenomics-chart').waitFor();
  await page.locator('.news-card').first().waitFor();
  await page.getByTestId('market-strip').locator('.market__item').first().waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  seen.push(...(await seenPairs(page)));
  await page.getByRole('button', { name: content.fakeNewsButtonLabel }).click();
  await page.getByTestId('fake-news-flash').waitFor();
  seen.push(...(await seenPairs(page)));
  return seen;
}

describe('colour pairs', () => {
  test('names every pair of palette colours the stylesheets paint, on desktop and on a phone', async ({
    visit,
  }) => {
    const seen = [
      ...(await seenOn(visit, DESKTOP.options)),
      ...(await seenOn(visit, PHONE.options)),
    ];
    expect(seen.length).toBeGreaterThan(50);
    const missing = new Map<string, string>();
    for (const pair of seen) {
      // Covered when the list names it for the same use, or for stricter text.
      const covered = colourPairs.some(
        (listed) =>
          pair.text.includes(listed.text) &&
          pair.background.includes(listed.background) &&
          (listed.use === pair.use || (listed.use === 'text' && pair.use === 'largeText')),
      );
      const key = `${pair.text.join('|')} on ${pair.background.join('|')} (${pair.use})`;
      if (!covered && !missing.has(key)) missing.set(key, pair.where);
    }
    expect([...missing].map(([pair, where]) => `${pair} at ${where}`)).toEqual([]);
  });
});
