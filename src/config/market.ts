// Business constants of the live market strip: refresh period, request bound and how long the
// last figures may stand when refreshes fail. Copy and the token's settings are in content.ts.

export interface MarketConfig {
  /** Time between two automatic refreshes while the tab is visible and motion runs (ms). */
  refreshEveryMs: number;
  /** Longest wait for one API request before it is abandoned (ms). */
  requestTimeoutMs: number;
  /** Figures older than this are taken down when refreshes keep failing (ms). */
  staleAfterMs: number;
}

export const marketConfig: MarketConfig = {
  refreshEveryMs: 60_000,
  requestTimeoutMs: 10_000,
  staleAfterMs: 5 * 60_000,
};
