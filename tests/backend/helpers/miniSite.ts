// Test helper: a built site in miniature for the doctor's page checks, in a temporary folder: a
// page linking a hashed stylesheet and script, the files, and the build's own _headers; and, once
// the site's address is known, its link preview (addPreviewTags).
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { headersFile, HEADER_RULES } from '../../../buildtime/securityHeaders.ts';
import { renderPng } from '../../../buildtime/brand/render.ts';

export const MINI_SITE_PAGE =
  '<!doctype html><html><head><link rel="stylesheet" href="/assets/index-Bq3x.css"></head>' +
  '<body><script type="module" src="/assets/index-C9f2.js"></script></body></html>';

export async function miniSite(
  options: { rules?: typeof HEADER_RULES; page?: string } = {},
): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'doctor-site-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), options.page ?? MINI_SITE_PAGE);
  await writeFile(path.join(dir, 'assets/index-C9f2.js'), 'console.log(1);\n');
  await writeFile(path.join(dir, 'assets/index-Bq3x.css'), 'body{}\n');
  await writeFile(path.join(dir, '_headers'), headersFile(options.rules ?? HEADER_RULES));
  return dir;
}

/**
 * Writes into the mini site's page the preview tags a build with VITE_SITE_URL = `origin` writes,
 * and their picture: a PNG of `size` (1200 x 630 unless told) at `imagePath`.
 */
export async function addPreviewTags(
  dir: string,
  origin: string,
  options: { imagePath?: string; size?: [number, number]; relative?: boolean } = {},
): Promise<void> {
  const { imagePath = '/art/og-image.png', size = [1200, 630] } = options;
  const base = options.relative ? '' : origin.replace(/\/$/, '');
  const tags =
    `<meta property="og:image" content="${base}${imagePath}">` +
    `<meta name="twitter:image" content="${base}${imagePath}">` +
    `<meta property="og:url" content="${base}/">` +
    `<link rel="canonical" href="${base}/">`;
  const [width, height] = size;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#123456"/></svg>`;
  await mkdir(path.join(dir, path.dirname(imagePath)), { recursive: true });
  await writeFile(path.join(dir, imagePath), imagePath.endsWith('.png') ? renderPng(svg) : svg);
  await writeFile(path.join(dir, 'index.html'), MINI_SITE_PAGE.replace('<head>', `<head>${tags}`));
}
