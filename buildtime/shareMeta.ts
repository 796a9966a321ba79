// The page's title, description, theme colour, Open Graph and Twitter card tags, built from the
// content config and the palette (which vite.config.ts loads through Vite's module runner:
// buildtime/projectModules.ts). The browser's theme colour is the page's background, palette.bg.
// With the site's public address (VITE_SITE_URL) the image and the page's own address are
// absolute, as the Open Graph protocol asks and X, Telegram and other unfurlers need; a
// production build without it warns (SITE_URL_MISSING).
import { OG_IMAGE_PATH, OG_IMAGE_SIZE } from './brand/brandPaths.ts';
import type { content as Content } from '../src/config/content.ts';
import type { palette as Palette } from '../src/config/palette.ts';

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** What a production build without VITE_SITE_URL prints: what a share of the site will look like. */
export const SITE_URL_MISSING =
  'VITE_SITE_URL is not set: og:image and twitter:image are relative (/art/og-image.png) and the page has no og:url or canonical link, ' +
  'so X, Telegram, Discord and other link previews show the site without its picture. ' +
  'Set VITE_SITE_URL to the public address of the site, e.g. VITE_SITE_URL=https://unstable.example (docs/deploy.md).';

/** siteUrl: the public address of the site (VITE_SITE_URL), for absolute share links. */
export function shareMetaTags(
  siteUrl: string | undefined,
  content: typeof Content,
  palette: Pick<typeof Palette, 'bg'>,
): string {
  const base = siteUrl ? siteUrl.replace(/\/+$/, '') : '';
  const image = `${base}${OG_IMAGE_PATH}`;
  const { pageTitle, description } = content.meta;
  const tags: [string, string, string][] = [
    ['name', 'description', description],
    ['name', 'theme-color', palette.bg],
    ['property', 'og:type', 'website'],
    ['property', 'og:title', pageTitle],
    ['property', 'og:description', description],
    ['property', 'og:image', image],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(OG_IMAGE_SIZE.width)],
    ['property', 'og:image:height', String(OG_IMAGE_SIZE.height)],
    // What the image shows (buildtime/brand/ogImage.ts).
    ['property', 'og:image:alt', `${content.title} (${content.ticker}): ${content.slogan}`],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', pageTitle],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
    ['name', 'apple-mobile-web-app-title', content.title],
  ];
  if (base) tags.push(['property', 'og:url', `${base}/`]);
  const metas = tags.map(
    ([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeAttribute(value)}" />`,
  );
  const canonical = base ? [`<link rel="canonical" href="${escapeAttribute(`${base}/`)}" />`] : [];
  return [`<title>${escapeAttribute(pageTitle)}</title>`, ...metas, ...canonical].join('\n    ');
}
