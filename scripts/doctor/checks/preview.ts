// The deployed page's link preview, as X, Telegram, Discord and WhatsApp read it: og:image and
// twitter:image are absolute URLs (the platforms do not resolve relative ones), the picture is
// fetchable, image/png, and 1200 x 630 (read from the PNG's IHDR header, as the build draws it:
// buildtime/brand/).
import { Parser } from 'htmlparser2';
import { OG_IMAGE_SIZE } from '../../../buildtime/brand/brandPaths.ts';
import { fail, ok, GUIDE, type Finding } from '../check.ts';
import type { Http } from '../http.ts';

/** The page's preview tags: og:image, twitter:image, og:url and the canonical link ('' if absent). */
export function previewTags(
  html: string,
): Record<'ogImage' | 'twitterImage' | 'ogUrl' | 'canonical', string> {
  const tags = { ogImage: '', twitterImage: '', ogUrl: '', canonical: '' };
  const parser = new Parser({
    onopentag(name, attributes) {
      const key = attributes.property ?? attributes.name;
      const value = (attributes.content ?? '').trim();
      if (name === 'meta' && key === 'og:image' && !tags.ogImage) tags.ogImage = value;
      if (name === 'meta' && key === 'twitter:image' && !tags.twitterImage)
        tags.twitterImage = value;
      if (name === 'meta' && key === 'og:url' && !tags.ogUrl) tags.ogUrl = value;
      if (name === 'link' && attributes.rel === 'canonical' && !tags.canonical) {
        tags.canonical = (attributes.href ?? '').trim();
      }
    },
  });
  parser.write(html);
  parser.end();
  return tags;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG's width and height from its IHDR chunk, or null when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 24 || PNG_SIGNATURE.some((byte, i) => bytes[i] !== byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const isAbsolute = (value: string) => /^https?:\/\//i.test(value);

/** The preview tags' problems: a missing or relative image, og:url or canonical link. */
export function previewTagProblems(tags: ReturnType<typeof previewTags>): string[] {
  const problems: string[] = [];
  const named = [
    ['og:image', tags.ogImage],
    ['twitter:image', tags.twitterImage],
    ['og:url', tags.ogUrl],
    ['the canonical link', tags.canonical],
  ] as const;
  for (const [name, value] of named) {
    if (!value) problems.push(`${name} is missing`);
    else if (!isAbsolute(value)) problems.push(`${name} is relative (${value.slice(0, 80)})`);
  }
  if (
    isAbsolute(tags.ogImage) &&
    isAbsolute(tags.twitterImage) &&
    tags.ogImage !== tags.twitterImage
  ) {
    problems.push(`twitter:image (${tags.twitterImage}) is not og:image (${tags.ogImage})`);
  }
  return problems;
}

export async function checkPreview(http: Http, html: string): Promise<Finding> {
  const tags = previewTags(html);
  const tagProblems = previewTagProblems(tags);
  if (tagProblems.length > 0) {
    return fail(
      `link previews: ${tagProblems.join('; ')}: X, Telegram and other platforms show the link without its picture`,
      "build with VITE_SITE_URL set to the site's public address (npm run build writes the tags)",
      GUIDE.site,
    );
  }
  const image = await http.request(tags.ogImage, { redirect: 'follow' });
  const fix = 'upload the whole of dist/ (the build draws art/og-image.png)';
  if (!image.answered)
    return fail(`${tags.ogImage} got no answer (${image.error})`, fix, GUIDE.site);
  const { status, headers, bytes } = image.answer;
  if (status !== 200) return fail(`${tags.ogImage} answers HTTP ${status}`, fix, GUIDE.site);
  const type = headers.get('content-type') ?? '';
  if (!/^image\/png\b/i.test(type)) {
    return fail(
      `${tags.ogImage} is served as "${type || 'no Content-Type'}", not image/png`,
      fix,
      GUIDE.site,
    );
  }
  const size = bytes ? pngSize(bytes) : null;
  const { width, height } = OG_IMAGE_SIZE;
  if (!size) return fail(`${tags.ogImage} says image/png but is not a PNG`, fix, GUIDE.site);
  if (size.width !== width || size.height !== height) {
    return fail(
      `${tags.ogImage} is ${size.width}x${size.height}, not ${width}x${height}: the platforms crop or shrink it`,
      fix,
      GUIDE.site,
    );
  }
  return ok(`${tags.ogImage}: image/png, ${width}x${height}; og:url and canonical ${tags.ogUrl}`);
}
