// Test helper: reads a built picture back as a viewer sees it, on its own: its pixels (decoded by
// resvg, the only PNG decoder the project has, drawing the file 1:1), the share of it a colour
// covers, and the words Debian's tesseract-ocr reads in the pixels of one exact colour.
import { execFileSync } from 'node:child_process';
import { Resvg } from '@resvg/resvg-js';
import { formatHex } from 'culori';

export interface Picture {
  width: number;
  height: number;
  /** RGBA, row by row. */
  pixels: Buffer;
}

/** An SVG file's pixels at `width`, with no font at all (text must come as outlines). */
export function drawSvg(svg: Buffer | string, width: number): Picture {
  const image = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: false },
  }).render();
  return { width: image.width, height: image.height, pixels: image.pixels };
}

/** A PNG file's pixels: an SVG of the PNG's size holding only the PNG, drawn 1:1. */
export function decodePng(png: Buffer): Picture {
  const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
  const href = `data:image/png;base64,${png.toString('base64')}`;
  return drawSvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" height="${height}" href="${href}"/></svg>`,
    width,
  );
}

/** A CSS colour as '#rrggbb' (culori parses it, as the config checks do). */
export function hex(colour: string): string {
  const parsed = formatHex(colour);
  if (!parsed) throw new Error(`${colour} is not a CSS colour`);
  return parsed;
}

/** The pixels as 32-bit words, one a pixel, in the platform's byte order. */
const words32 = (bytes: Uint8Array) => new Uint32Array(Uint8Array.from(bytes).buffer);

/** Whether each pixel is exactly `colour`, opaque: 1 or 0. */
function matches({ pixels }: Picture, colour: string): Uint32Array {
  const [wanted] = words32(Buffer.from(`${hex(colour).slice(1)}ff`, 'hex'));
  return words32(pixels).map((pixel) => (pixel === wanted ? 1 : 0));
}

/** The share of the picture's pixels (0 to 1) that are exactly `colour`, opaque. */
export function share(picture: Picture, colour: string): number {
  return (
    matches(picture, colour).reduce((sum, ink) => sum + ink, 0) / (picture.width * picture.height)
  );
}

/** Whether every pixel is opaque. */
export function isOpaque({ pixels }: Picture): boolean {
  for (let at = 3; at < pixels.length; at += 4) if (pixels[at] !== 0xff) return false;
  return true;
}

/** The four corners' pixels, each as '#rrggbb', or 'translucent' where it is not opaque. */
export function corners({ pixels, width, height }: Picture): string[] {
  return [0, width - 1, (height - 1) * width, height * width - 1].map((pixel) =>
    pixels[pixel * 4 + 3] === 0xff
      ? `#${pixels.subarray(pixel * 4, pixel * 4 + 3).toString('hex')}`
      : 'translucent',
  );
}

/** A text as the words it compares by: OCR's '$' and 'S' alike, letters and digits only. */
export function words(text: string): string {
  return text
    .split(/\s+/)
    .map((word) => word.replaceAll('$', 'S').replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean)
    .join(' ');
}

/** Blank rows kept around the ink, as tesseract wants some. */
const MARGIN = 16;

/**
 * The words tesseract reads in the pixels that are exactly `colour` (black on white, in its
 * sparse-text mode), so a text drawn in another colour is not read at all.
 */
export function wordsIn(picture: Picture, colour: string): string {
  const ink = matches(picture, colour);
  // Only the rows that hold ink, with a margin: tesseract's time grows with the picture.
  const rows = [...Array(picture.height).keys()].filter((y) =>
    ink.subarray(y * picture.width, (y + 1) * picture.width).includes(1),
  );
  const top = Math.max(0, (rows[0] ?? 0) - MARGIN);
  const bottom = Math.min(picture.height, (rows.at(-1) ?? 0) + 1 + MARGIN);
  const header = Buffer.from(`P5\n${picture.width} ${bottom - top}\n255\n`);
  const mask = Buffer.from(
    ink.subarray(top * picture.width, bottom * picture.width).map((i) => (i ? 0 : 255)),
  );
  try {
    const text = execFileSync('tesseract', ['stdin', 'stdout', '--psm', '11'], {
      input: Buffer.concat([header, mask]),
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    return words(text.toString('utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(
        'tesseract is not installed: the build tests read the pictures back with it (Debian: apt-get install tesseract-ocr)',
        { cause: error },
      );
    }
    throw error;
  }
}
