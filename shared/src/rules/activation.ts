import { ensure } from '../protocol/codes';
import type { Activation, Creature, GameState, Modifier, Seat, Writable } from '../state/types';
import { newActivation } from '../state/activation';
import { startTurn } from './begin-turn';
import { emit, type Ctx } from '../primitives/context';
import { creatureOrReject } from '../queries/creatures';
import { checkActivationPhase } from '../queries/phase';
import { nextSeat } from '../queries/turn-order';
import { hasStartChoices, queueStartChoices, rollStartOfActivation } from '../keywords/on-activation-start';
import { endOfTurnKeywords } from '../keywords/control';
import { healthOf } from '../queries/stats';
import { endGame, tiebreak } from './victory';
import { creatureToChange } from '../primitives/copy-on-write';

/**
 * Check that `seat` may act with this creature now: its own, not yet activated this turn (or the one
 * already activating, rulebook: Playing cards and summoning), its activation not over. Returns the creature and
 * whether this would start its activation.
 */
export function checkActor(s: GameState, seat: Seat, id: string): { c: Creature; act: Activation } {
  checkActivationPhase(s, seat);
  const c = creatureOrReject(s, id);
  ensure(c.controller === seat, 'NOT_YOUR_CREATURE', 'That creature is not yours.');
  if (s.activation?.creature === c.id) {
    ensure(!s.activation.finished, 'ACTIVATION_OVER', 'This creature has finished its activation.');
    return { c, act: s.activation };
  }
  ensure(!c.activated, 'ALREADY_ACTIVATED', 'This creature has already been activated this turn.');
  return { c, act: { creature: c.id, moved: false, ran: false, melees: 0, finished: false } };
}

/**
 * Begin (or continue) the creature's activation; any other creature's activation ends first.
 * `alive` is false when the start of its activation killed it (Poison): then it does nothing more.
 */
export function activate(ctx: Ctx, seat: Seat, id: string): { c: Writable<Creature>; act: Activation; alive: boolean } {
  // The actor's own copy from the start (copy on write): the start of its activation, its attack and
  // the rules after them change it, and every one of them then changes this very object.
  const c = creatureToChange(ctx.s, checkActor(ctx.s, seat, id).c.id);
  if (ctx.s.activation?.creature !== c.id) {
    endActivation(ctx);
    c.activated = true;
    ctx.s.activation = newActivation(c.id);
    emit(ctx, { e: 'activationStarted', creature: c.id });
    rollStartOfActivation(ctx, c);
    // Optional choices (Disease, Exhaustion, Contract) wait for decisions; the declaration resumes after them.
    if (c.wounds < healthOf(c) && hasStartChoices(ctx.s, c)) {
      queueStartChoices(ctx, c);
      return { c, act: ctx.s.activation!, alive: false };
    }
  }
  return { c, act: ctx.s.activation!, alive: c.wounds < healthOf(c) };
}

/** Check that `seat` may end the activation in progress. */
export function checkEndActivation(s: GameState, seat: Seat): void {
  checkActivationPhase(s, seat);
  ensure(s.activation, 'ACTIVATION_OVER', 'No creature is activating.');
}

/** Activate a creature that does nothing: it counts as activated (rulebook: Creature activation). */
export function pass(ctx: Ctx, seat: Seat, id: string): void {
  // When the start of the activation waits for a choice, the pass is carried out after it.
  if (!activate(ctx, seat, id).alive && ctx.s.tasks.some((t) => t.kind === 'activationStart')) return;
  endActivation(ctx);
}

/** End the current activation, if any (playing a card or activating another creature does this too). */
export function endActivation(ctx: Ctx): void {
  const a = ctx.s.activation;
  if (!a) return;
  ctx.s.activation = null;
  emit(ctx, { e: 'activationEnded', creature: a.creature });
}

/**
 * End the turn (rulebook: Turn structure, docs/rules-decisions.md #46): creatures not activated count as activated, effects
 * lasting "until the end of the turn" expire, and the next player in turn order begins. At the
 * match's turn limit the game ends by the tiebreak (rulebook: End of the game and victory).
 */
export function endTurn(ctx: Ctx, seat: Seat): void {
  const s = ctx.s;
  checkActivationPhase(s, seat);
  endActivation(ctx);
  // Creatures that did nothing were still activated (rulebook: Creature activation), so their Poison rolls too.
  for (const c of Object.values(s.creatures)) if (c.controller === seat && !c.activated) rollStartOfActivation(ctx, c);
  const lasts = (m: Modifier) => m.untilEndOfTurn === undefined || m.untilEndOfTurn > s.turn;
  for (const c of Object.values(s.creatures)) {
    const activates = c.controller === seat && !c.activated;
    if (!activates && c.modifiers.every(lasts)) continue;
    const w = creatureToChange(s, c.id);
    if (activates) w.activated = true;
    w.modifiers = w.modifiers.filter(lasts);
  }
  endOfTurnKeywords(ctx);
  emit(ctx, { e: 'turnEnded', seat, turn: s.turn });
  if (s.config.turnLimit > 0 && s.turn >= s.config.turnLimit) return endGame(ctx, tiebreak(s));
  s.turn += 1;
  startTurn(ctx, nextSeat(s, seat));
}
