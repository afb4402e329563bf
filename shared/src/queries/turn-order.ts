import type { Duration } from '../cards/effects';
import type { GameState, Seat } from '../state/types';
import { areEnemies } from './creatures';

/** Seats still in the game, in turn order. */
export function aliveOrder(s: GameState): Seat[] {
  return s.turnOrder.filter((seat) => !s.players[seat]?.eliminated);
}

/** Seats still in the game in turn order, starting with the active player (docs/rules-decisions.md #43: active player first). */
export function fromActive(s: GameState): Seat[] {
  const order = aliveOrder(s);
  const i = Math.max(0, order.indexOf(s.activeSeat));
  return [...order.slice(i), ...order.slice(0, i)];
}

/** The seat that plays after `seat` (clockwise, skipping eliminated players). */
export function nextSeat(s: GameState, seat: Seat): Seat {
  const order = s.turnOrder;
  const i = order.indexOf(seat);
  for (let k = 1; k <= order.length; k++) {
    const next = order[(i + k) % order.length]!;
    if (!s.players[next]?.eliminated) return next;
  }
  return seat;
}

/**
 * The turn number at whose end a temporary effect expires (docs/rules-decisions.md #63). "Until the end of the
 * opponent's turn" lasts to the end of the last opponent's turn before `owner` plays again
 * (rulebook: Variants): every opponent must have had a turn, and an ally's turn
 * after the last opponent does not extend it. Played in an opponent's turn, it counts that turn.
 */
export function expiryTurn(s: GameState, owner: Seat, duration: Duration): number | undefined {
  if (duration === 'permanent') return undefined;
  if (duration === 'endOfTurn') return s.turn;
  const order = s.turnOrder;
  const start = order.indexOf(s.activeSeat);
  let last = areEnemies(s, owner, s.activeSeat) ? s.turn : undefined;
  let turn = s.turn;
  for (let k = 1; k <= order.length; k++) {
    const seat = order[(start + k) % order.length]!;
    if (seat === owner) break;
    if (s.players[seat]?.eliminated) continue;
    turn += 1;
    if (areEnemies(s, owner, seat)) last = turn;
  }
  return last ?? s.turn;
}

/**
 * Turns are numbered as they are played, so when `seat` leaves the game (docs/rules-decisions.md #76) every expiry
 * still ahead moves earlier by the turns `seat` would have played before it: an effect that was to
 * end with the eliminated player's turn ends with the turn before, the last opponent's that remains.
 * This gives the turn an expiry moves to; ask before marking the seat eliminated (rules/victory.ts moves them).
 */
export function expiryWithout(s: GameState, seat: Seat): (until: number) => number {
  return (until) => {
    let skipped = 0;
    let at = s.activeSeat;
    for (let turn = s.turn + 1; turn <= until; turn++) {
      at = nextSeat(s, at);
      if (at === seat) skipped += 1;
    }
    return until - skipped;
  };
}
