// The news feed in real Chromium against the built site and the embedded local backend: the
// request at start-up and its chunk, loading text, paging through 20 items, search, filter, the
// SUSPICIOUS badge, fake and real card clicks, image fallback, hostile content, backend down.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { newsConfig } from '../../src/config/news.ts';
import { content } from '../../src/config/content.ts';
import { NEWS_ROW_COLUMNS } from '../../src/news/newsItem.ts';
import { VIEW_MORE_NAME } from '../helpers/news.ts';
import { launchBrowser } from './browser.ts';
import { TEST_ANON_KEY, TEST_DIST_DIR } from './env.ts';
import {
  DAY_MS,
  ARTICLE_ORIGIN,
  IMAGE_ORIGIN,
  openNewsPage,
  rows,
  skipIntro,
  type NewsPage,
} from './newsFixtures.ts';

let browser: Browser;
let opened: NewsPage | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await opened?.context.close();
  opened = undefined;
});

async function open(answer: Parameters<typeof openNewsPage>[1]): Promise<NewsPage> {
  opened = await openNewsPage(browser, answer);
  return opened;
}

const LOADING = content.news.loading;

describe('loading', () => {
  it('selects at start-up (during the intro), reads the loading text while the backend is slow, seeds when few rows, and shifts nothing', async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const { page, errors, backend } = (opened = await openNewsPage(
      browser,
      {
        stored: rows(8),
        // The backend is slow: the select reaches it only when released.
        select: async (route) => {
          await released;
          await route.continue();
        },
      },
      { keepIntro: true },
    ));
    const select = await page.waitForRequest((r) => r.url().includes('/rest/v1/trump_news'));
    // The intro (about 4.5 s) is still up: the request did not wait for it.
    expect(await page.getByTestId('intro').isVisible()).toBe(true);
    const url = new URL(select.url());
    expect(url.searchParams.get('select')?.split(',')).toEqual([...NEWS_ROW_COLUMNS]);
    expect(url.searchParams.get('order')).toBe('view_count.desc,published_at.desc');
    expect(url.searchParams.get('limit')).toBe('1000');
    expect(select.headers()['apikey']).toBe(TEST_ANON_KEY);

    await skipIntro(page);
    await expect.poll(() => page.getByText(LOADING).isVisible()).toBe(true);
    expect(await page.getByTestId('news-card').count()).toBe(0);
    const nextSectionTop = () =>
      page.evaluate(
        () => document.getElementById('tokenomics')!.getBoundingClientRect().top + window.scrollY,
      );
    const topWhileLoading = await nextSectionTop();

    release();
    // The select, the seeding POST and the re-select reach the real backend: allow them time.
    await expect.poll(() => page.getByTestId('news-card').count(), { timeout: 15_000 }).toBe(6);
    expect(await page.getByText(LOADING).count()).toBe(0);
    expect(await nextSectionTop()).toBe(topWhileLoading);

    // 8 rows is 10 or fewer: one seeding POST with no body, then the select again.
    const calls = backend.requests.map((r) => `${r.method()} ${new URL(r.url()).pathname}`);
    expect(calls).toEqual([
      'GET /rest/v1/trump_news',
      'POST /functions/v1/fetch-trump-news',
      'GET /rest/v1/trump_news',
    ]);
    const seed = backend.requests[1]!;
    expect(seed.postData()).toBeNull();
    expect(seed.headers()['authorization']).toBe(`Bearer ${TEST_ANON_KEY}`);
    expect(errors).toEqual([]);
  });

  it('keeps supabase-js and the data module out of the entry chunk', () => {
    const html = readFileSync(path.join(TEST_DIST_DIR, 'index.html'), 'utf8');
    const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    const code = (file: string) => readFileSync(path.join(TEST_DIST_DIR, file), 'utf8');
    // supabase-js names itself in its client-info header; the data module builds the select.
    const isDataChunk = (source: string) =>
      source.includes('supabase-js') && source.includes('view_count');
    expect(isDataChunk(code(entry!))).toBe(false);
    const chunks = readdirSync(path.join(TEST_DIST_DIR, 'assets')).filter((f) => f.endsWith('.js'));
    const withData = chunks.filter((f) => isDataChunk(code(path.join('assets', f))));
    expect(withData).toHaveLength(1);
    expect(path.join('assets', withData[0]!)).not.toBe(entry);
  });
});

