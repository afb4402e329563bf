import { getOverlordCard, type OverlordEffect } from '../../cards/quest';
import { emit, type Ctx } from '../../primitives/context';
import { dealDamage } from '../../primitives/damage';
import { heal } from '../../primitives/healing';
import { push } from '../../primitives/stack';
import { shuffleInPlace } from '../../random';
import type { QuestOverlordCardTask } from '../../state/tasks';
import type { GameState } from '../../state/types';
import { overlordCreatures, questOf } from './quest-of';
import { summonOverlordCreature } from './summon';
import { creatureToChange, rngToChange } from '../../primitives/copy-on-write';
import { modifier } from '../../primitives/modifier';

/**
 * Play an Overlord card (checklist 22.22–22.24): its Main ability runs once for every X Rage spent
 * (Multiple Rage X) — `spend` is how much of this turn's Rage to put in, and the solo game puts in all of
 * it — then its Extra ability once, for free. A Main ability without Multiple Rage runs once. The card is
 * announced first and the Hero may cancel it with a tactic (22.65): queued as a task that waits for that window.
 */
export function playOverlordCard(ctx: Ctx, id: string, spend: number): void {
  push(ctx, { kind: 'questOverlordCard', card: id, spend, step: 'play' });
}

/** The card's play: pay its Rage and announce it, open the Hero's window, then resolve it or send it back. */
export function runOverlordCard(ctx: Ctx, t: QuestOverlordCardTask): 'done' | 'keep' {
  const { q, cfg } = questOf(ctx.s);
  const card = getOverlordCard(cfg.side, t.card);
  if (t.step === 'play') {
    const x = card.main.rage;
    const times = x === undefined ? 1 : Math.floor(Math.min(t.spend, q.rage) / x);
    const spent = x === undefined ? 0 : times * x;
    // The Rage is paid on playing: a cancelled card has still been played (docs/rules-decisions.md #142).
    q.rage -= spent;
    t.times = times;
    emit(ctx, { e: 'overlordCardPlayed', card: t.card, side: cfg.side, rageSpent: spent, times });
    t.step = 'resolve';
    if (overlordCardWindowOpen(ctx.s)) openOverlordCardWindow(ctx, t.card);
    return 'keep';
  }
  if (t.cancelled) {
    q.overlordDeck.push(t.card);
    q.overlordCancelled.push(t.card);
    shuffleOverlordDeck(ctx);
    emit(ctx, { e: 'overlordCardCancelled', card: t.card, side: cfg.side, deckLeft: q.overlordDeck.length });
    return 'done';
  }
  // Its Main effects `times` over, then its Extra; a summon the Overlord player places stops here until answered.
  const times = t.times ?? 0;
  for (let run = t.run ?? 0; run <= times; run++) {
    const effects = run < times ? card.main.effects : card.extra;
    for (let i = t.effect ?? 0; i < effects.length; i++) {
      if (overlordEffect(ctx, t, effects[i]!) === 'wait') {
        t.run = run;
        t.effect = i;
        return 'keep';
      }
    }
    t.effect = 0;
  }
  q.overlordDiscard.push(t.card);
  return 'done';
}

/**
 * Whether a tactic may cancel an Overlord card now (checklist 22.65): in the Overlord's turn or in a Quests
 * Phase, and never otherwise.
 */
export function overlordCardWindowOpen(s: GameState): boolean {
  const { cfg } = questOf(s);
  return s.activeSeat === cfg.overlord || s.tasks.some((t) => t.kind === 'questsPhase');
}

/**
 * The Hero's tactic window on an Overlord card: asked whenever the Hero holds any face-down tactic, as every
 * tactic window is (docs/rules-decisions.md #100), though the Quests Phase falls in the Hero's own turn.
 */
function openOverlordCardWindow(ctx: Ctx, card: string): void {
  const hero = questOf(ctx.s).cfg.hero;
  if ((ctx.s.players[hero]?.tactics.length ?? 0) === 0) return;
  push(ctx, { kind: 'tacticWindow', trigger: 'overlordPlaysCard', subject: card, amount: 0, seats: [hero] });
}

/** A tactic's cancel (22.65): the Overlord card being played does nothing and goes back into the deck. */
export function cancelOverlordCard(ctx: Ctx): void {
  const playing = [...ctx.s.tasks].reverse().find((t): t is QuestOverlordCardTask => t.kind === 'questOverlordCard' && t.step === 'resolve');
  if (playing) playing.cancelled = true;
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
  shuffleInPlace(rngToChange(ctx.s), questOf(ctx.s).q.overlordDeck);
}

/** Until when an Overlord card's boost lasts: the end of the next Overlord turn (docs/rules-decisions.md #134). */
function boostExpiry(ctx: Ctx): number {
  const { cfg } = questOf(ctx.s);
  return ctx.s.activeSeat === cfg.overlord && ctx.s.phase === 'activation' ? ctx.s.turn : ctx.s.turn + (ctx.s.activeSeat === cfg.overlord ? 2 : 1);
}

/** One effect of the card `t`; 'wait' while the Overlord player is asked where a summoned creature goes. */
function overlordEffect(ctx: Ctx, t: QuestOverlordCardTask, e: OverlordEffect): void | 'wait' {
  const s = ctx.s;
  const { cfg } = questOf(s);
  switch (e.op) {
    case 'summon': {
      const placed = summonOverlordCreature(ctx, t, e.creature, e.where);
      if (placed === 'wait') return 'wait';
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
        creatureToChange(s, c.id).modifiers.push(modifier({ strength: e.strength, untilEndOfTurn: until }));
        emit(ctx, { e: 'strengthChanged', creature: c.id, delta: e.strength, untilEndOfTurn: until });
      }
      return;
    }
    case 'armourOverlord':
      for (const c of overlordCreatures(s)) {
        creatureToChange(s, c.id).armour += e.amount;
        emit(ctx, { e: 'armourGained', creature: c.id, amount: e.amount });
      }
      return;
    case 'overlordDraws':
      overlordDraws(ctx, e.count);
      return;
  }
}
