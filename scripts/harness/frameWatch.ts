// What a visitor's main thread did, seen from inside the page: every animation frame's time
// (requestAnimationFrame), the long animation frames with their scripts (Long Animation Frames
// API), the slow events (Event Timing, 16 ms and over), when the app went live and when the intro
// overlay left. Installed before the page's own scripts; read back once, for the phone start bench.
import type { Page } from 'playwright-core';

export interface LongFrameScript {
  /** The script's file under the site (or 'inline', 'page'), and what ran it. */
  source: string;
  invoker: string;
  durationMs: number;
}

export interface LongFrame {
  startMs: number;
  durationMs: number;
  blockingMs: number;
  /** Its three longest scripts. */
  scripts: LongFrameScript[];
}

export interface SlowEvent {
  name: string;
  startMs: number;
  durationMs: number;
  interactionId: number;
}

export interface WatchedFrames {
  /** Each animation frame's timestamp (ms from navigation start). */
  frames: number[];
  longFrames: LongFrame[];
  events: SlowEvent[];
  hydratedMs: number | null;
  introGoneMs: number | null;
}

/**
 * A string, not a function (tsx would wrap a function's inner functions in a helper the page does
 * not have). The observers are buffered, so what happened before they were made still counts.
 */
const FRAME_WATCHER = `(() => {
  const seen = { frames: [], longFrames: [], events: [], hydratedMs: null, introGoneMs: null };
  window.__frameWatch = seen;
  const tick = (t) => { seen.frames.push(t); requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  const file = (url) => { try { return new URL(url).pathname.split('/').pop() || 'page'; } catch { return url || 'inline'; } };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const scripts = [...(e.scripts || [])]
          .sort((a, b) => b.duration - a.duration).slice(0, 3)
          .map((s) => ({ source: file(s.sourceURL), invoker: /^https?:/.test(s.invoker || '') ? file(s.invoker) : String(s.invoker || s.invokerType || ''), durationMs: s.duration }));
        seen.longFrames.push({ startMs: e.startTime, durationMs: e.duration, blockingMs: e.blockingDuration, scripts });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        seen.events.push({ name: e.name, startMs: e.startTime, durationMs: e.duration, interactionId: e.interactionId || 0 });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {}
  document.addEventListener('DOMContentLoaded', () => {
    const intro = '[data-testid="intro"]';
    const hadIntro = Boolean(document.querySelector(intro));
    const read = () => {
      const now = performance.now();
      if (seen.hydratedMs === null && document.documentElement.dataset.hydrated === 'true') seen.hydratedMs = now;
      if (hadIntro && seen.introGoneMs === null && !document.querySelector(intro)) seen.introGoneMs = now;
      if (seen.hydratedMs !== null && (!hadIntro || seen.introGoneMs !== null)) observer.disconnect();
    };
    const observer = new MutationObserver(read);
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-hydrated'] });
    read();
  });
})();`;

/** Installs the watcher in every document the page opens from now on. */
export async function watchFrames(page: Page): Promise<void> {
  await page.addInitScript(FRAME_WATCHER);
}

export function readWatchedFrames(page: Page): Promise<WatchedFrames> {
  return page.evaluate(() => (window as unknown as { __frameWatch: WatchedFrames }).__frameWatch);
}

/** The page's clock (ms from navigation start), to mark a moment between the watcher's entries. */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}
