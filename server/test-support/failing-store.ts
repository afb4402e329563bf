import type { LoggedAction, MatchRecord, MatchStore } from '../src/store/match-store';
import { playerStoreOf, type PlayerStore } from '../src/store/player-store';

/** The writes a FailingStore can be told to fail. */
export type WriteKind = 'create' | 'append' | 'finish';

/** The error a full disk gives (what the room sees from SQLite or the file system). */
export function diskFull(): Error {
  return Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
}

/**
 * A MatchStore that passes everything to `inner` except the writes it was told to fail: the next
 * `n` of a kind (optionally only those matching `which`), each failing with a disk-full error and
 * changing nothing. It counts the failures it caused.
 */
export class FailingStore implements MatchStore {
  private readonly plans: { kind: WriteKind; left: number; which?: (e: { matchId: string; entry?: LoggedAction }) => boolean }[] = [];
  /** Writes failed so far, by kind. */
  readonly failed: Record<WriteKind, number> = { create: 0, append: 0, finish: 0 };

  constructor(readonly inner: MatchStore) {}

  /** The inner store's players' tables: only match-log writes are failed here. */
  players(): PlayerStore {
    const players = playerStoreOf(this.inner);
    if (!players) throw new Error('The inner store has no player tables.');
    return players;
  }

  /** Fail the next `n` writes of `kind` (those `which` accepts, if given). */
  failNext(kind: WriteKind, n: number, which?: (e: { matchId: string; entry?: LoggedAction }) => boolean): void {
    this.plans.push({ kind, left: n, ...(which ? { which } : {}) });
  }

  private shouldFail(kind: WriteKind, matchId: string, entry?: LoggedAction): boolean {
    const plan = this.plans.find((p) => p.kind === kind && p.left > 0 && (!p.which || p.which({ matchId, ...(entry ? { entry } : {}) })));
    if (!plan) return false;
    plan.left--;
    this.failed[kind]++;
    return true;
  }

  async createMatch(record: MatchRecord): Promise<void> {
    if (this.shouldFail('create', record.id)) throw diskFull();
    return this.inner.createMatch(record);
  }
  async appendAction(matchId: string, entry: LoggedAction): Promise<void> {
    if (this.shouldFail('append', matchId, entry)) throw diskFull();
    return this.inner.appendAction(matchId, entry);
  }
  async finishMatch(matchId: string, finishedAt: string, result: unknown): Promise<void> {
    if (this.shouldFail('finish', matchId)) throw diskFull();
    return this.inner.finishMatch(matchId, finishedAt, result);
  }
  getMatch(matchId: string) {
    return this.inner.getMatch(matchId);
  }
  unfinishedMatches() {
    return this.inner.unfinishedMatches();
  }
  finishedMatches(limit: number) {
    return this.inner.finishedMatches(limit);
  }
  close() {
    return this.inner.close();
  }
}
