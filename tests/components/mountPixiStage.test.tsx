// The stage's start and teardown through @pixi/react's createRoot in jsdom (canvas mock, Pixi's
// Canvas renderer): a failed start is a caught rejection, a started stage puts one canvas in its
// host and leaves nothing behind, a stage made ahead of its time shows and ticks only when let,
// and an abort during the start destroys what was made.
import { Application, ImageSource, Texture, Ticker } from 'pixi.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effects } from '../../src/config/effects.ts';
import { mountPixiStage, type MountedStage } from '../../src/effects/stage/mountPixiStage.tsx';
import { resetChaosStore } from '../../src/chaos/chaosStore.ts';

// jsdom decodes no images: each piece of art (once each) loads as a texture of a blank canvas of
// its own.
const art = vi.hoisted(() => ({ made: [] as Texture[] }));
vi.mock('../../src/effects/stage/svgTexture.ts', () => ({
  loadSvgTextures: (urls: readonly string[]) => {
    const made = [...new Set(urls)].map((url): [string, Texture] => {
      const texture = new Texture({
        source: new ImageSource({ resource: document.createElement('canvas') }),
      });
      art.made.push(texture);
      return [url, texture];
    });
    return Promise.resolve(new Map(made));
  },
}));

const canvasChoice = { renderer: 'canvas' as const, forced: false };
let unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeEach(() => {
  unhandled = [];
  art.made = [];
  process.on('unhandledRejection', onUnhandled);
  resetChaosStore({ introSkipped: true });
  window.history.replaceState(null, '', '/?fx-stats');
});

afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
  delete window.__effectsStats;
});

describe('mountPixiStage', () => {
  it('rejects, with no unhandled rejection, when no canvas context starts', async () => {
    // The canvas mock's getContext is itself a mock: swap it by hand and put it back.
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = () => null;
    const host = document.createElement('div');
    try {
      await expect(
        mountPixiStage(host, canvasChoice, effects, new AbortController().signal),
      ).rejects.toThrow();
    } finally {
      HTMLCanvasElement.prototype.getContext = getContext;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(unhandled).toEqual([]);
    expect(host.querySelector('canvas')).toBeNull();
  });

  it('puts one drawing canvas in its host; destroy removes it and destroys the app', async () => {
    const destroy = vi.spyOn(Application.prototype, 'destroy');
    const host = document.createElement('div');
    const stage = await mountPixiStage(host, canvasChoice, effects, new AbortController().signal);
    expect(stage?.renderer).toBe('canvas');
    const canvas = host.querySelector('canvas');
    expect(host.querySelectorAll('canvas')).toHaveLength(1);
    expect(canvas?.dataset.testid).toBe('effects-canvas-surface');
    expect(window.__effectsStats?.poolSize).toBe(effects.stage.poolSize);

    stage?.destroy();
    await vi.waitFor(() => expect(destroy).toHaveBeenCalledTimes(1));
    expect(host.querySelector('canvas')).toBeNull();
    expect([canvas?.width, canvas?.height]).toEqual([0, 0]);
    // The art's textures were the stage's own: destroyed with it.
    const unique = new Set([...effects.candles.textures, ...effects.chaosMode.textures]);
    expect(art.made).toHaveLength(unique.size);
    expect(art.made.every((texture) => texture.destroyed)).toBe(true);
    expect(window.__effectsStats).toBeUndefined();
    expect(unhandled).toEqual([]);
  });

  it('made ahead of its time, shows no canvas and starts no ticker until let draw', async () => {
    const start = vi.spyOn(Ticker.prototype, 'start');
    const host = document.createElement('div');
    let letDraw = () => {};
    const untilDrawing = new Promise<void>((resolve) => (letDraw = resolve));
    let stage: MountedStage | null = null;
    const mounting = mountPixiStage(
      host,
      canvasChoice,
      effects,
      new AbortController().signal,
      untilDrawing,
    ).then((s) => (stage = s));
    // Everything up to drawing is done: the textures are made.
    const unique = new Set([...effects.candles.textures, ...effects.chaosMode.textures]);
    await vi.waitFor(() => expect(art.made).toHaveLength(unique.size));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stage).toBeNull();
    expect(host.querySelector('canvas')).toBeNull();
    expect(start).not.toHaveBeenCalled();
    letDraw();
    await mounting;
    expect(host.querySelectorAll('canvas')).toHaveLength(1);
    expect(start).toHaveBeenCalled();
    const destroy = vi.spyOn(Application.prototype, 'destroy');
    stage!.destroy();
    await vi.waitFor(() => expect(destroy).toHaveBeenCalledTimes(1));
    expect(unhandled).toEqual([]);
  });

  it('destroys what it made when aborted during the start, and resolves to null', async () => {
    const destroy = vi.spyOn(Application.prototype, 'destroy');
    const host = document.createElement('div');
    const abort = new AbortController();
    const starting = mountPixiStage(host, canvasChoice, effects, abort.signal);
    abort.abort();
    await expect(starting).resolves.toBeNull();
    await vi.waitFor(() => expect(destroy).toHaveBeenCalledTimes(1));
    expect(host.querySelector('canvas')).toBeNull();
  });
});
