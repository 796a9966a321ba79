// The intro overlay: the intro words appear one by one, then the overlay gives way to the page.
import { content } from '../config/content.ts';
import { effects } from '../config/effects.ts';
import { introWordsShown } from '../store/chaosClock.ts';
import { selectIntroVisible, selectShaking, skipIntro, useChaos } from '../store/chaosStore.ts';

export function Intro() {
  const visible = useChaos(selectIntroVisible);
  const shown = useChaos((s) => introWordsShown(s, effects));
  const shaking = useChaos(selectShaking);
  // When the effects stage draws the words, the DOM words stay for assistive tech only.
  const onStage = useChaos((s) => s.stageDrawing);
  if (!visible) return null;
  return (
    <div className="intro" data-testid="intro">
      <h2
        className={['intro__words', shaking && 'shaking', onStage && 'intro__words--on-stage']
          .filter(Boolean)
          .join(' ')}
      >
        {content.introWords.map((word, index) => (
          <span
            key={word}
            className={index < shown ? 'intro__word intro__word--shown' : 'intro__word'}
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
