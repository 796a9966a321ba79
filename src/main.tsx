// Entry point: hydrates the prerendered page (or renders it, in the dev server). Hydration runs
// as a transition, so React yields to the browser between small slices instead of one long task.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import './styles/global.css';

function start(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (root.hasChildNodes()) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}

// The dev server's own room (src/studio/): the live config's URL overrides apply before the app
// renders, then the designers' studio (?studio, or Alt+Shift+S). Never in a build.
if (import.meta.env.DEV) {
  void import('./studio/liveOverrides.ts').then(start);
  void import('./studio/studioEntry.ts');
} else {
  start();
}
