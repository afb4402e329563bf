import { getCard } from '../cards/registry';
import type { RelicAbility } from '../cards/schema';
import type { TargetSpec } from '../cards/effects';
import { ensure } from '../protocol/codes';
import type { Creature, GameState, RelicInPlay, Seat } from '../state/types';
import { activate, checkActor, endActivation } from './activation';
import { checkActivationPhase } from '../queries/phase';
import { emit, type Ctx } from '../primitives/context';
import { allCreatures, enemiesInContact } from '../queries/creatures';
import { isLegalTarget, targetOptions } from '../queries/effect-targets';
import { discardSpentRelics } from '../primitives/relics';
import { loseStealth } from '../primitives/stealth';
import { push } from '../primitives/stack';
import { playerToChange } from '../primitives/copy-on-write';

/** The `chosen` target of a relic ability's effects: the creature named by `useRelic`. */
function relicTargetSpec(ability: RelicAbility): TargetSpec | undefined {
  for (const e of ability.effects) if ('target' in e && e.target.pick === 'chosen') return e.target;
  return undefined;
}

/**
 * Whether `c` may be the target of the relic ability: what its effects allow, measured from the hero, and — the
 * relic being the hero's equipment — never a hidden enemy (rulebook: Stealth; docs/rules-decisions.md #109).
 */
function isRelicTarget(s: GameState, seat: Seat, ability: RelicAbility, hero: Creature, c: Creature): boolean {
  const spec = relicTargetSpec(ability);
  if (ability.target !== 'creature' || !spec) return false;
  return isLegalTarget(s, seat, spec, c, hero, { ...targetOptions(ability.effects, spec), fromCreature: true });
}

/** The creatures a relic ability may target now (for bots and hints). */
export function relicTargets(s: GameState, seat: Seat, relic: RelicInPlay): Creature[] {
  const ability = getCard(relic.card).relic?.activated;
  const hero = s.creatures[s.players[seat]!.heroCreature];
  if (!ability || !hero) return [];
  return allCreatures(s).filter((c) => isRelicTarget(s, seat, ability, hero, c));
}

/**
 * Check using a relic's activated ability (rulebook: Card types — relics): in your Activation phase, a relic on your
 * hero with an ability, not used yet this turn (a relic activates once a turn, and may the turn it is played). With
 * the hero's activation (both icons) the hero must be free to take an activated ability: not activated this turn,
 * not moved or attacked, touching no enemy (rulebook: Special abilities). A legal target when it needs one.
 */
export function checkUseRelic(s: GameState, seat: Seat, relicId: string, target?: string): { relic: RelicInPlay; ability: RelicAbility; hero: Creature } {
  checkActivationPhase(s, seat);
  const p = s.players[seat]!;
  const relic = p.relics.find((r) => r.id === relicId);
  ensure(relic, 'UNKNOWN_CARD', 'That relic is not on your hero.');
  const name = getCard(relic.card).name;
  const ability = getCard(relic.card).relic?.activated;
  ensure(ability, 'NO_ABILITY', `${name} has no ability to activate.`);
  ensure(relic.usedOnTurn !== s.turn, 'ALREADY_ACTIVATED', `${name} has already been activated this turn.`);
  const hero = s.creatures[p.heroCreature];
  ensure(hero, 'UNKNOWN_CREATURE', 'Your hero is not on the Battlefield.');
  if (ability.heroActivation) {
    const { act } = checkActor(s, seat, hero.id);
    ensure(!act.moved, 'ALREADY_MOVED', `${name} needs your hero's activation, and your hero has moved.`);
    ensure(act.melees === 0, 'ALREADY_ATTACKED', `${name} needs your hero's activation, and your hero has attacked.`);
    ensure(enemiesInContact(s, hero).length === 0, 'IN_CONTACT', 'A hero touching an enemy cannot use activated abilities.');
  }
  if (ability.target === 'creature') {
    ensure(target, 'BAD_TARGET', `Choose a creature for ${name}.`);
    const t = Object.hasOwn(s.creatures, target) ? s.creatures[target] : undefined;
    ensure(t && isRelicTarget(s, seat, ability, hero, t), 'BAD_TARGET', `That creature is not a legal target for ${name}.`);
  } else {
    ensure(target === undefined, 'BAD_TARGET', `${name} does not target a creature.`);
  }
  return { relic, ability, hero };
}

/**
 * Use a relic's activated ability. On the relic's own activation the activation in progress ends (a relic is
 * another card, 8.21); with the hero's, the hero activates and its whole activation is spent (and its Stealth lost,
 * as with any activated ability). A Multiple Uses relic takes a mark and goes if spent (docs/rules-decisions.md #109).
 */
export function useRelic(ctx: Ctx, seat: Seat, relicId: string, target?: string): void {
  const { relic, ability, hero } = checkUseRelic(ctx.s, seat, relicId, target);
  if (ability.heroActivation) {
    const { act, alive } = activate(ctx, seat, hero.id);
    if (!alive) return;
    act.finished = true;
    loseStealth(ctx, hero);
  } else {
    endActivation(ctx);
  }
  const multipleUses = getCard(relic.card).relic?.multipleUses;
  const relics = playerToChange(ctx.s, seat).relics;
  const i = relics.findIndex((r) => r.id === relic.id);
  relics[i] = multipleUses ? { ...relics[i]!, marks: relics[i]!.marks + 1, usedOnTurn: ctx.s.turn } : { ...relics[i]!, usedOnTurn: ctx.s.turn };
  emit(ctx, { e: 'relicUsed', seat, relic: relic.id, card: relic.card, ...(target ? { target } : {}) });
  if (multipleUses) discardSpentRelics(ctx, seat);
  push(ctx, { kind: 'effects', seat, source: hero.id, effects: ability.effects, index: 0, ...(target ? { target } : {}) });
}
