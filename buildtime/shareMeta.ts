// The page's title, description, theme colour, Open Graph and Twitter card tags, built from the
// content config and the palette (which vite.config.ts loads through Vite's module runner:
// buildtime/projectModules.ts). The browser's theme colour is the page's background, palette.bg.
import type { content as Content } from '../src/config/content.ts';
import type { palette as Palette } from '../src/config/palette.ts';

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** siteUrl: the public address of the site (VITE_SITE_URL), for absolute share links. */
export function shareMetaTags(
  siteUrl: string | undefined,
  content: typeof Content,
  palette: Pick<typeof Palette, 'bg'>,
): string {
  const base = siteUrl ? siteUrl.replace(/\/+$/, '') : '';
  const image = `${base}/art/og-image.png`;
  const { pageTitle, description } = content.meta;
  const tags: [string, string, string][] = [
    ['name', 'description', description],
    ['name', 'theme-color', palette.bg],
    ['property', 'og:type', 'website'],
    ['property', 'og:title', pageTitle],
    ['property', 'og:description', description],
    ['property', 'og:image', image],
    ['property', 'og:image:alt', content.banner.imageAlt],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', pageTitle],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  ];
  if (base) tags.push(['property', 'og:url', `${base}/`]);
  const metas = tags.map(
    ([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeAttribute(value)}" />`,
  );
  return [`<title>${escapeAttribute(pageTitle)}</title>`, ...metas].join('\n    ');
}
