// Where Debian's Chromium is (CHROME_PATH overrides) and the flags every headless run here
// needs: no sandbox as root, and no background traffic on a machine without network.
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
