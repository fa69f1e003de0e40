import { composeScene } from './compose.js';
import { renderPng } from './render.js';
import type { SceneRequest } from './request.js';

/** A page's picture as PNG: at the scene's own 1024 px, or rendered again at sizePx (print, web). */
export function drawScene(
  request: SceneRequest,
  sizePx?: number,
): Promise<{ png: Buffer; width: number; height: number }> {
  return renderPng(composeScene(request).svg, sizePx);
}
