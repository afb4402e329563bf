import type { GameResult, Seat } from '../state/types';

/** What the simulator records about one finished (or stopped) game. */
export interface GameRecord {
  seed: string;
  decks: Partial<Record<Seat, string>>;
  result: GameResult | null;
  turns: number;
  actions: number;
  events: number;
  /** Why the game went wrong while being played (see `playGame`), or that it never finished. */
  errors: string[];
  /** Replaying the log did not give the same final state; `replayDetail` says how. */
  replayMismatch: boolean;
  replayDetail?: string;
}

/** Totals over a series of games; the same games always give the same summary. */
export interface SimSummary {
  games: number;
  finished: number;
  errors: number;
  replayMismatches: number;
  winsByReason: Record<string, number>;
  /** Wins per precon id (a shared win counts for each winner). */
  winsByDeck: Record<string, number>;
  gamesByDeck: Record<string, number>;
  meanTurns: number;
  meanActions: number;
  totalActions: number;
  totalEvents: number;
}

/** Add up a series of game records. */
export function summarise(records: readonly GameRecord[]): SimSummary {
  const s: SimSummary = {
    games: records.length, finished: 0, errors: 0, replayMismatches: 0, winsByReason: {}, winsByDeck: {}, gamesByDeck: {},
    meanTurns: 0, meanActions: 0, totalActions: 0, totalEvents: 0,
  };
  let turns = 0;
  for (const r of records) {
    if (r.result) {
      s.finished++;
      s.winsByReason[r.result.reason] = (s.winsByReason[r.result.reason] ?? 0) + 1;
      for (const w of r.result.winners) {
        const deck = r.decks[w];
        if (deck) s.winsByDeck[deck] = (s.winsByDeck[deck] ?? 0) + 1;
      }
    }
    for (const deck of Object.values(r.decks)) if (deck) s.gamesByDeck[deck] = (s.gamesByDeck[deck] ?? 0) + 1;
    if (r.errors.length > 0) s.errors++;
    if (r.replayMismatch) s.replayMismatches++;
    turns += r.turns;
    s.totalActions += r.actions;
    s.totalEvents += r.events;
  }
  const n = Math.max(1, records.length);
  s.meanTurns = round2(turns / n);
  s.meanActions = round2(s.totalActions / n);
  return s;
}

/** The human part of the simulator's report. */
export function summaryLines(s: SimSummary): string[] {
  const reasons = Object.entries(s.winsByReason).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k} ${v}`);
  const decks = Object.keys(s.gamesByDeck).sort().map((d) => `${d} ${s.winsByDeck[d] ?? 0}/${s.gamesByDeck[d]}`);
  return [
    `games ${s.games}, finished ${s.finished}, with errors ${s.errors}, replay mismatches ${s.replayMismatches}`,
    `results by reason: ${reasons.length > 0 ? reasons.join(', ') : '(none)'}`,
    `wins/games by deck: ${decks.join(', ')}`,
    `mean turns ${s.meanTurns}, mean actions ${s.meanActions}, events ${s.totalEvents}`,
  ];
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

/** Deck counts added up by faction (each deck id mapped through `factionOf`; unknown ids count as "?"). */
export function countsByFaction(byDeck: Record<string, number>, factionOf: (deck: string) => string | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [deck, n] of Object.entries(byDeck)) {
    const f = factionOf(deck) ?? '?';
    out[f] = (out[f] ?? 0) + n;
  }
  return out;
}
