// Entry point: hydrates the prerendered page (or renders it, in the dev server). Hydration runs
// as a transition, so React yields to the browser between small slices instead of one long task.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import './styles/global.css';

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
// The designers' studio (?studio, or Alt+Shift+S): the dev server only; never in a build.
if (import.meta.env.DEV) void import('./studio/studioEntry.ts');
