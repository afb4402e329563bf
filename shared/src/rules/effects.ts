import { ask, takeAnswer } from '../primitives/ask';
import { emit, type Ctx } from '../primitives/context';
import { dealDamage } from '../primitives/damage';
import { heal } from '../primitives/healing';
import { canBeHealed } from '../queries/heal-target';
import { has } from '../queries/stats';
import { push } from '../primitives/stack';
import type { EffectsTask } from '../state/tasks';
import { expiryTurn } from '../queries/turn-order';
import { moveToGraveyard } from '../primitives/zones';
import { ensure } from '../protocol/codes';
import type { Creature } from '../state/types';
import type { Effect, TargetSpec } from '../cards/effects';
import { legalTargets, targetOptions } from '../queries/effect-targets';
import { canBeTargetedBy } from '../queries/targeting';
import { giveDisease } from '../keywords/disease';
import { givePoison } from '../keywords/poison';
import { immuneToAfflictions, canBeReturned } from '../queries/targeting';
import { DISTANCE, type Vec } from '../geometry';
import { enemiesInContact } from '../queries/creatures';
import { returnCreatureCard } from './return-card';
import { destroyChosen, destroyOptions } from './destroy';
import { cancelOverlordCard } from './quest/overlord-cards';
import { checkPlaceSpot, moveByEffect, placeCreature, staysPut, suggestedSpots } from './place-move';
import { creatureToChange, playerToChange } from '../primitives/copy-on-write';
import { modifier } from '../primitives/modifier';

/** A handler either finishes its effect or asks a question and says `'wait'`: the effect runs again with the answer. */
type Handler<O extends Effect['op']> = (ctx: Ctx, t: EffectsTask, e: Extract<Effect, { op: O }>, target: Creature | undefined) => void | 'wait';

/** One handler per effect of the closed vocabulary (docs/architecture.md §3). */
const HANDLERS: { [O in Effect['op']]: Handler<O> } = {
  damage: (ctx, t, e, c) => void (c && dealDamage(ctx, c.id, e.amount, 'effect', { source: t.source })),
  wounds: (ctx, t, e, c) => void (c && dealDamage(ctx, c.id, e.amount, 'effect', { wounds: true, source: t.source })),
  woundsEqualToDamage: (ctx, t, _e, c) => void (c && (t.amount ?? 0) > 0 && dealDamage(ctx, c.id, t.amount ?? 0, 'effect', { wounds: true })),
  heal: (ctx, _t, e, c) => c && heal(ctx, c, e.amount),
  addArmour: (ctx, _t, e, c) => {
    if (!c) return;
    creatureToChange(ctx.s, c.id).armour += e.amount;
    emit(ctx, { e: 'armourGained', creature: c.id, amount: e.amount });
  },
  modifyStrength: (ctx, t, e, c) => {
    if (!c) return;
    const until = expiryTurn(ctx.s, t.seat, e.duration);
    creatureToChange(ctx.s, c.id).modifiers.push(modifier({ strength: e.amount, untilEndOfTurn: until }));
    emit(ctx, { e: 'strengthChanged', creature: c.id, delta: e.amount, untilEndOfTurn: until });
  },
  grantKeyword: (ctx, t, e, c) => {
    if (!c) return;
    const until = expiryTurn(ctx.s, t.seat, e.duration);
    creatureToChange(ctx.s, c.id).modifiers.push(modifier({ keyword: e.keyword, untilEndOfTurn: until }));
    emit(ctx, { e: 'keywordGained', creature: c.id, keyword: e.keyword.kw, untilEndOfTurn: until });
  },
  disease: (ctx, _t, _e, c) => c && giveDisease(ctx, c),
  spendConcentration: (ctx, t, e) => {
    // Concentration X: spend tokens of the source; without enough, the rest of the card's effects do not happen.
    const c = t.source ? ctx.s.creatures[t.source] : undefined;
    if (!c || (c.concentration ?? 0) < e.amount) {
      t.index = t.effects.length;
      return;
    }
    const tokens = (c.concentration ?? 0) - e.amount;
    creatureToChange(ctx.s, c.id).concentration = tokens;
    emit(ctx, { e: 'concentration', creature: c.id, tokens });
  },
  poison: (ctx, _t, _e, c) => c && givePoison(ctx, c),
  draw: (ctx, t, e) => push(ctx, { kind: 'draw', seat: t.seat, remaining: e.count }),
  gainProsperity: (ctx, t, e) => {
    if (!ctx.s.players[t.seat]) return;
    const p = playerToChange(ctx.s, t.seat);
    p.prosperity += e.amount;
    emit(ctx, { e: 'prosperity', seat: t.seat, delta: e.amount, total: p.prosperity, why: 'card effect' });
  },
  returnCard: (ctx, _t, e, c) => c && returnCreatureCard(ctx, c, e.to),
  discard: (ctx, t, e) => push(ctx, { kind: 'discard', seat: t.seat, remaining: e.count }),
  destroy: (ctx, t, e) => {
    const options = destroyOptions(ctx.s, t.seat, e.what);
    if (options.length === 0) return;
    const answer = takeAnswer<{ target: string }>(t);
    if (!answer) {
      ask(ctx, t.seat, 'target', { targets: options, why: `destroy a ${e.what}` }, { target: options[0]! });
      return 'wait';
    }
    ensure(options.includes(answer.target), 'BAD_TARGET', `That is not a ${e.what} this card can destroy.`);
    destroyChosen(ctx, e.what, answer.target);
  },
  place: (ctx, t, e, c) => {
    if (!c) return;
    const at = askSpot(ctx, t, c, 'place', DISTANCE[e.within]);
    if (at === 'wait') return 'wait';
    if (staysPut(c, at)) return;
    checkPlaceSpot(ctx.s, c, at, DISTANCE[e.within]);
    placeCreature(ctx, c, at);
  },
  move: (ctx, t, e, c) => {
    if (!c) return;
    const at = askSpot(ctx, t, c, 'move', DISTANCE[e.upTo]);
    if (at === 'wait') return 'wait';
    if (!staysPut(c, at)) moveByEffect(ctx, c, at, DISTANCE[e.upTo]);
  },
  backstab: (ctx, _t, _e, c) => {
    // A hidden creature cannot be Backstabbed; a hidden enemy in contact may join, losing Stealth (rulebook: Backstab, docs/rules-decisions.md #123).
    if (!c || c.stealth) return;
    const touching = enemiesInContact(ctx.s, c);
    const by = touching.filter((o) => !o.stealth).map((o) => o.id);
    const offers = touching.filter((o) => o.stealth).map((o) => o.id);
    if (by.length > 0 || offers.length > 0) push(ctx, { kind: 'backstab', victim: c.id, by, ...(offers.length > 0 ? { offers } : {}) });
  },
  onlyIf: (ctx, t, e) => {
    const was = t.subject;
    const now = was ? ctx.s.creatures[was.id] : undefined;
    const held = was !== undefined && (e.condition === 'killed' ? !now : !now || now.wounds > was.wounds);
    if (!held) t.index = t.effects.length;
  },
  cancelOverlordCard: (ctx) => cancelOverlordCard(ctx),
};

