// The stage's start and teardown through @pixi/react's createRoot in jsdom (canvas mock, Pixi's
// Canvas renderer): a failed start is a caught rejection, a started stage puts one canvas in its
// host and leaves nothing behind, a stage made ahead of its time shows and ticks only when let,
// and an abort during the start destroys what was made.
import { Application, ImageSource, Texture, Ticker } from 'pixi.js';
import { afterEach, beforeEach, expect, it, vi, type MockInstance } from 'vitest';
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

const artFiles = new Set([...effects.candles.textures, ...effects.chaosMode.textures]).size;
let unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
let host: HTMLDivElement;
let destroy: MockInstance<Application['destroy']>;

const mount = (signal = new AbortController().signal, untilDrawing?: Promise<void>) =>
  mountPixiStage(host, { renderer: 'canvas', forced: false }, effects, signal, untilDrawing);

beforeEach(() => {
  unhandled = [];
  art.made = [];
  host = document.createElement('div');
  destroy = vi.spyOn(Application.prototype, 'destroy');
  process.on('unhandledRejection', onUnhandled);
  resetChaosStore({ introSkipped: true });
  window.history.replaceState(null, '', '/?fx-stats');
});

afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
  delete window.__effectsStats;
  expect(unhandled).toEqual([]);
});

it('mountPixiStage rejects, with no unhandled rejection, when no canvas context starts', async () => {
  // The canvas mock's getContext is itself a mock: swap it by hand and put it back.
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = () => null;
  try {
    await expect(mount()).rejects.toThrow();
  } finally {
    HTMLCanvasElement.prototype.getContext = getContext;
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(host.querySelector('canvas')).toBeNull();
});

it('mountPixiStage puts one drawing canvas in its host; destroy removes it and destroys the app', async () => {
  const stage = await mount();
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
  expect(art.made).toHaveLength(artFiles);
  expect(art.made.every((texture) => texture.destroyed)).toBe(true);
  expect(window.__effectsStats).toBeUndefined();
});

it('mountPixiStage made ahead of its time, shows no canvas and starts no ticker until let draw', async () => {
  const start = vi.spyOn(Ticker.prototype, 'start');
  let letDraw = () => {};
  let stage: MountedStage | null = null;
  const mounting = mount(undefined, new Promise<void>((resolve) => (letDraw = resolve))).then(
    (s) => (stage = s),
  );
  // Everything up to drawing is done: the textures are made.
  await vi.waitFor(() => expect(art.made).toHaveLength(artFiles));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(stage).toBeNull();
  expect(host.querySelector('canvas')).toBeNull();
  expect(start).not.toHaveBeenCalled();
  letDraw();
  await mounting;
  expect(host.querySelectorAll('canvas')).toHaveLength(1);
  expect(start).toHaveBeenCalled();
  stage!.destroy();
  await vi.waitFor(() => expect(destroy).toHaveBeenCalledTimes(1));
});

it('mountPixiStage destroys what it made when aborted during the start, and resolves to null', async () => {
  const abort = new AbortController();
  const starting = mount(abort.signal);
  abort.abort();
  await expect(starting).resolves.toBeNull();
  await vi.waitFor(() => expect(destroy).toHaveBeenCalledTimes(1));
  expect(host.querySelector('canvas')).toBeNull();
});
