// The market strip in jsdom: a labelled description list with neutral placeholders (never a
// number) until figures come, the figures as text with the 24h trend in words and arrow, the
// Buy link, the source credit linked only to an http(s) pair page, and the start-up call.
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { content } from '../../src/config/content.ts';
import { MarketStrip } from '../../src/market/MarketStrip.tsx';
import { setMarketView } from '../../src/market/marketStore.ts';
import { startMarket } from '../../src/market/startMarket.ts';
import type { MarketView } from '../../src/market/marketFormat.ts';

vi.mock('../../src/market/startMarket.ts', () => ({ startMarket: vi.fn() }));

const labels = content.market;
const view: MarketView = {
  price: '$0.00001234',
  change: { text: '-5.67%', trend: 'down' },
  valuation: { kind: 'marketCap', text: '$1.23B' },
  liquidity: '$123K',
  volume: null,
  pairUrl: 'https://dexscreener.com/solana/pair',
};

afterEach(() => void act(() => setMarketView(null)));

function figures(): Record<string, string> {
  const strip = screen.getByRole('group', { name: labels.groupLabel });
  const terms = within(strip).getAllByRole('term');
  const definitions = within(strip).getAllByRole('definition');
  return Object.fromEntries(terms.map((t, i) => [t.textContent, definitions[i]!.textContent]));
}

it('the market strip starts the figures once mounted and shows placeholders, never numbers, until they come, then the figures', () => {
  render(<MarketStrip />);
  expect(startMarket).toHaveBeenCalledTimes(1);
  const shown = figures();
  expect(Object.keys(shown)).toEqual([
    labels.priceLabel,
    labels.changeLabel,
    labels.marketCapLabel,
    labels.liquidityLabel,
    labels.volumeLabel,
  ]);
  for (const value of Object.values(shown)) expect(value).toBe(`—${labels.unavailable}`);
  expect(screen.getByRole('link', { name: labels.buyLabel })).toHaveAttribute(
    'href',
    `https://jup.ag/swap/SOL-${content.contract.address}`,
  );
  expect(screen.queryByRole('link', { name: labels.sourceLabel })).toBeNull();
  expect(screen.getByText(labels.sourceLabel)).toBeInTheDocument();
  // Then the figures as text, the trend by sign and arrow, the source linked to an http(s) pair only.
  act(() => setMarketView(view));
  expect(figures()).toEqual({
    [labels.priceLabel]: '$0.00001234',
    [labels.changeLabel]: '▼ -5.67%',
    [labels.marketCapLabel]: '$1.23B',
    [labels.liquidityLabel]: '$123K',
    [labels.volumeLabel]: `—${labels.unavailable}`,
  });
  const source = screen.getByRole('link', { name: labels.sourceLabel });
  expect(source).toHaveAttribute('href', view.pairUrl);
  expect(source).toHaveAttribute('target', '_blank');
  act(() => setMarketView({ ...view, valuation: { kind: 'fdv', text: '$9M' } }));
  expect(figures()[labels.fdvLabel]).toBe('$9M');
  // A non-http pair URL that slips through is still not linked.
  act(() => setMarketView({ ...view, pairUrl: 'javascript:alert(1)' }));
  expect(screen.queryByRole('link', { name: labels.sourceLabel })).toBeNull();
});
