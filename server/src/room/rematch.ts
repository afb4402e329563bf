import { matchMaker, type Client } from '@colyseus/core';
import { RematchVoteSchema, type RematchNews, type Seat } from '@signum/shared';
import type { MatchOptions } from './match-options';
import { JOIN_CODES_KEY } from './join-code';

/** A private room's join code, from the presence's code → room table (the room may be on another process). */
async function joinCodeOf(roomId: string): Promise<string | undefined> {
  const local = matchMaker.getLocalRoomById(roomId) as unknown as { joinCode?: string } | undefined;
  if (local?.joinCode) return local.joinCode;
  const codes = (await matchMaker.presence.hgetall(JOIN_CODES_KEY)) ?? {};
  return Object.entries(codes).find(([, id]) => id === roomId)?.[0];
}

/** What a rematch needs from its ended room. */
export interface RematchHost {
  /** Every seat of the mode, in order. */
  seats(): Seat[];
  /** Whether a bot plays the seat (bots accept by themselves). */
  isBot(seat: Seat): boolean;
  /** The player id at each human seat ('' for an anonymous connection). */
  playerAt(seat: Seat): string;
  options(): MatchOptions;
  ended(): boolean;
  broadcast(type: string, message: unknown): void;
  error(client: Client, code: string, message: string): void;
}

/**
 * A rematch (issue: rematch): once the match has ended, each player may accept; bots accept by
 * themselves. When every seat has, the server opens a new private room with the same options, the
 * same seats held for the same players (`reserved`), bots at the same seats, and tells everyone its id.
 * It is private, so unrated, whatever the first match was.
 */
export class Rematch {
  private readonly accepted = new Set<Seat>();
  private roomId: string | undefined;
  private code: string | undefined;
  private creating = false;

  constructor(private readonly host: RematchHost) {}

  private news(): RematchNews {
    const seats = this.host.seats();
    return { accepted: seats.filter((s) => this.accepted.has(s) || this.host.isBot(s)), seats, ...(this.roomId ? { roomId: this.roomId, code: this.code } : {}) };
  }

  /** A seat's vote; when the last human accepts, the new room is opened. */
  async vote(client: Client, seat: Seat | undefined, message: unknown): Promise<void> {
    const parsed = RematchVoteSchema.safeParse(message ?? { accept: true });
    if (!parsed.success) return this.host.error(client, 'MALFORMED', 'Say whether you accept the rematch.');
    if (!seat) return this.host.error(client, 'NOT_SEATED', 'Only the players can ask for a rematch.');
    if (!this.host.ended()) return this.host.error(client, 'NOT_ENDED', 'A rematch can be asked for once the match has ended.');
    if (this.roomId) return void client.send('rematch', this.news());
    if (parsed.data.accept) this.accepted.add(seat);
    else this.accepted.delete(seat);
    const everyone = this.host.seats().every((s) => this.accepted.has(s) || this.host.isBot(s));
    if (everyone && !this.creating) {
      this.creating = true;
      try {
        const roomId = (await matchMaker.createRoom('match', this.newOptions())).roomId;
        this.code = await joinCodeOf(roomId);
        this.roomId = roomId;
      } catch (e) {
        console.error('[rematch] the new room could not be opened', e);
        return this.host.error(client, 'REMATCH_FAILED', 'The rematch room could not be opened. Try again.');
      } finally {
        this.creating = false;
      }
    }
    this.host.broadcast('rematch', this.news());
  }

  /** The new room's options: the same, private, bots at the same seats, each human seat held for its player. */
  private newOptions(): Record<string, unknown> {
    const { seed: _seed, restore: _restore, reserved: _reserved, ...same } = this.host.options();
    const seats = this.host.seats();
    const bots = seats.filter((s) => this.host.isBot(s));
    const reserved = Object.fromEntries(seats.filter((s) => !this.host.isBot(s) && this.host.playerAt(s)).map((s) => [s, this.host.playerAt(s)]));
    return { ...same, private: true, bots, reserved };
  }
}
