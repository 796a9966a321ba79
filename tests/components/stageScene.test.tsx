// The effects stage's Pixi parts in jsdom (canvas mock, Pixi's Canvas renderer). The @pixi/react
// scene: a pool of stage.poolSize sprites made once and hidden, sprites shown and hidden only
// through `visible` as the ticker runs, following the shared store (chaos mode, shake, pause,
// intro words), and one ticker callback whose identity survives re-renders. The art loader
// (decode stubbed, as jsdom decodes no images): one texture per file, a file that fails is an
// empty texture and a warning while the others still load, each file drawn only once the one
// before it is.
import { createRoot } from '@pixi/react';
import { Container, Sprite, Text, Texture, type Application } from 'pixi.js';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { effects } from '../../src/config/effects.ts';
import type { EffectsConfig } from '../../src/config/effects.schema.ts';
import { createRandom } from '../../src/shared/random.ts';
import { loadSvgTextures } from '../../src/effects/stage/svgTexture.ts';
import { StageScene, type StageSceneProps } from '../../src/effects/stage/StageScene.tsx';
import { createStats, type EffectsStats } from '../../src/effects/stage/stats.ts';
import {
  chaosStore,
  resetChaosStore,
  setChaosRandom,
  setPaused,
  triggerChaosMode,
} from '../../src/chaos/chaosStore.ts';

interface PixiRoot {
  render(children: ReactNode, options: object): Promise<Application>;
}

let root: PixiRoot;
let app: Application;
let now = 0;

/** Render the scene and wait for its commit (onReady). */
async function renderScene(props: Partial<StageSceneProps> = {}): Promise<StageSceneProps> {
  const full: StageSceneProps = {
    config: effects,
    textures: {
      candle: effects.candles.textures.map(() => Texture.WHITE),
      chaos: effects.chaosMode.textures.map(() => Texture.WHITE),
    },
    words: ['ONE', 'TWO', 'THREE'],
    store: chaosStore,
    rng: createRandom(7),
    stats: null,
    ...props,
    onReady: () => {},
  };
  const ready = new Promise<void>((resolve) => (full.onReady = resolve));
  await root.render(<StageScene {...full} />, {});
  await ready;
  return full;
}

/** The scene's layers: [sprite pool, intro words]. */
function layers(): [Container, Container] {
  const [pool, words] = app.stage.children[0]!.children;
  return [pool!, words!];
}

const visibleSprites = () => layers()[0].children.filter((s) => s.visible).length;

/** Run the app's ticker for `ms` in 20 ms frames (the scene's callbacks, then Pixi's render). */
function play(ms: number) {
  for (let t = 0; t < ms; t += 20) {
    now += 20;
    app.ticker.update(now);
  }
}

