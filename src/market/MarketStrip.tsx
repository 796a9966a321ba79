// The hero's live market strip under the contract address: price, 24h change, market cap (or
// FDV), liquidity and 24h volume as a labelled list, a Buy link and the source credit. Its
// space is the same with and without figures, so nothing moves when they come, late or never.
import { useEffect, type ReactNode } from 'react';
import { content } from '../config/content.ts';
import { OutboundLink } from '../chaos/OutboundLink.tsx';
import type { Trend } from './marketFormat.ts';
import { marketEnabled, resolveMarketSettings } from './marketSettings.ts';
import { useMarket } from './marketStore.ts';
import { startMarket } from './startMarket.ts';
import './market.css';

const labels = content.market;
const ARROWS: Record<Trend, string> = { up: '▲', down: '▼', flat: '' };

/** A figure not (yet) known: a dash to the eye, words to a screen reader; never a number. */
function Unavailable() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{labels.unavailable}</span>
    </>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="market__item">
      <dt className="market__label">{label}</dt>
      <dd className="market__value" data-testid="market-value">
        {children ?? <Unavailable />}
      </dd>
    </div>
  );
}

function LiveMarketStrip() {
  useEffect(() => startMarket(), []);
  const view = useMarket((s) => s.view);
  // The Buy link comes from the content config alone (no build variable), so it is in the
  // prerendered HTML as it will be after hydration.
  const buyUrl = resolveMarketSettings({})?.buyUrl ?? null;
  const change = view?.change;
  return (
    <div className="market" role="group" aria-label={labels.groupLabel} data-testid="market-strip">
      <dl className="market__figures">
        <Figure label={labels.priceLabel}>{view?.price}</Figure>
        <Figure label={labels.changeLabel}>
          {change ? (
            <span className={`market__change market__change--${change.trend}`}>
              {ARROWS[change.trend] ? (
                <span aria-hidden="true">{`${ARROWS[change.trend]} `}</span>
              ) : null}
              {change.text}
            </span>
          ) : null}
        </Figure>
        <Figure label={view?.valuation?.kind === 'fdv' ? labels.fdvLabel : labels.marketCapLabel}>
          {view?.valuation?.text}
        </Figure>
        <Figure label={labels.liquidityLabel}>{view?.liquidity}</Figure>
        <Figure label={labels.volumeLabel}>{view?.volume}</Figure>
      </dl>
      <div className="market__links">
        {buyUrl ? (
          <OutboundLink href={buyUrl} className="button button--small market__buy">
            {labels.buyLabel}
          </OutboundLink>
        ) : null}
        {view?.pairUrl ? (
          <OutboundLink href={view.pairUrl} className="market__source">
            {labels.sourceLabel}
          </OutboundLink>
        ) : (
          <span className="market__source">{labels.sourceLabel}</span>
        )}
      </div>
    </div>
  );
}

/** Nothing at all when the content config turns the strip off. */
export function MarketStrip() {
  return marketEnabled() ? <LiveMarketStrip /> : null;
}
