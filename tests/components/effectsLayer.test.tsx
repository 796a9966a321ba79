// The effects layer's loading and fallback paths in jsdom: it waits for load, a frame and an
// idle moment (each held in turn), and the canvas stage is made during the intro but told to
// draw only after it; with no renderer it loads nothing and logs once; the stage component
// destroys its Pixi app on unmount and survives StrictMode's double mount with one app.
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import EffectsLayer, { type StageLoader } from '../../src/effects/EffectsLayer.tsx';
import type { EffectsStageProps } from '../../src/effects/stage/EffectsStage.tsx';
import type { MountedStage } from '../../src/effects/stage/mountPixiStage.tsx';
import { resetChaosStore, skipIntro } from '../../src/chaos/chaosStore.ts';
import { effects } from '../../src/config/effects.ts';
import { liveEffectsForTest } from '../helpers/liveEffects.ts';

const mountPixiStage = vi.hoisted(() => vi.fn());
vi.mock('../../src/effects/stage/mountPixiStage.tsx', () => ({ mountPixiStage }));

const { default: EffectsStage } = await import('../../src/effects/stage/EffectsStage.tsx');

const fakeStage = () =>
  ({ renderer: 'canvas', destroy: vi.fn<() => void>() }) satisfies MountedStage;
const flush = (ms = 0) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  vi.useFakeTimers();
  mountPixiStage.mockReset();
});

describe('EffectsLayer', () => {
  afterEach(() => void Reflect.deleteProperty(document, 'readyState'));

  for (const [held, what] of [
    ['load', 'the page has loaded'],
    ['frame', 'a frame'],
    ['idle', 'an idle moment'],
  ] as const) {
    it(`fetches the stage chunk only after load, a frame and an idle moment: never before ${what}`, async () => {
      resetChaosStore();
      act(() => skipIntro()); // the intro is over: only the page's own waits are left
      // The page's load, its next frame and an idle moment held until the test lets each go (the
      // browser's order: jsdom has loaded already and has no requestIdleCallback of its own).
      let loaded = false;
      Object.defineProperty(document, 'readyState', {
        configurable: true,
        get: () => (loaded ? 'complete' : 'loading'),
      });
      const frames: FrameRequestCallback[] = [];
      const idles: IdleRequestCallback[] = [];
      vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => frames.push(run));
      vi.stubGlobal('cancelAnimationFrame', () => {});
      vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback) => idles.push(run));
      vi.stubGlobal('cancelIdleCallback', () => {});
      /** Lets every gate but `held` go, as often as the waits ask (each step queues the next). */
      const letGo = async (held?: 'load' | 'frame' | 'idle') => {
        for (let round = 0; round < 4; round += 1) {
          if (held !== 'load') {
            loaded = true;
            window.dispatchEvent(new Event('load'));
          }
          if (held !== 'frame') frames.splice(0).forEach((run) => run(performance.now()));
          const idle = { didTimeout: false, timeRemaining: () => 50 };
          if (held !== 'idle') idles.splice(0).forEach((run) => run(idle));
          await flush(10);
        }
      };
      const loader: StageLoader = vi.fn(() => Promise.resolve({ default: () => null }));
      render(<EffectsLayer loader={loader} />);
      await letGo(held);
      expect(loader).not.toHaveBeenCalled();
      await letGo();
      expect(loader).toHaveBeenCalledTimes(1);
    });
  }

  it.each([true, false])(
    'on the lighter canvas stage fetches and makes the stage during the intro, told to wait for its end only with stage.liteWaitsForIntro (%s)',
    async (waits) => {
      // The config's choice, with the load's own idle wait over before the intro ends.
      const values = structuredClone(effects);
      Object.assign(values.stage, { liteWaitsForIntro: waits, loadIdleTimeoutMs: 0 });
      liveEffectsForTest(values);
      resetChaosStore();
      const Stage = ({ waitsForIntro }: EffectsStageProps) => (
        <div data-testid="stage-stub" data-waits={String(waitsForIntro)} />
      );
      const loader: StageLoader = vi.fn(() => Promise.resolve({ default: Stage }));
      render(<EffectsLayer loader={loader} />);
      expect(loader).not.toHaveBeenCalled();
      await flush(5000);
      // jsdom's canvas gets the lighter canvas stage; the intro is still on, and the stage is
      // there to be made ready (mountPixiStage.test.tsx: it draws nothing until told).
      expect(loader).toHaveBeenCalledTimes(1);
      expect(screen.getByTestId('stage-stub').dataset.waits).toBe(String(waits));
    },
  );

  it('loads nothing when unmounted before the page settles', async () => {
    const loader: StageLoader = vi.fn(() => Promise.resolve({ default: () => null }));
    const { unmount } = render(<EffectsLayer loader={loader} />);
    unmount();
    await flush(5000);
    expect(loader).not.toHaveBeenCalled();
  });

  it('with no renderer renders nothing, fetches no Pixi and logs one line', async () => {
    window.history.replaceState(null, '', '/?fx-renderer=none');
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const loader: StageLoader = vi.fn(() => Promise.resolve({ default: () => null }));
    const { container } = render(
      <>
        <EffectsLayer loader={loader} />
        <EffectsLayer loader={loader} />
      </>,
    );
    await flush(5000);
    expect(loader).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
    // Two layers, one line: the log is once per visit (this is the file's first one).
    expect(info.mock.calls.filter(([m]) => String(m).startsWith('effects:'))).toHaveLength(1);
  });
});

