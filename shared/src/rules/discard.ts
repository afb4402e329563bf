import { nextInt } from '../random';
import { ensure } from '../protocol/codes';
import { ask, takeAnswer } from '../primitives/ask';
import { emit, type Ctx } from '../primitives/context';
import { moveToGraveyard } from '../primitives/zones';
import type { DiscardTask } from '../state/tasks';
import { chooseOpponent } from './choose-opponent';
import { playerToChange, rngToChange } from '../primitives/copy-on-write';

/**
 * An effect's random discard (docs/rules-decisions.md #120): the card's player chooses the opponent (with
 * several, rulebook: Variants) and picks each card face down from that hand, as with the hand limit's
 * blind pick; the hand is shuffled before each pick, so any position is a uniformly random card.
 */
export function runDiscard(ctx: Ctx, t: DiscardTask): 'done' | 'keep' {
  const s = ctx.s;
  while (t.remaining > 0) {
    const victim = chooseOpponent(ctx, t, t.seat, 'discard at random');
    if (victim === 'keep') return 'keep';
    const p = victim ? s.players[victim] : undefined;
    if (!p || p.hand.length === 0) return 'done';
    const answer = takeAnswer<{ position: number }>(t);
    if (!answer) return ask(ctx, t.seat, 'blindDiscard', { handSize: p.hand.length, of: p.seat }, { position: 0 });
    ensure(answer.position < p.hand.length, 'BAD_ANSWER', `Pick a position from 0 to ${p.hand.length - 1}.`);
    const hand = playerToChange(s, p.seat).hand;
    const [card] = hand.splice((answer.position + nextInt(rngToChange(s), hand.length)) % hand.length, 1);
    emit(ctx, { e: 'discarded', seat: p.seat, chooser: t.seat, card: s.cards[card!]!.card, instance: card! });
    moveToGraveyard(ctx, card!);
    t.remaining -= 1;
  }
  return 'done';
}
