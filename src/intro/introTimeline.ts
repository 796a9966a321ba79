// Pins the intro's CSS animations (the words appearing, the overlay leaving) to navigation
// start. CSS animations count from when their element is first styled, which on a slow phone
// is a second or more after the visitor tapped the link; the document timeline counts from
// navigation start, so an animation whose start time is 0 runs on the visitor's clock, the
// same clock the store's intro follows (src/chaos/clockDriver.ts).

/** The intro's own @keyframes (src/styles/global.css) all start with this. */
export const INTRO_ANIMATION_PREFIX = 'intro-';

/** Pin every running intro animation to time 0 of the document timeline; returns how many. */
export function pinIntroAnimations(doc: Document = document): number {
  if (typeof doc.getAnimations !== 'function' || typeof CSSAnimation === 'undefined') return 0;
  let pinned = 0;
  for (const animation of doc.getAnimations()) {
    if (!(animation instanceof CSSAnimation)) continue;
    if (!animation.animationName.startsWith(INTRO_ANIMATION_PREFIX)) continue;
    if (animation.startTime !== 0) animation.startTime = 0;
    pinned += 1;
  }
  return pinned;
}
