// The visible pause/resume control for all motion and auto-updating content (WCAG 2.2.2). On
// small screens only its icon shows; its words stay its accessible name.
import { content } from '../config/content.ts';
import { togglePaused, useChaos } from '../chaos/chaosStore.ts';

export function PauseControl() {
  const paused = useChaos((s) => s.paused);
  return (
    <button
      type="button"
      className="pause-control"
      aria-pressed={paused}
      onClick={togglePaused}
      data-testid="pause-control"
    >
      <span aria-hidden="true" className="pause-control__icon">
        {paused ? '▶' : '❚❚'}
      </span>
      <span className="pause-control__label">
        {paused ? content.pause.resumeLabel : content.pause.pauseLabel}
      </span>
    </button>
  );
}
