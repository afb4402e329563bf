import { getOverlordCard, type OverlordEffect } from '../../cards/quest';
import { emit, type Ctx } from '../../primitives/context';
import { dealDamage } from '../../primitives/damage';
import { heal } from '../../primitives/healing';
import { shuffleInPlace } from '../../random';
import { overlordCreatures, questOf } from './quest-of';
import { summonOverlordCreature } from './summon';

/**
 * Play an Overlord card (checklist 22.22–22.24): its Main ability runs once for every X Rage spent
 * (Multiple Rage X) — `spend` is how much of this turn's Rage to put in, and the solo game puts in all of
 * it — then its Extra ability once, for free. A Main ability without Multiple Rage runs once.
 */
export function playOverlordCard(ctx: Ctx, id: string, spend: number): void {
  const { q, cfg } = questOf(ctx.s);
  const card = getOverlordCard(cfg.side, id);
  const x = card.main.rage;
  const times = x === undefined ? 1 : Math.floor(Math.min(spend, q.rage) / x);
  const spent = x === undefined ? 0 : times * x;
  q.rage -= spent;
  emit(ctx, { e: 'overlordCardPlayed', card: id, side: cfg.side, rageSpent: spent, times });
  for (let i = 0; i < times; i++) for (const e of card.main.effects) overlordEffect(ctx, e);
  for (const e of card.extra) overlordEffect(ctx, e);
  q.overlordDiscard.push(id);
}

/** The solo game's Overlord card (22.24, 22.47): draw the top one and play it at once with all the Rage there is. */
export function drawAndPlayOverlordCard(ctx: Ctx): void {
  const { q } = questOf(ctx.s);
  const id = q.overlordDeck.shift();
  if (!id) return;
  emit(ctx, { e: 'overlordDrew', count: 1, deckLeft: q.overlordDeck.length });
  playOverlordCard(ctx, id, q.rage);
}

/** The Overlord draws (PvP: into its hand; 22.33). */
export function overlordDraws(ctx: Ctx, count: number): void {
  const { q } = questOf(ctx.s);
  const drawn = q.overlordDeck.splice(0, count);
  q.overlordHand.push(...drawn);
  emit(ctx, { e: 'overlordDrew', count: drawn.length, deckLeft: q.overlordDeck.length });
}

/** Shuffle an Overlord deck (setup, and a tactic that sends a card back, 22.65). */
export function shuffleOverlordDeck(ctx: Ctx): void {
  shuffleInPlace(ctx.s.rng, questOf(ctx.s).q.overlordDeck);
}

/** Until when an Overlord card's boost lasts: the end of the next Overlord turn (docs/rules-decisions.md #134). */
function boostExpiry(ctx: Ctx): number {
  const { cfg } = questOf(ctx.s);
  return ctx.s.activeSeat === cfg.overlord && ctx.s.phase === 'activation' ? ctx.s.turn : ctx.s.turn + (ctx.s.activeSeat === cfg.overlord ? 2 : 1);
}

function overlordEffect(ctx: Ctx, e: OverlordEffect): void {
  const s = ctx.s;
  const { cfg } = questOf(s);
  switch (e.op) {
    case 'summon': {
      const placed = summonOverlordCreature(ctx, e.creature, e.where);
      if (!('id' in placed)) emit(ctx, { e: 'npc', creature: placed.card, text: placed.skipped === 'creatureLimit' ? 'not summoned: the creature limit is reached.' : 'not summoned: there is no room.' });
      return;
    }
    case 'woundHero': {
      const hero = s.players[cfg.hero]!.heroCreature;
      if (s.creatures[hero]) dealDamage(ctx, hero, e.amount, 'effect', { wounds: true });
      return;
    }
    case 'healOverlord':
      for (const c of overlordCreatures(s)) heal(ctx, c, e.amount);
      return;
    case 'empower': {
      const until = boostExpiry(ctx);
      for (const c of overlordCreatures(s)) {
        c.modifiers.push({ strength: e.strength, untilEndOfTurn: until });
        emit(ctx, { e: 'strengthChanged', creature: c.id, delta: e.strength, untilEndOfTurn: until });
      }
      return;
    }
    case 'armourOverlord':
      for (const c of overlordCreatures(s)) {
        c.armour += e.amount;
        emit(ctx, { e: 'armourGained', creature: c.id, amount: e.amount });
      }
      return;
    case 'overlordDraws':
      overlordDraws(ctx, e.count);
      return;
  }
}
