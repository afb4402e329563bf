import type { Seat } from '@signum/shared';

/**
 * Seat colours from the Okabe–Ito palette (told apart with the common colour-vision deficiencies),
 * the same as the CSS variables --p1..--p4 in styles/base.css; each seat also has a shape (seat-mark.ts).
 */
export const SEAT_COLOR: Record<Seat, number> = { p1: 0x56b4e9, p2: 0xe69f00, p3: 0x009e73, p4: 0xcc79a7 };

/** The table's own colours (the page's --bg, --ink, --accent, --ok, --danger). */
export const COLOR = {
  background: 0x14161b,
  field: 0x2b3326,
  fieldEdge: 0x4a5340,
  grid: 0xe8e4d8,
  ink: 0xe8e4d8,
  muted: 0x9aa0ab,
  accent: 0xd9a441,
  ok: 0x5cb85c,
  danger: 0xd9534f,
  shadow: 0x0b0c0f,
  wound: 0xe0453a,
} as const;

/** Terrain fills by what the template does (the strongest effect wins the colour). */
export const TERRAIN_COLOR = {
  impassable: 0x6b6259,
  blocksLineOfSight: 0x3f5a33,
  difficult: 0x4b6b5c,
  ruins: 0x7a6a4f,
  open: 0x5b6e45,
} as const;
