// What the doctor checks: the build's own variables (VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY, VITE_SITE_URL, VITE_MARKET_API_URL), read from the environment or .env files as Vite's build reads them.
import { loadEnv } from 'vite';
import { resolveMarketSettings, type MarketSettings } from '../../src/market/marketSettings.ts';

export interface DoctorTarget {
  /** VITE_SUPABASE_URL as given ('' when unset). */
  supabaseUrl: string;
  /** VITE_SUPABASE_ANON_KEY as given ('' when unset). */
  anonKey: string;
  /** VITE_SITE_URL as given ('' when unset). */
  siteUrl: string;
  /** The market strip's settings (content.market, VITE_MARKET_API_URL), or null when the strip is off. */
  market: MarketSettings | null;
}

/** The target from variables shaped like the build's environment. */
export function targetFromEnv(env: Readonly<Record<string, string | undefined>>): DoctorTarget {
  return {
    supabaseUrl: env.VITE_SUPABASE_URL?.trim() ?? '',
    anonKey: env.VITE_SUPABASE_ANON_KEY?.trim() ?? '',
    siteUrl: env.VITE_SITE_URL?.trim() ?? '',
    market: resolveMarketSettings(env),
  };
}

/** The target `npm run build` would use: the process environment over .env, .env.production and their .local files. */
export function readTarget(mode = 'production', root = process.cwd()): DoctorTarget {
  return targetFromEnv(loadEnv(mode, root, 'VITE_'));
}
