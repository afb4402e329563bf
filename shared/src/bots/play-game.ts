import { apply, applyAction } from '../engine/apply';
import { createGame } from '../engine/create-game';
import { createQuestGame } from '../engine/create-quest-game';
import type { QuestSide } from '../state/quest';
import { whoActs } from '../engine/who-acts';
import type { Action } from '../protocol/actions';
import type { GameEvent } from '../protocol/events';
import type { GameState, Loadout, Mode, Seat, Variants } from '../state/types';
import type { Bot } from './bot';
import { randomBot } from './random-bot';

/** Everything needed to create the same game again: with the action log, it replays it exactly. */
export interface GameConfigInput {
  seed: string;
  mode: Mode;
  loadouts: Partial<Record<Seat, Loadout>>;
  turnLimit?: number;
  teams?: Partial<Record<Seat, number>>;
  variants?: Variants;
  /** A quest game (docs/architecture.md §10): the Hero at p1 with the starter deck unless p1's loadout is given. */
  quest?: { side: QuestSide };
}

/** One accepted action, in the order it was applied. */
export interface LoggedAction {
  seat: Seat;
  action: Action;
}

/** Options for `playGame`: the game, a safety cap on actions, and optionally the bots and a watcher. */
export interface PlayOptions extends GameConfigInput {
  /** Stop after this many accepted actions even if the game is not over (default 20,000). */
  maxActions?: number;
  /** The bot for each seat; default a `randomBot` seeded from the game seed and the seat. */
  bots?: Partial<Record<Seat, Bot>>;
  /** Called after every accepted action, e.g. to print its events. */
  onAction?: (step: LoggedAction, events: GameEvent[], before: GameState, after: GameState) => void;
}

/** What happened in one bot game. */
export interface PlayedGame {
  state: GameState;
  log: LoggedAction[];
  /** How many events the accepted actions produced. */
  events: number;
  /** A rejected bot action, a seat with nothing to do, or a thrown exception; any of them stops the game. */
  errors: string[];
  /** True when the game reached a result. */
  finished: boolean;
}

/** Default cap on actions per game, far above what a 60-turn duel needs. */
export const DEFAULT_MAX_ACTIONS = 20_000;

/** The options `createGame` gets from a config (also used by `replay`, so both start the same). */
function newGame(config: GameConfigInput): GameState {
  if (config.quest) {
    const hero = config.loadouts.p1;
    return createQuestGame({ side: config.quest.side, seed: config.seed, ...(hero ? { hero } : {}), ...(config.turnLimit !== undefined ? { turnLimit: config.turnLimit } : {}) });
  }
  return createGame({
    mode: config.mode,
    seed: config.seed,
    loadouts: config.loadouts,
    ...(config.turnLimit !== undefined ? { turnLimit: config.turnLimit } : {}),
    ...(config.teams !== undefined ? { teams: config.teams } : {}),
    ...(config.variants !== undefined ? { variants: config.variants } : {}),
  });
}

/** Play one game by asking `whoActs` and that seat's bot until there is a result (or a cap or an error). */
export function playGame(opts: PlayOptions): PlayedGame {
  const maxActions = opts.maxActions ?? DEFAULT_MAX_ACTIONS;
  const log: LoggedAction[] = [];
  const errors: string[] = [];
  let events = 0;
  const bots: Partial<Record<Seat, Bot>> = { ...opts.bots };
  const botFor = (seat: Seat): Bot => (bots[seat] ??= randomBot(`${opts.seed}/bot/${seat}`));
  let state: GameState;
  try {
    state = newGame(opts);
  } catch (err) {
    throw new Error(`createGame threw for seed ${opts.seed}: ${errorText(err)}`);
  }
  while (state.result === null && log.length < maxActions) {
    const where = `seed ${opts.seed}, action #${log.length + 1}, turn ${state.turn}`;
    let seat: Seat | null = null;
    let action: Action | null = null;
    try {
      seat = whoActs(state);
      if (seat === null) {
        errors.push(`${where}: no seat to act, but the game has no result`);
        break;
      }
      action = botFor(seat).choose(state, seat);
      if (action === null) {
        errors.push(`${where}: ${seat} must act (${state.pending ? `pending ${state.pending.kind}` : state.phase}) but legalActions is empty`);
        break;
      }
      const r = applyAction(state, seat, action); // a bot's action is engine-made: no schema parse (engine/apply.ts)
      if (!r.ok) {
        errors.push(`${where}: ${seat} ${JSON.stringify(action)} rejected ${r.code}: ${r.message}`);
        break;
      }
      const step = { seat, action };
      log.push(step);
      events += r.events.length;
      opts.onAction?.(step, r.events, state, r.state);
      state = r.state;
    } catch (err) {
      const what = action ? ` ${seat} ${JSON.stringify(action)}` : seat ? ` choosing for ${seat}` : '';
      errors.push(`${where}:${what} threw: ${errorText(err)}`);
      break;
    }
  }
  return { state, log, events, errors, finished: state.result !== null };
}

/** Replay a log from a fresh game with the same config; throws if any logged action is now rejected. */
export function replay(config: GameConfigInput, log: readonly LoggedAction[]): GameState {
  let state = newGame(config);
  log.forEach(({ seat, action }, i) => {
    const r = apply(state, seat, action);
    if (!r.ok) throw new Error(`replay of seed ${config.seed}: action #${i + 1} ${seat} ${JSON.stringify(action)} rejected ${r.code}: ${r.message}`);
    state = r.state;
  });
  return state;
}

function errorText(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const frame = err.stack?.split('\n').find((l) => l.includes(' at ')); // where it broke, for the report
  return frame ? `${err.message} (${frame.trim()})` : err.message;
}
