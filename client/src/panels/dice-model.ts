import { purposeName, rollRule, type Face, type GameEvent } from '@signum/shared';

/** One roll to show: whose, which faces, which of them counted and by what rule, and what for. */
export interface DiceShow {
  creature: string;
  faces: Face[];
  /** Undefined for a single die read for its face (detection, a Ruins search). */
  successes?: number;
  label: string;
  /** Per die: whether its face counted for this roll (from the engine's `counts`); empty when the event does not say. */
  counted: boolean[];
  /** The rule that made them count, in words ("Shooting: only Bullseyes hit"); empty when the event does not say. */
  rule: string;
  /** Dice rolled again (a reroll's indices). */
  rerolled: number[];
}

/** The symbol each face is drawn with; the legend repeats it in words. */
export const FACE_SYMBOL: Record<Face, string> = { bullseye: '◎', axe: '⚒', shield: '⬟' };

/** Which dice counted and the rule in words, from the faces the engine says were successes. */
function marking(purpose: string, faces: readonly Face[], counts: readonly Face[] | undefined): Pick<DiceShow, 'counted' | 'rule'> {
  if (!counts) return { counted: [], rule: '' };
  return { counted: faces.map((f) => counts.includes(f)), rule: rollRule(purpose, counts) };
}

/** The dice an event shows, or null for an event without dice. */
export function diceOf(ev: GameEvent): DiceShow | null {
  switch (ev.e) {
    case 'rolled':
      return { creature: ev.creature, faces: ev.faces, successes: ev.successes, label: purposeName(ev.purpose), rerolled: [], ...marking(ev.purpose, ev.faces, ev.counts) };
    case 'rerolled':
      return { creature: ev.creature, faces: ev.faces, successes: ev.successes, label: `${purposeName(ev.purpose)} (reroll)`, rerolled: ev.indices, ...marking(ev.purpose, ev.faces, ev.counts) };
    case 'backstab':
      return { creature: ev.by, faces: ev.faces, successes: ev.successes, label: 'Backstab', rerolled: [], ...marking('backstab', ev.faces, ev.counts) };
    case 'detection':
      return { creature: ev.by, faces: [ev.face], label: ev.success ? 'Detection: found' : 'Detection: not found', rerolled: [], counted: [ev.success], rule: '' };
    case 'searched':
      return { creature: ev.creature, faces: [ev.face], label: 'Ruins search', rerolled: [], counted: [], rule: '' };
    default:
      return null;
  }
}

/** Whether an event starts a new exchange of dice (the strip clears for it): a new attack, activation or turn. */
export function startsNewRoll(ev: GameEvent): boolean {
  return ev.e === 'meleeDeclared' || ev.e === 'rangedDeclared' || ev.e === 'activationStarted' || ev.e === 'turnStarted';
}

/** "◎ ⚒ ⛨" */
export function faceSymbols(faces: readonly Face[]): string {
  return faces.map((f) => FACE_SYMBOL[f]).join(' ');
}
