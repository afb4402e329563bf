import { DICE_CARDS } from '../../cards/quest';
import { countSuccesses, shuffleInPlace, type Face, type SuccessFaces } from '../../random';
import { has } from '../../queries/stats';
import { emit, type Ctx } from '../../primitives/context';
import { isNpc, questOf } from './quest-of';
import type { Creature } from '../../state/types';
import { rollDice } from '../../primitives/dice-roll';
import { diceScriptToChange, rngToChange } from '../../primitives/copy-on-write';

/**
 * Dice for one creature's roll: a solo game's NPC reads them off a Dice card instead of rolling
 * (checklist 22.45, 22.56, 22.60; docs/rules-decisions.md #135); everyone else rolls.
 */
export function diceFor(ctx: Ctx, c: Creature, n: number, why: string, veteranAgainst?: { success: SuccessFaces; foe: Creature }): Face[] {
  if (!isNpc(ctx.s, c)) return rollDice(ctx, n);
  const read = Math.min(n, 8);
  if (!veteranAgainst || !has(ctx.s, veteranAgainst.foe, 'veteran')) return drawDiceCard(ctx, read, why);
  // Veteran against an NPC (22.59): two Dice cards, and the Veteran's side takes the one better for it —
  // the fewer successes for the NPC (docs/rules-decisions.md #138).
  const a = drawDiceCard(ctx, read, why);
  const b = drawDiceCard(ctx, read, why);
  const pick = countSuccesses(b, veteranAgainst.success) < countSuccesses(a, veteranAgainst.success) ? b : a;
  emit(ctx, { e: 'npc', creature: c.id, text: `Veteran: of two Dice cards, the ${pick === a ? 'first' : 'second'} is used.` });
  return pick;
}

/**
 * Draw the top Dice card and read its first `read` faces (checklist 22.55). An empty deck is made again
 * from the used cards, shuffled (docs/rules-decisions.md #133). Scripted dice, when a test gives them,
 * are read first instead, as for real dice.
 */
export function drawDiceCard(ctx: Ctx, read: number, why: string): Face[] {
  const s = ctx.s;
  const { q } = questOf(s);
  if (s.diceScript.length >= read && read > 0) {
    const faces = diceScriptToChange(s).splice(0, read);
    emit(ctx, { e: 'diceCard', faces, read, why });
    return faces;
  }
  if (q.diceDeck.length === 0) {
    q.diceDeck = q.diceUsed.splice(0);
    shuffleInPlace(rngToChange(s), q.diceDeck);
  }
  const index = q.diceDeck.shift()!;
  q.diceUsed.push(index);
  const faces = DICE_CARDS[index]!.faces.slice(0, read);
  emit(ctx, { e: 'diceCard', faces: [...DICE_CARDS[index]!.faces], read, why });
  return faces;
}
