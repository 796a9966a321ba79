// The market strip's settings from the content config and the build's environment: whether it
// is on, which token on which chain, the API base (VITE_MARKET_API_URL wins) and the Buy link.
// Shared by the page and the build (the CSP allows exactly the API's origin).
import { content } from '../config/content.ts';
import { isHttpUrl } from '../shared/safeUrl.ts';

export interface MarketContentSettings {
  chainId: string;
  tokenAddress: string;
  apiBaseUrl: string;
  buyUrl: string;
}

export interface MarketSettings {
  chainId: string;
  tokenAddress: string;
  /** http(s) API base without a trailing slash, or null when none is usable (no request). */
  apiBase: string | null;
  /** http(s) swap page, or null (no Buy link). */
  buyUrl: string | null;
}

const defaults: MarketContentSettings = {
  ...content.market,
  tokenAddress: content.market.tokenAddress || content.contract.address,
};

/** Chains on Uniswap's web app, by DexScreener chain id -> Uniswap's `chain` parameter. */
const UNISWAP_CHAINS: Record<string, string> = {
  ethereum: 'mainnet',
  base: 'base',
  arbitrum: 'arbitrum',
  optimism: 'optimism',
  polygon: 'polygon',
};

/** A swap page for the token on its chain's main exchange; DexScreener's token page otherwise. */
export function defaultBuyUrl(chainId: string, tokenAddress: string): string {
  const token = encodeURIComponent(tokenAddress);
  if (chainId === 'solana') return `https://jup.ag/swap/SOL-${token}`;
  if (chainId === 'bsc') return `https://pancakeswap.finance/swap?outputCurrency=${token}`;
  const uniswapChain = UNISWAP_CHAINS[chainId];
  if (uniswapChain) {
    return `https://app.uniswap.org/swap?chain=${uniswapChain}&outputCurrency=${token}`;
  }
  return `https://dexscreener.com/${encodeURIComponent(chainId)}/${token}`;
}

/**
 * True when the content config turns the strip on: a chain id and a token address (decides the
 * markup, also when prerendering).
 */
export function marketEnabled(
  settings: Pick<MarketContentSettings, 'chainId' | 'tokenAddress'> = defaults,
): boolean {
  return settings.chainId.trim() !== '' && settings.tokenAddress.trim() !== '';
}

/**
 * The strip's settings, or null when it is off. `env` is the build's environment
 * (import.meta.env in the page, loadEnv's result in the build).
 */
export function resolveMarketSettings(
  env: Record<string, unknown>,
  settings: MarketContentSettings = defaults,
): MarketSettings | null {
  if (!marketEnabled(settings)) return null;
  const chainId = settings.chainId.trim();
  const tokenAddress = settings.tokenAddress.trim();
  const override = env.VITE_MARKET_API_URL;
  const base =
    typeof override === 'string' && override.trim() ? override.trim() : settings.apiBaseUrl;
  const buy = settings.buyUrl.trim() || defaultBuyUrl(chainId, tokenAddress);
  return {
    chainId,
    tokenAddress,
    apiBase: isHttpUrl(base) ? base.replace(/\/+$/, '') : null,
    buyUrl: isHttpUrl(buy) ? buy : null,
  };
}

/** The API's origin for the CSP's connect-src, or '' when the strip makes no request. */
export function marketApiOrigin(
  env: Record<string, unknown>,
  settings?: MarketContentSettings,
): string {
  const resolved = resolveMarketSettings(env, settings);
  return resolved?.apiBase ? new URL(resolved.apiBase).origin : '';
}
