import type { Mode, QuestSide, Seat } from '@signum/shared';
import type { JoinOptions, MatchOptions, RoomMode } from './match-options';

/** The seats of each mode, in order. */
export const SEATS: Record<Mode, Seat[]> = {
  duel: ['p1', 'p2'],
  ffa3: ['p1', 'p2', 'p3'],
  ffa4: ['p1', 'p2', 'p3', 'p4'],
  teams: ['p1', 'p2', 'p3', 'p4'],
};

/**
 * A quest room's seats (rulebook: Rules of the Quest Mode): the Hero at p1 alone when the engine plays
 * the Overlord (solo), the Hero and the Overlord player at p2 against each other.
 */
export const QUEST_SEATS: Record<QuestSide, Seat[]> = { pve: ['p1'], pvp: ['p1', 'p2'] };

/** The seats of a room, in order. */
export function seatsOf(o: Pick<MatchOptions, 'mode' | 'quest'>): Seat[] {
  return o.mode === 'quest' ? QUEST_SEATS[o.quest?.side ?? 'pve'] : SEATS[o.mode];
}

/** Shoulder to Shoulder sides: A sits p1 and p2, B sits p3 and p4 (the engine's teams 1 and 2). */
export const TEAM_SEATS: Record<'A' | 'B', Seat[]> = { A: ['p1', 'p2'], B: ['p3', 'p4'] };

/** The seats the room's bots play: the given seat ids, or the last `n` seats. */
export function botSeats(o: MatchOptions): Seat[] {
  const seats = seatsOf(o);
  if (Array.isArray(o.bots)) return seats.filter((s) => (o.bots as Seat[]).includes(s));
  return o.bots > 0 ? seats.slice(-Math.min(o.bots, seats.length - 1)) : [];
}

/** The side a seat plays on in Shoulder to Shoulder ('' elsewhere). */
export function teamOf(mode: RoomMode, seat: Seat): '' | 'A' | 'B' {
  if (mode !== 'teams') return '';
  return TEAM_SEATS.A.includes(seat) ? 'A' : 'B';
}

/**
 * The seat a joining client takes, or null for a spectator: spectators ask for it, and everyone
 * who comes after the seats are full (or after the game started) watches. In teams a player may
 * ask for side A or B; a full side seats them on the other side rather than turning them away.
 */
export function pickSeat(mode: RoomMode, free: readonly Seat[], join: JoinOptions, started: boolean): Seat | null {
  if (join.spectate || started || free.length === 0) return null;
  if (mode === 'teams' && join.team) {
    const wanted = free.find((s) => TEAM_SEATS[join.team!].includes(s));
    if (wanted) return wanted;
  }
  return free[0]!;
}
