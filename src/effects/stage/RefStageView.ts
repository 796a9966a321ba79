// The view the stage controller draws on: the pooled sprites and intro texts that the scene
// declares with @pixi/react, reached through stable callback refs. Each frame writes positions
// to these Pixi objects directly; nothing here makes React render.
import type { Container, Sprite, Text, Texture } from 'pixi.js';
import type { EffectsConfig } from '../../config/effects.ts';
import type { IntroWordLook } from '../logic/intro.ts';
import type { Particle, Viewport } from '../logic/particles.ts';
import type { StageView } from './StageController.ts';

export interface StageTextures {
  candle: Texture[];
  chaos: Texture[];
}

type RefCallback<T> = (instance: T | null) => void;

export class RefStageView implements StageView {
  private readonly sprites: (Sprite | null)[];
  private readonly words: (Text | null)[];
  private root: Container | null = null;
  /** One callback ref per pool slot, made once so React never re-attaches them. */
  readonly spriteRefs: RefCallback<Sprite>[];
  /** One callback ref per intro word. */
  readonly wordRefs: RefCallback<Text>[];
  readonly rootRef: RefCallback<Container> = (container) => {
    this.root = container;
  };

  constructor(
    private readonly textures: StageTextures,
    capacity: number,
    wordCount: number,
    private readonly config: EffectsConfig,
  ) {
    this.sprites = new Array<Sprite | null>(capacity).fill(null);
    this.words = new Array<Text | null>(wordCount).fill(null);
    this.spriteRefs = this.sprites.map((_, i) => (sprite) => {
      this.sprites[i] = sprite;
    });
    this.wordRefs = this.words.map((_, i) => (text) => {
      this.words[i] = text;
    });
  }

  showParticle(slot: number, p: Particle, alpha: number): void {
    const sprite = this.sprites[slot];
    const list = p.kind === 'candle' ? this.textures.candle : this.textures.chaos;
    const texture = list[p.texture];
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
    const gap = this.config.intro.wordSizePx * this.config.intro.wordLineHeight;
    const middle = (this.words.length - 1) / 2;
    text.position.set(viewport.width / 2, viewport.height / 2 + (index - middle) * gap);
    text.scale.set(look.scale);
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
}
