// The market strip's own zustand store: the figures as shown (text), or null while there are
// none (before the first answer, after faults, or once the last figures are too old).
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { MarketView } from './marketFormat.ts';

export interface MarketState {
  view: MarketView | null;
}

export const marketStore = createStore<MarketState>()(() => ({ view: null }));

export function useMarket<T>(selector: (state: MarketState) => T): T {
  return useStore(marketStore, selector);
}

export function setMarketView(view: MarketView | null): void {
  marketStore.setState({ view });
}
