// The palette (src/config/palette.ts) as CSS custom properties: one `:root { … }` rule that the
// palette-css-variables plugin in vite.config.ts writes into index.html's <head>, so the
// prerendered page has every colour before any script runs (and, in the dev server, set on
// <html> again when palette.ts is saved: livePalette.ts). The stylesheets define none.
import type { Palette } from '../config/palette.ts';

/** A palette key as a custom property name: bgRaised is --bg-raised. */
export function paletteVariableName(key: string): string {
  return `--${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

export function paletteCssVariables(palette: Palette): Record<string, string> {
  return Object.fromEntries(
    Object.entries(palette).map(([key, value]) => [paletteVariableName(key), value]),
  );
}

/** The variables as one `:root { … }` rule, for a <style> element. */
export function paletteCssRule(palette: Palette): string {
  const declarations = Object.entries(paletteCssVariables(palette)).map(([name, value]) => {
    return `${name}:${value}`;
  });
  return `:root{${declarations.join(';')}}`;
}
