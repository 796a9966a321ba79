// The intro overlay: the intro words appear one by one, then the overlay gives way to the page.
// The appearing and the leaving are CSS animations timed from the effects config, so the
// prerendered page plays them before any script runs; src/boot.ts pins them to navigation
// start, and the store (which renders the words' accessibility state, the skip button's effect
// and the overlay's removal) follows the same clock.
import type { CSSProperties } from 'react';
import { content } from '../config/content.ts';
import { effects } from '../effects/liveEffects.ts';
import { introWordsShown } from '../chaos/chaosClock.ts';
import { selectIntroVisible, selectShaking, skipIntro, useChaos } from '../chaos/chaosStore.ts';

/** The overlay's class: what covers the page while the intro runs. */
export const INTRO_OVERLAY_CLASS = 'intro';

/** The CSS animation's delay for a word shown at `atMs`; a word with no time never shows. */
function wordTiming(atMs: number | undefined): CSSProperties {
  return atMs === undefined ? { animationName: 'none' } : { animationDelay: `${atMs}ms` };
}

/** The longest intro word's length: the stylesheet sizes the words so that one fits the screen. */
const longestWord = Math.max(1, ...content.introWords.map((word) => word.length));
const wordsStyle = { '--intro-word-chars': longestWord } as CSSProperties;

export function Intro() {
  const visible = useChaos(selectIntroVisible);
  const shown = useChaos((s) => introWordsShown(s, effects));
  const shaking = useChaos(selectShaking);
  // When the effects stage draws the words, the DOM words stay for assistive tech only.
  const onStage = useChaos((s) => s.stageDrawing);
  if (!visible) return null;
  return (
    <div
      className={INTRO_OVERLAY_CLASS}
      data-testid="intro"
      style={{ animationDelay: `${effects.intro.endMs}ms` }}
    >
      <h2
        // No word yet: no heading yet (an empty one says nothing to a screen reader).
        aria-hidden={shown === 0 ? true : undefined}
        className={['intro__words', shaking && 'shaking', onStage && 'intro__words--on-stage']
          .filter(Boolean)
          .join(' ')}
        style={wordsStyle}
      >
        {content.introWords.map((word, index) => (
          <span
            key={word}
            className={index < shown ? 'intro__word intro__word--shown' : 'intro__word'}
            style={wordTiming(effects.intro.wordTimesMs[index])}
            aria-hidden={index < shown ? undefined : true}
          >
            {word}
          </span>
        ))}
      </h2>
      <button type="button" className="intro__skip" onClick={skipIntro}>
        {content.skipIntroLabel}
      </button>
    </div>
  );
}
