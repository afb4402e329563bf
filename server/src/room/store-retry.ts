import { StoreError, type StoreErrorCode } from '../store/match-store';

/** The first wait after a failed store write, doubled after each further failure up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 100;
/** The longest wait between two attempts. */
export const RETRY_MAX_MS = 5000;

/** What players are sent (`saving`) while a write is being retried and once it is on disk. */
export interface SavingMessage {
  state: 'retrying' | 'saved';
  /** A sentence the client shows as it is. */
  message: string;
  /** Failed attempts so far (when retrying). */
  attempts?: number;
}

/** Who hears about a write in trouble, and whether to give up (the room is closing). */
export interface RetryWatch {
  /** The write of `what` (e.g. "log action 12") failed `attempts` times; it is tried again in `waitMs`. */
  failing(what: string, attempts: number, waitMs: number, err: unknown): void;
  /** The write is on disk after failing at least once. */
  recovered(): void;
  /** True once retrying is pointless (the room is being disposed). */
  stopped(): boolean;
}

/**
 * Write until the store has it: a failed write (a full disk, a lost database connection) is tried
 * again with backoff for as long as the room lives, so a match never stalls on one bad moment and
 * nothing is acknowledged before it is stored. A StoreError is the store refusing the write itself
 * (a wrong index, a finished match): it is thrown at once, not retried — except `landed`, which on a
 * second or later attempt means an earlier attempt did commit (its answer was what got lost).
 * Resolves true once stored, false if the room stopped first. `what` names the write for the watch.
 */
export async function writeUntilStored(write: () => Promise<void>, landed: StoreErrorCode, watch: RetryWatch, what: string): Promise<boolean> {
  let failures = 0;
  let wait = RETRY_FIRST_MS;
  for (;;) {
    try {
      await write();
      if (failures) watch.recovered();
      return true;
    } catch (err) {
      if (err instanceof StoreError) {
        if (failures > 0 && err.code === landed) return watch.recovered(), true;
        throw err;
      }
      failures++;
      if (watch.stopped()) return false;
      watch.failing(what, failures, wait, err);
      await new Promise((r) => setTimeout(r, wait));
      wait = Math.min(wait * 2, RETRY_MAX_MS);
      if (watch.stopped()) return false;
    }
  }
}
