// Starts the browser's locale data in a worker. A page's first Intl object (the tokenomics'
// total supply, the news cards' dates, the market's figures, Pixi's grapheme segmenter for text
// metrics) costs a one-off 45-90 ms on a phone slowed 4x, whatever the locale: the engine loads
// and sets up its ICU data. That set-up belongs to the whole renderer process, so when a worker
// pays it, the page's own formatters start warm (measured: 45-100 ms for the first one on the
// page, 0-8 ms after the worker). Without workers the page pays it itself, as it would anyway.

/** What the worker runs: one number and one date in the visitor's locale, then word back. */
function formatOnce(): void {
  new Intl.NumberFormat().format(1e9);
  new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' }).format(0);
  postMessage('warm');
}

export function warmLocaleData(): void {
  try {
    // From the function's own source (a blob: worker, as the page's CSP allows): no file to fetch.
    const url = URL.createObjectURL(new Blob([`(${formatOnce.toString()})()`]));
    const worker = new Worker(url);
    worker.onmessage = worker.onerror = () => {
      worker.terminate();
      URL.revokeObjectURL(url);
    };
  } catch {
    // No worker here (or one refused): nothing lost.
  }
}
