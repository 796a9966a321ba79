// The banner with one of the 8 quotes, rotated by the shared clock every 8 s.
import { content } from '../config/content.ts';
import { selectQuote, useChaos } from './chaosStore.ts';

export function QuoteBanner() {
  const quote = useChaos(selectQuote);
  return (
    <aside className="quote-banner" data-testid="quote-banner" aria-label={content.quoteLabel}>
      <p className="quote-banner__text">“{quote}”</p>
    </aside>
  );
}
