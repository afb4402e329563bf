import type { Client } from '@colyseus/core';
import type { Seat } from '@signum/shared';
import type { LobbySeats } from './lobby-seats';
import type { MatchSession } from './match-session';
import type { MatchRoomPort } from './room-port';
import { seatKeyMatches } from './seat-presence';
import type { RestoredMatch, SeatRecord } from '../recovery';

/**
 * A match restored at boot (recovery.ts): its seats wait for their players, who prove their seat
 * with the seat key they were given; the room stays while nobody is connected until every seat is
 * taken back or abandoned, so its players may come back and its bots play on.
 */
export class MatchRestore {
  constructor(
    private readonly room: MatchRoomPort,
    private readonly seats: LobbySeats,
    private readonly session: MatchSession,
  ) {}

  /** Go on with a restored match: its seats, decks and replayed game; each player's seat waits for its seat key. */
  resume(r: RestoredMatch): void {
    const presence = this.session.presence;
    Object.assign(this.seats.decks, r.decks);
    for (const seat of this.seats.seats) {
      const s = this.room.state.seats.get(seat)!;
      const rec: SeatRecord | undefined = r.seats[seat];
      if (this.session.bots.has(seat)) continue;
      Object.assign(s, { taken: true, name: rec?.name ?? `Player ${seat}`, deckChosen: true, ready: true });
      if (rec?.bot) {
        this.session.giveToBot(seat);
        continue;
      }
      if (rec?.keyHash) this.seats.seatKeys.set(seat, rec.keyHash);
      // A seat that forfeited before the restart stays out; the server still answers what the rules ask of it.
      if (r.game.players[seat]?.eliminated) presence.forfeiting.add(seat);
      else presence.waitVacant(seat, () => this.vacancySettled());
    }
    this.session.resume(r.game, r.actions, r.createdAt);
    for (const batch of r.events) this.session.history.add(batch.index, batch.events);
    // A restored room stays while nobody is connected: its players may come back, its bots play on (vacancySettled).
    if (!r.game.result) this.room.autoDispose = false;
    void this.room.updateMetadata();
    this.session.afterChange();
  }

  /**
   * A joining client with a seat key: if the key proves a seat that waits for its player, seat the
   * client there and welcome it back; returns the seat, or undefined (then it joins as anyone would).
   */
  rejoin(client: Client, seatKey: string | undefined): Seat | undefined {
    if (!seatKey || !this.session.game) return undefined;
    const seat = this.seatForKey(seatKey);
    if (!seat) return undefined;
    this.seats.sit(client, seat);
    client.send('welcome', { seat, roomId: this.room.roomId, mode: this.room.opts.mode });
    this.session.presence.rejoined(client, seat);
    this.vacancySettled();
    return seat;
  }

  /** Whether `seatKey` proves a seat that waits for its player (checked again when the client joins). */
  waitsFor(seatKey: string): boolean {
    return !!this.session.game && this.seatForKey(seatKey) !== undefined;
  }

  /** A restored seat was taken back or abandoned: once none waits, the room closes when empty as usual. */
  vacancySettled(): void {
    if (this.session.presence.anyVacant || this.room.autoDispose) return;
    // With nobody connected the game first plays out (bots, forfeits); the game's end calls this again.
    if (this.room.clients.length === 0 && this.session.game && !this.session.game.result) return;
    this.room.autoDispose = true;
    if (this.room.clients.length === 0) void this.room.disconnect();
  }

  /** The seat a valid seat key proves, if that seat waits for its player (after a restart). */
  private seatForKey(key: string): Seat | undefined {
    for (const [seat, hash] of this.seats.seatKeys) if (this.session.presence.isVacant(seat) && seatKeyMatches(key, hash)) return seat;
    return undefined;
  }
}
