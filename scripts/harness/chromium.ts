// Where Debian's Chromium is (CHROME_PATH overrides), the flags every headless run here needs
// (no sandbox as root, no background traffic on a machine without network), launching it, and a
// context's limits for the tests and the walk.
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export function chromiumPath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

/** Headless Chromium through playwright-core, for the tests, the benchmark and the scripts. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

/**
 * A context's limits for the tests: 60 s a wait, a limit for a hang as the browser project's
 * expect.poll has (never a margin a test is tuned to), and a stub page for any request off loopback.
 */
export async function keepOnLoopback(context: BrowserContext): Promise<void> {
  context.setDefaultTimeout(60_000);
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>outside</title>' }),
  );
}
