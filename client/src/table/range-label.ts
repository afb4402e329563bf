import { DISTANCE, type RangeBand } from '@signum/shared';

const BANDS: RangeBand[] = ['S', 'M', 'L', 'XL'];

/** The smallest named band an edge-to-edge gap (mm) is within, or null when beyond XL. */
export function bandOf(gap: number): RangeBand | null {
  return BANDS.find((b) => gap <= DISTANCE[b]) ?? null;
}

/** The line-of-sight label: "in contact", "87 mm (M)" or "312 mm (out of range)". */
export function rangeLabel(gap: number, contact: boolean): string {
  if (contact) return 'in contact';
  const band = bandOf(gap);
  return `${Math.max(0, Math.round(gap))} mm (${band ?? 'out of range'})`;
}
