// Measures the intro as a visitor sees it, in real time from navigation start: first paint, the
// app going live, each intro word becoming visible and the overlay leaving, under a device
// profile (an unthrottled desktop, or a phone: 4x CPU slowdown and slow 4G through CDP).
// Shared by the intro's browser test (the order, and nothing early) and `npm run bench` (how late).
import type { BrowserContext, Page } from 'playwright-core';

export interface DeviceProfile {
  name: string;
  /** CDP Emulation.setCPUThrottlingRate (1 = none). */
  cpuSlowdown: number;
  /** CDP Network.emulateNetworkConditions, or none. */
  network?: { latencyMs: number; downloadBitsPerSecond: number; uploadBitsPerSecond: number };
}

export const DESKTOP: DeviceProfile = { name: 'desktop, unthrottled', cpuSlowdown: 1 };
export const PHONE: DeviceProfile = {
  name: 'phone: 4× CPU slowdown, 150 ms RTT, 1.6 Mbps down',
  cpuSlowdown: 4,
  network: { latencyMs: 150, downloadBitsPerSecond: 1.6e6, uploadBitsPerSecond: 750e3 },
};

/** Milliseconds from navigation start; null where it never happened in the time allowed. */
export interface IntroTimings {
  firstPaintMs: number | null;
  hydratedMs: number | null;
  wordsMs: (number | null)[];
  overlayGoneMs: number | null;
}

/** Applies the profile's CPU and network throttling to the page through CDP. */
export async function applyProfile(
  context: BrowserContext,
  page: Page,
  profile: DeviceProfile,
): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  if (!profile.network) return;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.network.latencyMs,
    downloadThroughput: profile.network.downloadBitsPerSecond / 8,
    uploadThroughput: profile.network.uploadBitsPerSecond / 8,
  });
}

/**
 * Notes on every animation frame when each intro word's computed opacity first reaches one half,
 * when the overlay first stops being seen (removed, hidden or transparent; not before the page
 * has parsed) and when the app marks itself live. A string, not a function: tsx (the bench)
 * would wrap a function's inner functions in a helper the page does not have.
 */
const INTRO_WATCHER = `
  const seen = { hydratedMs: null, wordsMs: [], overlayGoneMs: null };
  window.__introSeen = seen;
  const look = () => {
    const now = performance.now();
    if (seen.hydratedMs === null && document.documentElement.dataset.hydrated === 'true') {
      seen.hydratedMs = now;
    }
    document.querySelectorAll('.intro__word').forEach((word, i) => {
      if (seen.wordsMs[i] == null && Number(getComputedStyle(word).opacity) >= 0.5) {
        seen.wordsMs[i] = now;
      }
      seen.wordsMs[i] ??= null;
    });
    const intro = document.querySelector('.intro');
    const style = intro && getComputedStyle(intro);
    const shown = style && style.visibility !== 'hidden' && Number(style.opacity) > 0;
    if (!shown && document.readyState !== 'loading' && seen.overlayGoneMs === null) {
      seen.overlayGoneMs = now;
    }
    if (seen.overlayGoneMs === null || seen.hydratedMs === null) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
`;

/** Installs the watcher before any of the page's own scripts. */
export async function watchIntro(page: Page): Promise<void> {
  await page.addInitScript(INTRO_WATCHER);
}

/** Reads what the watcher saw, once the overlay has gone (or the timeout passed; 0: no timeout). */
export async function readIntroTimings(page: Page, timeoutMs = 20_000): Promise<IntroTimings> {
  await page
    .waitForFunction(
      () => (Reflect.get(window, '__introSeen') as IntroTimings | undefined)?.overlayGoneMs != null,
      undefined,
      { timeout: timeoutMs, polling: 100 },
    )
    .catch(() => undefined);
  return page.evaluate(() => {
    // What the watcher keeps on window.__introSeen: all but the first paint.
    const seen = Reflect.get(window, '__introSeen') as Omit<IntroTimings, 'firstPaintMs'>;
    const paint = performance.getEntriesByName('first-paint')[0];
    return { firstPaintMs: paint ? paint.startTime : null, ...seen };
  });
}
