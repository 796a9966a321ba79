// The palette every reader uses at run time (the effects stage, the chart): the colours of
// src/config/palette.ts. In production it is the file's object. In the dev server a saved
// palette.ts changes it in place, with no reload (Vite's HMR): the CSS variables are set on
// <html> again and the readers that drew with the old colours are told (onPaletteChange).
import { palette as filePalette, type Palette, type PaletteColour } from '../config/palette.ts';
import { paletteCssVariables } from './paletteCss.ts';

/** The live palette. */
export const palette: Palette = import.meta.hot ? { ...filePalette } : filePalette;

/** A colour as the effects config writes it (a palette name or a #hex colour), as CSS. */
export function resolveColour(colour: string): string {
  return Object.hasOwn(palette, colour) ? palette[colour as PaletteColour] : colour;
}

const listeners = new Set<() => void>();

/** Dev server: call `listener` after palette.ts is saved; returns an unsubscribe. */
export function onPaletteChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (import.meta.hot) {
  import.meta.hot.accept('../config/palette.ts', (module) => {
    if (!module) return;
    Object.assign(palette, (module as unknown as { palette: Palette }).palette);
    const style = document.documentElement.style;
    for (const [name, value] of Object.entries(paletteCssVariables(palette))) {
      style.setProperty(name, value);
    }
    for (const listener of listeners) listener();
  });
}
