import { DISTANCE } from '../geometry';
import type { Creature, GameState, Seat } from '../state/types';
import { allCreatures, areEnemies, gapBetween } from './creatures';
import type { Effect, TargetSpec } from '../cards/effects';
import { canBeTargetedBy } from './targeting';
import { canBeHealed } from './heal-target';

/** Extra target rules: what kind of support card targets (`spells`, `tactics`), and whether the effect heals. */
export interface TargetOptions {
  by?: 'spells' | 'tactics';
  heal?: boolean;
  /** The effect is a creature's own ability (even one that has just died, as with Last Word). */
  fromCreature?: boolean;
}

/** The target options of the effect that uses `spec` within a card's effects, played as `by` (undefined: a creature's own ability). */
export function targetOptions(effects: Effect[], spec: TargetSpec, by?: 'spells' | 'tactics'): TargetOptions {
  return { by, heal: effects.some((e) => e.op === 'heal' && 'target' in e && e.target === spec) };
}

/**
 * The creatures a `chosen` target may be, for a card controlled by `seat` whose source creature
 * (if any) is `source`. With no restriction, any creature on the Battlefield is legal (docs/rules-decisions.md #37).
 * Hidden (Stealth) creatures can still be targeted by support cards (rulebook: Stealth); support
 * effects do not touch Monsters (glossary).
 */
export function legalTargets(s: GameState, seat: Seat, spec: TargetSpec, source?: Creature, opts: TargetOptions = {}): Creature[] {
  if (spec.pick !== 'chosen') return [];
  return allCreatures(s).filter((c) => isLegalTarget(s, seat, spec, c, source, opts));
}

/** Whether creature `c` is among `legalTargets` (same arguments): a check of one creature, not a list of all. */
export function isLegalTarget(s: GameState, seat: Seat, spec: TargetSpec, c: Creature, source?: Creature, opts: TargetOptions = {}): boolean {
  if (spec.pick !== 'chosen') return false;
  // glossary: Shield against, Monster (support cards); Healing X is illegal on an unwounded or unhealable target.
  if (opts.by && !canBeTargetedBy(s, c, opts.by, seat)) return false;
  if (opts.heal && (c.wounds === 0 || !canBeHealed(s, c))) return false;
  if (spec.side === 'enemy' && !areEnemies(s, seat, c.controller)) return false;
  // A creature's own ability cannot pick a hidden enemy; support cards and buildings may (rulebook: Stealth).
  if (opts.fromCreature && c.stealth && areEnemies(s, seat, c.controller)) return false;
  // A quest's chained companion is not "your creature" for card effects (checklist 22.17, docs/rules-decisions.md #74).
  if (spec.side === 'friendly' && (c.controller !== seat || c.chained)) return false;
  if (!spec.types.includes(c.kind)) return false;
  if (spec.cardId && c.card !== spec.cardId) return false;
  if (spec.wounded && c.wounds === 0) return false;
  if (spec.within && source && gapBetween(source, c) > DISTANCE[spec.within]) return false;
  return true;
}
