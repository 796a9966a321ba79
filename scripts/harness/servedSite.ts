// The built site served on loopback as a visitor gets it: an embedded local backend (seeded with
// the sample feed) and a loopback stand-in of DexScreener's API, a production build against them
// in `outDir`, and Vite's preview server. For the commands that look at the whole site (the
// bench, the README's screenshots).
import { startLocalBackend } from '../../local-backend/localBackend.ts';
import { buildSite, previewSite } from './buildSite.ts';
import { startMarketFake } from './marketFake.ts';

export interface ServedSite {
  url: string;
  close(): Promise<void>;
}

export async function serveBuiltSite(outDir: string): Promise<ServedSite> {
  const backend = await startLocalBackend({ port: 0, dataDir: null, env: {}, log: () => {} });
  const market = await startMarketFake();
  await buildSite({
    outDir,
    env: {
      VITE_SUPABASE_URL: backend.url,
      VITE_SUPABASE_ANON_KEY: backend.anonKey,
      VITE_MARKET_API_URL: market.url,
    },
  });
  const server = await previewSite(outDir);
  // Seed the news the way a first visitor does, so the page shows a full feed.
  await fetch(`${backend.url}/functions/v1/fetch-trump-news`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${backend.anonKey}` },
  });
  return {
    url: server.url,
    async close() {
      await server.close();
      await market.close();
      await backend.close();
    },
  };
}
