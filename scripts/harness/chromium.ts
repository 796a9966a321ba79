// Where Debian's Chromium is (CHROME_PATH overrides), the flags every headless run here needs
// (no sandbox as root, no background traffic on a machine without network), and launching it.
import { chromium, type Browser } from 'playwright-core';

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
