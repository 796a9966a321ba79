// Shared constants of the real-browser tests: where Chromium is, and the backend and market
// API origins the test build talks to (the local backend globalSetup starts; the market fake).
import path from 'node:path';

// TEST_BACKEND_PORT lets two checkouts run their browser tests side by side on one machine.
export const TEST_BACKEND_PORT = Number(process.env.TEST_BACKEND_PORT ?? 54329);
export const TEST_BACKEND_URL = `http://127.0.0.1:${TEST_BACKEND_PORT}`;
export const TEST_ANON_KEY = 'test-anon-key';
// The market strip's API in the test build: a loopback fake (scripts/shared/marketFake.ts).
// TEST_MARKET_PORT, like TEST_BACKEND_PORT, lets two checkouts run side by side.
export const TEST_MARKET_PORT = Number(process.env.TEST_MARKET_PORT ?? 54339);
export const TEST_MARKET_URL = `http://127.0.0.1:${TEST_MARKET_PORT}`;
export const TEST_DIST_DIR = path.resolve(
  import.meta.dirname,
  '../../node_modules/.cache/browser-dist',
);

export { chromiumPath } from '../../scripts/shared/chromium.ts';
