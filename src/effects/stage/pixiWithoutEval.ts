// PixiJS under the site's Content Security Policy (no eval), for either renderer: what
// pixi.js/unsafe-eval installs on the classes every renderer has, its renderer check. The WebGL
// renderer's share is in pixiWithoutEvalGl.ts, loaded only on that path; the module's patches
// for ParticleContainer and the WebGPU renderer, which the stage never uses, are left out.
// tests/components/visitorAliases.test.tsx compares this pair with pixi.js/unsafe-eval's own list.
import { AbstractRenderer } from 'pixi.js/lib/rendering/renderers/shared/system/AbstractRenderer';

Object.assign(AbstractRenderer.prototype, {
  // The check would refuse to start without eval; nothing the stage runs needs it.
  _unsafeEvalCheck() {},
});
