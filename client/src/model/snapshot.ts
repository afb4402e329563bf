import type { Action, GameEvent, GameView, Mode, Seat, Viewer } from '@signum/shared';

/** Who sits in a seat and whether they are there (the room's public seat list). */
export interface SeatInfo {
  seat: Seat;
  name: string;
  /** Shoulder to Shoulder side ('A' or 'B'); empty in other modes. */
  team: string;
  taken: boolean;
  bot: boolean;
  deckChosen: boolean;
  ready: boolean;
  /** Dropped and may still reconnect. */
  away: boolean;
}

/** The server's clocks as everyone sees them (ms since epoch; 0 = not running). */
export interface ClockInfo {
  seat: Seat | '';
  decisionDeadline: number;
  turnDeadline: number;
  matchDeadline: number;
}

/**
 * Everything the table draws at one moment, from one viewer's side. Live play builds it from the
 * room's public state plus the seat's private message; spectating from the public state alone; a
 * replay from the server's public frames. Views render snapshots and send intents; they own no rule.
 */
export interface TableSnapshot {
  mode: Mode;
  /** A quest room (the engine's two-seat game): solo against the engine's Overlord, or against an Overlord player. */
  questSide?: 'pve' | 'pvp';
  status: 'lobby' | 'playing' | 'ended';
  viewer: Viewer;
  seats: SeatInfo[];
  /** The game as the viewer may see it; null until the game starts. */
  view: GameView | null;
  /** The rules the match is played by. */
  ruleset: 'rulebook' | 'classic2017';
  /** Whether the match plays the Experienced Architect variant (each seat orders a Construction Deck). */
  experiencedArchitect?: boolean;
  /** The seat the game waits for ('' when none). */
  waitingFor: Seat | '';
  clock: ClockInfo;
  /** A private match's join code, known to those seated in it. */
  code?: string;
}

/** Events in the order they happened; `index` counts batches so a gap can be noticed. */
export interface EventBatch {
  index: number;
  events: GameEvent[];
  /** Sent on joining or coming back: it happened before this page was watching (log it, do not animate it). */
  history?: boolean;
}

/** A rejected action or message: a stable code and a sentence for the player. */
export interface ServerError {
  code: string;
  message: string;
  reasons?: { code: string; message: string }[];
}

/** The connection's state, for the banner. */
export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'lost' | 'closed';

/**
 * Where a table's snapshots come from: a live room (net/match-connection.ts) or a replay
 * (net/replay-source.ts). The table screen draws whatever the source publishes and sends intents
 * back only when the source accepts them (a seated player in a live room).
 */
export interface TableSource {
  /** The latest snapshot (null before the first one arrives). */
  current(): TableSnapshot | null;
  /** Called with each new snapshot; returns the unsubscribe function. */
  subscribe(listener: (s: TableSnapshot) => void): () => void;
  /** Called with each batch of events as the viewer may see them. */
  onEvents(listener: (batch: EventBatch) => void): () => void;
  /** Called with each error the server sends back. */
  onError(listener: (e: ServerError) => void): () => void;
  /** Declare an action; absent for spectators and replays. */
  declare?: (action: Action) => void;
  /** Leave the table (the lobby takes over). */
  close(): void;
}
