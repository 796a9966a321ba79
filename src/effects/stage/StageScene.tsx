// The effects stage declared with @pixi/react: a container that shakes, holding the pool of
// sprites (made once, toggled by `visible`) and the intro words as texts. One stable ticker
// callback reads the store with getState(), steps the pure model and writes through refs: after
// the first commit the scene never renders again, whatever the frame rate.
import { extend, useApplication, useTick } from '@pixi/react';
import {
  Container,
  Sprite,
  Text,
  UPDATE_PRIORITY,
  type TextStyleFontWeight,
  type TextStyleOptions,
  type Ticker,
} from 'pixi.js';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EffectsConfig } from '../../config/effects.schema.ts';
import { palette, resolveColour } from '../../styles/livePalette.ts';
import type { Random } from '../../shared/random.ts';
import { RefStageView, type StageTextures } from './RefStageView.ts';
import { StageController, type ReadableStore } from './StageController.ts';
import { countStageCommit, exposePlaces, recordFrame, type EffectsStats } from './stats.ts';

extend({ Container, Sprite, Text });

export interface StageSceneProps {
  config: EffectsConfig;
  textures: StageTextures;
  /** The intro words the stage draws; none when the intro was over before the stage started. */
  words: readonly string[];
  store: ReadableStore;
  rng: Random;
  /** Debug figures (`?fx-stats`), or null. */
  stats: EffectsStats | null;
  /** Called once the scene is committed and its ticker callbacks are registered. */
  onReady: () => void;
}

function wordStyle(config: EffectsConfig, index: number): TextStyleOptions {
  const { intro } = config;
  return {
    fontFamily: intro.wordFontFamily,
    fontWeight: intro.wordFontWeight as TextStyleFontWeight,
    fontSize: intro.wordSizePx,
    fill: resolveColour(intro.wordColours[index % intro.wordColours.length] ?? palette.white),
    stroke: { color: resolveColour(intro.wordStrokeColour), width: intro.wordStrokePx },
  };
}

/** The scene's props are read once: it is rendered once per Pixi app. */
export function StageScene({
  config,
  textures,
  words,
  store,
  rng,
  stats,
  onReady,
}: StageSceneProps) {
  const { app } = useApplication();
  const [view] = useState(() => new RefStageView(textures, config));
  const [controller] = useState(
    () =>
      new StageController(view, store, config, rng, {
        width: app.screen.width,
        height: app.screen.height,
      }),
  );
  // Bumped in the dev server when the live config or palette changes: the scene then renders
  // again with the new pool size and word looks. Never in production.
  const [revision, setRevision] = useState(0);
  const wordStyles = useMemo(
    () => words.map((_, i) => wordStyle(config, i)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- revision: the config changed in place
    [words, config, revision],
  );
  const slots = useMemo(
    () => Array.from({ length: config.stage.poolSize }, (_, i) => i),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- revision: the config changed in place
    [config, revision],
  );
  const bindRoot = useCallback((c: Container | null) => view.attachRoot(c), [view]);
  const bindPool = useCallback((c: Container | null) => view.attachPool(c), [view]);
  const bindWords = useCallback((c: Container | null) => view.attachWords(c), [view]);
  const frameStart = useRef(0);

  const step = useCallback(
    (ticker: Ticker) => {
      if (stats) frameStart.current = performance.now();
      controller.resize(app.screen.width, app.screen.height);
      controller.tick(ticker.deltaMS);
    },
    [app, controller, stats],
  );
  // Runs after Pixi has rendered the frame, so the figure includes the render.
  const record = useCallback(() => {
    if (!stats) return;
    const frameMs = performance.now() - frameStart.current;
    recordFrame(stats, frameMs, controller.liveSprites(), controller.model.candles);
  }, [controller, stats]);
  useTick({ callback: step, priority: UPDATE_PRIORITY.HIGH });
  useTick({ callback: record, priority: UPDATE_PRIORITY.UTILITY, isEnabled: stats !== null });

  useEffect(() => {
    countStageCommit(stats);
  });
  useEffect(() => {
    exposePlaces(stats, () => view.places());
  }, [stats, view]);
  useEffect(() => {
    onReady();
  }, [onReady]);
  // Dev server only: the stage follows the live config and palette, and the studio's commands
  // (src/studio/devStage.ts, loaded behind import.meta.env.DEV, so production leaves it out).
  useEffect(() => {
    if (!import.meta.env.DEV) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('../../studio/devStage.ts').then(({ followLiveChanges }) => {
      if (stopped) return;
      stop = followLiveChanges(controller, config, () => setRevision((n) => n + 1));
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [controller, config]);

  return (
    <pixiContainer ref={bindRoot}>
      <pixiContainer ref={bindPool}>
        {slots.map((slot) => (
          <pixiSprite key={slot} anchor={0.5} visible={false} />
        ))}
      </pixiContainer>
      <pixiContainer ref={bindWords}>
        {words.map((word, i) => (
          <pixiText key={i} text={word} style={wordStyles[i]} anchor={0.5} visible={false} />
        ))}
      </pixiContainer>
    </pixiContainer>
  );
}
