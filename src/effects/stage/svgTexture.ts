// Loads one of the stage's SVG art files as a Pixi texture: the browser decodes the image, it is
// drawn once onto a canvas at the stage's resolution (as Pixi's own SVG loader does), and that
// canvas becomes the texture's source. Pixi's Assets system (resolvers, cache, parsers for every
// format, workers) would weigh more than the handful of files the stage draws.
import { ImageSource, Texture } from 'pixi.js';

export async function loadSvgTexture(url: string, resolution: number): Promise<Texture> {
  const image = new Image();
  image.src = url;
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
