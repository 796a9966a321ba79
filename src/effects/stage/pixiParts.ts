// The parts of PixiJS the visitors' build uses, each from its own module: the client build maps
// `pixi.js` here (buildtime/visitorAliases.ts), because the package's entry imports every
// system and re-exports every renderer, so the WebGPU renderer, events, accessibility, filters
// and the DOM layer would ship whatever the stage uses, and Pixi's own lazy renderer import
// would never split. Here Application's autoDetectRenderer fetches the one renderer asked for
// (WebGL, or the canvas renderer) as its own chunk, and mountPixiStage passes
// `skipExtensionImports` so Pixi loads none of its default browser systems.
// Nothing here registers Pixi's texture sources for Texture.from, its masks or its filters: the
// stage makes its textures from canvases itself (svgTexture.ts) and uses neither.
// Exports what the stage's modules and @pixi/react import from 'pixi.js' at run time;
// tests/components/visitorAliases.test.tsx checks each is the package's own (or a stand-in only
// `instanceof` asks about), from a path that still exists, and that nothing imported is missing.
export { Application } from 'pixi.js/lib/app/Application';
export { extensions } from 'pixi.js/lib/extensions/Extensions';
export { Filter } from 'pixi.js/lib/filters/Filter';
export { ImageSource } from 'pixi.js/lib/rendering/renderers/shared/texture/sources/ImageSource';
export { Texture } from 'pixi.js/lib/rendering/renderers/shared/texture/Texture';
export { getTestContext } from 'pixi.js/lib/rendering/renderers/gl/shader/program/getTestContext';
export { Container } from 'pixi.js/lib/scene/container/Container';
/**
 * A stand-in: the stage draws no Graphics, and @pixi/react only asks `instanceof Graphics` (for
 * its `draw` prop), so Pixi's Graphics (its context, path building and tessellation, 1.7 KB of
 * gzip on every phone visit) stays out of the visitors' build.
 */
export class Graphics {
  static readonly standIn = true;
}
export { Sprite } from 'pixi.js/lib/scene/sprite/Sprite';
export { Text } from 'pixi.js/lib/scene/text/Text';
export { TextStyle } from 'pixi.js/lib/scene/text/TextStyle';
export { UPDATE_PRIORITY } from 'pixi.js/lib/ticker/const';
