// The first script the page runs: pins the prerendered intro's animations to navigation start
// and keeps a remembered pause from shaking the intro, then waits until the prerendered page
// has painted and loads the app (which hydrates it), so no JavaScript download or work stands
// before the first paint.
import { pinIntroAnimations } from './intro/introTimeline.ts';
import { readStoredPaused } from './motionBar/motionPreference.ts';

pinIntroAnimations();
// Until the app is live (App.tsx removes it), the intro's words must not shake for a visitor
// who paused motion on an earlier visit (src/styles/global.css).
if (readStoredPaused()) document.documentElement.dataset.motionPaused = '';

requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./main.tsx');
  }, 0);
});
