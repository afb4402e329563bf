import { circleGap, circlePolygonGap, CONTACT_GAP, DISTANCE, segmentCrossesPolygonInterior } from '../geometry';
import { getCard } from '../cards/registry';
import { ensure } from '../protocol/codes';
import type { Creature, GameState, Seat } from '../state/types';
import { activate, checkActor } from './activation';
import { emit, type Ctx } from '../primitives/context';
import { areEnemies, baseOf, creatureOrReject, enemiesInContact } from '../queries/creatures';
import { startMelee } from './melee';
import { checkSightWithin } from '../queries/sight';
import { loseStealth } from '../primitives/stealth';
import { push } from '../primitives/stack';
import { has, strengthOf, valueOf } from '../queries/stats';
import { expiryTurn } from '../queries/turn-order';
import type { RangedTask } from '../state/tasks';
import { checkDefender, checkMeleeReach } from '../queries/melee-targets';
import { onAttackDeclared } from '../keywords/on-attack-declared';
import { steamEngine } from '../keywords/steam-engine';
import { canBeTargetedBy, type TargetedBy } from '../queries/targeting';
import { diseaseOnAttack } from '../keywords/disease';
import { markHeroRelicUse } from '../primitives/relics';
import { terrainTraits } from '../queries/terrain-traits';
import { creatureToChange } from '../primitives/copy-on-write';
import { modifier } from '../primitives/modifier';

type RangedKind = 'shooting' | 'throwing' | 'magicalShot';

/** Check a target: an enemy on the Battlefield that is not hidden (rulebook: Stealth). */
function checkEnemyTarget(s: GameState, attacker: Creature, id: string, by: TargetedBy = 'melee'): Creature {
  const t = creatureOrReject(s, id);
  ensure(areEnemies(s, attacker.controller, t.controller), 'BAD_TARGET', 'You can only attack enemy creatures.');
  ensure(!t.stealth, 'HIDDEN_TARGET', 'That creature is hidden (Stealth): it cannot be targeted by attacks.');
  // glossary: Shield against
  ensure(canBeTargetedBy(s, t, by, attacker.controller), 'SHIELDED', 'That creature is shielded against this attack.');
  return t;
}

/** Check a melee declaration (rulebook: Melee combat). */
export function checkMelee(s: GameState, seat: Seat, creature: string, target: string) {
  const { c, act } = checkActor(s, seat, creature);
  const t = checkEnemyTarget(s, c, target);
  // Persecution opens one more melee after a kill (glossary).
  ensure(act.melees === 0 || act.persecutionOpen, 'ALREADY_ATTACKED', 'This creature has already fought its melee in this activation.');
  ensure(!act.ran || has(s, c, 'quick'), 'CANNOT_RUN', 'After a Run a creature cannot fight (unless it is Quick).');
  const { lunge } = checkMeleeReach(s, c, t);
  ensure(strengthOf(s, c) > 0, 'ZERO_DICE', 'A creature with Strength 0 cannot attack in melee.');
  return { c, t, lunge };
}

/** Declare a melee. Declaring an attack ends the attacker's Stealth (rulebook: Stealth). */
export function declareMelee(ctx: Ctx, seat: Seat, creature: string, target: string): void {
  const { t, lunge } = checkMelee(ctx.s, seat, creature, target);
  const { c, act, alive } = activate(ctx, seat, creature);
  if (!alive) return;
  loseStealth(ctx, c);
  if (act.melees > 0) {
    act.persecutionOpen = false;
    act.persecutionsUsed = (act.persecutionsUsed ?? 0) + 1;
  }
  act.melees += 1;
  act.finished = true;
  if (!diseaseOnAttack(ctx, c)) return;
  if (steamEngine(ctx, c, 'melee') === 'died') return;
  const grants = onAttackDeclared(ctx, c, t, 'melee', act);
  startMelee(ctx, c.id, target, { lunge, grants });
}

/** Check a Magical Strike (rulebook: Magical Strike). */
export function checkMagicalStrike(s: GameState, seat: Seat, creature: string, target: string) {
  const { c, act } = checkActor(s, seat, creature);
  ensure(valueOf(s, c, 'magicalStrike') > 0, 'NO_ABILITY', 'This creature has no Magical Strike.');
  const t = checkEnemyTarget(s, c, target, 'magicalStrike');
  ensure(act.melees === 0, 'ALREADY_ATTACKED', 'This creature has already attacked in this activation.');
  ensure(!act.ran || has(s, c, 'quick'), 'CANNOT_RUN', 'After a Run a creature cannot attack.');
  ensure(enemiesInContact(s, c).some((e) => e.id === t.id), 'NOT_IN_CONTACT', 'Magical Strike needs the target in base contact.');
  checkDefender(s, c, t);
  return { c, t };
}

/** Declare a Magical Strike. */
export function declareMagicalStrike(ctx: Ctx, seat: Seat, creature: string, target: string): void {
  const { t } = checkMagicalStrike(ctx.s, seat, creature, target);
  const { c, act, alive } = activate(ctx, seat, creature);
  if (!alive) return;
  loseStealth(ctx, c);
  act.melees += 1;
  act.finished = true;
  if (!diseaseOnAttack(ctx, c)) return;
  if (steamEngine(ctx, c, 'magicalStrike') === 'died') return;
  const grants = onAttackDeclared(ctx, c, t, 'magicalStrike', act);
  push(ctx, { kind: 'magicalStrike', attacker: c.id, target, step: 'window', ...(grants.length > 0 ? { grants } : {}) });
}

