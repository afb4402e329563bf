import type { Face, GameEvent } from '@signum/shared';

/** One roll to show: whose, which faces, how many counted, and what for. */
export interface DiceShow {
  creature: string;
  faces: Face[];
  /** Undefined for a single die read for its face (detection, a Ruins search). */
  successes?: number;
  label: string;
}

/** The symbol each face is drawn with; the legend repeats it in words. */
export const FACE_SYMBOL: Record<Face, string> = { bullseye: '◎', axe: '⚒', shield: '⬟' };

/** The dice an event shows, or null for an event without dice. */
export function diceOf(ev: GameEvent): DiceShow | null {
  switch (ev.e) {
    case 'rolled':
      return { creature: ev.creature, faces: ev.faces, successes: ev.successes, label: ev.purpose };
    case 'rerolled':
      return { creature: ev.creature, faces: ev.faces, successes: ev.successes, label: `${ev.purpose} (reroll)` };
    case 'backstab':
      return { creature: ev.by, faces: ev.faces, successes: ev.successes, label: 'backstab' };
    case 'detection':
      return { creature: ev.by, faces: [ev.face], label: ev.success ? 'detection: found' : 'detection: not found' };
    case 'searched':
      return { creature: ev.creature, faces: [ev.face], label: 'Ruins search' };
    default:
      return null;
  }
}

/** "◎ ⚒ ⛨" */
export function faceSymbols(faces: readonly Face[]): string {
  return faces.map((f) => FACE_SYMBOL[f]).join(' ');
}
