// The tokenomics cards' figures and the donut chart's slices (src/sections/tokenomicsShares.ts)
// for any content config the build accepts: the cards the token team writes, any titles, shares,
// colours, supply and locale.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { palette } from '../../src/config/palette.ts';
import type { TokenomicsCard } from '../../src/config/content.ts';
import { cardFigure, describeShares, supplyShares } from '../../src/sections/tokenomicsShares.ts';
import { anyContent } from '../helpers/validConfigs.ts';

it("tokenomics: the chart's slices are the cards with a share, in order and in their palette colours, adding up to 100; each card shows its share, the supply or its text", () => {
  fc.assert(
    fc.property(anyContent, (any) => {
      const { cards, totalSupply, locale } = any.tokenomics;
      const sliced = (cards as readonly TokenomicsCard[]).filter(
        (c) => c.sharePercent !== undefined,
      );
      const shares = supplyShares(cards as readonly TokenomicsCard[]);
      expect(shares.length).toBeGreaterThan(0);
      expect(shares).toEqual(
        sliced.map((card) => ({
          label: card.title,
          percent: card.sharePercent,
          color: palette[card.color!],
          swatch: `var(--${card.color!.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)})`,
        })),
      );
      expect(shares.reduce((sum, share) => sum + share.percent, 0)).toBeCloseTo(100, 9);
      expect(describeShares(shares)).toBe(
        sliced.map((card) => `${card.title} ${card.sharePercent}%`).join(', '),
      );
      for (const card of cards as readonly TokenomicsCard[]) {
        const figure = cardFigure(card, { totalSupply, locale });
        if (card.sharePercent !== undefined) expect(figure).toBe(`${card.sharePercent}%`);
        else if (card.showsTotalSupply) {
          // The locale's own digits (Arabic, Devanagari, …), read back one by one.
          const digits = Array.from({ length: 10 }, (_, d) =>
            new Intl.NumberFormat(locale).format(d),
          );
          const read = [...figure].map((c) => digits.indexOf(c)).filter((d) => d >= 0);
          expect(read.join('')).toBe(String(totalSupply));
        } else expect(figure).toBe(card.value);
      }
    }),
    { numRuns: 25 },
  );
});
