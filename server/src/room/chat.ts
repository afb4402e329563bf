import type { Client } from '@colyseus/core';
import { ChatSendSchema, checkChatText, MuteSchema, QUICK_PHRASES, type ChatLine } from '@signum/shared';
import type { PlayerStore } from '../store/player-store';
import { TokenBucket, type RateLimitConfig } from './rate-limit';

/** Who a connection is, for chat: seat (null = spectator), side in Shoulder to Shoulder, player. */
export interface Speaker {
  seat: string | null;
  team: '' | 'A' | 'B';
  playerId: string;
  name: string;
}

/** What the chat needs from its room. */
export interface ChatHost {
  roomId(): string;
  clients(): Iterable<Client>;
  /** The speaker behind a connection (undefined while it is not joined). */
  speaker(client: Client): Speaker | undefined;
  /** Whether the match has ended (players may then read the spectators' channel). */
  ended(): boolean;
  /** Whether the room is Shoulder to Shoulder (the only mode with a team channel). */
  teams(): boolean;
  error(client: Client, code: string, message: string): void;
}

/** Chat lines per connection: 5 at once, then one every 2 seconds. */
export const CHAT_RATE: RateLimitConfig = { perSecond: 0.5, burst: 5, disconnectAfter: Infinity };

/**
 * The room's chat (issue: chat with team chat for Shoulder to Shoulder). Channels: `all` (everyone in
 * the room), `team` (the writer's side only) and `spectators` (spectators among themselves; players
 * get them only once the match has ended). A line is stored before it is sent (it is part of the
 * match record), is plain text checked by display-text.ts, and never reaches a connection that has
 * muted its writer. Each line goes only to the connections that may read it, so a team's words are
 * never in another connection's bytes.
 */
export class RoomChat {
  private readonly lines: ChatLine[] = [];
  private readonly buckets = new Map<string, TokenBucket>();
  /** Per connection: the player ids it muted. */
  private readonly muted = new Map<string, Set<string>>();
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly host: ChatHost,
    private readonly store: PlayerStore,
    private readonly rate: RateLimitConfig = CHAT_RATE,
  ) {}

  /** Pick up a restored room's lines from the store (after a restart). */
  async load(): Promise<void> {
    this.lines.push(...(await this.store.chatOf(this.host.roomId())));
  }

  /** Whether `reader` may read `line` now. */
  private readable(reader: Speaker, line: ChatLine): boolean {
    if (line.channel === 'all') return true;
    if (line.channel === 'team') return reader.seat !== null && reader.team !== '' && reader.team === line.team;
    return reader.seat === null || this.host.ended();
  }

  private deliverable(client: Client, line: ChatLine): boolean {
    const reader = this.host.speaker(client);
    return !!reader && this.readable(reader, line) && !this.muted.get(client.sessionId)?.has(line.playerId);
  }

  /** A `chat` message: checked, rate-limited, stored, then sent to whoever may read it. */
  onChat(client: Client, message: unknown): void {
    const speaker = this.host.speaker(client);
    if (!speaker) return;
    const parsed = ChatSendSchema.safeParse(message);
    if (!parsed.success) return this.host.error(client, 'MALFORMED', 'That chat message is not in a form the server understands.');
    const m = parsed.data;
    let text: string;
    if ('phrase' in m) text = QUICK_PHRASES[m.phrase];
    else {
      const checked = checkChatText(m.text);
      if (!checked.ok) return this.host.error(client, checked.code, checked.message);
      text = checked.text;
    }
    if (m.channel === 'team' && (!this.host.teams() || speaker.seat === null)) {
      return this.host.error(client, 'NO_TEAM', 'Only players of Shoulder to Shoulder have a team channel.');
    }
    if (m.channel === 'spectators' && speaker.seat !== null) return this.host.error(client, 'SPECTATORS_ONLY', 'The spectators’ channel is for spectators.');
    let bucket = this.buckets.get(client.sessionId);
    if (!bucket) this.buckets.set(client.sessionId, (bucket = new TokenBucket(this.rate)));
    if (!bucket.take()) return this.host.error(client, 'CHAT_RATE_LIMITED', 'You are sending messages too fast. Wait a moment.');
    const line: ChatLine = {
      index: this.lines.length,
      channel: m.channel,
      ...(m.channel === 'team' && speaker.team ? { team: speaker.team } : {}),
      seat: speaker.seat,
      playerId: speaker.playerId,
      name: speaker.name,
      text,
      ...('phrase' in m ? { phrase: m.phrase } : {}),
      at: new Date().toISOString(),
    };
    this.lines.push(line);
    // Stored in order before anyone reads it; one failed write does not stop the next.
    this.queue = this.queue
      .then(() => this.store.appendChat(this.host.roomId(), line))
      .then(() => {
        for (const c of this.host.clients()) if (this.deliverable(c, line)) c.send('chat', line);
      })
      .catch((e) => {
        console.error(`[chat ${this.host.roomId()}]`, e);
        this.host.error(client, 'BUSY', 'The server could not record that message; try again.');
      });
  }

  /** `mute` / `unmute`: this connection stops (or starts again) receiving a player's lines. */
  onMute(client: Client, message: unknown, mute: boolean): void {
    const parsed = MuteSchema.safeParse(message);
    if (!parsed.success) return this.host.error(client, 'MALFORMED', 'Say whom to mute.');
    const set = this.muted.get(client.sessionId) ?? new Set<string>();
    if (mute) set.add(parsed.data.playerId);
    else set.delete(parsed.data.playerId);
    this.muted.set(client.sessionId, set);
    client.send('muted', { playerIds: [...set] });
  }

  /**
   * The lines a connection may read so far (on joining, coming back, or when the match ends), and
   * nothing when there are none: the client adds a history to the lines it has, and in a fresh lobby
   * every join sent an empty one (4 of a match's 43 frames while the bench seats it, server/bench/README.md).
   */
  sendBacklog(client: Client): void {
    const lines = this.lines.filter((l) => this.deliverable(client, l));
    if (lines.length > 0) client.send('chatHistory', { lines });
  }

  /** The match ended: players may now read the spectators' channel too. */
  matchEnded(): void {
    for (const c of this.host.clients()) if (this.host.speaker(c)?.seat) this.sendBacklog(c);
  }

  /** A connection left for good: forget its limits and mutes. */
  forget(client: Client): void {
    this.buckets.delete(client.sessionId);
    this.muted.delete(client.sessionId);
  }
}
