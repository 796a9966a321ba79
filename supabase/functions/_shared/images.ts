// Which image candidates are not story pictures: 1×1 tracking pixels and share buttons (FeedBurner ~r/~4 and ~ff images, anything declared 1 px or less).

/** FeedBurner's per-item tracking pixel (/~r/<feed>/~4/<id>) and its "feed flare" share buttons (/~ff/<feed>). */
const TRACKER_PATHS = [/\/~r\/[^/]+\/~4\//, /\/~ff\//];

/** A width or height attribute value that declares a pixel-sized image ("1", "0", "1px"). */
function isPixelDimension(value: string | undefined): boolean {
  if (value === undefined) return false;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/i.exec(value);
  return match !== null && Number(match[1]) <= 1;
}

/** True when the candidate is a tracker or a share icon rather than the story's picture. */
export function isTrackingImage(url: string, width?: string, height?: string): boolean {
  if (isPixelDimension(width) || isPixelDimension(height)) return true;
  let path: string;
  try {
    path = new URL(url, 'https://base.invalid/').pathname;
  } catch {
    return false;
  }
  return TRACKER_PATHS.some((pattern) => pattern.test(path));
}
