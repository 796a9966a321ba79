// The only module that calls the market API: GET {api}/tokens/v1/{chainId}/{tokenAddress} on
// DexScreener's public API, bounded by a timeout, read into checked figures. Every failure is
// a MarketFault with its kind, for the caller to log. Loaded in the market's own chunk.
import { marketConfig } from '../config/market.ts';
import { readMarket, type MarketFigures } from './marketFigures.ts';
import type { MarketSettings } from './marketSettings.ts';

export type MarketFaultKind =
  'network' | 'timeout' | 'http' | 'json' | 'shape' | 'no-pair' | 'fields';

export class MarketFault extends Error {
  constructor(
    readonly kind: MarketFaultKind,
    message: string,
  ) {
    super(message);
    this.name = 'MarketFault';
  }
}

export interface MarketLoad {
  figures: MarketFigures;
  /** Fields of the chosen pair that were present but unusable (shown as not available). */
  invalidFields: string[];
}

export type LoadMarket = () => Promise<MarketLoad>;

export function tokenUrl(
  settings: Pick<MarketSettings, 'chainId' | 'tokenAddress'>,
  apiBase: string,
): string {
  const chain = encodeURIComponent(settings.chainId);
  const token = encodeURIComponent(settings.tokenAddress);
  return `${apiBase}/tokens/v1/${chain}/${token}`;
}

/**
 * A loader for the token's figures. The timeout runs on setTimeout (so a page clock moves it)
 * and covers the whole exchange, body included.
 */
export function createMarketLoader(
  settings: MarketSettings & { apiBase: string },
  timeoutMs: number = marketConfig.requestTimeoutMs,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): LoadMarket {
  const url = tokenUrl(settings, settings.apiBase);
  return async function loadMarket(): Promise<MarketLoad> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    let body: unknown;
    try {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          signal: controller.signal,
          headers: { accept: 'application/json' },
          credentials: 'omit',
        });
      } catch (error) {
        if (timedOut) throw new MarketFault('timeout', `no answer within ${timeoutMs} ms`);
        throw new MarketFault('network', error instanceof Error ? error.message : String(error));
      }
      if (!response.ok) throw new MarketFault('http', `HTTP ${response.status}`);
      try {
        body = await response.json();
      } catch (error) {
        if (timedOut) throw new MarketFault('timeout', `no answer within ${timeoutMs} ms`);
        throw new MarketFault('json', error instanceof Error ? error.message : String(error));
      }
    } finally {
      clearTimeout(timer);
    }
    const reading = readMarket(body, settings);
    if (!reading.ok) throw new MarketFault(reading.fault, reading.message);
    return { figures: reading.figures, invalidFields: reading.invalidFields };
  };
}
