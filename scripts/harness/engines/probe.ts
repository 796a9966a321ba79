// The probe every engine's page runs before its own scripts, and the loopback proxy that puts it
// there. WebKitWebDriver (classic WebDriver) has no way to run a script before a page's own, so
// the walk and the long visit reach the served build through this proxy, which adds
// <script src="/__engine-probe.js"> as the first element of <head> (the site's CSP allows scripts
// from 'self') and forwards everything else unchanged; all three engines go through it, so each
// is probed the same way. The probe records uncaught errors and unhandled rejections, the intro's
// words in the order they are shown and its end (a page's first seconds, which no driver call
// can be sure to catch), counts the event listeners the page holds and counts animation frames.
import http from 'node:http';
import { startLoopbackServer } from '../loopbackServer.ts';

export const PROBE_PATH = '/__engine-probe.js';

/** What the probe keeps on window.__engineProbe. */
export interface ProbeRecord {
  /** Uncaught errors ('error: ...') and unhandled rejections ('unhandled rejection: ...'). */
  errors: string[];
  /**
   * Listeners added and not removed (by removeEventListener or their AbortSignal), counted per
   * target, type, capture and function as the DOM does. A `once` listener that fired is still
   * counted: the count is an upper bound.
   */
  listeners: number;
  /** Animation frames since the page started. */
  frames: number;
  /** The intro's words (.intro__word) at DOMContentLoaded, as the prerendered page has them. */
  introWords: string[];
  /** The intro's words in the order they were first shown (.intro__word--shown). */
  introShown: string[];
  /** The intro overlay was there at DOMContentLoaded and has gone since. */
  introEnded: boolean;
}

// Plain ES2017, run as is by every engine before the page's own scripts.
const PROBE_SCRIPT = `(() => {
  const probe = { errors: [], listeners: 0, frames: 0, introWords: [], introShown: [], introEnded: false };
  window.__engineProbe = probe;
  document.addEventListener('DOMContentLoaded', () => {
    const intro = '[data-testid="intro"]';
    if (!document.querySelector(intro)) return;
    for (const word of document.querySelectorAll(intro + ' .intro__word')) {
      probe.introWords.push(word.textContent);
    }
    const read = () => {
      for (const word of document.querySelectorAll(intro + ' .intro__word--shown')) {
        if (!probe.introShown.includes(word.textContent)) probe.introShown.push(word.textContent);
      }
      if (!document.querySelector(intro)) {
        probe.introEnded = true;
        observer.disconnect();
      }
    };
    const observer = new MutationObserver(read);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    read();
  });
  window.addEventListener('error', (e) => {
    probe.errors.push('error: ' + (e.error ? String(e.error) : e.message));
  });
  window.addEventListener('unhandledrejection', (e) => {
    probe.errors.push('unhandled rejection: ' + String(e.reason));
  });
  const proto = EventTarget.prototype;
  const add = proto.addEventListener;
  const remove = proto.removeEventListener;
  const held = new WeakMap();
  const slot = (target, type, options) => {
    const capture = typeof options === 'boolean' ? options : Boolean(options && options.capture);
    let byType = held.get(target);
    if (!byType) held.set(target, (byType = new Map()));
    const key = type + (capture ? ' capture' : '');
    let set = byType.get(key);
    if (!set) byType.set(key, (set = new Set()));
    return set;
  };
  proto.addEventListener = function (type, listener, options) {
    if (listener) {
      const set = slot(this, type, options);
      const signal = options && typeof options === 'object' ? options.signal : undefined;
      if (!set.has(listener) && !(signal && signal.aborted)) {
        set.add(listener);
        probe.listeners += 1;
        if (signal) add.call(signal, 'abort', () => {
          if (set.delete(listener)) probe.listeners -= 1;
        });
      }
    }
    return add.call(this, type, listener, options);
  };
  proto.removeEventListener = function (type, listener, options) {
    if (listener && slot(this, type, options).delete(listener)) probe.listeners -= 1;
    return remove.call(this, type, listener, options);
  };
  const frame = () => {
    probe.frames += 1;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();
`;

export interface ProbeProxy {
  /** The site's address through the proxy (http://127.0.0.1:<port>/). */
  url: string;
  close(): Promise<void>;
}

/** A loopback proxy to `target` (a served build) whose HTML pages run the probe first. */
export async function startProbeProxy(target: string): Promise<ProbeProxy> {
  const upstream = new URL(target);
  const server = await startLoopbackServer((req, res) => {
    if (req.url === PROBE_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end(PROBE_SCRIPT);
      return;
    }
    const headers = { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' };
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!type.startsWith('text/html')) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head[^>]*>/i, (head) => `${head}<script src="${PROBE_PATH}"></script>`);
          const headers = { ...answer.headers };
          delete headers['content-length'];
          delete headers.etag;
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(html);
        });
      },
    );
    forward.on('error', (error) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
    req.pipe(forward);
  });
  return { url: `${server.url}/`, close: server.close };
}
