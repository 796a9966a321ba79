// The walk's driver for WebKitGTK (Safari's engine): selenium-webdriver over classic WebDriver
// against a WebKitWebDriver of its own, which starts MiniBrowser on the caller's X display.
// WebDriver cannot emulate media features and WebKitGTK has no pref for it: prefers-reduced-motion
// follows GTK's gtk-enable-animations setting, so each driver gets a GTK settings file of its own
// (XDG_CONFIG_HOME). Requests off loopback go to a dead loopback proxy (GLib reads http_proxy).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Builder, Button, Key, Origin } from 'selenium-webdriver';
import { startLoopbackServer } from '../loopbackServer.ts';
import { miniBrowserPath, webkitDriverPath } from './binaries.ts';
import { HANG_LIMIT_MS, type EngineDriver, type KeyName, type LaunchOptions } from './driver.ts';
import { descendantPids } from './processes.ts';

/** WebDriver's code points for the walk's keys. */
const KEYS: Record<KeyName, string> = { Tab: Key.TAB, Enter: Key.ENTER, ArrowDown: Key.ARROW_DOWN };

/** MiniBrowser's window gets no narrower than this viewport (CSS px), whatever it is asked. */
export const MINIBROWSER_MIN_WIDTH = 447;

export async function webkitDriver({
  width,
  height,
  reducedMotion,
  display,
}: LaunchOptions): Promise<EngineDriver> {
  const config = mkdtempSync(path.join(tmpdir(), 'webkit-walk-'));
  mkdirSync(path.join(config, 'gtk-3.0'));
  writeFileSync(
    path.join(config, 'gtk-3.0', 'settings.ini'),
    `[Settings]\ngtk-enable-animations=${reducedMotion ? 0 : 1}\n`,
  );
  // A free port: one a loopback server got, closed again for the driver to take.
  const free = await startLoopbackServer(() => {});
  const { port } = free;
  await free.close();
  const deadProxy = 'http://127.0.0.1:9';
  const server = spawn(webkitDriverPath(), [`--port=${port}`], {
    stdio: 'ignore',
    env: {
      ...process.env,
      DISPLAY: display,
      XDG_CONFIG_HOME: config,
      http_proxy: deadProxy,
      https_proxy: deadProxy,
      no_proxy: '127.0.0.1,localhost',
    },
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
    rmSync(config, { recursive: true, force: true });
  };
  try {
    const url = `http://127.0.0.1:${port}`;
    // Until it listens, a fetch of its status fails.
    const ready = () =>
      fetch(`${url}/status`)
        .then((answer) => answer.ok)
        .catch(() => false);
    for (const until = Date.now() + HANG_LIMIT_MS; !(await ready()); await sleep(50)) {
      if (Date.now() > until) throw new Error(`WebKitWebDriver did not answer at ${url}`);
    }
    const session = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation'] },
      })
      .build();
    await session.manage().setTimeouts({ pageLoad: 120_000, script: 60_000 });
    const evaluate: EngineDriver['evaluate'] = (fn, arg) => session.executeScript(fn, arg);
    // The window's size is the viewport plus MiniBrowser's own toolbar: set, measure, set again.
    const setViewport = async (w: number, h: number) => {
      await session.manage().window().setRect({ width: w, height: h });
      const inner = await evaluate(() => [window.innerWidth, window.innerHeight]);
      const [dw = 0, dh = 0] = [w - inner[0]!, h - inner[1]!];
      if (dw !== 0 || dh !== 0) {
        await session
          .manage()
          .window()
          .setRect({ width: w + dw, height: h + dh });
      }
    };
    await setViewport(width, height);
    return {
      engine: 'webkit',
      goto: (target) => session.get(target),
      evaluate,
      evaluateExpression: (expression) => session.executeScript(`return ${expression}`),
      clickAt: (x, y, button) => {
        const which = button ? Button.MIDDLE : Button.LEFT;
        const pointer = session.actions().move({ x, y, origin: Origin.VIEWPORT });
        return pointer.press(which).release(which).perform();
      },
      press: (key) => session.actions().sendKeys(KEYS[key]).perform(),
      type: (text) => session.actions().sendKeys(text).perform(),
      setViewport,
      contentPids: async () => descendantPids(server.pid!, /WebKitWebProcess/),
      jsHeapBytes: async () => null,
      close: async () => {
        await session.quit().catch(() => undefined);
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
