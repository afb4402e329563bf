import { apply, createGame, type GameState, type NewGameOptions, type Seat } from '@signum/shared';
import type { MatchRecord, MatchStore } from './match-store';

/** The createGame options a record holds: `config` itself, or `config.game` next to the room's own options. */
export function gameOptionsOf(record: MatchRecord): NewGameOptions {
  const c = record.config as Record<string, unknown> | null;
  const candidate = c && typeof c === 'object' && c.game && typeof c.game === 'object' ? (c.game as Record<string, unknown>) : c;
  if (!candidate || typeof candidate !== 'object' || typeof candidate.seed !== 'string' || typeof candidate.mode !== 'string' || !candidate.loadouts) {
    throw new Error(`Match ${record.id} has no game options (mode, seed, loadouts) in its config, so it cannot be replayed.`);
  }
  return candidate as unknown as NewGameOptions;
}

/**
 * Rebuild a match's state from the store: create the game from its record, then apply every logged
 * action in order. Throws if the match is unknown, the log is not numbered 0, 1, 2…, or the engine
 * rejects a logged action: any of them means the log is lost or corrupt, and a guess would be worse.
 */
export async function restoreMatch(store: MatchStore, matchId: string): Promise<GameState> {
  const stored = await store.getMatch(matchId);
  if (!stored) throw new Error(`Cannot restore match ${matchId}: it is not in the store.`);
  let state = createGame(gameOptionsOf(stored.record));
  stored.actions.forEach((entry, i) => {
    if (entry.index !== i) throw new Error(`Cannot restore match ${matchId}: action #${i} is logged with index ${entry.index}.`);
    const r = apply(state, entry.seat as Seat, entry.action);
    if (!r.ok) throw new Error(`Cannot restore match ${matchId}: logged action #${i} (${entry.seat} ${JSON.stringify(entry.action)}) is rejected on replay: ${r.code} ${r.message}`);
    state = r.state;
  });
  return state;
}
