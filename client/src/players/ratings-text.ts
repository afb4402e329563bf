import type { RatingFamily } from '@signum/shared';

/** How each rating family is named to players. */
export const FAMILY_LABEL: Record<RatingFamily, string> = { duel: 'Duel', ffa: 'Free-for-all', teams: 'Shoulder to Shoulder' };

/** A played match's outcome for the seat, in words. */
export function outcome(seat: string, result: unknown): string {
  const r = result as { winners?: string[] } | undefined;
  if (!r?.winners) return 'Not finished';
  if (r.winners.length === 0) return 'Draw';
  return r.winners.includes(seat) ? 'Won' : 'Lost';
}
