// Probes of the effects stage's browser tests (effects, stageCleanup, phoneLayout): "ink" in a
// screenshot, and hiding the page's own content.
import type { Page } from 'playwright-core';

/**
 * Where a PNG has ink (pixels clearly off its most common colour, the background): how many such
 * pixels, and the first and last pixel columns holding any. `page` should be a blank page: the
 * site's CSP rightly refuses to fetch data: URLs.
 */
export async function inkColumns(page: Page, png: Buffer) {
  return page.evaluate(async (base64) => {
    const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.drawImage(bitmap, 0, 0);
    const { data, width } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
    const counts = new Map<number, number>();
    for (let i = 0; i < data.length; i += 4) {
      const key = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const bg = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
    const [r, g, b] = [bg >> 16, (bg >> 8) & 255, bg & 255];
    let total = 0;
    let first = width;
    let last = -1;
    for (let i = 0; i < data.length; i += 4) {
      const d = Math.abs(data[i]! - r) + Math.abs(data[i + 1]! - g) + Math.abs(data[i + 2]! - b);
      if (d <= 60) continue;
      total += 1;
      const x = (i / 4) % width;
      first = Math.min(first, x);
      last = Math.max(last, x);
    }
    return { total, first, last, width };
  }, png.toString('base64'));
}

/** Hide the page's own content so a screenshot shows only the effects stage. */
export async function hidePageContent(page: Page): Promise<void> {
  await page.addStyleTag({
    content: '#root > *:not([data-testid="effects-canvas"]) { visibility: hidden !important; }',
  });
}

/**
 * Init script and its argument: turns off WebGL ('webgl'), every canvas context ('all') or none
 * before the page runs; records unhandled promise rejections (window.__rejections), keeps every
 * WebGL context the page makes so that window.__liveGlContexts() counts those not lost, and counts
 * requestAnimationFrame calls (window.__rafCalls()).
 */
export function canvasProbes(off: 'none' | 'webgl' | 'all'): [(arg: string) => void, string] {
  const script = (off: string) => {
    const contexts: WebGLRenderingContext[] = [];
    const getContext = HTMLCanvasElement.prototype.getContext;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    (HTMLCanvasElement.prototype as any).getContext = function (type: string, ...rest: unknown[]) {
      const webgl = /webgl/i.test(type);
      if (off === 'all' || (off === 'webgl' && webgl)) return null;
      const ctx = (getContext as (...args: unknown[]) => unknown).call(this, type, ...rest);
      if (ctx && webgl && !contexts.includes(ctx as WebGLRenderingContext)) {
        contexts.push(ctx as WebGLRenderingContext);
      }
      return ctx;
    };
    let rafCalls = 0;
    const raf = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => {
      rafCalls += 1;
      return raf(callback);
    };
    const rejections: string[] = [];
    window.addEventListener('unhandledrejection', (e) => rejections.push(String(e.reason)));
    Object.assign(window, {
      __rejections: rejections,
      __liveGlContexts: () => contexts.filter((c) => !c.isContextLost()).length,
      __rafCalls: () => rafCalls,
    });
  };
  return [script, off];
}

/** The unhandled promise rejections canvasProbes recorded. */
export const rejections = (page: Page) =>
  page.evaluate(() => Reflect.get(window, '__rejections') as string[]);
