// The project's own font for the art the build draws (logo, link-preview image, home-screen
// icons): Roboto, the face of the site's own font stack (src/styles/global.css), as TTF files from
// @expo-google-fonts/roboto (SIL Open Font License 1.1, its LICENSE_FONT). resvg is given these
// files only, never the build machine's fonts, so every machine draws the same pixels.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The family name the art's SVG asks for. */
export const BRAND_FONT_FAMILY = 'Roboto';

/** The weights the art uses, each one TTF file. */
export const BRAND_FONT_WEIGHTS = { regular: 400, bold: 700, black: 900 } as const;

const FILES = [
  '@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf',
  '@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf',
  '@expo-google-fonts/roboto/900Black/Roboto_900Black.ttf',
];

/** Absolute paths of the TTF files. */
export function brandFontFiles(): string[] {
  return FILES.map((file) => require.resolve(file));
}