describe('EffectsStage', () => {
  const choice = { renderer: 'canvas' as const, forced: false };

  it('is a fixed, click-through, hidden-from-AT layer; mounts one app under StrictMode and destroys it on unmount', async () => {
    const stage = fakeStage();
    mountPixiStage.mockResolvedValue(stage);
    const { unmount } = render(
      <StrictMode>
        <EffectsStage choice={choice} />
      </StrictMode>,
    );
    const layer = screen.getByTestId('effects-canvas');
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    expect(layer).toHaveStyle({ position: 'fixed', pointerEvents: 'none' });
    await flush(10);
    expect(mountPixiStage).toHaveBeenCalledTimes(1);
    unmount();
    expect(stage.destroy).toHaveBeenCalledTimes(1);
  });

  it('destroys an app that finishes starting after unmount', async () => {
    const stage = fakeStage();
    let finish: (s: MountedStage) => void = () => {};
    mountPixiStage.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { unmount } = render(<EffectsStage choice={choice} />);
    await flush(10);
    unmount();
    await act(async () => finish(stage));
    expect(stage.destroy).toHaveBeenCalledTimes(1);
  });

  it.each([true, false])(
    'told to wait for the intro (%s), lets the stage draw only once the intro is over',
    async (waitsForIntro) => {
      resetChaosStore();
      mountPixiStage.mockResolvedValue(fakeStage());
      render(<EffectsStage choice={choice} waitsForIntro={waitsForIntro} />);
      await flush(10);
      const untilDrawing = mountPixiStage.mock.lastCall?.[4] as Promise<void> | undefined;
      if (!waitsForIntro) return expect(untilDrawing).toBeUndefined();
      let drawing = false;
      void untilDrawing!.then(() => (drawing = true));
      await flush(10);
      expect(drawing).toBe(false);
      act(() => skipIntro());
      await flush(0);
      expect(drawing).toBe(true);
    },
  );

  it('renders nothing and logs once when Pixi cannot start', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    mountPixiStage.mockRejectedValue(new Error('No available renderer'));
    render(<EffectsStage choice={choice} />);
    await flush(10);
    expect(mountPixiStage).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('effects-canvas')).not.toBeInTheDocument();
    // This visit already logged its one line (the no-renderer test above): no second one.
    expect(info).not.toHaveBeenCalled();
  });
});
