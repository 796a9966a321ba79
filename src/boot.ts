// The first script the page runs: pins the prerendered intro's animations to navigation start
// and keeps a remembered pause from shaking the intro, then waits until the prerendered page
// has painted and loads the app (which hydrates it), so no JavaScript download or work stands
// before the first paint. Then the locale data starts in a worker, and React DOM is evaluated in
// a task of its own before the app's modules, so that none of them is one long task on a slow phone.
import { pinIntroAnimations } from './intro/introTimeline.ts';
import { readStoredPaused } from './motionBar/motionPreference.ts';
import { warmLocaleData } from './shared/warmLocaleData.ts';
import { yieldToPage } from './shared/yieldToPage.ts';

pinIntroAnimations();
// Until the app is live (App.tsx removes it), the intro's words must not shake for a visitor
// who paused motion on an earlier visit (src/styles/global.css).
if (readStoredPaused()) document.documentElement.dataset.motionPaused = '';

async function loadApp(): Promise<void> {
  warmLocaleData();
  await import('react-dom/client');
  await yieldToPage();
  await import('./main.tsx');
}

requestAnimationFrame(() => {
  setTimeout(() => {
    void loadApp();
  }, 0);
});
