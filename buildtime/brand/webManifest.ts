// The web manifest (manifest.webmanifest) a phone reads for "Add to Home Screen": the token's
// name, its colours and the icons, all from the config.
import type { Palette } from '../../src/config/palette.ts';

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
}

export function webManifest(
  content: { title: string; meta: { description: string } },
  palette: Pick<Palette, 'bg'>,
  icons: readonly ManifestIcon[],
): Record<string, unknown> {
  return {
    name: content.title,
    short_name: content.title,
    description: content.meta.description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: palette.bg,
    background_color: palette.bg,
    icons,
  };
}
