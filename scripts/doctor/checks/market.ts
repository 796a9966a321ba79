// The market check: the market strip's API (content.market, VITE_MARKET_API_URL) answers for the configured token through the site's own loader, with a pair (warn when none: a new token), readable from the site's origin.
import { content } from '../../../src/config/content.ts';
import { marketConfig } from '../../../src/config/market.ts';
import { formatAmount, formatPrice } from '../../../src/market/marketFormat.ts';
import type { MarketSettings } from '../../../src/market/marketSettings.ts';
import { createMarketLoader, MarketFault, tokenUrl } from '../../../src/market/marketSource.ts';
import { fail, ok, GUIDE, skip, warn, type Finding } from '../check.ts';
import { networkError } from '../http.ts';
import { originProblem } from './cors.ts';

export async function checkMarket(
  market: MarketSettings | null,
  deadline: AbortSignal,
  siteOrigin: string | null,
  timeoutMs = marketConfig.requestTimeoutMs,
): Promise<Finding> {
  if (!market) return skip('the market strip is off (content.market.chainId is empty)');
  if (!market.apiBase) {
    return fail(
      'the market API base is not an http(s) URL',
      'set VITE_MARKET_API_URL or content.market.apiBaseUrl to https://api.dexscreener.com',
      GUIDE.market,
    );
  }
  const apiBase = market.apiBase;
  const url = tokenUrl(market, apiBase);
  let blocked: string | null = null;
  // The site's loader, as the page runs it; the request carries the site's Origin, and the answer's CORS is read.
  const load = createMarketLoader({ ...market, apiBase }, timeoutMs, async (input, init) => {
    const headers = new Headers(init?.headers);
    if (siteOrigin) headers.set('Origin', siteOrigin);
    const signals = [deadline, ...(init?.signal ? [init.signal] : [])];
    let response: Response;
    try {
      response = await fetch(input, { ...init, headers, signal: AbortSignal.any(signals) });
    } catch (error) {
      // The loader reports the message: the system's code says more than "fetch failed".
      throw new Error(networkError(error), { cause: error });
    }
    if (siteOrigin) {
      const problem = originProblem(
        { status: response.status, headers: response.headers, text: '', ms: 0 },
        siteOrigin,
      );
      if (problem) blocked = problem;
    }
    return response;
  });
  try {
    const { figures } = await load();
    if (blocked) {
      return fail(
        `${url} answers, but a browser on ${siteOrigin} could not read it: ${blocked}`,
        'point VITE_MARKET_API_URL at an API that allows the site (DexScreener allows any origin)',
        GUIDE.market,
      );
    }
    const locale = content.market.locale;
    const liquidity =
      figures.liquidityUsd === null
        ? ''
        : `, liquidity ${formatAmount(figures.liquidityUsd, locale)}`;
    return ok(
      `${market.chainId} ${market.tokenAddress}: ${formatPrice(figures.priceUsd, locale)}${liquidity}`,
    );
  } catch (error) {
    const said = error instanceof Error ? error.message : String(error);
    if (error instanceof MarketFault && error.kind === 'no-pair') {
      return warn(
        `${url} answers, but no pair prices ${market.tokenAddress} yet; the strip shows dashes until one exists`,
        'a new token: nothing to do until it has a pool; otherwise check content.market.chainId and tokenAddress',
        GUIDE.market,
      );
    }
    return fail(
      `${url} fails: ${deadline.aborted ? "stopped at the run's time limit" : said}`,
      'check content.market (chainId, tokenAddress) and VITE_MARKET_API_URL',
      GUIDE.market,
    );
  }
}
