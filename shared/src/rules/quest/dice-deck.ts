import { DICE_CARDS } from '../../cards/quest';
import type { Face } from '../../random';
import { shuffleInPlace } from '../../random';
import { emit, type Ctx } from '../../primitives/context';
import { isNpc, questOf } from './quest-of';
import type { Creature } from '../../state/types';
import { rollDice } from '../../primitives/dice-roll';

/**
 * Dice for one creature's roll: a solo game's NPC reads them off a Dice card instead of rolling
 * (checklist 22.45, 22.56, 22.60; docs/rules-decisions.md #110); everyone else rolls.
 */
export function diceFor(ctx: Ctx, c: Creature, n: number, why: string): Face[] {
  return isNpc(ctx.s, c) ? drawDiceCard(ctx, Math.min(n, 8), why) : rollDice(ctx, n);
}

/**
 * Draw the top Dice card and read its first `read` faces (checklist 22.55). An empty deck is made again
 * from the used cards, shuffled (docs/rules-decisions.md #108). Scripted dice, when a test gives them,
 * are read first instead, as for real dice.
 */
export function drawDiceCard(ctx: Ctx, read: number, why: string): Face[] {
  const s = ctx.s;
  const { q } = questOf(s);
  if (s.diceScript.length >= read && read > 0) {
    const faces = s.diceScript.splice(0, read);
    emit(ctx, { e: 'diceCard', faces, read, why });
    return faces;
  }
  if (q.diceDeck.length === 0) {
    q.diceDeck = q.diceUsed.splice(0);
    shuffleInPlace(s.rng, q.diceDeck);
  }
  const index = q.diceDeck.shift()!;
  q.diceUsed.push(index);
  const faces = DICE_CARDS[index]!.faces.slice(0, read);
  emit(ctx, { e: 'diceCard', faces: [...DICE_CARDS[index]!.faces], read, why });
  return faces;
}
