import { nextUint32 } from '../random';
import type { GameState, Seat } from '../state/types';
import { emit, type Ctx } from './context';
import { cardsToChange, idRngToChange, playerToChange } from './copy-on-write';

/** A fresh card instance id from the id stream, so an id never links a card across a hidden zone (docs/architecture.md §5). */
export function freshInstanceId(s: GameState): string {
  for (;;) {
    const id = `c${nextUint32(idRngToChange(s)).toString(36)}`;
    if (!s.cards[id]) return id;
  }
}

/** Re-identify a card as it enters a hidden zone (hand or deck) from a public one. */
export function reidentify(s: GameState, id: string): string {
  const inst = s.cards[id];
  if (!inst) return id;
  const fresh = freshInstanceId(s);
  // The record is shared with the state this action started from (engine/clone.ts) until copied.
  const cards = cardsToChange(s);
  cards[fresh] = inst;
  delete cards[id];
  return fresh;
}

/** Send a card instance to its owner's Graveyard (rulebook: Components and zones: always the owner's). */
export function moveToGraveyard(ctx: Ctx, id: string): void {
  const inst = ctx.s.cards[id];
  if (!inst) return;
  if (!ctx.s.players[inst.owner]) return;
  playerToChange(ctx.s, inst.owner).graveyard.push(id);
  emit(ctx, { e: 'toGraveyard', seat: inst.owner, card: inst.card, instance: id });
}

/** Remove a card id from a player's hand; false if it is not there. */
export function takeFromHand(s: GameState, seat: Seat, id: string): boolean {
  const i = s.players[seat]?.hand.indexOf(id) ?? -1;
  if (i < 0) return false;
  playerToChange(s, seat).hand.splice(i, 1);
  return true;
}
