// The stage's art loader in jsdom (canvas mock; decode stubbed, as jsdom decodes no images):
// one texture per file, a file that fails is an empty texture and a warning while the others
// still load, and each file is drawn only once the one before it is.
import { Texture } from 'pixi.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSvgTextures } from '../../src/effects/stage/svgTexture.ts';

afterEach(() => {
  vi.restoreAllMocks();
  delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
});

/** Stubs decode: files whose URL names 'broken' fail; the order of decodes and draws is noted. */
function stubDecode(): string[] {
  const steps: string[] = [];
  Object.defineProperty(HTMLImageElement.prototype, 'decode', {
    configurable: true,
    value(this: HTMLImageElement) {
      const name = new URL(this.src).pathname;
      steps.push(`decode ${name}`);
      return name.includes('broken') ? Promise.reject(new Error('undecodable')) : Promise.resolve();
    },
  });
  const drawImage = CanvasRenderingContext2D.prototype.drawImage;
  vi.spyOn(CanvasRenderingContext2D.prototype, 'drawImage').mockImplementation(function (
    this: CanvasRenderingContext2D,
    ...args: Parameters<CanvasRenderingContext2D['drawImage']>
  ) {
    steps.push(`draw ${new URL((args[0] as HTMLImageElement).src).pathname}`);
    return Reflect.apply(drawImage, this, args);
  });
  return steps;
}

describe('loadSvgTextures', () => {
  it('makes one texture per file; a file that fails is an empty texture and a warning', async () => {
    stubDecode();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const textures = await loadSvgTextures(['/a.svg', '/broken.svg', '/b.svg', '/a.svg'], 2);
    expect([...textures.keys()]).toEqual(['/a.svg', '/broken.svg', '/b.svg']);
    expect(textures.get('/broken.svg')).toBe(Texture.EMPTY);
    for (const url of ['/a.svg', '/b.svg']) {
      expect(textures.get(url)).not.toBe(Texture.EMPTY);
      expect(textures.get(url)!.source.resolution).toBe(2);
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('/broken.svg');
  });

  it('decodes and draws one file at a time, in the order given', async () => {
    const steps = stubDecode();
    await loadSvgTextures(['/a.svg', '/b.svg', '/c.svg'], 1);
    expect(steps).toEqual([
      'decode /a.svg',
      'draw /a.svg',
      'decode /b.svg',
      'draw /b.svg',
      'decode /c.svg',
      'draw /c.svg',
    ]);
  });
});
