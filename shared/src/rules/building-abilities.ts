import { findCard, getCard } from '../cards/registry';
import type { BuildingAbility } from '../cards/schema';
import { isLegalTarget } from '../queries/effect-targets';
import type { TargetSpec } from '../cards/effects';
import { ensure } from '../protocol/codes';
import type { BuildingInPlay, Creature, GameState, Seat } from '../state/types';
import { endActivation } from './activation';
import { checkActivationPhase } from '../queries/phase';
import { emit, type Ctx } from '../primitives/context';
import { allCreatures } from '../queries/creatures';
import { push } from '../primitives/stack';
import { has, keyword } from '../queries/stats';
import { playerToChange } from '../primitives/copy-on-write';
import { buildingInPlay } from '../primitives/building-in-play';

/** The `chosen` target of a building ability's effects: the creature named by `useBuilding`. */
export function abilityTargetSpec(ability: BuildingAbility): TargetSpec | undefined {
  for (const e of ability.effects) if ('target' in e && e.target.pick === 'chosen') return e.target;
  return undefined;
}

/**
 * The creatures a building ability may target: those its effects allow, except Beasts (glossary:
 * Beast) and creatures shielded against building abilities (glossary: Shield against). A hidden enemy
 * may be targeted: Stealth hides from enemy creatures, and a building is not one (rulebook: Stealth).
 */
export function buildingTargets(
  s: GameState, seat: Seat, ability: BuildingAbility, limit = Infinity, mayTarget: (c: Creature) => boolean = (c) => buildingMayTarget(s, seat, c),
): Creature[] {
  const spec = abilityTargetSpec(ability);
  if (ability.target !== 'creature' || !spec) return [];
  // The first `limit` of them in Battlefield order (bots propose a few): the rest need not be checked.
  const out: Creature[] = [];
  for (const c of allCreatures(s)) {
    if (out.length >= limit) break;
    if (isLegalTarget(s, seat, spec, c) && mayTarget(c)) out.push(c);
  }
  return out;
}

/**
 * `buildingMayTarget` for `seat`, remembered per creature: for listing the targets of several
 * buildings on one state that does not change meanwhile (a bot's candidates). Not for a working copy.
 */
export function buildingTargetFilter(s: GameState, seat: Seat): (c: Creature) => boolean {
  const known = new Map<string, boolean>();
  return (c) => {
    let may = known.get(c.id);
    if (may === undefined) known.set(c.id, (may = buildingMayTarget(s, seat, c)));
    return may;
  };
}

/** Whether `c` is among `buildingTargets` (same arguments): one creature checked, not the whole list. */
function isBuildingTarget(s: GameState, seat: Seat, ability: BuildingAbility, c: Creature): boolean {
  const spec = abilityTargetSpec(ability);
  if (ability.target !== 'creature' || !spec) return false;
  return isLegalTarget(s, seat, spec, c) && buildingMayTarget(s, seat, c);
}

/** What building abilities add to their effects' target rules: no Beasts, no shielded creatures. */
function buildingMayTarget(s: GameState, _seat: Seat, c: Creature): boolean {
  return !has(s, c, 'beast') && !(keyword(s, c, 'shieldAgainst')?.against ?? []).includes('buildingAbilities');
}

/**
 * Check using a building's own ability (rulebook: Card types, docs/rules-decisions.md #65): in your Creature Activation
 * phase, the building standing in your City with an ability, not used yet this turn, untapped if
 * using it taps it, its Prosperity paid, and a legal target when it needs one.
 */
export function checkUseBuilding(s: GameState, seat: Seat, building: string, target?: string): { b: BuildingInPlay; ability: BuildingAbility } {
  checkActivationPhase(s, seat);
  const p = s.players[seat]!;
  const b = p.buildings.find((x) => x.card === building);
  const name = findCard(building)?.name ?? 'such building';
  ensure(b, 'NOT_BUILT', `You have no ${name} standing in your City.`);
  const ability = getCard(b.card).building?.ability;
  ensure(ability, 'NO_ABILITY', `${name} has no ability to use.`);
  ensure(!ability.tap || !b.tapped, 'BUILDING_TAPPED', `Your ${name} is already tapped this turn.`);
  ensure(b.usedOnTurn !== s.turn, 'BUILDING_USED', `${name}'s ability has already been used this turn.`);
  const price = ability.prosperity ?? 0;
  ensure(p.prosperity >= price, 'CANNOT_AFFORD', `Using ${name} costs ${price} Prosperity and you have ${p.prosperity}.`);
  if (ability.target === 'creature') {
    ensure(target, 'BAD_TARGET', `Choose a creature for ${name}.`);
    // The named creature alone is checked (a lookup by id; `hasOwn` so a name like "constructor" finds nothing).
    const t = Object.hasOwn(s.creatures, target) ? s.creatures[target] : undefined;
    ensure(t && isBuildingTarget(s, seat, ability, t), 'BAD_TARGET', `That creature is not a legal target for ${name} (Beasts never are).`);
  } else {
    ensure(target === undefined, 'BAD_TARGET', `${name} does not target a creature.`);
  }
  return { b, ability };
}

/** Use a building's ability: any activation in progress ends, the building taps if it says so, then its effects resolve. */
export function useBuilding(ctx: Ctx, seat: Seat, building: string, target?: string): void {
  const { b, ability } = checkUseBuilding(ctx.s, seat, building, target);
  endActivation(ctx);
  const p = playerToChange(ctx.s, seat);
  // A tapped building cannot pay a cost this turn; it untaps in the Beginning phase (rulebook: Turn structure).
  p.buildings[p.buildings.indexOf(b)] = buildingInPlay(b.card, ability.tap ? true : b.tapped, ctx.s.turn);
  emit(ctx, { e: 'buildingUsed', seat, building, ...(target ? { target } : {}) });
  if (ability.tap) emit(ctx, { e: 'tapped', seat, buildings: [building] });
  const price = ability.prosperity ?? 0;
  if (price > 0) {
    p.prosperity -= price;
    emit(ctx, { e: 'prosperity', seat, delta: -price, total: p.prosperity, why: 'used a building' });
  }
  push(ctx, { kind: 'effects', seat, effects: ability.effects, index: 0, target });
}
