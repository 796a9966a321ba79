// The studio's keyboard shortcut, as the panel names it; studioEntry.ts listens for it.
export const STUDIO_SHORTCUT = 'Alt+Shift+S';