describe('StageScene', () => {
  beforeEach(async () => {
    now = 1000;
    setChaosRandom(createRandom(3));
    resetChaosStore({ paused: false, reducedMotion: false, introSkipped: true });
    root = createRoot(document.createElement('canvas')) as unknown as PixiRoot;
    app = await root.render(null, {
      preference: ['canvas'],
      width: 800,
      height: 600,
      autoStart: false,
      sharedTicker: false,
    });
    app.ticker.update(now);
  });

  afterEach(() => {
    app.destroy({ removeView: true }, { children: true });
  });

  it('declares stage.poolSize hidden sprites and one hidden text per intro word, shown while the store says the intro runs and hidden once it is over', async () => {
    const { wordTimesMs } = effects.intro;
    const texts = wordTimesMs.map((_, i) => `WORD ${i}`);
    await renderScene({ words: texts });
    const [pool, words] = layers();
    expect(pool.children).toHaveLength(effects.stage.poolSize);
    expect(pool.children.every((s) => s instanceof Sprite && !s.visible)).toBe(true);
    expect(words.children.map((t) => (t as Text).text)).toEqual(texts);
    expect(words.children.every((t) => t instanceof Text && !t.visible)).toBe(true);
    const shownWords = () => words.children.filter((t) => t.visible).length;
    chaosStore.setState({ introSkipped: false, introElapsedMs: wordTimesMs.at(-1)! });
    play(20);
    expect(shownWords()).toBe(wordTimesMs.length);
    chaosStore.setState({ introSkipped: true });
    play(20);
    expect(shownWords()).toBe(0);
  });

  it('shows and hides pooled sprites through `visible` only, as the ticker runs; shakes the scene with the store; nothing moves while paused', async () => {
    const config: EffectsConfig = structuredClone(effects);
    config.candles.textures = []; // chaos images only, so the count is the burst's
    // The test's own burst and shake: enough images in 2 s, and a shake that moves.
    Object.assign(config.chaosMode, { burstCount: 40, durationMs: 8000, imageLifetimeMs: 3000 });
    Object.assign(config.shake, { durationMs: 1000, amplitudePx: 8, frequencyHz: 18 });
    config.chaosMode.maxLiveImages = Math.min(48, config.stage.poolSize);
    const stats: EffectsStats = createStats('canvas', 3, config.stage.poolSize);
    await renderScene({ config, stats });
    const [pool] = layers();
    const sprites = [...pool.children];
    play(500);
    expect(visibleSprites()).toBe(0);

    triggerChaosMode();
    play(2000);
    const shown = visibleSprites();
    expect(shown).toBeGreaterThan(4);
    expect(stats.liveSprites).toBe(shown);

    // A shake in the store moves the whole scene. Paused, nothing moves and the scene is at the
    // origin; resuming carries on; the scene is back at the origin once the shake is over.
    const scene = app.stage.children[0]!;
    const { shakeRuns } = chaosStore.getState();
    chaosStore.setState({ shakeRemainingMs: config.shake.durationMs, shakeRuns: shakeRuns + 1 });
    play(100);
    expect(Math.hypot(scene.position.x, scene.position.y)).toBeGreaterThan(0);
    const places = () => pool.children.map((s) => (s.visible ? `${s.x},${s.y}` : '-'));
    const before = places();
    // The figures the walk in each engine reads (tests/browser/engines/walk.ts) are these.
    expect(stats.places?.().shown.map(([x, y]) => `${x},${y}`)).toEqual(
      before.filter((place) => place !== '-'),
    );
    expect(stats.places?.().offset).toEqual([scene.position.x, scene.position.y]);
    setPaused(true);
    play(2000);
    expect(places()).toEqual(before);
    expect([scene.position.x, scene.position.y]).toEqual([0, 0]);
    setPaused(false);
    play(100);
    expect(places()).not.toEqual(before);
    chaosStore.setState({ shakeRemainingMs: 0 });
    play(20);
    expect([scene.position.x, scene.position.y]).toEqual([0, 0]);

    play(config.chaosMode.durationMs + config.chaosMode.imageLifetimeMs);
    expect(visibleSprites()).toBe(0);
    // The same sprites all along: none made or dropped per frame.
    expect(pool.children).toEqual(sprites);
    expect(stats.frames).toBeGreaterThan(500);
  });

  it('registers one tick callback that keeps its identity across renders: no frame re-renders', async () => {
    const add = vi.spyOn(app.ticker, 'add');
    const remove = vi.spyOn(app.ticker, 'remove');
    const stats = createStats('canvas', 3, effects.stage.poolSize);
    const props = await renderScene({ stats });
    // The scene's step, and the stats recorder (stats are on).
    expect(add).toHaveBeenCalledTimes(2);
    const callbacks = add.mock.calls.map(([fn]) => fn);
    const commits = stats.stageCommits;
    expect(commits).toBe(1);

    triggerChaosMode();
    play(3000);
    expect(stats.stageCommits).toBe(commits);

    // A re-render with the same values (new props object): same callbacks, nothing re-added.
    await renderScene(props);
    expect(stats.stageCommits).toBe(commits + 1);
    expect(add).toHaveBeenCalledTimes(2);
    expect(remove).not.toHaveBeenCalled();
    play(100);
    expect(add.mock.calls.map(([fn]) => fn)).toEqual(callbacks);
  });
});

it('loadSvgTextures makes one texture per file, decoding and drawing one file at a time in order; a file that fails is an empty texture and a warning', async () => {
  onTestFinished(() => {
    delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
  });
  // Decode stubbed: files whose URL names 'broken' fail; the order of decodes and draws noted.
  const steps: string[] = [];
  Object.defineProperty(HTMLImageElement.prototype, 'decode', {
    configurable: true,
    value(this: HTMLImageElement) {
      const name = new URL(this.src).pathname;
      steps.push(`decode ${name}`);
      return name.includes('broken') ? Promise.reject(new Error('undecodable')) : Promise.resolve();
    },
  });
  const drawImage = CanvasRenderingContext2D.prototype.drawImage;
  vi.spyOn(CanvasRenderingContext2D.prototype, 'drawImage').mockImplementation(function (
    this: CanvasRenderingContext2D,
    ...args: Parameters<CanvasRenderingContext2D['drawImage']>
  ) {
    steps.push(`draw ${new URL((args[0] as HTMLImageElement).src).pathname}`);
    return Reflect.apply(drawImage, this, args);
  });
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const textures = await loadSvgTextures(['/a.svg', '/broken.svg', '/b.svg', '/a.svg'], 2);
  expect([...textures.keys()]).toEqual(['/a.svg', '/broken.svg', '/b.svg']);
  expect(steps).toEqual([
    'decode /a.svg',
    'draw /a.svg',
    'decode /broken.svg',
    'decode /b.svg',
    'draw /b.svg',
  ]);
  expect(textures.get('/broken.svg')).toBe(Texture.EMPTY);
  for (const url of ['/a.svg', '/b.svg']) {
    expect(textures.get(url)).not.toBe(Texture.EMPTY);
    expect(textures.get(url)!.source.resolution).toBe(2);
  }
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0]![0])).toContain('/broken.svg');
});
