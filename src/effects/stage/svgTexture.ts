// Loads the stage's SVG art files as Pixi textures: the browser decodes each image, it is drawn
// once onto a canvas at the stage's resolution (as Pixi's own SVG loader does), and that canvas
// becomes the texture's source. Pixi's Assets system (resolvers, cache, parsers for every
// format, workers) would weigh more than the handful of files the stage draws.
import { ImageSource, Texture } from 'pixi.js';
import { yieldToPage } from '../../shared/yieldToPage.ts';

async function textureFromSvg(image: HTMLImageElement, resolution: number): Promise<Texture> {
  await image.decode();
  const { width, height } = image;
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(width * resolution);
  canvas.height = Math.ceil(height * resolution);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas to draw the art on');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width * resolution, height * resolution);
  return new Texture({
    source: new ImageSource({
      resource: canvas,
      alphaMode: 'premultiply-alpha-on-upload',
      resolution,
    }),
  });
}

/**
 * A texture for each URL (once each); a file that cannot be loaded is an empty texture and a
 * warning. The files are fetched together, then decoded and drawn one at a time with a yield to
 * the page between: decoded together, their decodes and draws landed in one frame (80-106 ms on
 * a phone slowed 6x).
 */
export async function loadSvgTextures(
  urls: readonly string[],
  resolution: number,
): Promise<Map<string, Texture>> {
  const images = new Map(
    [...new Set(urls)].map((url) => {
      const image = new Image();
      image.src = url;
      return [url, image];
    }),
  );
  const textures = new Map<string, Texture>();
  for (const [url, image] of images) {
    if (textures.size > 0) await yieldToPage();
    textures.set(
      url,
      await textureFromSvg(image, resolution).catch((error: unknown) => {
        console.warn(`effects: could not load ${url}`, error);
        return Texture.EMPTY;
      }),
    );
  }
  return textures;
}
