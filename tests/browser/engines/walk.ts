// The visitor's walk, written once and run in Chromium, Firefox ESR and WebKitGTK (one file per
// engine beside this one): one page load at a given width, with or without reduced motion,
// through the intro, the stage, the market strip, the news, the chart, chaos mode from the
// keyboard, the pause control, a search, the time filter, stories that are links opened from the
// keyboard and with the middle button, each counting a view, and the links. Each check needs the thing to happen: a word seen, the quote changed at the press, a
// shake seen, sprites on the stage held still. Expectations come from the spec, literals or the
// config files the product reads, never from the page's own values. Every wait polls the page
// (scripts/harness/engines/driver.ts).
import { expect } from 'vitest';
import { content } from '../../../src/config/content.ts';
import { effects } from '../../../src/config/effects.ts';
import { newsConfig } from '../../../src/config/news.ts';
import { click, waitInPage, type EngineDriver } from '../../../scripts/harness/engines/driver.ts';
import type { ProbeRecord } from '../../../scripts/harness/engines/probe.ts';
import type { EffectsStats } from '../../../src/effects/stage/stats.ts';
import { DAY_MS, type NewsRowFixture } from '../../helpers/news.ts';

const { pageSize, pageIncrement, seedThresholdRows } = newsConfig;
/**
 * What the walk's backend holds: one more story than two pages, and more than the seeding
 * threshold (fewer would have the site call the news function, which adds the sample feed).
 */
export const WALK_STORIES = Math.max(pageSize + pageIncrement + 1, seedThresholdRows + 1);
/** The spec: the hero's four outbound buttons and the footer's three links. */
const OUTBOUND_LINKS_AT_LEAST = 7;
/** The market stand-in's price (scripts/harness/marketPairs.ts, priceUsd) as the strip writes it. */
const MARKET_PRICE = '$0.00001234';

export interface WalkPlan {
  /** The site through the probe proxy (scripts/harness/engines/probe.ts). */
  url: string;
  width: number;
  height: number;
  reducedMotion: boolean;
  /** The stage's renderer in this engine here (rendererChoice.ts: software GL takes the canvas path). */
  renderer: 'webgl' | 'canvas';
  /** The stories the backend holds, in its order (WALK_STORIES, a day apart from now). */
  stories: NewsRowFixture[];
}

// Functions run in the page: each must be whole in itself (no name from this module inside).
const probe = () => Reflect.get(window, '__engineProbe') as ProbeRecord | undefined;
const pressed = () =>
  document.querySelector('[data-testid="pause-control"]')?.getAttribute('aria-pressed');
const focused = () => document.activeElement?.className ?? null;
const cardsShown = (n: number) =>
  document.querySelectorAll('[data-testid="news-card"]').length === n;
/** The views the page reported and the backend counted (the probe sees them, probe.ts). */
const counted = (n: number) => {
  const { views } = Reflect.get(window, '__engineProbe') as ProbeRecord;
  return views.length >= n && views.every((view) => view.counted !== undefined) ? views : null;
};

/** Scrolls the element into view (no smooth scrolling: the walk reads the page where it lands). */
function scrollTo(driver: EngineDriver, selector: string): Promise<void> {
  return driver.evaluate(
    (s) => document.querySelector(s)?.scrollIntoView({ block: 'center', behavior: 'instant' }),
    selector,
  );
}

/**
 * In the page: the stage's figures (its sprites' places among them) once `frames` frames are
 * drawn and the stage's clock reads `at` ms; null before. The stage's clock, started by the first
 * call: the time a running stage steps through, each animation frame's time capped at
 * `maxStepMs` as the stage's ticker caps it (mountPixiStage.ts), whatever the machine's speed.
 */
