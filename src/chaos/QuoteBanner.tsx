// The banner with one of the 8 quotes, rotated by the shared clock every 8 s.
import { content } from '../config/content.ts';
import { useChaos } from './chaosStore.ts';

export function QuoteBanner() {
  const quote = useChaos((s) => content.quotes[s.quoteIndex] ?? content.quotes[0]);
  return (
    <aside className="quote-banner" data-testid="quote-banner" aria-label={content.quoteLabel}>
      <p className="quote-banner__text">“{quote}”</p>
    </aside>
  );
}