describe('paging, search and filter', () => {
  it('pages through 20 items: 6 -> 12 -> 18 -> 20 with the more button counting what is left, then back', async () => {
    const { page, backend } = await open({ stored: rows(20) });
    const cards = page.getByTestId('news-card');
    const more = page.getByRole('button', { name: VIEW_MORE_NAME });
    const less = page.getByRole('button', { name: content.news.showLess });
    await expect.poll(() => cards.count()).toBe(6);
    expect(await more.textContent()).toBe(content.news.viewMore(6));
    expect(await less.count()).toBe(0);
    expect(await cards.first().getByRole('heading').textContent()).toBe('Story 0');

    await more.click();
    await expect.poll(() => cards.count()).toBe(12);
    expect(await more.textContent()).toBe(content.news.viewMore(6));
    expect(await less.isVisible()).toBe(true);
    await more.click();
    await expect.poll(() => cards.count()).toBe(18);
    expect(await more.textContent()).toBe(content.news.viewMore(2));
    await more.click();
    await expect.poll(() => cards.count()).toBe(20);
    expect(await more.count()).toBe(0);
    expect(await cards.last().getByRole('heading').textContent()).toBe('Story 19');

    await less.click();
    await expect.poll(() => cards.count()).toBe(6);
    expect(await less.count()).toBe(0);
    // 20 rows is more than 10: no seeding call was made.
    expect(backend.requests.filter((r) => r.method() === 'POST')).toEqual([]);
  });

  it('search filters title and summary case-insensitively and resets to the first page', async () => {
    const data = rows(20);
    data[4]!.title = 'Tariffs on PENGUINS announced';
    data[15]!.summary = 'The penguins respond';
    const { page } = await open({ stored: data });
    const cards = page.getByTestId('news-card');
    await expect.poll(() => cards.count()).toBe(6);
    await page.getByRole('button', { name: VIEW_MORE_NAME }).click();
    await expect.poll(() => cards.count()).toBe(12);

    const search = page.getByPlaceholder(content.news.searchPlaceholder);
    expect(await page.getByLabel(content.news.searchLabel).getAttribute('placeholder')).toBe(
      content.news.searchPlaceholder,
    );
    await search.pressSequentially('pEnGuIn');
    await expect.poll(() => cards.count()).toBe(2);
    expect(await cards.getByRole('heading').allTextContents()).toEqual([
      'Tariffs on PENGUINS announced',
      'Story 15',
    ]);
    await search.fill('');
    await expect.poll(() => cards.count()).toBe(6);
    await search.fill('no such chaos');
    await expect.poll(() => page.getByText(content.news.empty).isVisible()).toBe(true);
  });

  it('the time filter keeps items by whole days since published_at', async () => {
    const ages = [0, 3, 7, 8, 29, 30, 31, 89, 90, 91, 179, 180, 181, 365];
    const data = ages.map((days, i) => ({
      ...rows(1)[0]!,
      id: `a${i}`,
      title: `Aged ${days} days`,
      link: `${ARTICLE_ORIGIN}/aged/${i}`,
      published_at: new Date(Date.now() - days * DAY_MS - 3_600_000).toISOString(),
    }));
    const { page } = await open({ stored: data });
    // The stories are in (one select brings them all) before the filter is read.
    await page.getByTestId('news-card').first().waitFor();
    const select = page.getByLabel(content.news.filterLabel);
    const options = await select
      .locator('option')
      .evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value));
    expect(options).toEqual(['all', 'week', 'month', '3months', '6months']);

    const titlesFor = async (value: string) => {
      await select.selectOption(value);
      const more = page.getByRole('button', { name: VIEW_MORE_NAME });
      while ((await more.count()) > 0) await more.click();
      return page.getByTestId('news-card').getByRole('heading').allTextContents();
    };
    expect(await titlesFor('week')).toEqual(['Aged 0 days', 'Aged 3 days', 'Aged 7 days']);
    expect(await titlesFor('month')).toHaveLength(6);
    expect(await titlesFor('3months')).toHaveLength(9);
    expect(await titlesFor('6months')).toHaveLength(12);
    expect(await titlesFor('all')).toHaveLength(14);
  });
});

describe('cards', () => {
  it('shows the suspicious badge only on fake items', async () => {
    const { page } = await open({ stored: rows(12, (i) => i === 1 || i === 4) });
    const cards = page.getByTestId('news-card');
    await expect.poll(() => cards.count()).toBe(6);
    const badges = await cards.evaluateAll(
      (els, word) => els.map((el) => (el.textContent ?? '').includes(word)),
      content.news.suspicious,
    );
    expect(badges).toEqual([false, true, false, false, true, false]);
    expect(await cards.nth(1).getByText(content.news.suspicious, { exact: true }).isVisible()).toBe(
      true,
    );
  });

  it('a fake card shows the FAKE NEWS flash and opens nothing; a real card opens its link in a new tab', async () => {
    const { page, context } = await open({ stored: rows(12, (i) => i === 0) });
    const opened: string[] = [];
    context.on('page', (p) => opened.push(p.url()));
    const cards = page.getByTestId('news-card');
    await expect.poll(() => cards.count()).toBe(6);

    await cards.nth(0).click();
    await expect.poll(() => page.getByTestId('fake-news-flash').isVisible()).toBe(true);
    expect(await page.getByTestId('fake-news-flash').textContent()).toBe(content.fakeNewsText);

    const popupPromise = context.waitForEvent('page');
    await cards.nth(2).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    expect(popup.url()).toBe('https://articles.news-test.example/story/2');
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    // The only page opened is the real card's: the fake click opened nothing.
    expect(context.pages()).toHaveLength(2);
    expect(opened).toHaveLength(1);
  });

  it('a card opens with the keyboard (Enter)', async () => {
    const { page, context } = await open({ stored: rows(12) });
    await expect.poll(() => page.getByTestId('news-card').count()).toBe(6);
    await page.getByRole('button', { name: 'Story 1', exact: true }).focus();
    const popupPromise = context.waitForEvent('page');
    await page.keyboard.press('Enter');
    const popup = await popupPromise;
    expect(popup.url()).toContain('/story/1');
  });
});

