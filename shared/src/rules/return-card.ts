import { shuffleInPlace } from '../random';
import { emit, type Ctx } from '../primitives/context';
import { reidentify } from '../primitives/zones';
import { canBeReturned } from '../queries/targeting';
import { onVictimDied } from '../keywords/executioner';
import type { Creature } from '../state/types';
import { creaturesToChange, playerToChange, rngToChange } from '../primitives/copy-on-write';

/**
 * A character leaves the Battlefield and its card goes to its *owner's* hand or Battle Deck, whoever
 * controls it (rulebook: Components and zones). It is not a death: no Last Word, no kill. The model takes
 * everything it gained with it (modifiers, tokens), the card gets a fresh instance id in the hidden zone
 * (docs/architecture.md §5), and a deck is shuffled whenever a card goes back into it.
 */
export function returnCreatureCard(ctx: Ctx, c: Creature, to: 'hand' | 'deck'): void {
  const s = ctx.s;
  if (!s.players[c.owner] || !c.instance || !canBeReturned(s, c)) return;
  const owner = playerToChange(s, c.owner);
  delete creaturesToChange(s)[c.id];
  if (s.activation?.creature === c.id) s.activation = null;
  emit(ctx, { e: 'cardReturned', seat: c.owner, creature: c.id, card: c.card, to });
  const id = reidentify(s, c.instance);
  if (to === 'hand') owner.hand.push(id);
  else {
    owner.deck.push(id);
    shuffleInPlace(rngToChange(s), owner.deck);
    emit(ctx, { e: 'deckShuffled', seat: c.owner });
  }
  onVictimDied(ctx, c.id); // an Executioner whose victim left chooses again (glossary: Executioner)
}
