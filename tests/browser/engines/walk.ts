// The visitor's walk, written once and run in Chromium, Firefox ESR and WebKitGTK (one file per
// engine beside this one): one page load at a given width, with or without reduced motion,
// through the intro, the stage, the news, the chart, chaos mode, the pause control and the links.
// Expectations come from the spec, literals or the config files the product reads, never from the
// page's own values. Every wait polls the page (scripts/harness/engines/driver.ts).
import { expect } from 'vitest';
import { content } from '../../../src/config/content.ts';
import { effects } from '../../../src/config/effects.ts';
import { newsConfig } from '../../../src/config/news.ts';
import { waitInPage, type EngineDriver } from '../../../scripts/harness/engines/driver.ts';
import type { ProbeRecord } from '../../../scripts/harness/engines/probe.ts';
import type { EffectsStats } from '../../../src/effects/stage/stats.ts';

const { pageSize, pageIncrement, seedThresholdRows } = newsConfig;
/**
 * What the walk's backend holds: one more story than two pages, and more than the seeding
 * threshold (fewer would have the site call the news function, which adds the sample feed).
 */
export const WALK_STORIES = Math.max(pageSize + pageIncrement + 1, seedThresholdRows + 1);
/** The spec: the hero's four outbound buttons and the footer's three links. */
const OUTBOUND_LINKS_AT_LEAST = 7;

export interface WalkPlan {
  /** The site through the probe proxy (scripts/harness/engines/probe.ts). */
  url: string;
  width: number;
  height: number;
  reducedMotion: boolean;
  /** The stage's renderer in this engine here (rendererChoice.ts: software GL takes the canvas path). */
  renderer: 'webgl' | 'canvas';
}

// Functions run in the page: each must be whole in itself (no name from this module inside).
const probe = () => Reflect.get(window, '__engineProbe') as ProbeRecord | undefined;
const pressed = () =>
  document.querySelector('[data-testid="pause-control"]')?.getAttribute('aria-pressed');

/** Scrolls the element into view (no smooth scrolling: the walk reads the page where it lands). */
function scrollTo(driver: EngineDriver, selector: string): Promise<void> {
  return driver.evaluate(
    (s) => document.querySelector(s)?.scrollIntoView({ block: 'center', behavior: 'instant' }),
    selector,
  );
}

const stageFigures = () => {
  const s = Reflect.get(window, '__effectsStats') as EffectsStats | undefined;
  return { at: performance.now(), frames: s?.frames ?? 0, spawned: s?.candlesSpawned ?? 0 };
};

/**
 * While paused the stage draws frames but nothing moves or spawns (stageModel.ts): over two of
 * the candles' intervals on the page's own clock, with frames drawn, no candle starts.
 */
async function stageHeld(driver: EngineDriver): Promise<void> {
  const start = await driver.evaluate(stageFigures);
  const span = 2 * effects.candles.spawnEveryMs;
  await waitInPage(
    driver,
    `${span} ms of the page's clock with stage frames drawn`,
    ([at, frames, ms]) => {
      const s = Reflect.get(window, '__effectsStats') as EffectsStats | undefined;
      return performance.now() >= at + ms && (s?.frames ?? 0) >= frames + 2;
    },
    [start.at, start.frames, span] as const,
  );
  expect((await driver.evaluate(stageFigures)).spawned, 'candles started while paused').toBe(
    start.spawned,
  );
}

/** Once resumed, candles start again. */
async function stageMoves(driver: EngineDriver): Promise<void> {
  const { spawned } = await driver.evaluate(stageFigures);
  await waitInPage(
    driver,
    'a candle to start',
    (n) => {
      const s = Reflect.get(window, '__effectsStats') as EffectsStats | undefined;
      return (s?.candlesSpawned ?? 0) > n;
    },
    spawned,
  );
}

