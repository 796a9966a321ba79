// Number formats of the market strip for the content locale: readable tiny prices
// ($0.00001234), compact amounts ($1.23B), signed 24h change with its trend. Pure.
import type { MarketFigures } from './marketFigures.ts';

export type Trend = 'up' | 'down' | 'flat';

/** What the strip shows: text only (null where a figure is not available). */
export interface MarketView {
  price: string;
  change: { text: string; trend: Trend } | null;
  valuation: { kind: 'marketCap' | 'fdv'; text: string } | null;
  liquidity: string | null;
  volume: string | null;
  pairUrl: string | null;
}

/** Below this, plain decimals get too long to read: scientific notation instead. */
const SMALLEST_PLAIN_PRICE = 1e-8;

export function formatPrice(usd: number, locale: string): string {
  const currency = { style: 'currency', currency: 'USD' } as const;
  // 0.99999 would round up to '$1.0' with significant digits: it takes the dollar format.
  if (Number(usd.toPrecision(4)) >= 1) {
    return new Intl.NumberFormat(locale, {
      ...currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(usd);
  }
  if (usd >= SMALLEST_PLAIN_PRICE) {
    return new Intl.NumberFormat(locale, {
      ...currency,
      minimumSignificantDigits: 2,
      maximumSignificantDigits: 4,
    }).format(usd);
  }
  return new Intl.NumberFormat(locale, {
    ...currency,
    notation: 'scientific',
    maximumSignificantDigits: 4,
  }).format(usd);
}

/** Market cap, liquidity, volume: $1.23B, $45.6M, $789K, $12. */
export function formatAmount(usd: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumSignificantDigits: 3,
  }).format(usd);
}

/** A percent change (12.3 means +12.3 %) with its sign, two decimals, and its trend. */
export function formatChange(percent: number, locale: string): { text: string; trend: Trend } {
  const hundredths = Math.round(percent * 100);
  const trend: Trend = hundredths > 0 ? 'up' : hundredths < 0 ? 'down' : 'flat';
  const text = new Intl.NumberFormat(locale, {
    style: 'percent',
    signDisplay: 'exceptZero',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(hundredths / 10_000);
  return { text, trend };
}

export function formatMarket(figures: MarketFigures, locale: string): MarketView {
  const amount = (usd: number | null) => (usd === null ? null : formatAmount(usd, locale));
  return {
    price: formatPrice(figures.priceUsd, locale),
    change:
      figures.change24hPercent === null ? null : formatChange(figures.change24hPercent, locale),
    valuation: figures.valuation && {
      kind: figures.valuation.kind,
      text: formatAmount(figures.valuation.usd, locale),
    },
    liquidity: amount(figures.liquidityUsd),
    volume: amount(figures.volume24hUsd),
    pairUrl: figures.pairUrl,
  };
}