/** The spot the card's player names for a place or a move (docs/rules-decisions.md #122); its own spot means it stays. */
function askSpot(ctx: Ctx, t: EffectsTask, c: Creature, mode: 'place' | 'move', reach: number): Vec | 'wait' {
  const answer = takeAnswer<{ at: Vec }>(t);
  if (answer) return answer.at;
  ask(ctx, t.seat, 'spot', { creature: c.id, mode, reach, spots: suggestedSpots(ctx.s, c, mode, reach) }, { at: { ...c.pos } });
  return 'wait';
}

/** Resolve a card's effects in order; each may queue work (damage, draws) that finishes before the next. */
export function runEffects(ctx: Ctx, t: EffectsTask): 'done' | 'keep' {
  while (t.index < t.effects.length) {
    const effect = t.effects[t.index]!;
    const spec = 'target' in effect ? effect.target : undefined;
    let target: Creature | undefined;
    if (spec) {
      const picked = resolveTarget(ctx, t, spec, effect);
      if (picked === 'wait') return 'keep';
      target = picked;
      // A target that cannot take this effect is skipped (e.g. healing a Forged creature, returning a Monster).
      if (target && effect.op === 'heal' && !canBeHealed(ctx.s, target)) target = undefined;
      if (target && effect.op === 'returnCard' && !canBeReturned(ctx.s, target)) target = undefined;
      // Support-card effects do not touch Monsters or creatures shielded against them (queries/targeting.ts).
      const by = supportKind(t);
      if (target && by && !canBeTargetedBy(ctx.s, target, by)) target = undefined;
    }
    if (target) t.subject = { id: target.id, wounds: target.wounds };
    t.index += 1;
    const before = ctx.s.tasks.length;
    if ((HANDLERS[effect.op] as Handler<typeof effect.op>)(ctx, t, effect as never, target) === 'wait') {
      t.index -= 1; // the same effect runs again with the answer
      return 'keep';
    }
    if (ctx.s.tasks.length > before) return 'keep';
  }
  if (t.thenDiscard) moveToGraveyard(ctx, t.thenDiscard);
  return 'done';
}

/** Which support card the effects come from: none for a creature's own abilities (with a source), else a spell or a tactic. */
function supportKind(t: EffectsTask): 'spells' | 'tactics' | undefined {
  if (t.support) return t.support;
  if (t.source) return undefined;
  return t.thenDiscard ? 'spells' : 'tactics';
}

function resolveTarget(ctx: Ctx, t: EffectsTask, spec: TargetSpec, effect: Effect): Creature | undefined | 'wait' {
  const s = ctx.s;
  switch (spec.pick) {
    case 'self':
      return t.source ? s.creatures[t.source] : undefined;
    case 'ownHero':
      return s.creatures[s.players[t.seat]?.heroCreature ?? ''];
    case 'triggering':
      return t.triggering ? s.creatures[t.triggering] : undefined;
    case 'chosen': {
      if (t.target) return s.creatures[t.target];
      const options = legalTargets(s, t.seat, spec, t.source ? s.creatures[t.source] : undefined, { ...targetOptions([effect], spec, supportKind(t)), fromCreature: t.source !== undefined }).map((c) => c.id);
      if (options.length === 0) return undefined;
      const answer = takeAnswer<{ target: string }>(t);
      if (!answer) {
        ask(ctx, t.seat, 'target', { targets: options, why: 'effect' }, { target: options[0]! });
        return 'wait';
      }
      ensure(options.includes(answer.target), 'BAD_TARGET', 'That creature is not a legal target for this effect.');
      t.target = answer.target;
      return s.creatures[answer.target];
    }
  }
}

