import type { Action } from '../protocol/actions';
import type { GameState, Seat } from '../state/types';
import type { CheckedDeclaration } from '../primitives/context';
import { checkMove } from '../rules/move-declare';
import { checkPlayCard } from '../rules/play-card';
import { checkTurnState } from './check-action';

/**
 * The checks `applyAction` makes on the given state before it copies it, for the two kinds of
 * declaration bots try most that the rules refuse most (a move's path blocked or a Run in contact; a
 * card's summoning spot or target): throws the RuleError the rules would, so a refusal costs no copy.
 * What an accepted check found goes with the copy (`Ctx.checked`), and the rule that carries out the
 * declaration takes it instead of checking again; the checks only read the state, so they find the
 * same on the copy. Other kinds: undefined, checked on the copy as they are carried out.
 */
export function checkBeforeCopy(s: GameState, seat: Seat, action: Action): CheckedDeclaration | undefined {
  switch (action.type) {
    case 'move':
      checkTurnState(s, seat, action);
      return { action, move: checkMove(s, seat, action.creature, action.path, action.run) };
    case 'playCard':
      checkTurnState(s, seat, action);
      return { action, playCard: checkPlayCard(s, seat, action) };
    default:
      return undefined;
  }
}
