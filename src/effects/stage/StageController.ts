// Drives the effects stage each frame without Pixi: reads the shared store with getState(),
// steps the pure model, and copies the result onto a view (Pixi in the page, a fake in tests).
import type { EffectsConfig } from '../../config/effects.schema.ts';
import type { Random } from '../../shared/random.ts';
import type { ChaosState } from '../../chaos/chaosState.ts';
import type { IntroWordLook } from '../../intro/introWords.ts';
import { particleAlpha, type Particle, type Viewport } from '../logic/particles.ts';
import {
  createStageInput,
  createStageModel,
  readStageInput,
  stepStage,
  type StageInput,
  type StageModel,
} from '../logic/stageModel.ts';

/** What the controller draws on: one sprite per pool slot, one text per intro word. */
export interface StageView {
  showParticle(slot: number, particle: Particle, alpha: number): void;
  hideParticle(slot: number): void;
  showWord(index: number, look: IntroWordLook, viewport: Viewport): void;
  hideWord(index: number): void;
  /** Offset of the whole stage from its origin (CSS px). */
  setOffset(x: number, y: number): void;
}

export interface ReadableStore {
  getState(): ChaosState;
}

export class StageController {
  readonly model: StageModel;
  private readonly input: StageInput;
  /** Which pool slots and intro words are on screen (resized by devStage.ts in the dev server). */
  shown: Uint8Array;
  wordShown: Uint8Array;

  constructor(
    private readonly view: StageView,
    private readonly store: ReadableStore,
    private readonly config: EffectsConfig,
    readonly rng: Random,
    viewport: Viewport,
  ) {
    this.input = readStageInput(store.getState(), config, createStageInput());
    this.model = createStageModel(config, this.input, viewport);
    this.shown = new Uint8Array(this.model.pool.slots.length);
    this.wordShown = new Uint8Array(this.model.words.length);
  }

  resize(width: number, height: number): void {
    this.model.viewport.width = width;
    this.model.viewport.height = height;
  }

  /** One frame: dtMs of real time (capped like the store's clock). */
  tick(dtMs: number): void {
    const dt = Math.max(0, Math.min(dtMs, this.config.clock.maxStepMs));
    readStageInput(this.store.getState(), this.config, this.input);
    stepStage(this.model, this.input, dt, this.config, this.rng);
    this.draw();
  }

  liveSprites(): number {
    let n = 0;
    for (let i = 0; i < this.shown.length; i += 1) n += this.shown[i] ?? 0;
    for (let i = 0; i < this.wordShown.length; i += 1) n += this.wordShown[i] ?? 0;
    return n;
  }

  private draw(): void {
    const { slots } = this.model.pool;
    for (let i = 0; i < slots.length; i += 1) {
      const p = slots[i];
      if (p?.live) {
        this.view.showParticle(i, p, particleAlpha(p, this.config.stage.fadeFraction));
        this.shown[i] = 1;
      } else if (this.shown[i]) {
        this.view.hideParticle(i);
        this.shown[i] = 0;
      }
    }
    const { words, viewport, shake } = this.model;
    for (let i = 0; i < words.length; i += 1) {
      const look = words[i];
      if (look?.visible) {
        this.view.showWord(i, look, viewport);
        this.wordShown[i] = 1;
      } else if (this.wordShown[i]) {
        this.view.hideWord(i);
        this.wordShown[i] = 0;
      }
    }
    this.view.setOffset(shake.x, shake.y);
  }
}
