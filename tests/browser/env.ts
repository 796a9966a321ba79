// Shared constants of the real-browser tests: where Chromium is, and the backend origin the
// test build talks to (tests answer it with page.route or a loopback server on that port).
import path from 'node:path';

// TEST_BACKEND_PORT lets two checkouts run their browser tests side by side on one machine.
export const TEST_BACKEND_PORT = Number(process.env.TEST_BACKEND_PORT ?? 54329);
export const TEST_BACKEND_URL = `http://127.0.0.1:${TEST_BACKEND_PORT}`;
export const TEST_ANON_KEY = 'test-anon-key';
export const TEST_DIST_DIR = path.resolve(
  import.meta.dirname,
  '../../node_modules/.cache/browser-dist',
);

export { chromiumPath } from '../../scripts/chromium.ts';
