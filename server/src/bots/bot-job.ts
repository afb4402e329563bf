import type { Action, BotLevel, GameState, Seat } from '@signum/shared';

/** What a bot worker is asked: one decision for one seat. */
export interface BotJob {
  id: number;
  level: BotLevel;
  state: GameState;
  seat: Seat;
  seed: string;
  timeCapMs: number;
}

/** A worker's answer: the action (null when it has none or failed), how long it thought, and why it failed. */
export interface BotReply {
  id: number;
  action: Action | null;
  ms: number;
  error?: string;
}