async function clickPause(driver: EngineDriver, expected: 'true' | 'false'): Promise<void> {
  await driver.click('[data-testid="pause-control"]');
  await waitInPage(
    driver,
    `pause control pressed=${expected}`,
    (e) => {
      const el = document.querySelector('[data-testid="pause-control"]');
      return el?.getAttribute('aria-pressed') === e;
    },
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
  // Shown in order. Not necessarily all: the intro follows the clock from navigation start, so a
  // page stalled past a word's time (seen once in WebKit while the stage started) skips it, and a
  // page that goes live after the intro's end shows none.
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

  // The pause control and the stage: under reduced motion the page starts paused and nothing on
  // the stage moves until the visitor resumes; otherwise it moves, and the control stops it.
  expect(await driver.evaluate(pressed)).toBe(plan.reducedMotion ? 'true' : 'false');
  if (plan.reducedMotion) {
    await stageHeld(driver);
    await clickPause(driver, 'false');
  }
  const drawing = await waitInPage(driver, 'the stage to draw', () => {
    const s = Reflect.get(window, '__effectsStats') as EffectsStats | undefined;
    const canvas = document.querySelector('[data-testid="effects-canvas"] canvas');
    return s && s.frames > 0 && canvas
      ? { renderer: s.renderer, width: canvas.getBoundingClientRect().width, textures: s.textures }
      : null;
  });
  const textures = new Set([...effects.candles.textures, ...effects.chaosMode.textures]).size;
  expect(drawing).toEqual({ renderer: plan.renderer, width: plan.width, textures });
  if (!plan.reducedMotion) {
    await clickPause(driver, 'true');
    await stageHeld(driver);
    await clickPause(driver, 'false');
  }
  await stageMoves(driver);

  // The news: the first page of cards with their pictures loaded, then View More.
  await scrollTo(driver, '#news');
  const cards = () => document.querySelectorAll('[data-testid="news-card"]').length;
  await waitInPage(
    driver,
    `${pageSize} news cards`,
    (n) => {
      return document.querySelectorAll('[data-testid="news-card"]').length === n;
    },
    pageSize,
  );
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
  await driver.click('.news-feed__more');
  const shown = pageSize + pageIncrement;
  await waitInPage(
    driver,
    `${shown} news cards`,
    (n) => {
      return document.querySelectorAll('[data-testid="news-card"]').length === n;
    },
    shown,
  );
  expect(await driver.evaluate(cards)).toBe(shown);
  expect(await driver.evaluate(moreText)).toBe(
    content.news.viewMore(Math.min(pageIncrement, WALK_STORIES - shown)),
  );
  expect(await driver.evaluate(() => document.querySelector('.news-feed__less')?.textContent)).toBe(
    content.news.showLess,
  );

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

  // Chaos mode: the meter at 100, a quote from the config, images falling. Recorded in the page
  // from the press on (the meter is re-rolled every few seconds, the burst passes).
  await scrollTo(driver, '.button--chaos');
  await driver.evaluate(() => {
    const seen = { meter: [] as string[], quotes: [] as string[], maxLive: 0 };
    Reflect.set(window, '__walkChaos', seen);
    const read = () => {
      const meter = document.querySelector('[data-testid="chaos-meter"] [role="meter"]');
      seen.meter.push(meter?.getAttribute('aria-valuenow') ?? '');
      seen.quotes.push(document.querySelector('.quote-banner__text')?.textContent ?? '');
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
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await driver.click('.button--chaos');
  // More sprites at once than the candles alone ever show.
  const candles = Math.ceil(effects.candles.lifetimeMs / effects.candles.spawnEveryMs) + 1;
  const chaos = await waitInPage(
    driver,
    'chaos mode: meter 100, a quote, images',
    (bound) => {
      const seen = Reflect.get(window, '__walkChaos') as {
        meter: string[];
        quotes: string[];
        maxLive: number;
      };
      return seen.meter.includes('100') && seen.maxLive > bound ? seen : null;
    },
    candles,
  );
  const quotes = new Set(content.quotes.map((quote) => `“${quote}”`));
  expect(chaos.quotes.length).toBeGreaterThan(0);
  expect(chaos.quotes.filter((quote) => !quotes.has(quote))).toEqual([]);
  // The shake's offset overflows while it lasts (the body clips it sideways): the page again.
  await waitInPage(driver, 'the shake to end', () => !document.querySelector('.page.shaking'));
  expect(await driver.evaluate(noSidewaysScroll), 'sideways scroll after chaos mode').toBe(true);

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
