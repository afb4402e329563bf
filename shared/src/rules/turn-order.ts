import type { Duration } from '../effects/vocabulary';
import type { GameState, Seat } from '../state/types';

/** Seats still in the game, in turn order. */
export function aliveOrder(s: GameState): Seat[] {
  return s.turnOrder.filter((seat) => !s.players[seat]?.eliminated);
}

/** Seats still in the game in turn order, starting with the active player (Part F 43: active player first). */
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
 * The turn number at whose end a temporary effect expires (Part F 63). "Until the end of the
 * opponent's turn" lasts until the last opponent has played before `owner` plays again (checklist 21.2.5).
 */
export function expiryTurn(s: GameState, owner: Seat, duration: Duration): number | undefined {
  if (duration === 'permanent') return undefined;
  if (duration === 'endOfTurn') return s.turn;
  const order = aliveOrder(s);
  const n = order.length;
  const steps = (order.indexOf(owner) - order.indexOf(s.activeSeat) + n) % n || n;
  return s.turn + steps - 1;
}
