import { placeOnEdge, type Edge, type Vec } from '@signum/shared';

/**
 * The spot on `edge` nearest a click for a base of radius `r`: a hero or a summoned character must
 * touch its own edge within half a millimetre, finer than a click, so the click picks the place
 * along the edge and the edge gives the rest.
 */
export function snapToEdge(edge: Edge, at: Vec, r: number): Vec {
  const dx = edge.b.x - edge.a.x;
  const dy = edge.b.y - edge.a.y;
  const len = Math.hypot(dx, dy) || 1;
  const along = ((at.x - edge.a.x) * dx + (at.y - edge.a.y) * dy) / len;
  return placeOnEdge(edge, along, r);
}
