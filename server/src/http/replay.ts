import type { Request, Response } from 'express';
import { view, viewEvents, type GameEvent, type GameView, type Seat } from '@signum/shared';
import { applyLogged } from '../room/system-actions';
import type { MatchRecord, MatchStore } from '../store/match-store';
import { gameOptionsOf } from '../store/restore';
import { timedOutNote } from '../room/timeout-note';
import { newGame } from '../store/new-game';

/** One step of a replay: what a spectator saw after logged action `index - 1` (frame 0: before any). */
export interface ReplayFrame {
  index: number;
  /** Who acted to reach this frame ('' for frame 0; 'server' for a clock or a forfeit). */
  seat: string;
  /** The events that action produced, as a spectator sees them. */
  events: GameEvent[];
  view: GameView;
}

/** A finished match's public replay: nothing a spectator could not have seen live (no seed, decks, keys). */
export interface Replay {
  match: {
    id: string;
    mode: MatchRecord['mode'];
    ruleset: string;
    createdAt: string;
    finishedAt: string;
    result: unknown;
    seats: { seat: Seat; name: string }[];
  };
  frames: ReplayFrame[];
}

/** Why a replay cannot be served: the HTTP status and the `{code, message}` body. */
export class ReplayRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Rebuild a finished match's spectator frames from its record and log, through the same engine and
 * the same `applyLogged` a restarted room uses, so the replay is exactly the match that was played.
 */
export async function buildReplay(store: MatchStore, matchId: string): Promise<Replay> {
  const stored = await store.getMatch(matchId);
  if (!stored) throw new ReplayRefused(404, 'UNKNOWN_MATCH', 'There is no such match.');
  const { record, actions } = stored;
  if (!record.finishedAt) throw new ReplayRefused(409, 'NOT_FINISHED', 'That match is still being played.');
  let state = newGame(gameOptionsOf(record));
  const frames: ReplayFrame[] = [{ index: 0, seat: '', events: [], view: view(state, 'spectator') }];
  actions.forEach((entry, i) => {
    if (entry.index !== i) throw new Error(`Match ${matchId}: action #${i} is logged with index ${entry.index}.`);
    const r = applyLogged(state, entry);
    if (!r.ok) throw new Error(`Match ${matchId}: logged action #${i} is refused on replay: ${r.code} ${r.message}`);
    state = r.state;
    // The clock's note goes before the rules' events, as it did live.
    const note = entry.timedOut ? timedOutNote(entry.seat as Seat, entry.timedOut) : [];
    frames.push({ index: i + 1, seat: entry.seat, events: viewEvents([...note, ...r.events], 'spectator'), view: view(state, 'spectator') });
  });
  // Only the players' names leave the record: its seat keys' hashes, decks and seed stay on the server.
  const seatRecords = ((record.config as { seats?: Partial<Record<Seat, { name?: string }>> } | null)?.seats ?? {}) as Partial<Record<Seat, { name?: string }>>;
  return {
    match: {
      id: record.id,
      mode: record.mode,
      ruleset: state.config.ruleset.name,
      createdAt: record.createdAt,
      finishedAt: record.finishedAt,
      result: record.result ?? null,
      seats: state.config.seats.map((seat) => ({ seat, name: seatRecords[seat]?.name ?? seat })),
    },
    frames,
  };
}

/** `GET /matches/:id/replay`: 200 with the replay, 404 unknown, 409 unfinished, 500 if the log cannot be replayed. */
export function replayHandler(store: MatchStore) {
  return async (req: Request<{ id: string }>, res: Response): Promise<void> => {
    try {
      res.json(await buildReplay(store, req.params.id));
    } catch (e) {
      if (e instanceof ReplayRefused) return void res.status(e.status).json({ code: e.code, message: e.message });
      res.status(500).json({ code: 'REPLAY_FAILED', message: 'The match could not be replayed.' });
    }
  };
}
