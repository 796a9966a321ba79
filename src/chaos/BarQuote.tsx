// The quote chaos mode picked, in the motion bar beside the meter while chaos mode lasts: a
// visitor who pressed the button far below the quote banner sees the new quote where they are.
// A polite live region, so a screen reader says the new quote too.
import { selectQuote, selectQuoteSummoned, useChaos } from './chaosStore.ts';

export function BarQuote() {
  const summoned = useChaos(selectQuoteSummoned);
  const quote = useChaos(selectQuote);
  return (
    <div className="bar-quote" role="status" data-testid="bar-quote">
      {summoned && <p className="bar-quote__text">“{quote}”</p>}
    </div>
  );
}
