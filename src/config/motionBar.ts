// How the motion bar (the pause control and the chaos meter, fixed at the top) gets out of the
// reader's way: it hides after a short scroll down and comes back after a small scroll up, at
// the top and at the end of the page. Its look and slide are in src/styles/global.css.

export interface MotionBarConfig {
  /** Scrolling down this far in one go hides the bar (CSS px). */
  hideAfterDownPx: number;
  /** Scrolling back up this far in one go shows it again (CSS px). */
  showAfterUpPx: number;
}

export const motionBarConfig: MotionBarConfig = {
  hideAfterDownPx: 24,
  showAfterUpPx: 16,
};
