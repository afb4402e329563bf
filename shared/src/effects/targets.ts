import { DISTANCE } from '../geometry';
import type { Creature, GameState, Seat } from '../state/types';
import { allCreatures, areEnemies, gapBetween } from '../rules/creatures';
import type { TargetSpec } from './vocabulary';

/**
 * The creatures a `chosen` target may be, for a card controlled by `seat` whose source creature
 * (if any) is `source`. With no restriction, any creature on the Battlefield is legal (Part F 37).
 * Hidden (Stealth) creatures can still be targeted by support cards (checklist 18.4); support
 * effects do not touch Monsters (glossary).
 */
export function legalTargets(s: GameState, seat: Seat, spec: TargetSpec, source?: Creature): Creature[] {
  if (spec.pick !== 'chosen') return [];
  return allCreatures(s).filter((c) => {
    if (spec.side === 'enemy' && !areEnemies(s, seat, c.controller)) return false;
    if (spec.side === 'friendly' && c.controller !== seat) return false;
    if (!spec.types.includes(c.kind)) return false;
    if (spec.cardId && c.card !== spec.cardId) return false;
    if (spec.wounded && c.wounds === 0) return false;
    if (spec.within && source && gapBetween(source, c) > DISTANCE[spec.within]) return false;
    return true;
  });
}
