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

/** Search Ruins: one die, the Ruins card's table decides; the activation ends (rulebook: Ruins). */
export function search(ctx: Ctx, seat: Seat, creature: string, terrain: string): void {
  checkSearch(ctx.s, seat, creature, terrain);
  const { c, act, alive } = activate(ctx, seat, creature);
  if (!alive) return;
  act.finished = true;
  const piece = ctx.s.terrain.find((t) => t.id === terrain)!;
  piece.searched = true;
  const face = rollDice(ctx, 1)[0]!;
  emit(ctx, { e: 'searched', creature: c.id, terrain, face });
  const table = getCard(piece.card).terrain!.ruins!;
  const effects = table[face].effects;
  if (effects.length > 0) push(ctx, { kind: 'effects', seat, source: c.id, effects, index: 0 });
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
  ensure(!s.terrain.some((t) => getCard(t.card).terrain?.impassable && circleOverlapsPolygon(base, t.polygon)), 'BAD_PLACEMENT', 'That spot is Impassable.');
  ensure(!enemiesOf(s, c.controller).some((e) => inContact(base, baseOf(e))), 'BAD_PLACEMENT', 'You cannot come out in contact with an enemy.');
}

/** Use a secret entrance: BE fails and the character stays; AX or SH place it there. The activation ends. */
export function secretEntrance(ctx: Ctx, seat: Seat, creature: string, from: string, to: string, at: Vec): void {
  checkSecretEntrance(ctx.s, seat, creature, from, to, at);
  const { c, act, alive } = activate(ctx, seat, creature);
  if (!alive) return;
  act.finished = true;
  const face = rollDice(ctx, 1)[0]!;
  const ok = face !== 'bullseye';
  if (ok) c.pos = { x: at.x, y: at.y };
  emit(ctx, { e: 'secretEntrance', creature: c.id, from, to, face, ...(ok ? { at } : {}) });
}
