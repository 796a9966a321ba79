// Intro words on the effects stage: which of the words show, and their pop-in, from the
// store's intro time (the schedule is config data, not timers); and how big they can be drawn
// so that they fit the screen.
import type { EffectsConfig } from '../config/effects.schema.ts';
import type { Viewport } from '../effects/logic/particles.ts';

export interface IntroWordLook {
  visible: boolean;
  /** Size factor (1 = wordSizePx); starts at wordPopFromScale and settles during wordPopMs. */
  scale: number;
  /** 0..1 */
  alpha: number;
}

export function createIntroLooks(count: number): IntroWordLook[] {
  return Array.from({ length: count }, () => ({ visible: false, scale: 1, alpha: 0 }));
}

/** Fill `looks` for the intro at `introElapsedMs`; nothing shows once the intro is over. */
export function layoutIntroWords(
  looks: IntroWordLook[],
  introElapsedMs: number,
  introVisible: boolean,
  config: EffectsConfig,
): IntroWordLook[] {
  const pop = Math.max(1, config.intro.wordPopMs);
  looks.forEach((look, i) => {
    const at = config.intro.wordTimesMs[i];
    // Stryker disable next-line ConditionalExpression: without the check the age is NaN, which is not >= 0 either
    const age = at === undefined ? -1 : introElapsedMs - at;
    look.visible = introVisible && age >= 0;
    const t = look.visible ? Math.min(1, age / pop) : 0;
    look.scale = 1 + (config.intro.wordPopFromScale - 1) * (1 - t);
    look.alpha = t;
  });
  return looks;
}

export interface IntroWordsFit {
  /** Size factor for every word (at most 1: a small screen draws the words smaller). */
  scale: number;
  /** Distance between two words' centres (CSS px). */
  gapPx: number;
  /** Each word's largest size factor, its pop-in included, that still fits the width. */
  maxScales: number[];
}

/**
 * Fits the words, `widthsPx` wide at size 1, on `viewport`, leaving intro.wordEdgeMarginPx at
 * every edge: the widest word within the width, the column of words within the height.
 */
export function fitIntroWords(
  widthsPx: readonly number[],
  viewport: Viewport,
  config: EffectsConfig,
): IntroWordsFit {
  const { wordSizePx, wordLineHeight, wordEdgeMarginPx } = config.intro;
  const roomWidth = Math.max(1, viewport.width - 2 * wordEdgeMarginPx);
  const roomHeight = Math.max(1, viewport.height - 2 * wordEdgeMarginPx);
  const gap = wordSizePx * wordLineHeight;
  const columnHeight = Math.max(0, widthsPx.length - 1) * gap + wordSizePx;
  const widest = Math.max(1, ...widthsPx);
  const scale = Math.min(1, roomWidth / widest, roomHeight / columnHeight);
  return {
    scale,
    gapPx: gap * scale,
    maxScales: widthsPx.map((width) => Math.max(scale, roomWidth / Math.max(1, width))),
  };
}
