// The 'FAKE NEWS!' flash shown for fakeNewsFlash.durationMs by the hero icon and by suspicious
// news cards. Its pulse (global.css) runs at --fx-flash-period: the config's rate, capped by
// WCAG 2.3.1 at 3 a second (src/effects/cssVariables.ts).
import { content } from '../config/content.ts';
import { selectFlashVisible, useChaos } from './chaosStore.ts';

export function FakeNewsFlash() {
  const visible = useChaos(selectFlashVisible);
  return (
    <div className="flash-region" aria-live="assertive">
      {visible && (
        <div className="flash" data-testid="fake-news-flash">
          {content.fakeNewsText}
        </div>
      )}
    </div>
  );
}
