// The news feed in real Chromium against the embedded local backend, for what only a browser shows
// (the feed's logic and DOM are tests/components/newsFeed.test.tsx's; a backend that is down,
// market.test.ts's).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Request } from 'playwright-core';
import { describe, expect } from 'vitest';
import { newsConfig } from '../../src/config/news.ts';
import { content } from '../../src/config/content.ts';
import { LOCAL_PATHS } from './backend.ts';
import { gate, skipIntro, test } from './browser.ts';
import { TEST_ANON_KEY, TEST_BACKEND_URL } from './env.ts';
import { paletteByRgb } from './layoutProbes.ts';
import { IMAGE_ORIGIN, rows } from './newsFixtures.ts';
import type { NewsRowFixture } from '../helpers/news.ts';

const FIXTURE = path.join(import.meta.dirname, 'fixtures/backendRequests.json');
// What the browser adds on its own (its identity, and the page's origin with the preview
// server's port, which changes every run): not the client's doing.
const BROWSER_HEADERS = /^(?:user-agent|sec-ch-ua.*|origin|referer)$/;

/** A request as the fixture records it: method, path and query, the client's headers, body. */
async function describeRequest(request: Request) {
  const headers = Object.fromEntries(
    Object.entries(await request.allHeaders())
      .filter(([name]) => !BROWSER_HEADERS.test(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  const url = request.url().slice(TEST_BACKEND_URL.length);
  return { method: request.method(), url, headers, body: request.postData() };
}

describe('loading', () => {
  test('selects during the intro, reads the loading text while the backend is slow, moves nothing when the cards come, and sends the recorded requests', async ({
    visit,
  }) => {
    const slow = gate();
    let selectSent = false;
    const { page, errors, backend } = await visit({
      // 8 rows: few enough that the page calls the seeding function and selects again.
      news: {
        stored: rows(8),
        // The backend is slow: the select reaches it only when released.
        select: async (route) => {
          selectSent = true;
          await slow.passed;
          await route.continue();
        },
      },
      // The page's clock held, so the intro cannot end on its own however slow the machine.
      clock: 'paused',
      until: 'hydrated',
    });
    await expect.poll(() => selectSent).toBe(true);
    // The intro is still up: the request did not wait for it.
    expect(await page.getByTestId('intro').count()).toBe(1);
    await skipIntro(page);
    await page.locator('#news').scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByText(content.news.loading).isVisible()).toBe(true);
    const nextSectionTop = () =>
      page.evaluate(
        () => document.getElementById('tokenomics')!.getBoundingClientRect().top + window.scrollY,
      );
    const topWhileLoading = await nextSectionTop();

    slow.open();
    await expect.poll(() => page.getByTestId('news-card').count()).toBe(newsConfig.pageSize);
    expect(await nextSectionTop()).toBe(topWhileLoading);
    // The select, the seeding call, the select again: what supabase-js sent when recorded (an
    // upgrade changes its client-info header: RECORD_BACKEND_REQUESTS=1 records again, on purpose).
    await expect.poll(() => backend.requests.length).toBe(3);
    const sent = await Promise.all(backend.requests.map(describeRequest));
    if (process.env.RECORD_BACKEND_REQUESTS === '1') {
      writeFileSync(FIXTURE, `${JSON.stringify(sent, null, 2)}\n`);
    }
    expect(sent).toEqual(JSON.parse(readFileSync(FIXTURE, 'utf8')));
    expect(errors).toEqual([]);
  });
});

describe('pictures', () => {
  test('a story without a picture gets art that fills the frame in the palette, costs no request, and its headline takes the room of a missing summary; with no loadable picture left, the local fallback loads under the CSP', async ({
    visit,
  }) => {
    const data = rows(12);
    // A feed shaped like the aggregator defaults: two stories in three without a picture or
    // summary; the pictures of the others are all gone (404).
    data.forEach((row, i) => {
      if (i % 3 !== 0) Object.assign(row, { image_url: null, summary: '' });
      else row.image_url = `${IMAGE_ORIGIN}/broken/${i}.jpg`;
    });
    const { page, backend, errors } = await visit({ news: { stored: data }, until: 'past intro' });
    const cards = page.getByTestId('news-card');
    await expect.poll(() => cards.count()).toBe(newsConfig.pageSize);
    await page.locator('#news').scrollIntoViewIfNeeded();
    const images = cards.locator('img');
    await expect
      .poll(() =>
        images.evaluateAll((els) =>
          (els as HTMLImageElement[]).map((el) => [new URL(el.src).pathname, el.naturalWidth > 0]),
        ),
      )
      .toEqual(Array(Math.ceil(newsConfig.pageSize / 3)).fill([newsConfig.fallbackImage, true]));
    const shown = await cards.evaluateAll((els) =>
      els.map((card) => {
        const art = card.querySelector('svg.news-art');
        const box = art?.getBoundingClientRect();
        return {
          artSize: box ? [Math.round(box.width), Math.round(box.height)] : null,
          fills: [...(art?.querySelectorAll('path, rect, circle') ?? [])].map(
            (el) => getComputedStyle(el).fill,
          ),
          titleHeight: card.querySelector('.news-card__title')!.getBoundingClientRect().height,
          hasSummary: card.querySelector('.news-card__summary') !== null,
        };
      }),
    );
    const paletteRgb = Object.keys(await paletteByRgb(page));
    const withSummary = shown.find((card) => card.hasSummary)!;
    const withArt = shown.filter((card) => card.artSize);
    expect(withArt.length).toBeGreaterThan(0);
    for (const card of withArt) {
      const [width = 0, height = 0] = card.artSize!;
      expect(width).toBeGreaterThan(100);
      expect(height).toBe(Math.round((width * 9) / 16));
      expect(new Set(card.fills).size).toBeGreaterThan(2);
      for (const fill of card.fills) if (fill !== 'none') expect(paletteRgb).toContain(fill);
      expect(card.hasSummary).toBe(false);
      expect(card.titleHeight).toBeGreaterThan(withSummary.titleHeight * 1.5);
    }
    // Only the stories' own pictures were asked for, each by each card at most once.
    const pictures = data.flatMap((row) => row.image_url ?? []);
    expect(backend.imageRequests.length).toBeGreaterThan(0);
    expect(pictures).toEqual(expect.arrayContaining(backend.imageRequests));
    expect(backend.imageRequests.length).toBeLessThanOrEqual(newsConfig.pageSize * pictures.length);
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });
});

describe('views, from a first visit on an empty backend', () => {
  // A story is a link (new tab, no opener) whose click, Enter and middle-click each count a view:
  // the walk's, in every engine (tests/browser/engines/); here the count reaches the card.
  test('an opened card is counted, and then says so; in forced colours every control keeps a boundary and the meter its fill', async ({
    visit,
  }) => {
    // Empty, and the first visit's seeding call runs a real feed round (the bundled sample feed).
    const { page, errors } = await visit({
      news: { feedRound: true },
      until: 'past intro',
    });
    const cards = page.getByTestId('news-card');
    await expect.poll(() => cards.count()).toBe(newsConfig.pageSize);

    const stored = async () => {
      const response = await fetch(
        `${TEST_BACKEND_URL}${LOCAL_PATHS.news}?select=*&order=view_count.desc,published_at.desc&limit=1000`,
        { headers: { apikey: TEST_ANON_KEY } },
      );
      return (await response.json()) as NewsRowFixture[];
    };
    const titles = await cards.getByRole('heading').allTextContents();
    const real = (await stored()).find((r) => !r.is_fake && titles.includes(r.title))!;
    const name = `${real.title} ${content.news.opensInNewTab}`;
    const card = cards.filter({ has: page.getByRole('link', { name, exact: true }) });
    await card.click();
    await expect
      .poll(async () => (await stored()).find((r) => r.title === real.title)?.view_count)
      .toBe(1);
    await page.reload();
    await skipIntro(page);
    await expect
      .poll(() => card.locator('.news-card__views').textContent())
      .toBe(content.news.viewsPerDay('1', true, newsConfig.viewWindowDays));

    // Windows' contrast themes drop backgrounds and shadows: a border stays (a card is its link's).
    await page.locator('.news-feed__more').click();
    await page.emulateMedia({ forcedColors: 'active' });
    const forced = await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      const bare = [...document.querySelectorAll('button, input, select')].filter((el) => {
        const { borderTopStyle, borderTopWidth } = getComputedStyle(el.closest('.news-card') ?? el);
        return (
          el.getClientRects().length > 0 &&
          (borderTopStyle === 'none' || !parseFloat(borderTopWidth))
        );
      });
      const fill = style('.meter__fill').backgroundColor;
      return {
        bare: bare.map((el) => el.className),
        fillShows: fill !== style('.meter__track').backgroundColor,
      };
    });
    expect(forced).toEqual({ bare: [], fillShows: true });
    expect(errors).toEqual([]);
  });
});
