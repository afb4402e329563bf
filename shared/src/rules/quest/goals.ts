import { circlePolygonGap, circleTouchesEdge } from '../../geometry';
import { getQuest } from '../../cards/quest';
import type { ActiveQuest } from '../../state/quest';
import type { Creature, GameState, TerrainPiece } from '../../state/types';
import { baseOf } from '../../queries/creatures';
import { overlordCreatures, questOf } from './quest-of';

/** A base touches a terrain template when it is within the contact gap of it or on it (docs/architecture.md §4). */
const CONTACT_GAP = 3;
const touches = (c: Creature, t: TerrainPiece): boolean => circlePolygonGap(baseOf(c), t.polygon) < CONTACT_GAP;

/** The quest's own terrain pieces of a card (side A or B) still on the field. */
function questTerrain(s: GameState, aq: ActiveQuest, card: string): TerrainPiece[] {
  return s.terrain.filter((t) => aq.terrain.includes(t.id) && (t.card === card || t.card === `${card}-b`));
}

/**
 * Whether a quest's goal is met now (checklist 22.19: asked only in the Quests Phase). A hold goal counts
 * this phase toward its streak, so it must be asked once per phase.
 */
export function goalMet(s: GameState, aq: ActiveQuest): boolean {
  const { q, cfg } = questOf(s);
  const goal = getQuest(aq.id).goal;
  const heroSide = Object.values(s.creatures).filter((c) => c.controller === cfg.hero);
  switch (goal.kind) {
    case 'reach': {
      const hero = s.creatures[s.players[cfg.hero]!.heroCreature];
      return !!hero && questTerrain(s, aq, goal.terrain).some((t) => touches(hero, t));
    }
    case 'hold': {
      const held = questTerrain(s, aq, goal.terrain).some((t) => heroSide.some((c) => touches(c, t)) && !overlordCreatures(s).some((c) => touches(c, t)));
      aq.held = held ? aq.held + 1 : 0;
      return aq.held >= goal.phases;
    }
    case 'slay':
      return aq.creatures.every((id) => !s.creatures[id]);
    case 'search':
      return questTerrain(s, aq, goal.terrain).some((t) => t.searched);
    case 'escort': {
      const c = aq.chained ? s.creatures[aq.chained] : undefined;
      return !!c && circleTouchesEdge(baseOf(c), s.players[cfg.overlord]!.edge, CONTACT_GAP);
    }
    case 'survive':
      return q.phases - aq.drawnAt >= goal.phases;
  }
}

/** Whether a quest has failed now (checklist 22.20, 22.62); asked only in the Quests Phase. */
export function questFailed(s: GameState, aq: ActiveQuest): boolean {
  const { q } = questOf(s);
  return getQuest(aq.id).failures.some((f) => {
    switch (f.kind) {
      case 'timeout':
        return q.phases - aq.drawnAt >= f.phases;
      case 'chainedDied':
        return !aq.chained || !s.creatures[aq.chained];
      case 'terrainLost':
        return aq.terrain.some((id) => !s.terrain.some((t) => t.id === id));
    }
  });
}
