// Intro words on the effects stage: which of the words show, and their pop-in, from the
// store's intro time (the schedule is config data, not timers).
import type { EffectsConfig } from '../../config/effects.schema.ts';

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
    const age = at === undefined ? -1 : introElapsedMs - at;
    look.visible = introVisible && age >= 0;
    const t = look.visible ? Math.min(1, age / pop) : 0;
    look.scale = 1 + (config.intro.wordPopFromScale - 1) * (1 - t);
    look.alpha = t;
  });
  return looks;
}
