// The view the stage controller draws on: the pooled sprites and intro texts that the scene
// declares with @pixi/react, reached through their containers' refs. Each frame writes
// positions to these Pixi objects directly; nothing here makes React render.
import type { Container, Sprite, Text, Texture } from 'pixi.js';
import type { EffectsConfig } from '../../config/effects.schema.ts';
import { fitIntroWords, type IntroWordLook, type IntroWordsFit } from '../../intro/introWords.ts';
import type { Particle, Viewport } from '../logic/particles.ts';
import type { StageView } from './StageController.ts';
import type { StagePlaces } from './stats.ts';

export interface StageTextures {
  candle: Texture[];
  chaos: Texture[];
}

export class RefStageView implements StageView {
  private sprites: readonly Sprite[] = [];
  private words: readonly Text[] = [];
  private root: Container | null = null;
  /** The words' fit for the viewport it was made for (remade when the screen's size changes). */
  private fit: { width: number; height: number; fit: IntroWordsFit } | null = null;

  constructor(
    private readonly textures: StageTextures,
    private readonly config: EffectsConfig,
  ) {}

  /** Ref of the container that moves with the shake. */
  attachRoot(container: Container | null): void {
    this.root = container;
  }

  /** Ref of the pool's container: its children are the pooled sprites, one per slot. */
  attachPool(container: Container | null): void {
    this.sprites = (container?.children ?? []) as Sprite[];
  }

  /** Ref of the intro words' container: its children are the texts, one per word. */
  attachWords(container: Container | null): void {
    this.words = (container?.children ?? []) as Text[];
    this.fit = null;
  }

  private fitFor(viewport: Viewport): IntroWordsFit {
    if (this.fit?.width !== viewport.width || this.fit.height !== viewport.height) {
      // Each word's width at size 1 (its local bounds do not include its scale).
      const widths = this.words.map((word) => word.getLocalBounds().width);
      this.fit = { ...viewport, fit: fitIntroWords(widths, viewport, this.config) };
    }
    return this.fit.fit;
  }

  showParticle(slot: number, p: Particle, alpha: number): void {
    const sprite = this.sprites[slot];
    const list = p.kind === 'candle' ? this.textures.candle : this.textures.chaos;
    const texture = list[p.texture % Math.max(1, list.length)];
    if (!sprite || !texture) return;
    if (sprite.texture !== texture) sprite.texture = texture;
    sprite.position.set(p.x, p.y);
    sprite.rotation = p.rotation;
    sprite.scale.set(p.sizePx / Math.max(1, texture.width));
    sprite.alpha = alpha;
    sprite.visible = true;
  }

  hideParticle(slot: number): void {
    const sprite = this.sprites[slot];
    if (sprite) sprite.visible = false;
  }

  showWord(index: number, look: IntroWordLook, viewport: Viewport): void {
    const text = this.words[index];
    if (!text) return;
    const fit = this.fitFor(viewport);
    const middle = (this.words.length - 1) / 2;
    text.position.set(viewport.width / 2, viewport.height / 2 + (index - middle) * fit.gapPx);
    // The pop-in grows from the fitted size, but never past the screen's edges.
    text.scale.set(Math.min(look.scale * fit.scale, fit.maxScales[index] ?? fit.scale));
    text.alpha = look.alpha;
    text.visible = true;
  }

  hideWord(index: number): void {
    const text = this.words[index];
    if (text) text.visible = false;
  }

  setOffset(x: number, y: number): void {
    this.root?.position.set(x, y);
  }

  /** Where the shown sprites and words are, as the last frame left them (the stage's figures). */
  places(): StagePlaces {
    return {
      offset: [this.root?.x ?? 0, this.root?.y ?? 0],
      shown: [...this.sprites, ...this.words]
        .filter((item) => item.visible)
        .map((item) => [item.x, item.y, item.rotation, item.scale.x, item.alpha]),
    };
  }
}
