// Build-time prerender of the page, so the first paint needs only HTML and CSS (see vite.config.ts).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './App.tsx';

export function render(): string {
  return renderToString(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
