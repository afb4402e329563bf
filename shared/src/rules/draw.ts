import { getCard } from '../cards/registry';
import { nextInt } from '../random';
import { ensure } from '../protocol/codes';
import { ask, takeAnswer } from '../primitives/ask';
import { emit, type Ctx } from '../primitives/context';
import type { DrawTask } from '../state/tasks';
import { chooseOpponent, clearOpponent, opponentsOf } from './choose-opponent';
import { moveToGraveyard } from '../primitives/zones';
import { playerToChange, rngToChange } from '../primitives/copy-on-write';

/**
 * Draw one card at a time (rulebook: Beginning phase, docs/rules-decisions.md #4–#5). At the hand limit the opponent first
 * picks a face-down card from the full hand, blind, and it is discarded; then the draw happens.
 * Drawing from an empty deck pays each opponent 1, 2, 4, 8 … Prosperity instead.
 */
export function runDraw(ctx: Ctx, t: DrawTask): 'done' | 'keep' {
  const s = ctx.s;
  if (!s.players[t.seat] || s.players[t.seat]!.eliminated || t.remaining <= 0) return 'done';
  const p = playerToChange(s, t.seat);
  while (t.remaining > 0) {
    if (p.deck.length === 0) {
      p.deckOuts += 1;
      const amount = 2 ** (p.deckOuts - 1);
      for (const seat of opponentsOf(s, t.seat)) {
        const o = playerToChange(s, seat);
        o.prosperity += amount;
        emit(ctx, { e: 'deckOut', seat: t.seat, gainer: seat, amount });
        emit(ctx, { e: 'prosperity', seat, delta: amount, total: o.prosperity, why: 'opponent drew from an empty deck' });
      }
      t.remaining -= 1;
      continue;
    }
    if (p.hand.length >= s.config.ruleset.handLimit) {
      // With several opponents the drawing player picks which one makes the blind pick (rulebook: Variants).
      const chooser = chooseOpponent(ctx, t, t.seat, 'blind pick from your full hand');
      if (chooser === 'keep') return 'keep';
      if (!chooser) break; // no opponent left: the game is already over
      const answer = takeAnswer<{ position: number }>(t);
      if (!answer) return ask(ctx, chooser, 'blindDiscard', { handSize: p.hand.length, of: t.seat }, { position: 0 });
      ensure(answer.position < p.hand.length, 'BAD_ANSWER', `Pick a position from 0 to ${p.hand.length - 1}.`);
      // The hand is shuffled before the blind pick, so any position is a uniformly random card.
      const shuffledIndex = (answer.position + nextInt(rngToChange(s), p.hand.length)) % p.hand.length;
      const [discarded] = p.hand.splice(shuffledIndex, 1);
      emit(ctx, { e: 'handFullDiscard', seat: t.seat, chooser, card: s.cards[discarded!]!.card, instance: discarded! });
      moveToGraveyard(ctx, discarded!);
      clearOpponent(t);
    }
    const id = p.deck.shift()!;
    p.hand.push(id);
    emit(ctx, { e: 'drew', seat: t.seat, card: getCard(s.cards[id]!.card).id, instance: id, private: [t.seat] });
    t.remaining -= 1;
  }
  return 'done';
}
