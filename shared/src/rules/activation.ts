import { ensure } from '../protocol/codes';
import type { Activation, Creature, GameState, Seat } from '../state/types';
import { startTurn } from './begin-turn';
import { emit, type Ctx } from './context';
import { creatureOrReject } from './creatures';
import { nextSeat } from './turn-order';
import { addWounds } from './damage';
import { rollDice } from './dice-roll';
import { healthOf } from './stats';
import { endGame, tiebreak } from './victory';

/** Check that `seat` may declare something in its Creature Activation phase now. */
export function checkActivationPhase(s: GameState, seat: Seat): void {
  ensure(s.activeSeat === seat, 'NOT_YOUR_TURN', 'It is not your turn.');
  ensure(s.phase === 'activation', 'WRONG_PHASE', s.phase === 'construction' ? 'Build a building or take Prosperity first.' : 'That cannot be done now.');
}

/**
 * Check that `seat` may act with this creature now: its own, not yet activated this turn (or the one
 * already activating, checklist 8.20–8.22), its activation not over. Returns the creature and
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
export function activate(ctx: Ctx, seat: Seat, id: string): { c: Creature; act: Activation; alive: boolean } {
  const { c } = checkActor(ctx.s, seat, id);
  if (ctx.s.activation?.creature !== c.id) {
    endActivation(ctx);
    c.activated = true;
    ctx.s.activation = { creature: c.id, moved: false, ran: false, melees: 0, finished: false };
    emit(ctx, { e: 'activationStarted', creature: c.id });
    startOfActivation(ctx, c);
  }
  return { c, act: ctx.s.activation!, alive: c.wounds < healthOf(c) };
}

/** Poison (glossary): at the start of its activation a poisoned creature rolls a die; a Bullseye is 1 wound. */
function startOfActivation(ctx: Ctx, c: Creature): void {
  if (!c.poison) return;
  const faces = rollDice(ctx, 1);
  const hit = faces[0] === 'bullseye';
  emit(ctx, { e: 'rolled', creature: c.id, purpose: 'poison', faces, successes: hit ? 1 : 0 });
  if (hit) addWounds(ctx, c, 1);
}

/** Check that `seat` may end the activation in progress. */
export function checkEndActivation(s: GameState, seat: Seat): void {
  checkActivationPhase(s, seat);
  ensure(s.activation, 'ACTIVATION_OVER', 'No creature is activating.');
}

/** Activate a creature that does nothing: it counts as activated (checklist 9.2). */
export function pass(ctx: Ctx, seat: Seat, id: string): void {
  activate(ctx, seat, id);
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
 * End the turn (checklist 5.3, Part F 46): creatures not activated count as activated, effects
 * lasting "until the end of the turn" expire, and the next player in turn order begins. At the
 * match's turn limit the game ends by the tiebreak (checklist 19.6).
 */
export function endTurn(ctx: Ctx, seat: Seat): void {
  const s = ctx.s;
  checkActivationPhase(s, seat);
  endActivation(ctx);
  // Creatures that did nothing were still activated (checklist 9.2), so their Poison rolls too.
  for (const c of Object.values(s.creatures)) if (c.controller === seat && !c.activated) startOfActivation(ctx, c);
  for (const c of Object.values(s.creatures)) {
    if (c.controller === seat) c.activated = true;
    c.modifiers = c.modifiers.filter((m) => m.untilEndOfTurn === undefined || m.untilEndOfTurn > s.turn);
  }
  emit(ctx, { e: 'turnEnded', seat, turn: s.turn });
  if (s.config.turnLimit > 0 && s.turn >= s.config.turnLimit) return endGame(ctx, tiebreak(s));
  s.turn += 1;
  startTurn(ctx, nextSeat(s, seat));
}
