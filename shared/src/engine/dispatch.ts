import type { Action } from '../protocol/actions';
import { ensure } from '../protocol/codes';
import type { Seat } from '../state/types';
import { activate, checkActor, endActivation, endTurn, checkActivationPhase } from '../rules/activation';
import { declareMagicalStrike, declareMelee, declareRanged } from '../rules/attacks';
import { useAbility } from '../rules/abilities';
import { build, takeProsperity } from '../rules/construction';
import type { Ctx } from '../rules/context';
import { planMove } from '../rules/movement';
import { playCard } from '../rules/play-card';
import { search, secretEntrance } from '../rules/ruins';
import { push } from '../rules/stack';
import { playTerrain } from '../rules/terrain';
import { has } from '../rules/stats';

/** Carry out one declared action (not an answer) on the working copy; rule checks throw RuleError. */
export function dispatch(ctx: Ctx, seat: Seat, a: Exclude<Action, { type: 'answer' }>): void {
  const s = ctx.s;
  switch (a.type) {
    case 'build':
    case 'takeProsperity':
      ensure(s.activeSeat === seat, 'NOT_YOUR_TURN', 'It is not your turn.');
      ensure(s.phase === 'construction', 'ALREADY_CONSTRUCTED', 'The Construction phase is over for this turn.');
      return a.type === 'build' ? build(ctx, seat, a.building) : takeProsperity(ctx, seat);
    case 'playCard':
      return playCard(ctx, seat, a);
    case 'playTerrain':
      return playTerrain(ctx, seat, a.card, a.at, a.rotation, a.tapForAny);
    case 'move': {
      const { c, act } = checkActor(s, seat, a.creature);
      ensure(!act.moved && act.melees === 0, 'ALREADY_MOVED', 'This creature has already moved in this activation.');
      const plan = planMove(s, c, a.path, a.run);
      if (!activate(ctx, seat, a.creature).alive) return;
      // After a Run the activation ends, except that a Quick creature may still fight (checklist 11.6).
      if (a.run && !(plan.stoppedBy && has(s, c, 'quick'))) s.activation!.finished = true;
      push(ctx, { kind: 'move', creature: c.id, ...plan, step: 'leave' });
      return;
    }
    case 'melee':
      return declareMelee(ctx, seat, a.creature, a.target);
    case 'magicalStrike':
      return declareMagicalStrike(ctx, seat, a.creature, a.target);
    case 'ranged':
      return declareRanged(ctx, seat, a.creature, a.target, a.attack);
    case 'ability':
      return useAbility(ctx, seat, a.creature, a.ability, a.target);
    case 'search':
      return search(ctx, seat, a.creature, a.terrain);
    case 'secretEntrance':
      return secretEntrance(ctx, seat, a.creature, a.from, a.to, a.at);
    case 'pass':
      checkActor(s, seat, a.creature);
      activate(ctx, seat, a.creature);
      return endActivation(ctx);
    case 'endActivation':
      checkActivationPhase(s, seat);
      ensure(s.activation, 'ACTIVATION_OVER', 'No creature is activating.');
      return endActivation(ctx);
    case 'endTurn':
      checkActivationPhase(s, seat);
      return endTurn(ctx, seat);
  }
}
