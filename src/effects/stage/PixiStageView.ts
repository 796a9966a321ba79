// The Pixi side of the stage view: a pool of sprites made once (toggled visible, never
// created per frame), one Text per intro word, all inside a root container that shakes.
import { Container, Sprite, Text, type Texture } from 'pixi.js';
import type { EffectsConfig } from '../../config/effects.ts';
import type { IntroWordLook } from '../logic/intro.ts';
import type { Particle, Viewport } from '../logic/particles.ts';
import type { StageView } from './StageController.ts';

export interface StageTextures {
  candle: Texture[];
  chaos: Texture[];
}

const WORD_COLOURS = [0xff3b5c, 0xffb020, 0x2bd576];

export class PixiStageView implements StageView {
  readonly root = new Container();
  private readonly sprites: Sprite[] = [];
  private readonly words: Text[] = [];

  constructor(
    private readonly textures: StageTextures,
    capacity: number,
    wordTexts: readonly string[],
    private readonly config: EffectsConfig,
  ) {
    const particles = new Container();
    for (let i = 0; i < capacity; i += 1) {
      const sprite = new Sprite();
      sprite.anchor.set(0.5);
      sprite.visible = false;
      this.sprites.push(sprite);
      particles.addChild(sprite);
    }
    const wordLayer = new Container();
    wordTexts.forEach((word, i) => {
      const text = new Text({
        text: word,
        style: {
          fontFamily: 'system-ui, sans-serif',
          fontWeight: '900',
          fontSize: config.intro.wordSizePx,
          fill: WORD_COLOURS[i % WORD_COLOURS.length],
          stroke: { color: 0x0b0b12, width: 6 },
        },
      });
      text.anchor.set(0.5);
      text.visible = false;
      this.words.push(text);
      wordLayer.addChild(text);
    });
    this.root.addChild(particles, wordLayer);
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
    const gap = this.config.intro.wordSizePx * 1.25;
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
    this.root.position.set(x, y);
  }
}
