import type { Vec } from '../geometry';
import { getCard } from '../cards/registry';
import type { Card } from '../cards/schema';
import { legalTargets, targetOptions } from '../queries/effect-targets';
import type { Effect, TargetSpec } from '../cards/effects';
import { ensure, RuleError } from '../protocol/codes';
import type { GameState, Seat } from '../state/types';
import { endActivation } from './activation';
import { checkActivationPhase } from '../queries/phase';
import { emit, takeChecked, type Ctx } from '../primitives/context';
import { checkCost, payCost } from '../primitives/costs';
import { whileBuiltEffects } from '../queries/city-grants';
import { destroyRelic } from '../primitives/relics';
import { pushCardEffects } from '../primitives/card-effects';
import { push } from '../primitives/stack';
import { newCreature } from '../primitives/new-creature';
import { onEnterExecutioner } from '../keywords/executioner';
import { checkCap, checkSummonSpot } from '../queries/placement';
import { openTacticWindow } from '../primitives/tactic-window';
import { takeFromHand } from '../primitives/zones';
import { onCharacterSummoned } from '../keywords/minions';
import { playerToChange } from '../primitives/copy-on-write';

/** What a player declares when playing a card from hand. */
export interface PlayCardIntent {
  card: string;
  at?: Vec;
  target?: string;
  replace?: string;
  tapForAny?: string[];
}

/** The first `chosen` target among a list of effects: the one the player names when playing the card. */
function chosenSpec(effects: Effect[]): TargetSpec | undefined {
  for (const e of effects) if ('target' in e && e.target.pick === 'chosen') return e.target;
  return undefined;
}

/**
 * The printed effects resolved when the card is played: a spell's, or a character's First Word (rulebook:
 * Special abilities). The target named when playing is theirs; while-built text resolves after them with
 * its own choices (primitives/card-effects.ts).
 */
export function onPlayEffects(_s: GameState, _seat: Seat, card: Card): Effect[] {
  return card.spell ? card.spell.effects : card.abilities.filter((a) => a.on === 'firstWord').flatMap((a) => a.effects);
}

/**
 * Check playing a card from hand (rulebook: Playing cards and summoning): in your Creature Activation phase, the card in your
 * hand, its hero named if it names one, the cost payable, and per type: the cap and a summoning
 * spot; a legal target; a free or named relic slot. Returns the Backstabbers of a fallback summon.
 */
export function checkPlayCard(s: GameState, seat: Seat, a: PlayCardIntent): { card: Card; backstabbers: string[] } {
  checkActivationPhase(s, seat);
  const p = s.players[seat]!;
  ensure(p.hand.includes(a.card), 'NOT_IN_HAND', 'That card is not in your hand.');
  const card = getCard(s.cards[a.card]!.card);
  // The sentence only on rejection: bots check every card in hand, and most name no hero.
  if (card.namesHero && card.namesHero !== p.hero) throw new RuleError('HERO_REQUIRED', `Only ${getCard(card.namesHero).name} can use this card.`);
  checkCost(s, seat, card.cost, a.tapForAny);
  let backstabbers: string[] = [];
  if (card.type === 'character') {
    checkCap(s, seat);
    ensure(a.at, 'BAD_PLACEMENT', 'Say where the character enters: a spot touching your edge.');
    backstabbers = checkSummonSpot(s, seat, card.id, a.at);
  } else if (card.type === 'relic') {
    const hero = getCard(p.hero);
    const slots = hero.stats?.relicSlots?.[card.relic!.slot] ?? 0;
    ensure(slots > 0, 'NO_SLOT', `${hero.name} cannot carry a relic of this type.`);
    const sameType = p.relics.filter((r) => getCard(r.card).relic?.slot === card.relic!.slot);
    if (sameType.length >= slots && sameType.length > 1) {
      ensure(sameType.some((r) => r.id === a.replace), 'NO_SLOT', 'Every slot of this type is full: name the relic to replace.');
    }
  } else {
    ensure(card.type === 'spell' || card.type === 'tactic', 'BAD_TARGET', 'That card cannot be played from hand.');
  }
  const effects = onPlayEffects(s, seat, card);
  const spec = chosenSpec(effects);
  if (spec && spec.pick === 'chosen') {
    const options = legalTargets(s, seat, spec, undefined, targetOptions(effects, spec, card.type === 'spell' ? 'spells' : undefined));
    if (options.length > 0 || card.type === 'spell') {
      ensure(a.target && options.some((c) => c.id === a.target), 'BAD_TARGET', 'Choose a legal target for this card.');
    }
  }
  return { card, backstabbers };
}

/** Play a card from hand. Any activation in progress ends first (rulebook: Playing cards and summoning). */
export function playCard(ctx: Ctx, seat: Seat, a: PlayCardIntent): void {
  const { card, backstabbers } = takeChecked(ctx)?.playCard ?? checkPlayCard(ctx.s, seat, a);
  const s = ctx.s;
  endActivation(ctx);
  payCost(ctx, seat, card.cost, a.tapForAny);
  takeFromHand(s, seat, a.card);
  if (card.type === 'tactic') {
    // Face down: the opponents learn only that a tactic was set and which buildings paid (docs/rules-decisions.md #44).
    playerToChange(s, seat).tactics.push(a.card);
    emit(ctx, { e: 'tacticSet', seat, tactic: a.card, card: card.id, private: [seat] });
    return;
  }
  emit(ctx, { e: 'cardPlayed', seat, card: card.id, instance: a.card });
  const effects = onPlayEffects(s, seat, card);
  const extra = whileBuiltEffects(s, seat, card);
  if (card.type === 'spell') {
    // A spell resolves in full, then lies in the Graveyard (rulebook: Card types).
    pushCardEffects(ctx, { seat, support: 'spells' }, effects, extra, { target: a.target, thenDiscard: a.card });
  } else if (card.type === 'relic') {
    equipRelic(ctx, seat, a.card, card, a.replace);
  } else if (card.type === 'character') {
    const c = newCreature(s, { card: card.id, kind: 'character', owner: seat, at: a.at!, instance: a.card });
    emit(ctx, { e: 'summoned', seat, creature: c.id, card: card.id, at: a.at! });
    onCharacterSummoned(ctx, c); // Rush, Drill (keywords/minions.ts)
    openTacticWindow(ctx, 'enemySummons', c.id, 0);
    onEnterExecutioner(ctx, c);
    if (effects.length > 0 || extra.length > 0) pushCardEffects(ctx, { seat, source: c.id }, effects, extra, { target: a.target });
    if (backstabbers.length > 0) push(ctx, { kind: 'backstab', victim: c.id, by: backstabbers });
  }
}

/** Equip a relic: a free slot, or replace the named (or only) relic of its type (rulebook: Card types, docs/rules-decisions.md #18). */
function equipRelic(ctx: Ctx, seat: Seat, id: string, card: Card, replace?: string): void {
  const p = ctx.s.players[seat]!;
  const slots = getCard(p.hero).stats!.relicSlots![card.relic!.slot]!;
  const sameType = p.relics.filter((r) => getCard(r.card).relic?.slot === card.relic!.slot);
  const replaced = sameType.length >= slots ? (sameType.find((r) => r.id === replace) ?? sameType[0]) : undefined;
  if (replaced) destroyRelic(ctx, seat, replaced.id, 'replaced');
  playerToChange(ctx.s, seat).relics.push({ id, card: card.id, armour: card.relic!.durability ?? 0, marks: 0 });
  emit(ctx, { e: 'relicEquipped', seat, relic: id, card: card.id, ...(replaced ? { replaced: replaced.id } : {}) });
}
