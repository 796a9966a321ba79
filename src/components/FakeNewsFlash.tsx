// The 'FAKE NEWS!' flash shown for 2 s by the hero icon and by suspicious news cards.
// Its pulse rate comes from the effects config and stays within WCAG 2.3.1 (at most 3 a second).
import type { CSSProperties } from 'react';
import { content } from '../config/content.ts';
import { effects } from '../config/effects.ts';
import { selectFlashVisible, useChaos } from '../store/chaosStore.ts';

const MAX_SAFE_PULSES_PER_SECOND = 3;
const pulseMs = 1000 / Math.min(effects.fakeNewsFlash.pulsesPerSecond, MAX_SAFE_PULSES_PER_SECOND);

export function FakeNewsFlash() {
  const visible = useChaos(selectFlashVisible);
  return (
    <div className="flash-region" aria-live="assertive">
      {visible && (
        <div
          className="flash"
          data-testid="fake-news-flash"
          style={{ '--flash-pulse-ms': `${pulseMs}ms` } as CSSProperties}
        >
          {content.fakeNewsText}
        </div>
      )}
    </div>
  );
}
