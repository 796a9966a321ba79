// How the motion bar (the pause control and the chaos meter, fixed at the top) gets out of the
// reader's way: it hides after a short scroll down and comes back after a small scroll up, at
// the top and at the end of the page. Its look and slide are in src/styles/global.css. Each
// field's unit, range and meaning: src/config/motionBar.schema.ts (the build checks the values).
import type { MotionBarConfig } from './motionBar.schema.ts';

export const motionBarConfig: MotionBarConfig = {
  hideAfterDownPx: 24,
  showAfterUpPx: 16,
};
