import { ICON_PATHS } from './game-icons.gen';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * An inline SVG icon (game-icons.net) drawn in the text colour and sized in `em`, so it scales with
 * the browser's font size. With `label` it is announced to screen readers; without, it is decoration.
 */
export function iconSvg(name: string, label?: string, extraClass = ''): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 512 512');
  svg.setAttribute('class', `icon ${extraClass}`.trim());
  if (label) {
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', label);
    const title = document.createElementNS(SVG, 'title');
    title.textContent = label;
    svg.append(title);
  } else svg.setAttribute('aria-hidden', 'true');
  for (const d of ICON_PATHS[name] ?? []) {
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', d);
    path.setAttribute('fill', 'currentColor');
    svg.append(path);
  }
  return svg;
}
