// An article page's <head> read for its story picture and description: Open Graph, Twitter card, <meta name="description"> and JSON-LD `image`, tokenised by htmlparser2; pictures resolved against the page and kept only on https.
import { Parser } from 'htmlparser2';
import { isTrackingImage } from './images.ts';
import { httpUrl } from './links.ts';

/** What a page's head says about its story, as written there (the description is not cleaned yet). */
export interface PageMeta {
  /** An absolute https URL, or undefined when the page names none usable. */
  image?: string;
  /** The description's text (entities decoded once, as an attribute value is). */
  description?: string;
}

/** Picture tags, most specific first: og:image:secure_url is https by definition. */
const IMAGE_KEYS = [
  'og:image:secure_url',
  'og:image',
  'og:image:url',
  'twitter:image',
  'twitter:image:src',
];
const DESCRIPTION_KEYS = ['og:description', 'twitter:description', 'description'];

/** The `image` of a JSON-LD node (a URL, an ImageObject, a list of either), searched through `@graph`. */
function jsonLdImages(value: unknown, depth = 0): string[] {
  if (depth > 4 || value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap((entry) => jsonLdImages(entry, depth + 1));
  const node = value as Record<string, unknown>;
  const own = imageValues(node.image);
  return [...own, ...jsonLdImages(node['@graph'], depth + 1)];
}

function imageValues(image: unknown): string[] {
  if (typeof image === 'string') return [image];
  if (Array.isArray(image)) return image.flatMap(imageValues);
  if (image !== null && typeof image === 'object') {
    const url =
      (image as Record<string, unknown>).url ?? (image as Record<string, unknown>).contentUrl;
    return typeof url === 'string' ? [url] : [];
  }
  return [];
}

/** The picture URL as stored: absolute (against `pageUrl`), https only, not a tracking pixel. */
export function pagePicture(candidate: string, pageUrl: string): string | undefined {
  const url = httpUrl(candidate, pageUrl);
  if (!url || !url.startsWith('https://')) return undefined;
  return isTrackingImage(url) ? undefined : url;
}

/**
 * Reads the page's head: meta tags by `property` or `name` (first value of each key wins), and
 * JSON-LD scripts. Stops at `</head>` or the first `<body>`, whatever follows.
 */
export function readPageMeta(html: string, pageUrl: string): PageMeta {
  const meta = new Map<string, string>();
  const jsonLd: string[] = [];
  let script: string | null = null;
  let done = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (done) return;
        if (name === 'body') {
          done = true;
          return;
        }
        if (name === 'meta') {
          const key = (attributes.property ?? attributes.name ?? '').trim().toLowerCase();
          const value = attributes.content;
          if (key && value !== undefined && value.trim() && !meta.has(key)) meta.set(key, value);
        } else if (
          name === 'script' &&
          attributes.type?.trim().toLowerCase() === 'application/ld+json'
        ) {
          script = '';
        }
      },
      ontext(text) {
        if (script !== null) script += text;
      },
      onclosetag(name) {
        if (name === 'head') done = true;
        if (name === 'script' && script !== null) {
          jsonLd.push(script);
          script = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);

  const ldImages = jsonLd.flatMap((text) => {
    try {
      return jsonLdImages(JSON.parse(text));
    } catch {
      return [];
    }
  });
  const candidates = [
    ...IMAGE_KEYS.map((key) => meta.get(key)).filter((v): v is string => v !== undefined),
    ...ldImages,
  ];
  const image = candidates.map((c) => pagePicture(c, pageUrl)).find((url) => url !== undefined);
  const description = DESCRIPTION_KEYS.map((key) => meta.get(key)).find((v) => v !== undefined);
  return {
    ...(image ? { image } : {}),
    ...(description !== undefined ? { description } : {}),
  };
}
