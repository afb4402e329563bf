import { circleInsideField, circleOverlapsPolygon, circlePolygonGap, circlesOverlap, CONTACT_GAP, inContact, type Vec } from '../geometry';
import { getCard } from '../cards/registry';
import { ensure } from '../protocol/codes';
import type { Creature, GameState, Seat, TerrainPiece } from '../state/types';
import { activate, checkActor } from './activation';
import { emit, type Ctx } from '../primitives/context';
import { allCreatures, baseOf, enemiesInContact, enemiesOf } from '../queries/creatures';
import { rollDice } from '../primitives/dice-roll';
import { push } from '../primitives/stack';
import { has } from '../queries/stats';
import { ask, takeAnswer } from '../primitives/ask';
import type { RuinsRollTask } from '../state/tasks';
import { terrainTraits } from '../queries/terrain-traits';
import { creatureToChange, terrainToChange } from '../primitives/copy-on-write';

/** A Ruins template by id, or a rejection. */
function ruinsOrReject(s: GameState, id: string): TerrainPiece {
  const piece = s.terrain.find((t) => t.id === id);
  ensure(piece && getCard(piece.card).terrain?.ruins, 'NOT_RUINS', 'That is not a Ruins template.');
  return piece;
}

const touches = (c: Creature, piece: TerrainPiece) => circlePolygonGap(baseOf(c), piece.polygon) < CONTACT_GAP;

/**
 * Who may search or use a secret entrance (rulebook: Ruins, docs/rules-decisions.md #41): a character (never a hero or a
 * Monster), touching the Ruins, not touching an enemy unless it is hidden; allowed after moving.
 */
function checkSearcher(s: GameState, seat: Seat, creature: string): Creature {
  const { c, act } = checkActor(s, seat, creature);
  ensure(c.kind === 'character' && !has(s, c, 'monster'), 'BAD_TARGET', 'Only characters can search Ruins (not heroes or Monsters).');
  ensure(!act.ran && act.melees === 0, 'ACTIVATION_OVER', 'After a Run or an attack this creature cannot search.');
  ensure(c.stealth || enemiesInContact(s, c).length === 0, 'IN_CONTACT', 'A creature touching an enemy cannot search (unless it is hidden).');
  return c;
}

/** Check a Ruins search. */
export function checkSearch(s: GameState, seat: Seat, creature: string, terrain: string): void {
  const c = checkSearcher(s, seat, creature);
  const piece = ruinsOrReject(s, terrain);
  ensure(!piece.searched, 'ALREADY_SEARCHED', 'These Ruins have already been searched.');
  ensure(touches(c, piece), 'NOT_IN_CONTACT', 'The character must touch the Ruins to search them.');
}

/** Search Ruins: one die (Ruin Delver may roll it again), the Ruins card's table decides; the activation ends (rulebook: Ruins). */
export function search(ctx: Ctx, seat: Seat, creature: string, terrain: string): void {
  checkSearch(ctx.s, seat, creature, terrain);
  const { act, alive } = activate(ctx, seat, creature);
  if (!alive) return;
  act.finished = true;
  terrainToChange(ctx.s, terrain).searched = true;
  push(ctx, { kind: 'ruinsRoll', seat, creature, what: 'search', terrain });
}

