import { getOverlordCard } from '../../cards/quest';
import { ensure } from '../../protocol/codes';
import type { GameState, Seat } from '../../state/types';
import type { Ctx } from '../../primitives/context';
import { checkActivationPhase } from '../../queries/phase';
import { endActivation } from '../activation';
import { playOverlordCard } from './overlord-cards';

/**
 * Check the Overlord player's card (checklist 22.22–22.23, 22.33): in a game against an Overlord player, in
 * its own turn, a card from its hand, and no more Rage than it has this turn, in whole runs of Multiple Rage X.
 */
export function checkPlayOverlordCard(s: GameState, seat: Seat, card: string, rage: number): void {
  const cfg = s.config.quest;
  ensure(cfg?.side === 'pvp' && seat === cfg.overlord && s.quest, 'NOT_QUEST_OVERLORD', 'Only the Overlord player plays Overlord cards.');
  checkActivationPhase(s, seat);
  ensure(s.quest.overlordHand.includes(card), 'NOT_IN_HAND', 'That Overlord card is not in your hand.');
  ensure(rage <= s.quest.rage, 'NOT_ENOUGH_RAGE', `You have only ${s.quest.rage} Rage left this turn.`);
  const x = getOverlordCard('pvp', card).main.rage;
  ensure(x === undefined ? rage === 0 : rage % x === 0, 'NOT_ENOUGH_RAGE', x === undefined ? 'This card spends no Rage.' : `This card's Main ability takes Rage in steps of ${x}.`);
}

/** Play it: the activation in progress ends, as with any card (rulebook: Playing cards and summoning). */
export function playOverlordCardAction(ctx: Ctx, seat: Seat, card: string, rage: number): void {
  checkPlayOverlordCard(ctx.s, seat, card, rage);
  endActivation(ctx);
  const q = ctx.s.quest!;
  q.overlordHand.splice(q.overlordHand.indexOf(card), 1);
  q.overlordPlayed += 1;
  playOverlordCard(ctx, card, rage);
}

/** The Overlord player must play at least 1 card a turn while it holds one (22.33). */
export function checkQuestEndTurn(s: GameState, seat: Seat): void {
  const cfg = s.config.quest;
  if (cfg?.side !== 'pvp' || seat !== cfg.overlord || !s.quest) return;
  ensure(s.quest.overlordPlayed > 0 || s.quest.overlordHand.length === 0, 'MUST_PLAY_OVERLORD_CARD', 'The Overlord must play at least one card each turn.');
}
