import type { Effect } from '../cards/effects';
import type { EffectsTask } from '../state/tasks';
import type { Ctx } from './context';
import { push } from './stack';

/** What the two lists of a played card share: who resolves them, the source and trigger, which support card it is. */
export type CardEffectsBase = Omit<EffectsTask, 'kind' | 'effects' | 'index' | 'target' | 'thenDiscard'>;

/**
 * Queue a card's printed effects and, after them, its while-built effects as a list of their own
 * (rulebook: Card types, docs/rules-decisions.md #102): the target named when playing the card is the
 * printed text's, and a "chosen" creature in the while-built text is chosen by the player on its own.
 * `thenDiscard` goes with whichever list resolves last.
 */
export function pushCardEffects(ctx: Ctx, base: CardEffectsBase, printed: Effect[], whileBuilt: Effect[], o: { target?: string; thenDiscard?: string } = {}): void {
  const discard = o.thenDiscard ? { thenDiscard: o.thenDiscard } : {};
  // The stack runs the last task pushed first: the while-built list goes underneath.
  if (whileBuilt.length > 0) push(ctx, { kind: 'effects', ...base, effects: whileBuilt, index: 0, ...discard });
  if (printed.length > 0 || whileBuilt.length === 0) {
    push(ctx, { kind: 'effects', ...base, effects: printed, index: 0, ...(o.target ? { target: o.target } : {}), ...(whileBuilt.length === 0 ? discard : {}) });
  }
}
