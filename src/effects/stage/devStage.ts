// Dev server only: what the running stage does when the live config changes (new sizes, speeds,
// counts from now on) and when the studio drops a candle. Standalone functions, called only
// behind import.meta.hot, so production builds leave them out.
import type { EffectsConfig } from '../../config/effects.schema.ts';
import { spawnFalling } from '../logic/particles.ts';
import { applyConfigChange } from '../logic/stageModel.ts';
import type { StageController } from './StageController.ts';

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
