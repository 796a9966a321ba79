// Business constants of the live market strip: refresh period, request bound and how long the
// last figures may stand when refreshes fail. Copy and the token's settings are in content.ts.
// Each field's unit, range and meaning: src/config/market.schema.ts (the build checks the values).
import type { MarketConfig } from './market.schema.ts';

export const marketConfig: MarketConfig = {
  refreshEveryMs: 60_000,
  requestTimeoutMs: 10_000,
  staleAfterMs: 5 * 60_000,
};
