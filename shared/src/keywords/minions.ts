/** Minions summoned by keywords: Rush on any summon, Drill and Recruitment after a summon or a build, and one minion in contact (Ritual, Drill, Recruitment, Parasite). */
import type { Creature, GameState, Seat } from '../state/types';
import { ask, takeAnswer } from '../primitives/ask';
import { emit, type Ctx } from '../primitives/context';
import { allCreatures } from '../queries/creatures';
import { push } from '../primitives/stack';
import { has } from '../queries/stats';
import type { PlaceMinionTask, SummonMinionsTask } from '../state/tasks';
import type { Vec } from '../geometry';
import { ensure } from '../protocol/codes';
import type { ChainTag } from '../primitives/trigger-chain';
import { newCreature } from '../primitives/new-creature';
import { creaturesTowardCap, minionSpot, minionSpotProblem, minionSpots } from '../queries/placement';
import { onEnterExecutioner } from './executioner';
import { creatureToChange } from '../primitives/copy-on-write';

/**
 * Rush (glossary): a creature summoned in its controller's own turn may activate this turn
 * (an exception to rulebook: Playing cards and summoning). Called for every summon, by card or by ability.
 */
export function afterSummon(ctx: Ctx, c: Creature): void {
  const s = ctx.s;
  if (has(s, c, 'rush') && s.activeSeat === c.controller && s.phase === 'activation') creatureToChange(s, c.id).activated = false;
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

/** Ask, creature by creature, whether to summon; each yes places a minion within the cap (rulebook: Playing cards and summoning). */
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
    if (a.yes) {
      // The minion is placed before the next creature is asked.
      summonMinionInContact(ctx, t.seat, c, t.keyword);
      return 'keep';
    }
  }
  return 'done';
}

/** Whether one of `seat`'s minions could be summoned in contact with `anchor` now: under the cap (rulebook: Playing cards and summoning) and with room. */
export function canSummonMinionAt(s: GameState, seat: Seat, anchor: Creature): boolean {
  return creaturesTowardCap(s, seat) < s.config.ruleset.creatureCap && minionSpot(s, anchor, seat) !== null;
}

/**
 * Summon one of `seat`'s minions in contact with `anchor` (Ritual, Drill, Recruitment, Parasite:
 * docs/rules-decisions.md #61 — always the seat's registered minion), at a spot the player chooses (#105).
 * Queues the placement; nothing comes when the cap is reached or there is no room by then.
 */
export function summonMinionInContact(ctx: Ctx, seat: Seat, anchor: Creature, by: PlaceMinionTask['by'], tag: ChainTag | object = {}): void {
  push(ctx, { kind: 'placeMinion', seat, anchor: anchor.id, by, ...tag });
}

/**
 * Place the minion where the player says: any spot touching the anchor, on no base or Impassable terrain and in
 * contact with no enemy (rulebook: Playing cards and summoning). A spot that breaks the rule is refused and
 * nothing changes; the default answer is a legal spot, so the clock and the bots always have one.
 */
export function runPlaceMinion(ctx: Ctx, t: PlaceMinionTask): 'done' | 'keep' {
  const s = ctx.s;
  const anchor = s.creatures[t.anchor];
  if (!anchor || !canSummonMinionAt(s, t.seat, anchor)) return 'done';
  const card = s.players[t.seat]!.minion;
  const a = takeAnswer<{ at: Vec }>(t);
  if (!a) {
    const spots = minionSpots(s, anchor, t.seat);
    return ask(ctx, t.seat, 'placeMinion', { creature: anchor.id, minion: card, by: t.by, spots }, { at: spots[0]! });
  }
  const problem = minionSpotProblem(s, anchor, t.seat, a.at);
  ensure(problem === null, 'BAD_PLACEMENT', problem ?? '');
  const at = { x: a.at.x, y: a.at.y };
  const m = newCreature(s, { card, kind: 'minion', owner: t.seat, at });
  emit(ctx, { e: 'summoned', seat: t.seat, creature: m.id, card, at });
  onEnterExecutioner(ctx, m);
  afterSummon(ctx, m);
  return 'done';
}