describe('image fallback', () => {
  it('a broken image is replaced by another loaded image, never the failed one', async () => {
    const data = rows(12);
    for (const row of data) row.image_url = `${IMAGE_ORIGIN}/broken/${row.id}.png`;
    data[11]!.image_url = `${IMAGE_ORIGIN}/ok/the-only-good-one.png`;
    const { page, backend } = await open({ stored: data });
    const firstImage = page.getByTestId('news-card').first().locator('img');
    await expect
      .poll(() => firstImage.getAttribute('src'), { timeout: 15_000 })
      .toBe(`${IMAGE_ORIGIN}/ok/the-only-good-one.png`);
    await expect
      .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(1);
    // Bounded: 6 cards can at most each try the 12 pool URLs once.
    expect(backend.imageRequests.length).toBeLessThanOrEqual(6 * 12);
  });

  it('with no loadable image left, the local fallback shows and retries stop', async () => {
    const data = rows(8);
    for (const row of data) row.image_url = `${IMAGE_ORIGIN}/broken/${row.id}.png`;
    const { page, backend } = await open({ stored: data });
    const images = page.getByTestId('news-card').locator('img');
    await expect.poll(() => page.getByTestId('news-card').count(), { timeout: 15_000 }).toBe(6);
    await expect
      .poll(
        () =>
          images.evaluateAll((els) =>
            els.map((el) => new URL((el as HTMLImageElement).src).pathname),
          ),
        { timeout: 15_000 },
      )
      .toEqual(Array(6).fill('/art/news-fallback.svg'));
    await expect
      .poll(() =>
        images.evaluateAll((els) => els.every((el) => (el as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    expect(backend.imageRequests.length).toBeLessThanOrEqual(6 * 8);
    expect(
      new Set(backend.imageRequests.filter((u) => u.includes(`/broken/${data[0]!.id}.png`))).size,
    ).toBe(1);
  });
});

describe('cards without a picture or a summary', () => {
  it('a mixed feed: pictures where the stories have them, distinct palette-coloured art for the rest, headlines in the room of a missing summary', async () => {
    const data = rows(12);
    // A feed shaped like the aggregator defaults: two stories in three without a picture or summary.
    data.forEach((row, i) => {
      if (i % 3 !== 0) Object.assign(row, { image_url: null, summary: '' });
    });
    const { page, backend, errors } = await open({ stored: data });
    const cards = page.getByTestId('news-card');
    await expect.poll(() => cards.count()).toBe(newsConfig.pageSize);
    const shown = await cards.evaluateAll((els) =>
      els.map((card) => {
        const art = card.querySelector('svg.news-art');
        const box = art?.getBoundingClientRect();
        const title = card.querySelector('.news-card__title')!.getBoundingClientRect();
        return {
          img: card.querySelector('img')?.getAttribute('src') ?? null,
          art: art?.getAttribute('data-art') ?? null,
          artSize: box ? [Math.round(box.width), Math.round(box.height)] : null,
          fills: art
            ? [...art.querySelectorAll('path, rect, circle')].map((el) => getComputedStyle(el).fill)
            : [],
          summary: card.querySelector('.news-card__summary')?.textContent ?? null,
          titleHeight: title.height,
          title: card.querySelector('.news-card__open')!.textContent,
        };
      }),
    );
    const titles = shown.map((card) => card.title);
    const byTitle = new Map(data.map((row) => [row.title, row]));
    const palette = await page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      return [
        '--red',
        '--amber',
        '--green',
        '--violet',
        '--text-muted',
        '--bg',
        '--media-from',
      ].map((name) => style.getPropertyValue(name).trim());
    });
    const asRgb = await page.evaluate((colours) => {
      const probe = document.createElement('i');
      document.body.append(probe);
      const out = colours.map((c) => ((probe.style.color = c), getComputedStyle(probe).color));
      probe.remove();
      return out;
    }, palette);
    let previousArt: string[] = [];
    shown.forEach((card, i) => {
      const row = byTitle.get(titles[i]!)!;
      if (row.image_url) {
        expect(card.img).toBe(row.image_url);
        expect(card.art).toBeNull();
        expect(card.summary).toBe(row.summary);
      } else {
        expect(card.img).toBeNull();
        expect(card.art).not.toBeNull();
        // The art fills the picture frame, in the palette's colours only.
        const [width = 0, height = 0] = card.artSize ?? [];
        expect(width).toBeGreaterThan(100);
        expect(height).toBe(Math.round((width * 9) / 16));
        expect(new Set(card.fills).size).toBeGreaterThan(2);
        for (const fill of card.fills) if (fill !== 'none') expect(asRgb).toContain(fill);
        expect(previousArt).not.toContain(card.art);
        // No empty summary line: the headline takes its room.
        expect(card.summary).toBeNull();
        expect(card.titleHeight).toBeGreaterThan(shown.find((c) => c.summary)!.titleHeight * 1.5);
      }
      previousArt = [...previousArt, card.art ?? ''].slice(-3);
    });
    expect(new Set(shown.map((c) => c.art).filter(Boolean)).size).toBe(4);
    // Illustrations cost no request: only the stories' own pictures were asked for.
    for (const url of backend.imageRequests) expect(url).toMatch(/\/\d+\.jpg$/);
    expect(errors).toEqual([]);
    // The same art on a reload: the choice is the story's, not chance.
    const before = shown.map((c) => c.art);
    await page.reload();
    await skipIntro(page);
    await expect.poll(() => cards.count()).toBe(newsConfig.pageSize);
    expect(
      await cards.evaluateAll((els) =>
        els.map((c) => c.querySelector('svg')?.getAttribute('data-art') ?? null),
      ),
    ).toEqual(before);
  });
});

describe('hostile content', () => {
  it('renders an HTML/script title as literal text and never opens a javascript: link', async () => {
    const hostileTitle = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
    const data = rows(12);
    data[0] = { ...data[0]!, title: hostileTitle, summary: '<b>not bold</b>', is_fake: false };
    data[1] = { ...data[1]!, title: 'Click me for a script', link: 'javascript:window.__pwned=3' };
    // The database refuses a javascript: link: the backend answers these rows through its fault switch.
    const { page, context } = await open({ selectFault: { body: data } });
    const cards = page.getByTestId('news-card');
    await expect.poll(() => cards.count()).toBe(6);
    expect(await cards.first().getByRole('heading').textContent()).toBe(hostileTitle);
    expect(await cards.first().locator('img[src="x"], script, b').count()).toBe(0);
    expect(await page.getByText('<b>not bold</b>').isVisible()).toBe(true);
    // The javascript: row is dropped at the boundary: no card, nothing to click.
    expect(await page.getByText('Click me for a script').count()).toBe(0);
    const popupPromise = context.waitForEvent('page');
    await cards.first().click();
    expect((await popupPromise).url()).toBe('https://articles.news-test.example/story/0');
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
    ).toBeUndefined();
  });
});

describe('backend down', () => {
  it('clears the loading text, shows no error and the page stays usable', async () => {
    const { page, errors, backend } = await open({
      select: (route) => route.abort('connectionrefused'),
    });
    await expect.poll(() => backend.requests.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByText('No headlines right now.', { exact: false }).isVisible())
      .toBe(true);
    expect(await page.getByText(LOADING).count()).toBe(0);
    expect(await page.getByTestId('news-card').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.locator('body').textContent()).not.toMatch(/error|failed/i);
    await page.getByPlaceholder(content.news.searchPlaceholder).fill('anything');
    await page.getByRole('button', { name: content.roadmap.chaosButton }).click();
    await page.getByRole('button', { name: 'Shout fake news' }).click();
    await expect.poll(() => page.getByTestId('fake-news-flash').isVisible()).toBe(true);
    // The console has the browser's line for the refused request and the feed's one line.
    await expect
      .poll(() => [...errors].sort())
      .toEqual([
        'Failed to load resource: net::ERR_CONNECTION_REFUSED',
        expect.stringMatching(/^news: loading the feed failed/),
      ]);
  });

  it('a 500 answer is treated the same way', async () => {
    const { page, errors } = await open({
      selectFault: { status: 500, body: { message: 'boom' } },
    });
    await expect
      .poll(() => page.getByText('No headlines right now.', { exact: false }).isVisible())
      .toBe(true);
    await expect
      .poll(() => [...errors].sort())
      .toEqual([
        'Failed to load resource: the server responded with a status of 500 (Internal Server Error)',
        expect.stringMatching(/^news: loading the feed failed.*boom/),
      ]);
  });
});
