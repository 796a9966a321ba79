// The quote chaos mode picked, in the motion bar beside the meter while chaos mode lasts: a
// visitor who pressed the button far below the quote banner sees the new quote where they are.
// A polite live region, so a screen reader says, once per start, that chaos mode began
// (content.chaosModeStarted, not shown) and its quote: the quote is held as picked at the start,
// so a rotation of the banner while chaos mode runs says nothing again.
import { useState } from 'react';
import { content } from '../config/content.ts';
import { effects } from '../effects/liveEffects.ts';
import { selectQuote, selectQuoteSummoned, useChaos } from './chaosStore.ts';

export function BarQuote() {
  const summoned = useChaos(selectQuoteSummoned);
  const quote = useChaos(selectQuote);
  const runs = useChaos((s) => s.chaosRuns);
  // The quote as it stood when chaos mode last started (set with it, in one store update).
  const [picked, setPicked] = useState({ runs, quote });
  if (picked.runs !== runs) setPicked({ runs, quote });
  return (
    <div className="bar-quote" role="status" data-testid="bar-quote">
      {summoned && (
        <p className="bar-quote__text">
          <span className="visually-hidden">
            {content.chaosModeStarted(effects.chaosMode.meterValue)}{' '}
          </span>
          “{picked.quote}”
        </p>
      )}
    </div>
  );
}
