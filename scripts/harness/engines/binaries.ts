// Where the three engines' programs are (each path overridable by an environment variable, as
// CHROME_PATH is for Chromium), and what to install when one is missing: for the browser tests'
// setup and the bench, which fail with that message rather than skip.
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { chromiumPath } from '../chromium.ts';

export function firefoxPath(): string {
  return process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
}

export function webkitDriverPath(): string {
  return process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
}

/** WebKitGTK's MiniBrowser, the browser WebKitWebDriver starts (it comes with libwebkit2gtk-4.1-0). */
export function miniBrowserPath(): string {
  return process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
}

/** Xvfb, the display Firefox and MiniBrowser draw WebGL on: XVFB_PATH, else the one on PATH. */
export function xvfbPath(): string {
  if (process.env.XVFB_PATH) return process.env.XVFB_PATH;
  const onPath = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  return onPath.map((dir) => path.join(dir, 'Xvfb')).find(executable) ?? 'Xvfb';
}

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Throws one message naming every missing program and the Debian command that installs them. */
export function requireEngineBinaries(who: string): void {
  // One line per program that is not there, saying what to install or which variable to set.
  const wanted: [string, string, string][] = [
    [chromiumPath(), 'Chromium', 'chromium (or set CHROME_PATH)'],
    [firefoxPath(), 'Firefox ESR', 'firefox-esr (or set FIREFOX_PATH)'],
    [webkitDriverPath(), 'WebKitWebDriver', 'webkit2gtk-driver (or set WEBKIT_DRIVER_PATH)'],
    [miniBrowserPath(), "WebKitGTK's MiniBrowser", 'libwebkit2gtk-4.1-0 (or set MINIBROWSER_PATH)'],
    [xvfbPath(), 'Xvfb', 'xvfb (or set XVFB_PATH)'],
  ];
  const missing = wanted
    .filter(([file]) => !executable(file))
    .map(([file, what, install]) => `${what} not found at ${file}: install ${install}`);
  if (missing.length === 0) return;
  throw new Error(
    `${who} need Chromium, Firefox ESR and WebKitGTK, with Xvfb for the last two:\n` +
      `${missing.map((line) => `  - ${line}`).join('\n')}\n` +
      'On Debian: apt-get update && apt-get install -y chromium firefox-esr webkit2gtk-driver xvfb',
  );
}