const stageFiguresAfter = ([frames, at, maxStepMs]: readonly [number, number, number]) => {
  let clock = Reflect.get(window, '__walkStageClock') as { ms: number } | undefined;
  if (!clock) {
    const running = { ms: 0 };
    let last = performance.now();
    const frame = (now: number) => {
      running.ms += Math.max(0, Math.min(now - last, maxStepMs));
      last = now;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    Reflect.set(window, '__walkStageClock', (clock = running));
  }
  const s = Reflect.get(window, '__effectsStats') as EffectsStats | undefined;
  if (!s?.places || s.frames < frames || clock.ms < at) return null;
  return { at: clock.ms, frames: s.frames, spawned: s.candlesSpawned, places: s.places() };
};
type StageFigures = NonNullable<ReturnType<typeof stageFiguresAfter>>;
const { maxStepMs } = effects.clock;
/** stageFiguresAfter's argument for the figures as they are now. */
const NOW = [0, 0, maxStepMs] as const;

/** The stage's figures two frames from now (the first may have begun before a pause). */
async function holdFrom(driver: EngineDriver): Promise<StageFigures> {
  const now = await waitInPage(driver, 'the stage figures', stageFiguresAfter, NOW);
  return waitInPage(driver, 'two frames more', stageFiguresAfter, [now.frames + 2, 0, maxStepMs]);
}

/**
 * While paused the stage draws frames but nothing on it moves or starts (stageModel.ts): from
 * `start` (holdFrom) over a candle interval of the stage's clock, and a step more (the stage's
 * frames may lag the clock's by one), with frames drawn, no candle starts and every sprite shown
 * keeps its place. `somethingShown`: the stage holds sprites to keep still.
 */
async function heldSince(driver: EngineDriver, start: StageFigures, somethingShown: boolean) {
  if (somethingShown) {
    expect(start.places.shown.length, 'sprites on the stage while paused').toBeGreaterThan(0);
  }
  const span = effects.candles.spawnEveryMs + maxStepMs;
  const end = await waitInPage(
    driver,
    `${span} ms of the stage's clock with stage frames drawn`,
    stageFiguresAfter,
    [start.frames + 2, start.at + span, maxStepMs] as const,
  );
  expect(end.spawned, 'candles started while paused').toBe(start.spawned);
  expect(end.places, 'the stage moved while paused').toEqual(start.places);
}

async function clickPause(driver: EngineDriver, expected: 'true' | 'false'): Promise<void> {
  await click(driver, '[data-testid="pause-control"]');
  await waitInPage(
    driver,
    `pause control pressed=${expected}`,
    (e) =>
      document.querySelector('[data-testid="pause-control"]')?.getAttribute('aria-pressed') === e,
    expected,
  );
}

export async function walkTheSite(driver: EngineDriver, plan: WalkPlan): Promise<void> {
  await driver.goto(`${plan.url}?fx-stats`);
  expect(await driver.evaluate(probe), 'the probe runs first').toBeTruthy();
  expect(await driver.evaluate(() => [innerWidth, innerHeight])).toEqual([plan.width, plan.height]);
  await waitInPage(driver, 'hydration', () => document.documentElement.dataset.hydrated === 'true');

  // The intro: its words in order, its end, then the landmarks.
  await waitInPage(driver, 'the intro to end', () => {
    return (Reflect.get(window, '__engineProbe') as ProbeRecord).introEnded;
  });
  const { introWords, introShown } = (await driver.evaluate(probe))!;
  expect(introWords).toEqual(content.introWords);
  // Seen on screen in order. Not necessarily all: the intro's CSS follows the clock from
  // navigation start, so a page that draws no frame between a word and the intro's end (once in
  // WebKit while the stage started) never shows it; but words stay once shown, so one at least.
  expect(introShown.length, 'intro words seen').toBeGreaterThan(0);
  expect(introShown).toEqual(content.introWords.slice(0, introShown.length));
  const landmarks = await driver.evaluate(() => {
    const top = (tag: string) =>
      [...document.querySelectorAll(tag)].filter(
        (el) =>
          !el.parentElement?.closest('article, aside, main, nav, section') &&
          el.getBoundingClientRect().height > 0,
      ).length;
    return { banner: top('header'), main: top('main'), contentinfo: top('footer') };
  });
  expect(landmarks).toEqual({ banner: 1, main: 1, contentinfo: 1 });
  const noSidewaysScroll = () =>
    document.documentElement.scrollWidth <= document.documentElement.clientWidth;
  expect(await driver.evaluate(noSidewaysScroll), 'sideways scroll at the top').toBe(true);

  // Under reduced motion the page starts paused and nothing on the stage starts until the visitor
  // resumes: here, at the top after the chart (the pause with sprites on the stage: after chaos).
  expect(await driver.evaluate(pressed)).toBe(plan.reducedMotion ? 'true' : 'false');
  const pausedFrom = plan.reducedMotion ? await holdFrom(driver) : null;
  const drawing = await waitInPage(driver, 'the stage to draw', () => {
    const s = Reflect.get(window, '__effectsStats') as EffectsStats | undefined;
    const canvas = document.querySelector('[data-testid="effects-canvas"] canvas');
    return s && s.frames > 0 && canvas
      ? { renderer: s.renderer, width: canvas.getBoundingClientRect().width, textures: s.textures }
      : null;
  });
  const textures = new Set([...effects.candles.textures, ...effects.chaosMode.textures]).size;
  expect(drawing).toEqual({ renderer: plan.renderer, width: plan.width, textures });

  // The market strip: every figure, from the stand-in market API (fixtures.ts).
  const figures = await waitInPage(driver, 'the market figures', () => {
    const values = [...document.querySelectorAll('[data-testid="market-value"]')].map(
      (el) => el.textContent ?? '',
    );
    return values.length > 0 && !values.some((value) => value.includes('—')) ? values : null;
  });
  expect(figures.length).toBe(5);
  expect(figures[0]).toBe(MARKET_PRICE);

  // The news: the first page of cards with their pictures loaded, then View More.
  await scrollTo(driver, '#news');
  await waitInPage(driver, `${pageSize} news cards`, cardsShown, pageSize);
  for (let i = 0; i < pageSize; i += 1) {
    await waitInPage(
      driver,
      `card ${i}'s picture`,
      (index) => {
        const img = document.querySelectorAll<HTMLImageElement>('[data-testid="news-card"] img')[
          index
        ];
        img?.scrollIntoView({ block: 'center', behavior: 'instant' });
        return img !== undefined && img.complete && img.naturalWidth > 0;
      },
      i,
    );
  }
  // The spec: View More names the smaller of the increment and what is left.
  const more = content.news.viewMore(Math.min(pageIncrement, WALK_STORIES - pageSize));
  const moreText = () => document.querySelector('.news-feed__more')?.textContent ?? null;
  expect(await driver.evaluate(moreText)).toBe(more);
  await click(driver, '.news-feed__more');
  const shown = Math.min(pageSize + pageIncrement, WALK_STORIES);
  await waitInPage(driver, `${shown} news cards`, cardsShown, shown);
  expect(await driver.evaluate(moreText)).toBe(
    content.news.viewMore(Math.min(pageIncrement, WALK_STORIES - shown)),
  );
  expect(await driver.evaluate(() => document.querySelector('.news-feed__less')?.textContent)).toBe(
    content.news.showLess,
  );
  // Said in the feed's live region; focus on the first story it added, a link: middle-clicked
  // (the browser's "open in a background tab"), a view counted.
  const said = content.news.status.shownMore(shown - pageSize, shown, WALK_STORIES);
  const added = await waitInPage(
    driver,
    `"${said}" said, focus in a new story`,
    (words) => {
      const story = document.activeElement?.closest('li');
      const status = document.querySelector('[data-testid="news-status"]')?.textContent;
      if (status !== words || !story) return null;
      const index = [...document.querySelectorAll('.news-grid__item')].indexOf(story);
      return { index, href: story.querySelector('a')?.getAttribute('href') };
    },
    said,
  );
  expect(added).toEqual({ index: pageSize, href: plan.stories[pageSize]!.link });
  const firstAdded = `.news-grid__item:nth-child(${pageSize + 1}) a`;
  await scrollTo(driver, firstAdded);
  await click(driver, firstAdded, 'middle');
  const middle = await waitInPage(driver, 'a view counted on a middle-click', counted, 1);
  expect(middle.map((view) => view.counted)).toEqual([true]);

  // The chart: its canvas painted.
  await scrollTo(driver, '[data-testid="tokenomics"]');
  await waitInPage(driver, 'the tokenomics chart painted', () => {
    const chart = document.querySelector<HTMLCanvasElement>('[data-testid="tokenomics-chart"]');
    const ctx = chart && chart.width > 0 ? chart.getContext('2d') : null;
    if (!ctx || !chart) return false;
    const { data } = ctx.getImageData(0, 0, chart.width, chart.height);
    let painted = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted += 1;
    return painted > (chart.width * chart.height) / 20;
  });
  if (pausedFrom) {
    await heldSince(driver, pausedFrom, false);
    // Back at the top, where the motion bar shows its pause control.
    await driver.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await clickPause(driver, 'false');
  }

  // Chaos mode from the keyboard: Tab from the last phase to the button, Enter. The meter at 100,
  // another quote from the config at the press, images falling, the page shaking (never under
  // reduced motion). Recorded in the page from the press on (the meter is re-rolled every few
  // seconds, the quote rotates, the burst passes).
  await scrollTo(driver, '.button--chaos');
  await driver.evaluate(() => {
    const seen = {
      meter: [] as string[],
      quotes: [] as string[],
      maxLive: 0,
      quoteAtPress: null as string | null,
      quoteAtChaos: null as string | null,
      shakePx: 0,
    };
    Reflect.set(window, '__walkChaos', seen);
    const quote = () => document.querySelector('.quote-banner__text')?.textContent ?? '';
    // Before the page's own handlers: the quote standing when the button is pressed.
    addEventListener(
      'click',
      (e) => {
        const chaosButton = (e.target as Element).closest('.button--chaos');
        if (chaosButton && seen.quoteAtPress === null) seen.quoteAtPress = quote();
      },
      true,
    );
    const shake = () => {
      const page = document.querySelector('[data-testid="page"]');
      const transform = page ? getComputedStyle(page).transform : 'none';
      if (transform === 'none') return;
      const m = new DOMMatrix(transform);
      seen.shakePx = Math.max(seen.shakePx, Math.hypot(m.m41, m.m42));
    };
    const read = () => {
      const meter = document.querySelector('[data-testid="chaos-meter"] [role="meter"]');
      const value = meter?.getAttribute('aria-valuenow') ?? '';
      seen.meter.push(value);
      seen.quotes.push(quote());
      if (value === '100' && seen.quoteAtChaos === null) seen.quoteAtChaos = quote();
      shake();
    };
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    const sample = () => {
      const s = Reflect.get(window, '__effectsStats') as EffectsStats | undefined;
      seen.maxLive = Math.max(seen.maxLive, s?.liveSprites ?? 0);
      shake();
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await click(driver, '.roadmap__phase:last-child p');
  await driver.press('Tab');
  expect(await driver.evaluate(focused), 'Tab from the last phase').toBe('button button--chaos');
  await driver.press('Enter');
  // More sprites at once than the candles alone ever show.
  const candles = Math.ceil(effects.candles.lifetimeMs / effects.candles.spawnEveryMs) + 1;
  type Seen = { meter: string[]; quotes: string[]; maxLive: number; shakePx: number } & {
    quoteAtPress: string | null;
    quoteAtChaos: string | null;
  };
  const chaos = await waitInPage(
    driver,
    'chaos mode: meter 100, a quote, images',
    (bound) => {
      const seen = Reflect.get(window, '__walkChaos') as Seen;
      return seen.meter.includes('100') && seen.maxLive > bound ? seen : null;
    },
    candles,
  );
  const quotes = new Set(content.quotes.map((quote) => `“${quote}”`));
  expect(quotes).toContain(chaos.quoteAtPress);
  expect(quotes).toContain(chaos.quoteAtChaos);
  expect(chaos.quoteAtChaos, 'the quote at the press').not.toBe(chaos.quoteAtPress);
  expect(chaos.quotes.filter((quote) => !quotes.has(quote))).toEqual([]);
  if (plan.reducedMotion) {
    expect(chaos.shakePx, 'the page shook under reduced motion').toBe(0);
  } else {
    await waitInPage(driver, 'the page to shake', () => {
      return (Reflect.get(window, '__walkChaos') as Seen).shakePx > 0;
    });
    // The shake's offset overflows while it lasts (the body clips it sideways): the page again.
    await waitInPage(driver, 'the shake to end', () => !document.querySelector('.page.shaking'));
  }
  expect(await driver.evaluate(noSidewaysScroll), 'sideways scroll after chaos mode').toBe(true);

  // Paused while the images fall (the motion bar shows the control while chaos mode lasts).
  await clickPause(driver, 'true');
  await heldSince(driver, await holdFrom(driver), true);
  await clickPause(driver, 'false');
  // Once resumed, candles start again.
  const { spawned } = await waitInPage(driver, 'the stage figures', stageFiguresAfter, NOW);
  await waitInPage(
    driver,
    'a candle to start',
    (n) => {
      const s = Reflect.get(window, '__effectsStats') as EffectsStats | undefined;
      return (s?.candlesSpawned ?? 0) > n;
    },
    spawned,
  );

  // A search, then the time filter, from the keyboard: each narrows the list to the stories the
  // spec's rules keep (case-insensitive substring of title or summary; age in whole days).
  const query = plan.stories[1]!.title.toUpperCase();
  const matching = plan.stories.filter((story) =>
    [story.title, story.summary].some((text) => text.toLowerCase().includes(query.toLowerCase())),
  );
  const [narrowest] = content.news.filters
    .flatMap(({ value }) => {
      const days = newsConfig.maxAgeDays[value];
      return days === null ? [] : [{ value, days }];
    })
    .sort((a, b) => a.days - b.days);
  const recent = matching.filter(
    (story) =>
      Math.floor((Date.now() - Date.parse(story.published_at)) / DAY_MS) <= narrowest!.days,
  );
  // The walk's stories make both narrow the list.
  expect(matching.length).toBeLessThan(shown);
  expect(recent.length).toBeGreaterThan(0);
  expect(recent.length).toBeLessThan(matching.length);
  const listed = (what: string, stories: NewsRowFixture[]) =>
    waitInPage(
      driver,
      `the cards ${what}`,
      (e) => {
        const now = [...document.querySelectorAll('[data-testid="news-card"] .news-card__title')];
        return JSON.stringify(now.map((el) => el.textContent)) === JSON.stringify(e);
      },
      stories.map((story) => story.title),
    );
  await scrollTo(driver, '.news-feed__search');
  await click(driver, '.news-feed__search');
  await driver.type(query);
  await listed(`matching "${query}"`, matching);
  await driver.press('Tab');
  expect(await driver.evaluate(focused), 'Tab from the search').toBe('news-feed__filter');
  const from = await driver.evaluate(
    () => document.querySelector<HTMLSelectElement>('.news-feed__filter')!.selectedIndex,
  );
  const to = content.news.filters.findIndex(({ value }) => value === narrowest!.value);
  expect(to).toBeGreaterThan(from);
  for (let i = from; i < to; i += 1) await driver.press('ArrowDown');
  await listed(`within ${narrowest!.days} days`, recent);

  // The first of them, a link, opened from the keyboard: a new tab with the story, no opener, no
  // referrer (the tab's probe says so, scripts/harness/engines/probe.ts), and a view counted.
  await driver.press('Tab');
  const link = await driver.evaluate(() => {
    const a = document.activeElement!;
    const [href, target, rel] = ['href', 'target', 'rel'].map((name) => a.getAttribute(name));
    return { tag: a.tagName, className: a.className, href, target, rel };
  });
  expect(link, 'Tab from the filter').toEqual({
    tag: 'A',
    className: 'news-card__open',
    href: recent[0]!.link,
    target: '_blank',
    rel: 'noopener noreferrer',
  });
  await driver.press('Enter');
  const opened = await waitInPage(
    driver,
    'the story to open in a tab',
    (href) => {
      const { opened } = Reflect.get(window, '__engineProbe') as ProbeRecord;
      return opened.find((page) => page.href === href) ?? null;
    },
    recent[0]!.link,
  );
  expect(opened).toEqual({ href: recent[0]!.link, opener: false, referrer: '' });
  const views = await waitInPage(driver, 'a view counted on Enter', counted, 2);
  expect(views.map((view) => view.counted)).toEqual([true, true]);

  // The outbound links: a new tab, no opener, no referrer.
  const links = await driver.evaluate(() =>
    [...document.querySelectorAll('a[href]')]
      .filter((a) => new URL((a as HTMLAnchorElement).href).origin !== location.origin)
      .map((a) => ({
        href: a.getAttribute('href'),
        target: a.getAttribute('target'),
        rel: (a.getAttribute('rel') ?? '').split(/\s+/),
      })),
  );
  expect(links.length).toBeGreaterThanOrEqual(OUTBOUND_LINKS_AT_LEAST);
  for (const link of links) {
    expect(link.target, link.href ?? '').toBe('_blank');
    expect(link.rel, link.href ?? '').toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  }

  expect((await driver.evaluate(probe))!.errors).toEqual([]);
}
