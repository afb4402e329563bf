import { apply, type ApplyResult, type GameState, type Seat } from '@signum/shared';
import { newGame, type StoredGameOptions } from './new-game';
import type { LoggedAction, MatchRecord, MatchStore } from './match-store';

/** How one logged entry is applied on replay. */
export type ApplyEntry = (state: GameState, entry: LoggedAction) => ApplyResult;

/** Every entry is a player's action: `apply(state, seat, action)`. */
export const applyPlayerAction: ApplyEntry = (state, entry) => apply(state, entry.seat as Seat, entry.action);

/** The game options a record holds (new-game.ts): `config` itself, or `config.game` next to the room's own options. */
export function gameOptionsOf(record: MatchRecord): StoredGameOptions {
  const c = record.config as Record<string, unknown> | null;
  const candidate = c && typeof c === 'object' && c.game && typeof c.game === 'object' ? (c.game as Record<string, unknown>) : c;
  if (!candidate || typeof candidate !== 'object' || typeof candidate.seed !== 'string' || typeof candidate.mode !== 'string' || !candidate.loadouts) {
    throw new Error(`Match ${record.id} has no game options (mode, seed, loadouts) in its config, so it cannot be replayed.`);
  }
  return candidate as unknown as StoredGameOptions;
}

/**
 * Rebuild a match's state from the store: create the game from its record, then apply every logged
 * action in order. Throws if the match is unknown, the log is not numbered 0, 1, 2…, or the engine
 * rejects a logged action: any of them means the log is lost or corrupt, and a guess would be worse.
 * A log that also holds the server's own entries (clocks, forfeits) needs `applyEntry` to know them:
 * the room passes `applyLogged` from room/system-actions.ts.
 */
export async function restoreMatch(store: MatchStore, matchId: string, applyEntry: ApplyEntry = applyPlayerAction): Promise<GameState> {
  const stored = await store.getMatch(matchId);
  if (!stored) throw new Error(`Cannot restore match ${matchId}: it is not in the store.`);
  let state = newGame(gameOptionsOf(stored.record));
  stored.actions.forEach((entry, i) => {
    if (entry.index !== i) throw new Error(`Cannot restore match ${matchId}: action #${i} is logged with index ${entry.index}.`);
    const r = applyEntry(state, entry);
    if (!r.ok) throw new Error(`Cannot restore match ${matchId}: logged action #${i} (${entry.seat} ${JSON.stringify(entry.action)}) is rejected on replay: ${r.code} ${r.message}`);
    state = r.state;
  });
  return state;
}
