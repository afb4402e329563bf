import type { Action } from '../protocol/actions';
import { ensure, passes } from '../protocol/codes';
import type { GameState, Seat } from '../state/types';
import { checkAbility } from '../rules/use-ability';
import { checkConcentrate } from '../keywords/concentrate';
import { checkActor, checkEndActivation } from '../rules/activation';
import { checkActivationPhase } from '../queries/phase';
import { checkMagicalStrike, checkMelee, checkRanged } from '../rules/attacks';
import { checkUseBuilding } from '../rules/building-abilities';
import { checkBuild, checkConstructionPhase } from '../rules/construction';
import { checkMove } from '../rules/move-declare';
import { checkPlayCard } from '../rules/play-card';
import { checkSearch, checkSecretEntrance } from '../rules/ruins';
import { checkPlayTerrain } from '../rules/terrain';
import { surelyRejected } from './sure-rejections';
import { checkPlayOverlordCard, checkQuestEndTurn } from '../rules/quest/overlord-player';

/**
 * Whether the game takes this kind of message from `seat` now: not after the end; an answer only to
 * the decision waiting for that seat; nothing else while a decision waits or before the game starts.
 */
export function checkTurnState(s: GameState, seat: Seat, a: Action): void {
  ensure(!s.result, 'GAME_OVER', 'The game is over.');
  const pending = s.pending;
  if (a.type === 'answer') {
    ensure(pending, 'NO_DECISION', 'Nothing is waiting for an answer.');
    ensure(pending.seat === seat, 'NOT_YOUR_TURN', 'That decision is not yours to make.');
    ensure(pending.id === a.decision, 'NO_DECISION', 'That decision has already been answered.');
    return;
  }
  ensure(!pending, 'WAITING_FOR_DECISION', pending?.seat === seat ? 'Answer the pending decision first.' : 'Waiting for another player to decide.');
  ensure(s.phase !== 'setup', 'WRONG_PHASE', 'The game has not started yet.');
}

/**
 * The rules' checks for one declared action, without changing anything: throws the RuleError
 * `apply` would return. Answers are checked only for whose turn it is; their content is checked
 * when the suspended rule resumes.
 */
export function checkAction(s: GameState, seat: Seat, a: Action): void {
  checkTurnState(s, seat, a);
  switch (a.type) {
    case 'answer':
      return;
    case 'build':
      return checkBuild(s, seat, a.building);
    case 'takeProsperity':
      return checkConstructionPhase(s, seat);
    case 'playCard':
      return void checkPlayCard(s, seat, a);
    case 'playTerrain':
      return void checkPlayTerrain(s, seat, a.card, a.at, a.rotation, a.tapForAny);
    case 'move':
      return void checkMove(s, seat, a.creature, a.path, a.run);
    case 'melee':
      return void checkMelee(s, seat, a.creature, a.target);
    case 'magicalStrike':
      return void checkMagicalStrike(s, seat, a.creature, a.target);
    case 'ranged':
      return void checkRanged(s, seat, a.creature, a.target, a.attack);
    case 'ability':
      return void checkAbility(s, seat, a.creature, a.ability, a.target);
    case 'concentrate':
      return void checkConcentrate(s, seat, a.creature, a.target);
    case 'search':
      return checkSearch(s, seat, a.creature, a.terrain);
    case 'secretEntrance':
      return checkSecretEntrance(s, seat, a.creature, a.from, a.to, a.at);
    case 'useBuilding':
      return void checkUseBuilding(s, seat, a.building, a.target);
    case 'pass':
      return void checkActor(s, seat, a.creature);
    case 'endActivation':
      return checkEndActivation(s, seat);
    case 'endTurn':
      checkActivationPhase(s, seat);
      return checkQuestEndTurn(s, seat);
    case 'playOverlordCard':
      return checkPlayOverlordCard(s, seat, a.card, a.rage);
  }
}

/** Whether the rules accept the action now (pure). Sure rejections are answered without a throw. */
export function isLegal(s: GameState, seat: Seat, a: Action): boolean {
  if (surelyRejected(s, seat, a)) return false;
  return passes(() => checkAction(s, seat, a));
}
