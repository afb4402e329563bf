import type { Polygon } from '../geometry';
import { getCard } from '../cards/registry';
import { getQuest } from '../cards/quest';
import type { GameState, TerrainPiece } from '../state/types';

/** The properties of a terrain that the rules read (rulebook: Terrains). */
export interface TerrainTraits {
  difficult: boolean;
  impassable: boolean;
  blocksLineOfSight: boolean;
  defenseAgainstShooting: boolean;
}

const NONE: TerrainTraits = { difficult: false, impassable: false, blocksLineOfSight: false, defenseAgainstShooting: false };

/**
 * A terrain piece's properties: its card's, plus in a quest game what the active quests give every
 * terrain of the same name (checklist 22.10). Every rule that asks whether terrain is Difficult,
 * Impassable, blocks sight or gives cover asks here, so a quest's gift reaches all of them.
 */
export function terrainTraits(s: GameState, piece: TerrainPiece): TerrainTraits {
  const card = getCard(piece.card);
  const own = card.terrain ?? NONE;
  const active = s.quest?.active;
  if (!active || active.length === 0) return own;
  let traits: TerrainTraits | undefined;
  for (const a of active) {
    for (const ab of getQuest(a.id).abilities) {
      if (ab.kind !== 'terrainGains' || getCard(ab.terrain).name !== card.name) continue;
      traits = { ...(traits ?? pick(own)), ...ab.gains };
    }
  }
  return traits ?? own;
}

/**
 * The polygons of the terrain pieces that have `trait`, in Battlefield order: a loop that pushes,
 * not `.filter(…).map(…)` (geometry/packed-map.ts).
 */
export function terrainPolygons(s: GameState, trait: keyof TerrainTraits): Polygon[] {
  const out: Polygon[] = [];
  for (const t of s.terrain) if (terrainTraits(s, t)[trait]) out.push(t.polygon);
  return out;
}

function pick(t: TerrainTraits): TerrainTraits {
  return { difficult: t.difficult, impassable: t.impassable, blocksLineOfSight: t.blocksLineOfSight, defenseAgainstShooting: t.defenseAgainstShooting };
}
