// The product's size budgets, shared by the guard tests and the benchmark table.
export const budgets = {
  /** JavaScript needed before the first paint (bytes, gzip). */
  firstPaintJsGzipBytes: 90 * 1024,
  /** JavaScript needed to hydrate the page: first paint plus the app's start-up code (bytes, gzip). */
  hydrationJsGzipBytes: 100 * 1024,
  /** All JavaScript of the site (bytes, gzip). */
  totalJsGzipBytes: 400 * 1024,
  /** JavaScript a phone fetches in the first 10 s of a visit, on WebGL or software rendering (bytes, gzip). */
  visitJsGzipBytes: 250 * 1024,
  /** What Lighthouse (mobile) counts as unused JavaScript at load (bytes). */
  lighthouseUnusedJsBytes: 110 * 1024,
};
