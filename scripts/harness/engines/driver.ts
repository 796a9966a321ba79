// The small interface the visitor's walk and the long visit drive every engine through (Chromium
// over playwright-core, Firefox ESR over puppeteer-core's WebDriver BiDi, WebKitGTK over
// selenium-webdriver's classic WebDriver), the one wait they all use (poll the page) and the one
// click (wait in the page for a point that takes it, then a pointer click there).
export const ENGINES = ['chromium', 'firefox', 'webkit'] as const;
export type EngineName = (typeof ENGINES)[number];

/** The keys the walk presses, by their KeyboardEvent.key names. */
export type KeyName = 'Tab' | 'Enter' | 'ArrowDown';

export interface LaunchOptions {
  /** The page's viewport (CSS px). */
  width: number;
  height: number;
  /** The visitor asks for reduced motion (prefers-reduced-motion: reduce). */
  reducedMotion: boolean;
  /** The X display Firefox and MiniBrowser draw on (scripts/harness/engines/display.ts). */
  display: string;
}

export interface EngineDriver {
  readonly engine: EngineName;
  /** Loads `url` and waits for its load event. */
  goto(url: string): Promise<void>;
  /** Runs `fn(arg)` in the page and answers its result (JSON values only; `fn` must not be async). */
  evaluate<R, A = undefined>(fn: (arg: A) => R, arg?: A): Promise<R>;
  /** Evaluates a JavaScript expression in the page and answers its value, a promise's once settled. */
  evaluateExpression(expression: string): Promise<unknown>;
  /**
   * A real pointer click at (x, y) in the viewport (CSS px, whole numbers); with 'middle', the
   * middle button's (a link's "open in a background tab"). The walk clicks elements by `click`.
   */
  clickAt(x: number, y: number, button?: 'middle'): Promise<void>;
  /** A real key press (down and up) on the focused element. */
  press(key: KeyName): Promise<void>;
  /** Types `text` into the focused element, a key press a character. */
  type(text: string): Promise<void>;
  /** Sets the viewport (CSS px), whatever the engine's window adds around it. */
  setViewport(width: number, height: number): Promise<void>;
  /** The browser's processes that hold web content, for their memory (RSS) where no JS heap figure is exposed. */
  contentPids(): Promise<number[]>;
  /** The page's JavaScript heap in use after a garbage collection (bytes), where the engine exposes it; else null. */
  jsHeapBytes(): Promise<number | null>;
  close(): Promise<void>;
}

/** A limit for a hang, as the browser project's expect.poll has: never a margin a check is tuned to. */
export const HANG_LIMIT_MS = 60_000;

/** How long one look in the page goes on before it answers (ms): a round trip a second at most. */
const LOOK_MS = 1000;

/**
 * Polls `fn(arg)` in the page (every 20 ms there, a round trip a LOOK_MS) until it answers a
 * truthy value and returns that value; after HANG_LIMIT_MS throws, saying what was awaited and
 * the last answer. `fn` must be whole in itself: its source is sent, with `arg` as JSON.
 */
export async function waitInPage<R, A = undefined>(
  driver: EngineDriver,
  what: string,
  fn: (arg: A) => R,
  arg?: A,
): Promise<NonNullable<R>> {
  const look = `new Promise((resolve, reject) => {
    const fn = ${String(fn)};
    const until = performance.now() + ${LOOK_MS};
    const next = () => {
      try {
        const value = fn(${JSON.stringify(arg)});
        if (value || performance.now() > until) resolve(value);
        else setTimeout(next, 20);
      } catch (error) {
        reject(error);
      }
    };
    next();
  })`;
  const until = Date.now() + HANG_LIMIT_MS;
  for (;;) {
    const value = (await driver.evaluateExpression(look)) as R;
    if (value) return value as NonNullable<R>;
    if (Date.now() > until) {
      // What the page threw meanwhile, if the probe (probe.ts) runs there: usually the reason.
      const errors = await driver.evaluate(
        () => (Reflect.get(window, '__engineProbe') as { errors?: string[] } | undefined)?.errors,
      );
      throw new Error(
        `${driver.engine}: waited ${HANG_LIMIT_MS} ms for ${what}; last: ${JSON.stringify(value)}` +
          (errors?.length ? `; page errors: ${errors.join('; ')}` : ''),
      );
    }
  }
}

/**
 * In the page: the middle of the first element matching `selector` (scrolled into view when it
 * is not wholly in it) once a pointer there would hit the element and its box stood still since
 * the last look, a frame or more before (the probe's frame count, probe.ts); null before.
 */
const clickPoint = (selector: string) => {
  const element = document.querySelector(selector);
  if (!element) return null;
  const box = element.getBoundingClientRect();
  if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) {
    element.scrollIntoView({ block: 'center', behavior: 'instant' });
  }
  const { top, left, width, height } = element.getBoundingClientRect();
  const [x, y] = [Math.round(left + width / 2), Math.round(top + height / 2)];
  const hit = document.elementFromPoint(x, y);
  const look = { at: `${selector} ${left} ${top} ${width} ${height}`, frames: 0 };
  look.frames =
    (Reflect.get(window, '__engineProbe') as { frames: number } | undefined)?.frames ?? 0;
  const last = Reflect.get(window, '__clickLook') as typeof look | undefined;
  Reflect.set(window, '__clickLook', look);
  const still = last?.at === look.at && look.frames > last.frames;
  return still && hit && element.contains(hit) ? { x, y } : null;
};

/**
 * A real pointer click on the first element matching `selector`, in the middle of its box, once
 * it takes the click there (clickPoint); with 'middle', the middle button's.
 */
export async function click(
  driver: EngineDriver,
  selector: string,
  button?: 'middle',
): Promise<void> {
  const { x, y } = await waitInPage(driver, `${selector} to take a click`, clickPoint, selector);
  await driver.clickAt(x, y, button);
}
