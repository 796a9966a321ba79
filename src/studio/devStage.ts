// Dev server only: what the running stage does when the live config or palette changes (new
// sizes, speeds, counts from now on) and when the studio drops a candle. The stage loads this
// module behind import.meta.env.DEV, so production builds leave it out.
import type { EffectsConfig } from '../config/effects.schema.ts';
import { onEffectsChange } from '../effects/liveEffects.ts';
import { spawnFalling } from '../effects/logic/particles.ts';
import { applyConfigChange } from '../effects/logic/stageModel.ts';
import type { StageController } from '../effects/stage/StageController.ts';
import { onPaletteChange } from '../styles/livePalette.ts';
import { onStageCommand } from './devStageCommands.ts';

function resized(old: Uint8Array, length: number): Uint8Array {
  const next = new Uint8Array(length);
  next.set(old.subarray(0, length));
  return next;
}

/** The live config changed: the model follows; what is running (images, a burst) goes on. */
export function followConfigChange(controller: StageController, config: EffectsConfig): void {
  const { model } = controller;
  applyConfigChange(model, config);
  controller.shown = resized(controller.shown, model.pool.slots.length);
  controller.wordShown = resized(controller.wordShown, model.words.length);
}

/** One candle now, outside the spawner's schedule (the studio's "Drop a candle"). */
export function dropCandle(controller: StageController): void {
  const { pool, candleSpec, viewport, candles } = controller.model;
  if (spawnFalling(pool, candleSpec, viewport, controller.rng, 0)) candles.spawned += 1;
}

/** Follow the live config, the palette and the studio's commands until the returned stop. */
export function followLiveChanges(
  controller: StageController,
  config: EffectsConfig,
  rerender: () => void,
): () => void {
  const refresh = () => {
    followConfigChange(controller, config);
    rerender();
  };
  const stops = [
    onEffectsChange(refresh),
    onPaletteChange(refresh),
    onStageCommand(() => dropCandle(controller)),
  ];
  return () => stops.forEach((stop) => stop());
}
