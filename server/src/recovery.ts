import { matchMaker } from '@colyseus/core';
import type { GameState, Seat } from '@signum/shared';
import type { ChosenDeck } from './room/deck-choice';
import { HISTORY_BATCHES, type EventBatch } from './room/event-history';
import { parseMatchOptions, type MatchOptions } from './room/match-options';
import { applyLogged } from './room/system-actions';
import type { MatchStore } from './store/match-store';
import { gameOptionsOf } from './store/restore';
import { newGame } from './store/new-game';

/** What a match record keeps of each seat, so a restarted server can seat its players again. */
export interface SeatRecord {
  name: string;
  bot: boolean;
  /** sha256 of the seat key the player was given in `welcome` (seat-presence.ts); absent for bots. */
  keyHash?: string;
}

/** A stored, unfinished match rebuilt from its log: everything its room needs to go on. */
export interface RestoredMatch {
  id: string;
  options: MatchOptions;
  seed: string;
  createdAt: string;
  seats: Partial<Record<Seat, SeatRecord>>;
  decks: Partial<Record<Seat, ChosenDeck>>;
  game: GameState;
  /** How many actions the log holds (the next index to append). */
  actions: number;
  /** The events of the logged actions, for the history newcomers are sent (event-history.ts). */
  events: EventBatch[];
}

/** Match ids this process asked to restore: a room restores only those, never one a client names. */
const requested = new Set<string>();

/** Whether this process asked to restore `id` (consumed once, by the room that restores it). */
export function takeRestoreRequest(id: string): boolean {
  return requested.delete(id);
}

/**
 * Rebuild a match from the store: its game from the record's createGame options, then every logged
 * entry in order through the engine (players' actions by `apply`, the server's by `applySystem`).
 * Throws if the log is not numbered 0, 1, 2… or the engine refuses an entry (a corrupt log is never guessed at).
 */
export async function loadRestoredMatch(store: MatchStore, id: string): Promise<RestoredMatch> {
  const stored = await store.getMatch(id);
  if (!stored) throw new Error(`Cannot restore match ${id}: it is not in the store.`);
  const gameOptions = gameOptionsOf(stored.record);
  const config = stored.record.config as { options?: unknown; decks?: Record<string, string>; seats?: Partial<Record<Seat, SeatRecord>> };
  const options = parseMatchOptions({ ...(config.options as object), restore: id });
  let game = newGame(gameOptions);
  const events: EventBatch[] = [];
  stored.actions.forEach((entry, i) => {
    if (entry.index !== i) throw new Error(`Cannot restore match ${id}: action #${i} is logged with index ${entry.index}.`);
    const r = applyLogged(game, entry);
    if (!r.ok) throw new Error(`Cannot restore match ${id}: logged action #${i} (${entry.seat}) is refused on replay: ${r.code} ${r.message}`);
    game = r.state;
    events.push({ index: i, events: r.events });
  });
  const decks: Partial<Record<Seat, ChosenDeck>> = {};
  for (const [seat, loadout] of Object.entries(gameOptions.loadouts)) {
    decks[seat as Seat] = { loadout: loadout!, source: config.decks?.[seat] ?? 'custom' };
  }
  return { id, options, seed: gameOptions.seed, createdAt: stored.record.createdAt, seats: config.seats ?? {}, decks, game, actions: stored.actions.length, events: events.slice(-HISTORY_BATCHES) };
}

/**
 * At boot (docs/architecture.md §7): recreate a room for every unfinished match in the store that no running
 * process hosts, with its replayed state, so its players can join back into their seats with their
 * seat keys. Returns the ids restored; a match that cannot be restored is reported and skipped.
 */
export async function recoverMatches(store: MatchStore, log: Pick<Console, 'log' | 'error'> = console): Promise<string[]> {
  const restored: string[] = [];
  for (const record of await store.unfinishedMatches()) {
    try {
      if ((await matchMaker.query({ roomId: record.id })).length > 0) continue;
      // Several processes sharing one store and one Redis boot together: only the first to claim a match restores it.
      const claim = `signum:restore:${record.id}`;
      if ((await matchMaker.presence.incr(claim)) !== 1) continue;
      await matchMaker.presence.expire(claim, 30);
      requested.add(record.id);
      try {
        await matchMaker.createRoom('match', { mode: record.mode, restore: record.id });
      } finally {
        // Once the room exists, the query above finds it; the claim only covers its creation.
        await matchMaker.presence.del(claim);
      }
      restored.push(record.id);
    } catch (e) {
      requested.delete(record.id);
      log.error(`[recovery] match ${record.id} not restored: ${(e as Error).message}`);
    }
  }
  if (restored.length) log.log(`[recovery] restored ${restored.length} unfinished match(es): ${restored.join(', ')}`);
  return restored;
}
