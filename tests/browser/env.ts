// Shared constants of the real-browser tests: this worker's site. Each Vitest worker
// (VITEST_POOL_ID) has its own local backend, market API port and build, made by globalSetup, so no
// file sees another's rows, faults or market fake.
import path from 'node:path';

// Worker n takes the two ports from base + 2(n - 1). The base lies below every system's range of
// ports given out for outgoing connections and port 0 (Linux's starts at 32768), so that no
// other socket of the run holds one when a test starts its market fake there. TEST_PORT_BASE
// lets two checkouts run their browser tests side by side on one machine.
const PORT_BASE = Number(process.env.TEST_PORT_BASE ?? 24329);

export const TEST_ANON_KEY = 'test-anon-key';

// What worker n's browser tests talk to: the origins its build calls (the market API's is a
// loopback fake, scripts/harness/marketFake.ts), and the build with the settings it is built with.
export function workerSite(worker: number) {
  const backendPort = PORT_BASE + 2 * (worker - 1);
  const marketPort = backendPort + 1;
  const backendUrl = `http://127.0.0.1:${backendPort}`;
  const marketUrl = `http://127.0.0.1:${marketPort}`;
  return {
    backendPort,
    backendUrl,
    marketPort,
    buildEnv: {
      VITE_SUPABASE_URL: backendUrl,
      VITE_SUPABASE_ANON_KEY: TEST_ANON_KEY,
      VITE_MARKET_API_URL: marketUrl,
    },
    distDir: path.resolve(import.meta.dirname, `../../node_modules/.cache/browser-dist-${worker}`),
  };
}

/** This worker's number (1 in globalSetup's process, where no worker runs). */
export const TEST_WORKER = Number(process.env.VITEST_POOL_ID ?? 1);
const site = workerSite(TEST_WORKER);

export const TEST_BACKEND_URL = site.backendUrl;
export const TEST_MARKET_PORT = site.marketPort;
export const TEST_MARKET_URL = site.buildEnv.VITE_MARKET_API_URL;
export const TEST_DIST_DIR = site.distDir;
export const TEST_BUILD_ENV = site.buildEnv;
