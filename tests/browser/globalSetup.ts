// Real-browser test setup: checks Chromium is there, starts the embedded local backend (in memory,
// with its test control) on the test backend origin, builds the site once against it and the
// market API origin, and serves the build on loopback for every browser test file.
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import {
  chromiumPath,
  TEST_BACKEND_PORT,
  TEST_BACKEND_URL,
  TEST_ANON_KEY,
  TEST_DIST_DIR,
  TEST_MARKET_URL,
} from './env.ts';
import { buildSite, previewSite, type SiteServer } from '../../scripts/shared/buildSite.ts';
import { startLocalBackend, type LocalBackend } from '../../local-backend/localBackend.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: SiteServer | undefined;
let backend: LocalBackend | undefined;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const chrome = chromiumPath();
  if (!existsSync(chrome)) {
    throw new Error(
      `Chromium not found at ${chrome}. The browser tests need it: run ` +
        '`apt-get update && apt-get install -y chromium`, or set CHROME_PATH to a Chromium/Chrome binary.',
    );
  }
  backend = await startLocalBackend({
    port: TEST_BACKEND_PORT,
    dataDir: null,
    anonKey: TEST_ANON_KEY,
    testControl: true,
    env: {},
    log: () => undefined,
  });
  try {
    // The backend settings apply to this build only, not to the other test projects.
    await buildSite({
      outDir: TEST_DIST_DIR,
      env: {
        VITE_SUPABASE_URL: TEST_BACKEND_URL,
        VITE_SUPABASE_ANON_KEY: TEST_ANON_KEY,
        VITE_MARKET_API_URL: TEST_MARKET_URL,
      },
    });
    server = await previewSite(TEST_DIST_DIR);
  } catch (error) {
    await backend.close();
    throw error;
  }
  project.provide('baseUrl', server.url);
  return async () => {
    await server?.close();
    await backend?.close();
  };
}
