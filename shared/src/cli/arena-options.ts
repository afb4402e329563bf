import { ARENA_PLAYERS, type ArenaPlayer } from '../bots/levels';

/** What `npm run arena` was asked to play. */
export interface ArenaRun {
  a: ArenaPlayer;
  b: ArenaPlayer;
  ally?: ArenaPlayer;
  mode: 'duel' | 'teams';
  games: number;
  seed: string;
  turnLimit: number;
  workers: number;
  /** Play and narrate only game N of the series (1-based, as the progress lines number them). */
  game?: number;
  /** With `game`: every event, not only a status line per turn. */
  events?: boolean;
}

function player(flag: string, value: string | undefined, fallback?: ArenaPlayer): ArenaPlayer {
  const v = value ?? fallback;
  if (!v || !(ARENA_PLAYERS as readonly string[]).includes(v)) throw new Error(`--${flag} must be one of ${ARENA_PLAYERS.join(', ')} (got ${JSON.stringify(value)}).`);
  return v as ArenaPlayer;
}

function positive(flag: string, value: string | undefined, fallback: number): number {
  const n = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${flag} must be a whole number of at least 1 (got ${JSON.stringify(value)}).`);
  return n;
}

/** Parse the arena's flags; throws a readable error for a bad one. */
export function arenaOptions(flags: Record<string, string>): ArenaRun {
  const mode = flags.mode ?? 'duel';
  if (mode !== 'duel' && mode !== 'teams') throw new Error(`--mode must be duel or teams (got ${JSON.stringify(mode)}).`);
  return {
    a: player('a', flags.a), b: player('b', flags.b), ...(flags.ally ? { ally: player('ally', flags.ally) } : {}),
    mode, games: positive('games', flags.games, 20), seed: flags.seed ?? '1', turnLimit: positive('turn-limit', flags['turn-limit'], 60),
    workers: positive('workers', flags.workers, 1),
    ...(flags.game !== undefined ? { game: positive('game', flags.game, 1) } : {}),
    ...(flags.events === 'true' ? { events: true } : {}),
  };
}
