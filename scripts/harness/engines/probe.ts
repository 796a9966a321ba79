// The probe every engine's page runs before its own scripts, and the loopback proxy that puts it
// there. WebKitWebDriver (classic WebDriver) has no way to run a script before a page's own, so
// the walk and the long visit reach the served build through this proxy, which adds
// <script src="/__engine-probe.js"> as the first element of <head> (the site's CSP allows scripts
// from 'self') and forwards everything else unchanged; all three engines go through it, so each
// is probed the same way. The probe records uncaught errors and unhandled rejections, the intro's
// words in the order they are shown and its end (a page's first seconds, which no driver call
// can be sure to catch), counts the event listeners the page holds and counts animation frames.
// Every probed page says on a BroadcastChannel what opened it, and records what the others say:
// a tab the page opens reports its address, opener and referrer, whatever the driver can see of
// it. It records the keepalive requests the page sends (the views its stories report, in
// src/news/newsSource.ts) and whether the backend counted each. The proxy also answers a
// stand-in article page (ARTICLE_PATH) for such tabs to open.
import http from 'node:http';
import { startLoopbackServer } from '../loopbackServer.ts';

export const PROBE_PATH = '/__engine-probe.js';
/** Paths under this answer a small HTML page of the proxy's own (probed too): a story's link. */
export const ARTICLE_PATH = '/__engine-article';

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
  /** The intro's words in the order they were first seen (opacity above 0, the overlay showing). */
  introShown: string[];
  /** The intro overlay was there at DOMContentLoaded and has gone since. */
  introEnded: boolean;
  /** What each other probed page of this origin said when it started: the tabs this one opened. */
  opened: OpenedPage[];
  /** Each keepalive fetch's body (a view report), with the answer's `counted` once it came. */
  views: { body: string; counted?: boolean }[];
}

export interface OpenedPage {
  href: string;
  /** window.opener was set. */
  opener: boolean;
  referrer: string;
}

// Plain ES2017, run as is by every engine before the page's own scripts.
const PROBE_SCRIPT = `(() => {
  const probe = {
    errors: [], listeners: 0, frames: 0, introWords: [], introShown: [], introEnded: false, opened: [],
    views: [],
  };
  const realFetch = window.fetch;
  window.fetch = function (input, init) {
    const answer = realFetch.apply(this, arguments);
    if (init && init.keepalive) {
      const view = { body: String(init.body) };
      probe.views.push(view);
      answer.then((r) => r.clone().json()).then((json) => { view.counted = json.counted === true; }, () => { view.counted = false; });
    }
    return answer;
  };
  window.__engineProbe = probe;
  const channel = new BroadcastChannel('engine-probe');
  channel.onmessage = (e) => probe.opened.push(e.data);
  channel.postMessage({
    href: location.href, opener: window.opener !== null, referrer: document.referrer,
  });
  const intro = '[data-testid="intro"]';
  let watching = false;
  const readIntro = () => {
    if (!watching) return;
    const overlay = document.querySelector(intro);
    if (!overlay) {
      probe.introEnded = true;
      watching = false;
      return;
    }
    const style = getComputedStyle(overlay);
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) return;
    for (const word of overlay.querySelectorAll('.intro__word')) {
      const seen = Number(getComputedStyle(word).opacity) > 0;
      if (seen && !probe.introShown.includes(word.textContent)) probe.introShown.push(word.textContent);
    }
  };
  document.addEventListener('DOMContentLoaded', () => {
    if (!document.querySelector(intro)) return;
    for (const word of document.querySelectorAll(intro + ' .intro__word')) {
      probe.introWords.push(word.textContent);
    }
    watching = true;
    const observer = new MutationObserver(() => {
      readIntro();
      if (!watching) observer.disconnect();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    readIntro();
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
    readIntro();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();
`;

/** The page with the probe's script as the first element of its head. */
function withProbe(html: string): string {
  return html.replace(/<head[^>]*>/i, (head) => `${head}<script src="${PROBE_PATH}"></script>`);
}

/**
 * A loopback proxy to `target` (a served build) whose HTML pages run the probe first; its `url`
 * is the site's address through it (http://127.0.0.1:<port>/).
 */
export async function startProbeProxy(target: string) {
  const upstream = new URL(target);
  const server = await startLoopbackServer((req, res) => {
    if (req.url === PROBE_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end(PROBE_SCRIPT);
      return;
    }
    if (req.url?.startsWith(`${ARTICLE_PATH}/`)) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(withProbe('<!doctype html><html><head><title>A story</title></head></html>'));
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
          const html = withProbe(Buffer.concat(chunks).toString('utf8'));
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
