import { baseOf, beyondRangeSight, circleGap, DISTANCE, inContact, lineOfSightWithinBetween, rejectionOf, type Action, type Creature, type GameState, type Seat } from '@signum/shared';
import { rangeLabel } from './range-label';

/** What the line from one creature to another says: green (`clear`) or red, and its words. */
export interface LosVerdict {
  clear: boolean;
  text: string;
}

/** An armed target choice: who chooses and one action of the choice (its target is swapped for the hovered creature). */
export interface TargetProbe {
  seat: Seat;
  action: Action;
}

/**
 * The line-of-sight overlay's verdict, from the engine's own queries (no copy of a rule here):
 * - while a target is being chosen for an action of `a` (`probe`), that action at `b` as the rules judge it:
 *   accepted, or refused with the rule's own sentence (out of range, no line of sight, …);
 * - otherwise sight within XL, the longest range anything looks at (docs/rules-decisions.md #106): a creature
 *   seen only along lines longer than that is out of range, in the words the refusal uses.
 */
export function losVerdict(s: GameState, a: Creature, b: Creature, probe?: TargetProbe): LosVerdict {
  const A = baseOf(a);
  const B = baseOf(b);
  const gap = circleGap(A, B);
  const distance = rangeLabel(gap, inContact(A, B));
  if (probe && 'creature' in probe.action && probe.action.creature === a.id && 'target' in probe.action) {
    const why = rejectionOf(s, probe.seat, { ...probe.action, target: b.id } as Action);
    return why ? { clear: false, text: `${distance} — ${why.message}` } : { clear: true, text: distance };
  }
  const range = DISTANCE.XL;
  const within = lineOfSightWithinBetween(s, a, b, range);
  if (within.clear) return { clear: true, text: distance };
  // Beyond XL base to base the distance already says "out of range"; within it, say why the sight does not count.
  if (gap > range) return { clear: false, text: distance };
  if (within.beyondRange) return { clear: false, text: `${distance} — ${beyondRangeSight(range)}` };
  return { clear: false, text: `${distance} — no line of sight` };
}
