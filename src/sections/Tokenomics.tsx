// Tokenomics: six figure cards, and a doughnut chart with its legend as real text.
import { lazy, Suspense, useRef } from 'react';
import { content } from '../config/content.ts';
import { useNearViewport } from '../shared/useNearViewport.ts';
import { Section } from './Section.tsx';
import { cardFigure, supplyShares } from './tokenomicsShares.ts';

const TokenomicsChart = lazy(() => import('./TokenomicsChart.tsx'));

export function Tokenomics() {
  const chartBox = useRef<HTMLDivElement>(null);
  const near = useNearViewport(chartBox);
  const shares = supplyShares();
  return (
    <Section
      id="tokenomics"
      className="tokenomics"
      title={content.tokenomics.title}
      data-testid="tokenomics"
    >
      <p className="section__intro">{content.tokenomics.intro}</p>
      <div className="tokenomics__layout">
        <ul className="tokenomics__cards">
          {content.tokenomics.cards.map((card) => (
            <li key={card.title} className="tokenomics__card" data-testid="tokenomics-card">
              <h3 className="tokenomics__card-title">{card.title}</h3>
              <p className="tokenomics__value">{cardFigure(card)}</p>
              <p className="tokenomics__note">{card.note}</p>
            </li>
          ))}
        </ul>
        <figure className="tokenomics__chart">
          <div className="tokenomics__canvas-box" ref={chartBox}>
            {near && (
              <Suspense fallback={null}>
                <TokenomicsChart />
              </Suspense>
            )}
          </div>
          <figcaption>
            <span className="visually-hidden">{content.tokenomics.chartLabel}</span>
            <ul className="tokenomics__legend" data-testid="tokenomics-legend">
              {shares.map((share) => (
                <li key={share.label}>
                  <span
                    className="tokenomics__swatch"
                    style={{ background: share.swatch }}
                    aria-hidden="true"
                  />
                  {share.label}: {share.percent}%
                </li>
              ))}
            </ul>
          </figcaption>
        </figure>
      </div>
    </Section>
  );
}
