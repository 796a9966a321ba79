// The tokenomics cards' figures (a share as N%, the total supply, or the card's text) and the
// donut chart's slices: the cards that carry a share of supply.
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

/** The figure a card shows: its share as 'N%', the total supply in digit groups, or its text. */
export function cardFigure(
  card: TokenomicsCard,
  tokenomics: { totalSupply: number; locale: string } = content.tokenomics,
): string {
  if (card.sharePercent !== undefined) return `${card.sharePercent}%`;
  if (card.showsTotalSupply)
    return new Intl.NumberFormat(tokenomics.locale).format(tokenomics.totalSupply);
  return card.value ?? '';
}
