// The donut chart's slices: the tokenomics cards that carry a share of supply.
import { content, type TokenomicsCard } from '../config/content.ts';
import { palette } from '../styles/livePalette.ts';
import { paletteVariableName } from '../styles/paletteCss.ts';

export interface Share {
  label: string;
  percent: number;
  /** A CSS colour: the card's palette colour (for the chart's canvas). */
  color: string;
  /** The same colour as its CSS variable (for the legend: it follows a palette change). */
  swatch: string;
}

export function supplyShares(cards: readonly TokenomicsCard[] = content.tokenomics.cards): Share[] {
  return cards.flatMap((card) =>
    card.sharePercent !== undefined && card.color
      ? [
          {
            label: card.title,
            percent: card.sharePercent,
            color: palette[card.color],
            swatch: `var(${paletteVariableName(card.color)})`,
          },
        ]
      : [],
  );
}

export function describeShares(shares: Share[]): string {
  return shares.map((share) => `${share.label} ${share.percent}%`).join(', ');
}
