// The home-screen icons (apple-touch-icon, the web manifest's icons): the logo on an opaque
// square of the page's background, as iOS wants (it fills transparency with black), drawn from
// the logo file the site serves (generated, or a team's own assets/art/logo.svg).

/** `logo` (SVG text, outlined) as an image inside an SVG that other art can lay out. */
export function svgImage(logo: string, x: number, y: number, size: number): string {
  const href = `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`;
  return `<image x="${x}" y="${y}" width="${size}" height="${size}" href="${href}"/>`;
}

/** The icon as SVG source, `size` pixels square: the logo at 84% on `background`. */
export function iconSvg(logo: string, size: number, background: string): string {
  const logoSize = Math.round(size * 0.84);
  const margin = (size - logoSize) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">` +
    `<rect width="${size}" height="${size}" fill="${background}"/>` +
    svgImage(logo, margin, margin, logoSize) +
    `</svg>`
  );
}
