// The paths the site serves the brand's files at (buildtime/brand/brandFiles.ts draws them), and
// their sizes and content types: what the build emits, the dev server answers, the config checks
// count as served files, the page links to, and the tests and the doctor look for.
export const LOGO_PATH = '/art/logo.svg';
export const FAVICON_PATH = '/favicon.svg';
export const OG_IMAGE_PATH = '/art/og-image.png';
export const TOUCH_ICON_PATH = '/apple-touch-icon.png';
export const MANIFEST_PATH = '/manifest.webmanifest';
/** The manifest's icons, by size in pixels. */
export const MANIFEST_ICON_SIZES = [192, 512] as const;
export const TOUCH_ICON_SIZE = 180;
/** The link-preview image's size, as Open Graph and X's large card want it. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export const manifestIconPath = (size: number) => `/icons/icon-${size}.png`;

/** Every path the brand's files are served at. */
export const BRAND_FILE_PATHS: readonly string[] = [
  LOGO_PATH,
  FAVICON_PATH,
  OG_IMAGE_PATH,
  TOUCH_ICON_PATH,
  ...MANIFEST_ICON_SIZES.map(manifestIconPath),
  MANIFEST_PATH,
];

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};
