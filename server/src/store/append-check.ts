import { StoreError } from './match-store';

/** What a store knows about a match when an append or a finish did not go through. */
export interface MatchLogState {
  exists: boolean;
  finished: boolean;
  /** How many actions are logged (the only index the next append may carry). */
  nextIndex: number;
}

/** The StoreError for an append of `index` to a match in state `m` that the store refused. */
export function appendRefusal(matchId: string, index: number, m: MatchLogState): StoreError {
  if (!m.exists) return new StoreError('UNKNOWN_MATCH', `No match ${matchId} is stored.`);
  if (m.finished) return new StoreError('MATCH_FINISHED', `Match ${matchId} has finished; no more actions can be logged.`);
  if (index < m.nextIndex) return new StoreError('DUPLICATE_INDEX', `Match ${matchId} already has action #${index} (it has ${m.nextIndex}).`);
  return new StoreError('INDEX_GAP', `Match ${matchId} has ${m.nextIndex} actions; action #${index} would leave a gap.`);
}

/** Throws unless `index` is a whole number ≥ 0 (checked before any I/O). */
export function checkIndex(matchId: string, index: number): void {
  if (!Number.isInteger(index) || index < 0) throw new StoreError('INDEX_GAP', `Action index ${index} for match ${matchId} is not a whole number from 0.`);
}
