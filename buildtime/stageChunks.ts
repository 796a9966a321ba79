// How the client build cuts PixiJS into chunks. Left to itself the bundler makes a chunk for
// every set of renderers that shares a module (WebGL and canvas, WebGL and WebGPU, all three...),
// so a phone on WebGL fetched nine stage chunks, each compressed on its own (about 3 KB more
// gzip than the same code in three). Here Pixi's modules go by who needs them: `pixi` (what the
// stage imports statically), `pixi-renderers` (what both renderers use), `pixi-webgl` and
// `pixi-canvas` (one renderer only); what only WebGPU needs is left where the bundler puts it,
// never fetched. Pixi's modules are told apart by the static imports from each renderer's entry.
import path from 'node:path';
import type { Rolldown } from 'vite';

type Info = { importedIds: readonly string[] } | null;
type Context = { getModuleInfo(id: string): Info };

const root = path.resolve(import.meta.dirname, '..');
const pixiLib = path.join(root, 'node_modules/pixi.js/lib');
const stageDir = path.join(root, 'src/effects/stage');

const STAGE = [path.join(stageDir, 'EffectsStage.tsx')];
const WEBGL = [
  path.join(pixiLib, 'rendering/renderers/gl/WebGLRenderer.mjs'),
  path.join(stageDir, 'pixiWithoutEvalGl.ts'),
];
const CANVAS = [
  path.join(pixiLib, 'rendering/renderers/canvas/CanvasRenderer.mjs'),
  path.join(stageDir, 'pixiWithoutEval.ts'),
];

/** PixiJS and the packages only it uses, and the stage's no-eval modules. */
const PIXI =
  /node_modules\/(?:pixi\.js|@pixi\/colord|earcut|eventemitter3|ismobilejs|tiny-lru|parse-svg-path)\/|src\/effects\/stage\/pixiWithoutEval/;

function closure(entries: readonly string[], ctx: Context): Set<string> {
  const seen = new Set<string>();
  const stack = [...entries];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

export function stageChunks(): Rolldown.OutputOptions['codeSplitting'] {
  let sets: { stage: Set<string>; webgl: Set<string>; canvas: Set<string> } | null = null;
  return {
    groups: [
      {
        debugName: 'pixi by renderer',
        // Each module goes where name() says, not where a module that imports it goes.
        includeDependenciesRecursively: false,
        name(id, ctx) {
          if (!PIXI.test(id)) return null;
          sets ??= {
            stage: closure(STAGE, ctx),
            webgl: closure(WEBGL, ctx),
            canvas: closure(CANVAS, ctx),
          };
          if (sets.stage.has(id)) return 'pixi';
          const webgl = sets.webgl.has(id);
          const canvas = sets.canvas.has(id);
          if (webgl && canvas) return 'pixi-renderers';
          if (webgl) return 'pixi-webgl';
          if (canvas) return 'pixi-canvas';
          return null;
        },
      },
    ],
  };
}