/** Check a secret entrance: from one searched Ruins to a spot touching another, not touching an enemy (rulebook: Ruins). */
export function checkSecretEntrance(s: GameState, seat: Seat, creature: string, from: string, to: string, at: Vec): void {
  const c = checkSearcher(s, seat, creature);
  const a = ruinsOrReject(s, from);
  const b = ruinsOrReject(s, to);
  ensure(a.id !== b.id, 'BAD_TARGET', 'Choose another Ruins to come out of.');
  ensure(a.searched && b.searched, 'NOT_RUINS', 'Secret entrances join Ruins that have been searched.');
  ensure(touches(c, a), 'NOT_IN_CONTACT', 'The character must touch the Ruins it enters.');
  const base = { c: at, r: baseOf(c).r };
  ensure(circleInsideField(base) && circlePolygonGap(base, b.polygon) < CONTACT_GAP, 'BAD_PLACEMENT', 'Come out touching the other Ruins.');
  ensure(!allCreatures(s).some((o) => o.id !== c.id && circlesOverlap(base, baseOf(o))), 'BAD_PLACEMENT', 'That spot is taken by another base.');
  ensure(!s.terrain.some((t) => terrainTraits(s, t).impassable && circleOverlapsPolygon(base, t.polygon)), 'BAD_PLACEMENT', 'That spot is Impassable.');
  ensure(!enemiesOf(s, c.controller).some((e) => inContact(base, baseOf(e))), 'BAD_PLACEMENT', 'You cannot come out in contact with an enemy.');
}

/** Use a secret entrance: one die (Ruin Delver may roll it again); BE fails and the character stays, AX or SH place it there. The activation ends. */
export function secretEntrance(ctx: Ctx, seat: Seat, creature: string, from: string, to: string, at: Vec): void {
  checkSecretEntrance(ctx.s, seat, creature, from, to, at);
  const { act, alive } = activate(ctx, seat, creature);
  if (!alive) return;
  act.finished = true;
  push(ctx, { kind: 'ruinsRoll', seat, creature, what: 'secretEntrance', terrain: from, to, at: { x: at.x, y: at.y } });
}

/**
 * The die of a search or a secret entrance. A creature with Ruin Delver may roll it again once, and the new
 * face stands (rulebook: Ruins — the search reroll also serves the secret entrance; docs/rules-decisions.md #107).
 * Then the search's table or the secret entrance resolves with the face.
 */
export function runRuinsRoll(ctx: Ctx, t: RuinsRollTask): 'done' | 'keep' {
  const s = ctx.s;
  const c = s.creatures[t.creature];
  if (!c) return 'done';
  if (!t.face) {
    t.face = rollDice(ctx, 1)[0]!;
    if (has(s, c, 'ruinsReroll')) {
      emit(ctx, { e: 'rolled', creature: c.id, purpose: t.what, faces: [t.face], successes: t.face === 'bullseye' ? 0 : 1, counts: ['axe', 'shield'] });
      // The default rerolls the Bullseye: the secret entrance's failure and the basic Ruins' wounding face.
      return ask(ctx, t.seat, 'reroll', { creature: c.id, faces: [t.face], max: 1, why: 'ruinsReroll' }, { dice: t.face === 'bullseye' ? [0] : [] });
    }
  } else {
    const answer = takeAnswer<{ dice: number[] }>(t);
    if (answer) {
      ensure(answer.dice.every((i) => i === 0) && answer.dice.length <= 1, 'BAD_ANSWER', 'There is one die to roll again, or none.');
      if (answer.dice.length === 1) {
        t.face = rollDice(ctx, 1)[0]!;
        emit(ctx, { e: 'rerolled', creature: c.id, purpose: 'ruinsReroll', indices: [0], faces: [t.face], successes: t.face === 'bullseye' ? 0 : 1, counts: ['axe', 'shield'] });
      }
    }
  }
  const face = t.face;
  if (t.what === 'search') {
    emit(ctx, { e: 'searched', creature: c.id, terrain: t.terrain, face });
    const piece = s.terrain.find((x) => x.id === t.terrain);
    const effects = piece ? getCard(piece.card).terrain!.ruins![face].effects : [];
    if (effects.length > 0) push(ctx, { kind: 'effects', seat: t.seat, source: c.id, effects, index: 0 });
    return 'done';
  }
  const ok = face !== 'bullseye';
  if (ok) creatureToChange(s, c.id).pos = { x: t.at!.x, y: t.at!.y };
  emit(ctx, { e: 'secretEntrance', creature: c.id, from: t.terrain, to: t.to!, face, ...(ok ? { at: t.at! } : {}) });
  return 'done';
}
