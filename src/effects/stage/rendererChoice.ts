// Which renderer the effects stage uses, decided before Pixi loads: hardware WebGL when the
// browser offers it without a "major performance caveat" and the GPU is not a software
// rasteriser (SwiftShader, llvmpipe...), else Pixi's Canvas2D renderer, else nothing.
// `?fx-renderer=webgl|canvas|none` forces one.
export type StageRenderer = 'webgl' | 'canvas' | 'none';

export interface RendererChoice {
  renderer: StageRenderer;
  /** Chosen by the URL rather than detected. */
  forced: boolean;
}

function forcedRenderer(search: string): StageRenderer | null {
  const value = new URLSearchParams(search).get('fx-renderer');
  return value === 'webgl' || value === 'canvas' || value === 'none' ? value : null;
}

const SOFTWARE_GL = /swiftshader|llvmpipe|softpipe|software|basic render|mesa offscreen/i;

/** A GPU name that means software rendering (Chromium lets SwiftShader pass the caveat flag). */
export function isSoftwareGpu(rendererName: string): boolean {
  return SOFTWARE_GL.test(rendererName);
}

/** Hardware WebGL: a context that starts with failIfMajorPerformanceCaveat, on a real GPU. */
export function hasFastWebGL(doc: Document): boolean {
  try {
    const canvas = doc.createElement('canvas');
    const gl = canvas.getContext('webgl', { failIfMajorPerformanceCaveat: true, stencil: true });
    if (!gl || typeof gl.getExtension !== 'function') return false;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return !isSoftwareGpu(name);
  } catch {
    return false;
  }
}

export function hasCanvas2D(doc: Document): boolean {
  try {
    return doc.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

export function chooseRenderer(doc: Document, search: string): RendererChoice {
  const forced = forcedRenderer(search);
  if (forced) return { renderer: forced, forced: true };
  if (hasFastWebGL(doc)) return { renderer: 'webgl', forced: false };
  if (hasCanvas2D(doc)) return { renderer: 'canvas', forced: false };
  return { renderer: 'none', forced: false };
}
