/** Renderer names of WebGL implementations that run on the CPU. */
const SOFTWARE = /swiftshader|llvmpipe|softpipe|software|basic render driver|mesa offscreen/i;

/** Whether a WebGL renderer string names a software rasteriser. */
export function isSoftwareRenderer(name: string): boolean {
  return SOFTWARE.test(name);
}

/**
 * The Pixi renderer for this browser: WebGL on a real GPU; Pixi's Canvas 2D renderer when WebGL is
 * missing or is a software rasteriser (SwiftShader, llvmpipe), where filling the field's pixels
 * through WebGL shaders took ~20× longer per frame than Canvas 2D in headless Chromium.
 */
export function preferredRenderer(): 'webgl' | 'canvas' {
  const probe = document.createElement('canvas');
  const gl = probe.getContext('webgl2') ?? probe.getContext('webgl');
  if (!gl) return 'canvas';
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return isSoftwareRenderer(name) ? 'canvas' : 'webgl';
}