/** Dice for a ranged attack: the printed X plus City bonuses such as the Barracks' (docs/rules-decisions.md #65). */
export function rangedDice(s: GameState, c: Creature, attack: RangedKind): number {
  const bonus = s.players[c.controller]!.buildings.reduce((n, b) => {
    const bb = getCard(b.card).building?.bonus;
    return n + (bb && bb.attack === attack ? bb.dice : 0);
  }, 0);
  const x = valueOf(s, c, attack);
  return x > 0 ? x + bonus : 0;
}

/** Check a ranged attack (rulebook: Ranged attacks): ability, not after moving (Quick Shooter, Battle Mage), no enemy in contact, range, line of sight. */
export function checkRanged(s: GameState, seat: Seat, creature: string, target: string, attack: RangedKind) {
  const { c, act } = checkActor(s, seat, creature);
  const dice = rangedDice(s, c, attack);
  ensure(valueOf(s, c, attack) > 0, 'NO_ABILITY', `This creature has no ${attack === 'magicalShot' ? 'Magical Shot' : attack === 'throwing' ? 'Throwing' : 'Shooting'}.`);
  ensure(dice > 0, 'ZERO_DICE', 'An attack of 0 dice cannot be declared.');
  const t = checkEnemyTarget(s, c, target, attack);
  ensure(!act.ran, 'CANNOT_RUN', 'No ranged attack after a Run.');
  const afterMove = attack === 'magicalShot' ? has(s, c, 'battleMage') : has(s, c, 'quickShooter');
  ensure(!act.moved || afterMove, 'ALREADY_MOVED', 'This creature cannot make a ranged attack after moving.');
  ensure(act.melees === 0, 'ALREADY_ATTACKED', 'This creature has already attacked in this activation.');
  ensure(enemiesInContact(s, c).every((e) => e.stealth), 'IN_CONTACT', 'A creature touching an enemy cannot make a ranged attack.');
  const distance = Math.max(0, circleGap(baseOf(c), baseOf(t)));
  const range = attack === 'throwing' ? DISTANCE.L : DISTANCE.XL;
  ensure(distance <= range, 'OUT_OF_RANGE', `The target is ${Math.round(distance)} mm away; the range is ${range} mm.`);
  checkSightWithin(s, c, t, range, 'There is no line of sight to the target.');
  return { c, t, dice, distance };
}

/** Declare a ranged attack; Rain of Arrows marks the target at once (glossary). */
export function declareRanged(ctx: Ctx, seat: Seat, creature: string, target: string, attack: RangedKind): void {
  const { distance } = checkRanged(ctx.s, seat, creature, target, attack);
  const { c, act, alive } = activate(ctx, seat, creature);
  if (!alive) return;
  loseStealth(ctx, c);
  act.finished = true;
  if (!diseaseOnAttack(ctx, c)) return;
  const t = creatureToChange(ctx.s, target); // its own copy before anything reads it: it is changed below
  t.rangedTargetedOnTurn = ctx.s.turn;
  if (steamEngine(ctx, c, attack) === 'died') return;
  const grants = onAttackDeclared(ctx, c, t, attack, act);
  const task: RangedTask = { kind: 'ranged', attacker: c.id, target, attack, dice: 0, distance, coverReroll: false, step: 'window', faces: [], ...(grants.length > 0 ? { grants } : {}) };
  // Dice are counted once the declaration's own bonuses (Steam Engine, attack grants) are in place.
  push(ctx, task);
  const dice = rangedDice(ctx.s, c, attack);
  task.dice = dice;
  emit(ctx, { e: 'rangedDeclared', attacker: c.id, target, attack, dice, distance });
  if (attack === 'shooting' && has(ctx.s, c, 'rainOfArrows') && t.kind === 'character' && !t.modifiers.some((m) => m.tag === 'rainOfArrows')) {
    const until = expiryTurn(ctx.s, seat, 'endOfOpponentTurn');
    t.modifiers.push(modifier({ strength: -1, untilEndOfTurn: until, tag: 'rainOfArrows' }));
    emit(ctx, { e: 'strengthChanged', creature: t.id, delta: -1, untilEndOfTurn: until });
  }
  task.coverReroll = coverBetween(ctx.s, c, t);
  // Multiple Uses: the granted ranged keywords that apply to this attack are a use (docs/rules-decisions.md #19).
  const afterMove = attack === 'magicalShot' ? 'battleMage' : 'quickShooter';
  const sniper = attack === 'shooting' && distance >= DISTANCE.L;
  markHeroRelicUse(ctx, c, (kws) => kws.includes(attack) || (act.moved && kws.includes(afterMove)) || (sniper && kws.includes('sniper')) || (attack === 'shooting' && kws.includes('rainOfArrows')));
}

/**
 * Whether Defense-against-shooting terrain lies on the line between the bases, or the target touches
 * it (glossary: "target touching the template"; touching = a gap under 3 mm, Dragon rule 7).
 */
function coverBetween(s: GameState, from: Creature, to: Creature): boolean {
  return s.terrain.some((piece) => {
    if (!terrainTraits(s, piece).defenseAgainstShooting) return false;
    return segmentCrossesPolygonInterior(from.pos, to.pos, piece.polygon) || circlePolygonGap(baseOf(to), piece.polygon) < CONTACT_GAP;
  });
}

