import { DISTANCE, polygonsSurelyCloser } from '../geometry';
import { findCard } from '../cards/registry';
import type { Action } from '../protocol/actions';
import type { GameState, Seat } from '../state/types';
import { canPay } from '../primitives/costs';
import { creaturesTowardCap } from '../queries/placement';
import { templatePolygon } from '../rules/terrain';

/**
 * Rejections `isLegal` can tell without running the check that would throw them. Bots try many
 * candidates that fail on the same few rules (a character once the cap is reached, a building
 * already tapped or used, a building already standing, terrain too close to other terrain), and
 * throwing costs far more than the test.
 * Each case is a sure sign only: true means `checkAction` rejects the action (perhaps with a code
 * it meets first); false says nothing, and the full check decides. The codes and sentences a
 * player sees still come from the checks themselves (`apply` never asks here).
 */
export function surelyRejected(s: GameState, seat: Seat, a: Action): boolean {
  const p = s.players[seat];
  if (!p) return false;
  switch (a.type) {
    case 'playCard': {
      // checkPlayCard: the cost (rulebook: Playing cards and summoning), then the cap for a character (rulebook: Playing cards and summoning).
      if (!p.hand.includes(a.card)) return false;
      const card = findCard(s.cards[a.card]?.card ?? '');
      if (!card) return false;
      if (a.tapForAny === undefined && !canPay(s, seat, card.cost)) return true;
      return card.type === 'character' && creaturesTowardCap(s, seat) >= s.config.ruleset.creatureCap;
    }
    case 'useBuilding': {
      // checkUseBuilding: tapped by an earlier use, used this turn, or its Prosperity price (rulebook: Card types).
      const b = p.buildings.find((x) => x.card === a.building);
      const ability = b && findCard(b.card)?.building?.ability;
      if (!b || !ability) return false;
      return (ability.tap === true && b.tapped) || b.usedOnTurn === s.turn || p.prosperity < (ability.prosperity ?? 0);
    }
    case 'build': {
      // checkBuild: a building already standing, or one the player cannot pay for (rulebook: Construction phase).
      const card = findCard(a.building);
      if (!card) return false;
      return p.buildings.some((b) => b.card === a.building) || p.prosperity < card.cost.prosperity;
    }
    case 'playTerrain': {
      // checkTerrainSpot: S from every other terrain template (rulebook: Terrain), the rule bots' spots
      // fail most often; tested here first because the other placement tests before it cost more.
      const shape = findCard(a.card)?.terrain?.shape;
      if (!shape || !p.terrainPool.includes(a.card)) return false;
      const polygon = templatePolygon(shape, a.at, a.rotation);
      return s.terrain.some((t) => polygonsSurelyCloser(t.polygon, polygon, DISTANCE.S)); // the cheap half of polygonsApart
    }
    default:
      return false;
  }
}
