import { emit, type Ctx } from '../primitives/context';
import { destroyRelic } from '../primitives/relics';
import { areEnemies } from '../queries/creatures';
import type { GameState, PlayerState, Seat } from '../state/types';
import { playerToChange } from '../primitives/copy-on-write';

/** What a `destroy` effect can hit (rulebook: Card types, Terrain). */
export type DestroyKind = 'building' | 'terrain' | 'relic';

/** The id a building standing in a City is chosen by: `<seat>:<card id>` (a City holds one building of a name). */
export const buildingKey = (seat: Seat, card: string): string => `${seat}:${card}`;

function enemyPlayers(s: GameState, seat: Seat): PlayerState[] {
  return Object.values(s.players).filter((p): p is PlayerState => !!p && !p.eliminated && areEnemies(s, seat, p.seat));
}

/**
 * What `seat` may destroy (docs/rules-decisions.md #121): a building in an enemy City, any terrain template on
 * the Battlefield, or a relic on an enemy hero. Ids: building keys, terrain ids, relic instance ids.
 */
export function destroyOptions(s: GameState, seat: Seat, what: DestroyKind): string[] {
  if (what === 'terrain') return s.terrain.map((t) => t.id);
  const enemies = enemyPlayers(s, seat);
  if (what === 'building') return enemies.flatMap((p) => p.buildings.map((b) => buildingKey(p.seat, b.card)));
  return enemies.flatMap((p) => p.relics.map((r) => r.id));
}

/**
 * Destroy one checked option. A building leaves its City (a basic one may be built again, a unique one
 * stays used: rulebook: Card types); a template leaves the Battlefield and its rules with it, its card the
 * City (rulebook: Terrain); a relic goes to its owner's Graveyard and the hero loses what it gave.
 */
export function destroyChosen(ctx: Ctx, what: DestroyKind, id: string): void {
  const s = ctx.s;
  if (what === 'building') {
    const [seat, card] = id.split(':') as [Seat, string];
    const p = playerToChange(s, seat);
    p.buildings = p.buildings.filter((b) => b.card !== card);
    emit(ctx, { e: 'buildingDestroyed', seat, building: card });
  } else if (what === 'terrain') {
    const piece = s.terrain.find((t) => t.id === id)!;
    s.terrain = s.terrain.filter((t) => t.id !== id);
    const i = s.players[piece.owner]?.terrainCards.indexOf(piece.card) ?? -1;
    if (i >= 0) playerToChange(s, piece.owner).terrainCards.splice(i, 1);
    emit(ctx, { e: 'terrainDestroyed', seat: piece.owner, terrain: id, card: piece.card });
  } else {
    const owner = Object.values(s.players).find((p) => p?.relics.some((r) => r.id === id))!;
    destroyRelic(ctx, owner.seat, id, 'effect');
  }
}
