// The walk's driver for Firefox ESR: puppeteer-core over WebDriver BiDi (no geckodriver), a
// headed Firefox on the caller's X display (Firefox draws WebGL only with a display, and only
// with webgl.force-enabled on a software GL), reduced motion by its pref (BiDi has no media
// emulation), every request off loopback sent to a dead loopback proxy.
import puppeteer from 'puppeteer-core';
import { firefoxPath } from './binaries.ts';
import type { EngineDriver, LaunchOptions } from './driver.ts';
import { descendantPids } from './processes.ts';

/** Firefox's prefs for the walk; the proxy (port 9, discard) refuses everything not on loopback. */
function prefs(reducedMotion: boolean): Record<string, unknown> {
  return {
    'webgl.force-enabled': true,
    'ui.prefersReducedMotion': reducedMotion ? 1 : 0,
    'network.proxy.type': 1,
    'network.proxy.http': '127.0.0.1',
    'network.proxy.http_port': 9,
    'network.proxy.ssl': '127.0.0.1',
    'network.proxy.ssl_port': 9,
    'network.proxy.no_proxies_on': '127.0.0.1, localhost',
    'network.proxy.allow_hijacking_localhost': false,
  };
}

export async function firefoxDriver({
  width,
  height,
  reducedMotion,
  display,
}: LaunchOptions): Promise<EngineDriver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: false,
    env: { ...process.env, DISPLAY: display },
    extraPrefsFirefox: prefs(reducedMotion),
    protocolTimeout: 120_000,
  });
  try {
    // A tab of its own: in the tab Firefox opens at launch, key presses reach the page (focus
    // moves, text is typed) but Enter or Space on a focused button clicks nothing (ESR 153 over
    // BiDi); in a new tab they do, as in the other engines.
    const launchTabs = await browser.pages();
    const page = await browser.newPage();
    await Promise.all(launchTabs.map((tab) => tab.close()));
    page.setDefaultTimeout(60_000);
    await page.setViewport({ width, height });
    const pid = browser.process()?.pid;
    return {
      engine: 'firefox',
      goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
      // JSON values in and out, so the library's handle types add nothing here.
      evaluate: (fn, arg) => page.evaluate(fn as (a: unknown) => never, arg),
      click: async (selector, button) => {
        const element = await page.waitForSelector(selector);
        await element!.click({ button });
      },
      press: (key) => page.keyboard.press(key),
      type: (text) => page.keyboard.type(text),
      setViewport: (w, h) => page.setViewport({ width: w, height: h }),
      contentPids: async () => (pid ? descendantPids(pid, /-contentproc.*\btab\b/) : []),
      jsHeapBytes: async () => null,
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
