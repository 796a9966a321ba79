// PixiJS's WebGL renderer without eval (the site's Content Security Policy allows none): the
// WebGL share of what pixi.js/unsafe-eval installs, its polyfills for the uniform, uniform
// buffer and shader sync functions Pixi would otherwise generate with `new Function`. Loaded
// by mountPixiStage before a WebGL renderer starts, with pixiWithoutEval.ts, which it imports.
import './pixiWithoutEval.ts';
import { GlUboSystem } from 'pixi.js/lib/rendering/renderers/gl/GlUboSystem';
import { GlShaderSystem } from 'pixi.js/lib/rendering/renderers/gl/shader/GlShaderSystem';
import { GlUniformGroupSystem } from 'pixi.js/lib/rendering/renderers/gl/shader/GlUniformGroupSystem';
import { UboSystem } from 'pixi.js/lib/rendering/renderers/shared/shader/UboSystem';
import { generateShaderSyncPolyfill } from 'pixi.js/lib/unsafe-eval/shader/generateShaderSyncPolyfill';
import { generateUboSyncPolyfillSTD40 } from 'pixi.js/lib/unsafe-eval/ubo/generateUboSyncPolyfill';
import { generateUniformsSyncPolyfill } from 'pixi.js/lib/unsafe-eval/uniforms/generateUniformsSyncPolyfill';

Object.assign(UboSystem.prototype, { _systemCheck() {} });
Object.assign(GlUniformGroupSystem.prototype, {
  _generateUniformsSync: generateUniformsSyncPolyfill,
});
Object.assign(GlUboSystem.prototype, { _generateUboSync: generateUboSyncPolyfillSTD40 });
Object.assign(GlShaderSystem.prototype, { _generateShaderSync: generateShaderSyncPolyfill });
