import type { GameEvent, GameView, Mode, Seat } from '@signum/shared';

/** One step of a replay as the server sends it: the spectator's view after logged action `index - 1`. */
export interface ReplayFrame {
  index: number;
  /** Who acted to reach this frame ('' for frame 0, 'server' for a clock or a forfeit). */
  seat: string;
  events: GameEvent[];
  view: GameView;
}

/** `GET /matches/<id>/replay` (server/src/http/replay.ts): public data only. */
export interface ReplayData {
  match: {
    id: string;
    mode: Mode;
    ruleset?: string;
    createdAt: string;
    finishedAt: string;
    result: unknown;
    seats: { seat: Seat; name: string }[];
  };
  frames: ReplayFrame[];
}
