// Dev server only (main.tsx imports it behind import.meta.env.DEV, so production never sees
// it): opens the effects studio when the page's address has ?studio, and toggles it with
// Alt+Shift+S (./shortcut.ts). The panel itself (Tweakpane, the schema) loads only then.
interface Studio {
  toggle(): void;
}

let studio: Promise<Studio> | null = null;

function openStudio(): Promise<Studio> {
  studio ??= import('./studioPanel.ts').then((module) => module.mountStudio());
  return studio;
}

if (new URLSearchParams(window.location.search).has('studio')) void openStudio();

window.addEventListener('keydown', (event) => {
  if (!event.altKey || !event.shiftKey || event.code !== 'KeyS') return;
  event.preventDefault();
  const opened = studio !== null;
  void openStudio().then((panel) => {
    if (opened) panel.toggle();
  });
});

export {};
