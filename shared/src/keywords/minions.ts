/** Minions summoned by keywords: Rush on any summon, Drill and Recruitment after a summon or a build, and one minion in contact (Ritual, Drill, Recruitment, Parasite). */
import type { Creature, GameState, Seat } from '../state/types';
import { ask, takeAnswer } from '../primitives/ask';
import { emit, type Ctx } from '../primitives/context';
import { allCreatures } from '../queries/creatures';
import { push } from '../primitives/stack';
import { has } from '../queries/stats';
import type { SummonMinionsTask } from '../state/tasks';
import { newCreature } from '../primitives/new-creature';
import { creaturesTowardCap, minionSpot } from '../queries/placement';
import { onEnterExecutioner } from './executioner';

/**
 * Rush (glossary): a creature summoned in its controller's own turn may activate this turn
 * (an exception to rulebook: Playing cards and summoning). Called for every summon, by card or by ability.
 */
export function afterSummon(ctx: Ctx, c: Creature): void {
  const s = ctx.s;
  if (has(s, c, 'rush') && s.activeSeat === c.controller && s.phase === 'activation') c.activated = false;
}

/** The creatures of `seat` with this keyword, in a stable order. */
function withKeyword(ctx: Ctx, seat: Seat, kw: 'drill' | 'recruitment'): string[] {
  return allCreatures(ctx.s).filter((c) => c.controller === seat && has(ctx.s, c, kw)).map((c) => c.id);
}

/**
 * A character summoned from hand: Rush, then Drill — when a Drill character is summoned, each of
 * your Drill creatures (the new one included) may summon one of your minions in contact with itself
 * (docs/rules-decisions.md #32; the ruleset flag `drillOnAnyCharacter` fires it for any character you summon).
 */
export function onCharacterSummoned(ctx: Ctx, c: Creature): void {
  afterSummon(ctx, c);
  if (!has(ctx.s, c, 'drill') && !ctx.s.config.ruleset.drillOnAnyCharacter) return;
  const creatures = withKeyword(ctx, c.controller, 'drill');
  if (creatures.length > 0) push(ctx, { kind: 'summonMinions', seat: c.controller, keyword: 'drill', creatures });
}

/** Recruitment (docs/rules-decisions.md #33): when you build a building, each of your Recruitment creatures may summon a minion in contact with itself. */
export function onBuilt(ctx: Ctx, seat: Seat): void {
  const creatures = withKeyword(ctx, seat, 'recruitment');
  if (creatures.length > 0) push(ctx, { kind: 'summonMinions', seat, keyword: 'recruitment', creatures });
}

/** Ask, creature by creature, whether to summon; each yes summons within the cap (rulebook: Playing cards and summoning). */
export function runSummonMinions(ctx: Ctx, t: SummonMinionsTask): 'done' | 'keep' {
  const s = ctx.s;
  while (t.creatures.length > 0) {
    const c = s.creatures[t.creatures[0]!];
    // Nothing to ask when no minion could come: the creature is gone, the cap is reached or there is no room.
    if (!c || c.controller !== t.seat || !canSummonMinionAt(s, t.seat, c)) {
      t.creatures.shift();
      continue;
    }
    const a = takeAnswer<{ yes: boolean }>(t);
    if (!a) return ask(ctx, t.seat, 'optionalAbility', { creature: c.id, keyword: t.keyword }, { yes: true });
    t.creatures.shift();
    if (a.yes) summonMinionInContact(ctx, t.seat, c);
  }
  return 'done';
}

/** Whether one of `seat`'s minions could be summoned in contact with `anchor` now: under the cap (rulebook: Playing cards and summoning) and with room. */
export function canSummonMinionAt(s: GameState, seat: Seat, anchor: Creature): boolean {
  return creaturesTowardCap(s, seat) < s.config.ruleset.creatureCap && minionSpot(s, anchor, seat) !== null;
}

/**
 * Summon one of `seat`'s minions in contact with `anchor` (Ritual, Drill, Recruitment, Parasite:
 * docs/rules-decisions.md #61 — always the seat's registered minion). Nothing happens when the creature cap is reached
 * (rulebook: Playing cards and summoning) or there is no room. Returns the new minion, if any.
 */
export function summonMinionInContact(ctx: Ctx, seat: Seat, anchor: Creature): Creature | null {
  const s = ctx.s;
  if (!canSummonMinionAt(s, seat, anchor)) return null;
  const spot = minionSpot(s, anchor, seat)!;
  const card = s.players[seat]!.minion;
  const m = newCreature(s, { card, kind: 'minion', owner: seat, at: spot });
  emit(ctx, { e: 'summoned', seat, creature: m.id, card, at: spot });
  onEnterExecutioner(ctx, m);
  afterSummon(ctx, m);
  return m;
}
