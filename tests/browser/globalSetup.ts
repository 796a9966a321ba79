// Real-browser test setup: checks Chromium is there, builds the site once against the test
// backend and market API origins, and serves the build on loopback for every browser test file.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build, preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';
import {
  chromiumPath,
  TEST_BACKEND_URL,
  TEST_ANON_KEY,
  TEST_DIST_DIR,
  TEST_MARKET_URL,
} from './env.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: PreviewServer | undefined;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const chrome = chromiumPath();
  if (!existsSync(chrome)) {
    throw new Error(
      `Chromium not found at ${chrome}. The browser tests need it: run ` +
        '`apt-get update && apt-get install -y chromium`, or set CHROME_PATH to a Chromium/Chrome binary.',
    );
  }
  const root = path.resolve(import.meta.dirname, '../..');
  // Vitest sets NODE_ENV=test, which Vite would keep (bundling React's development build):
  // the tests must see exactly what visitors get.
  // The backend settings apply to this build only, not to the other test projects.
  const saved = { ...process.env };
  Object.assign(process.env, {
    NODE_ENV: 'production',
    VITE_SUPABASE_URL: TEST_BACKEND_URL,
    VITE_SUPABASE_ANON_KEY: TEST_ANON_KEY,
    VITE_MARKET_API_URL: TEST_MARKET_URL,
  });
  try {
    await build({
      root,
      mode: 'production',
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: TEST_DIST_DIR, emptyOutDir: true },
    });
  } finally {
    for (const key of [
      'NODE_ENV',
      'VITE_SUPABASE_URL',
      'VITE_SUPABASE_ANON_KEY',
      'VITE_MARKET_API_URL',
    ]) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  }
  server = await preview({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: TEST_DIST_DIR },
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  project.provide('baseUrl', `http://127.0.0.1:${address.port}/`);
  return async () => {
    await server?.close();
  };
}
