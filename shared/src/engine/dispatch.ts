import type { Action } from '../protocol/actions';
import type { Seat } from '../state/types';
import { checkEndActivation, endActivation, endTurn, pass } from '../rules/activation';
import { declareMagicalStrike, declareMelee, declareRanged } from '../rules/attacks';
import { useAbility } from '../rules/use-ability';
import { concentrate } from '../keywords/concentrate';
import { useBuilding } from '../rules/building-abilities';
import { build, takeProsperity } from '../rules/construction';
import type { Ctx } from '../primitives/context';
import { declareMove } from '../rules/move-declare';
import { playCard } from '../rules/play-card';
import { search, secretEntrance } from '../rules/ruins';
import { playTerrain } from '../rules/terrain';
import { checkQuestEndTurn, playOverlordCardAction } from '../rules/quest/overlord-player';

/** Carry out one declared action (not an answer) on the working copy; rule checks throw RuleError. */
export function dispatch(ctx: Ctx, seat: Seat, a: Exclude<Action, { type: 'answer' }>): void {
  ctx.declared = a;
  switch (a.type) {
    case 'build':
      return build(ctx, seat, a.building);
    case 'takeProsperity':
      return takeProsperity(ctx, seat);
    case 'playCard':
      return playCard(ctx, seat, a);
    case 'playTerrain':
      return playTerrain(ctx, seat, a.card, a.at, a.rotation, a.tapForAny);
    case 'move':
      return declareMove(ctx, seat, a.creature, a.path, a.run);
    case 'melee':
      return declareMelee(ctx, seat, a.creature, a.target);
    case 'magicalStrike':
      return declareMagicalStrike(ctx, seat, a.creature, a.target);
    case 'ranged':
      return declareRanged(ctx, seat, a.creature, a.target, a.attack);
    case 'ability':
      return useAbility(ctx, seat, a.creature, a.ability, a.target);
    case 'concentrate':
      // Not an activation (glossary: Concentration X): the activation in progress, if any, goes on.
      return concentrate(ctx, seat, a.creature, a.target);
    case 'search':
      return search(ctx, seat, a.creature, a.terrain);
    case 'secretEntrance':
      return secretEntrance(ctx, seat, a.creature, a.from, a.to, a.at);
    case 'useBuilding':
      return useBuilding(ctx, seat, a.building, a.target);
    case 'pass':
      return pass(ctx, seat, a.creature);
    case 'endActivation':
      checkEndActivation(ctx.s, seat);
      return endActivation(ctx);
    case 'endTurn':
      checkQuestEndTurn(ctx.s, seat);
      return endTurn(ctx, seat);
    case 'playOverlordCard':
      return playOverlordCardAction(ctx, seat, a.card, a.rage);
  }
}
