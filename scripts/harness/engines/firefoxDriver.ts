// The walk's driver for Firefox ESR: puppeteer-core over WebDriver BiDi (no geckodriver), a
// headed Firefox on the caller's X display (Firefox draws WebGL only with a display, and only
// with webgl.force-enabled on a software GL), every request off loopback sent to a dead loopback
// proxy. One Firefox serves several drivers, each a user context of its own (its own storage, as
// a Chromium context has). BiDi has no media emulation: reduced motion is Firefox's pref
// ui.prefersReducedMotion, which Firefox applies at once when it changes, set for each driver
// from the browser's own (chrome) context, which -remote-allow-system-access opens to BiDi.
import puppeteer, { type Browser } from 'puppeteer-core';
import { firefoxPath } from './binaries.ts';
import type { EngineDriver, LaunchOptions } from './driver.ts';
import { descendantPids } from './processes.ts';

/** Firefox's prefs for the walk; the proxy (port 9, discard) refuses everything not on loopback. */
const PREFS = {
  'webgl.force-enabled': true,
  'network.proxy.type': 1,
  'network.proxy.http': '127.0.0.1',
  'network.proxy.http_port': 9,
  'network.proxy.ssl': '127.0.0.1',
  'network.proxy.ssl_port': 9,
  'network.proxy.no_proxies_on': '127.0.0.1, localhost',
  'network.proxy.allow_hijacking_localhost': false,
};

/** Firefox ESR on `display`, for firefoxDriver; the caller closes it. */
export function launchFirefox(display: string): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: false,
    args: ['-remote-allow-system-access'],
    env: { ...process.env, DISPLAY: display },
    extraPrefsFirefox: PREFS,
    protocolTimeout: 120_000,
  });
}

/** BiDi commands puppeteer-core has no call for, on its connection to Firefox. */
interface BidiConnection {
  send(method: string, params: object): Promise<{ result: Record<string, unknown> }>;
}

/** Sets Firefox's reduced-motion pref from its chrome context; answers the pref as read back. */
async function setReducedMotion(browser: Browser, reduce: boolean): Promise<unknown> {
  const { connection } = browser as unknown as { connection: BidiConnection };
  const tree = await connection.send('browsingContext.getTree', { 'moz:scope': 'chrome' });
  const [chrome] = tree.result.contexts as { context: string }[];
  const pref = `'ui.prefersReducedMotion'`;
  const answer = await connection.send('script.evaluate', {
    expression: `Services.prefs.setIntPref(${pref}, ${Number(reduce)}); Services.prefs.getIntPref(${pref})`,
    target: { context: chrome!.context },
    awaitPromise: false,
  });
  return (answer.result.result as { value?: unknown }).value;
}

/** A driver in a user context of its own in `browser` (launchFirefox), closed with the context. */
export async function firefoxDriver(
  browser: Browser,
  { width, height, reducedMotion }: LaunchOptions,
): Promise<EngineDriver> {
  const set = await setReducedMotion(browser, reducedMotion);
  if (set !== Number(reducedMotion)) throw new Error(`ui.prefersReducedMotion reads ${set}`);
  // A tab of its own: in the tab Firefox opens at launch, key presses reach the page (focus
  // moves, text is typed) but Enter or Space on a focused button clicks nothing (ESR 153 over
  // BiDi); in a new tab they do, as in the other engines.
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await page.setViewport({ width, height });
    const pid = browser.process()?.pid;
    return {
      engine: 'firefox',
      goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
      // JSON values in and out, so the library's handle types add nothing here.
      evaluate: (fn, arg) => page.evaluate(fn as (a: unknown) => never, arg),
      evaluateExpression: (expression) => page.evaluate(expression),
      clickAt: (x, y, button) => page.mouse.click(x, y, { button }),
      press: (key) => page.keyboard.press(key),
      type: (text) => page.keyboard.type(text),
      setViewport: (w, h) => page.setViewport({ width: w, height: h }),
      contentPids: async () => (pid ? descendantPids(pid, /-contentproc.*\btab\b/) : []),
      jsHeapBytes: async () => null,
      close: () => context.close(),
    };
  } catch (error) {
    await context.close();
    throw error;
  }
}
