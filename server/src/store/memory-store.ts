import { appendRefusal, checkIndex } from './append-check';
import { StoreError, type LoggedAction, type MatchRecord, type MatchStore } from './match-store';
import { MemoryPlayerStore } from './memory-player-store';

interface Stored {
  record: MatchRecord;
  actions: LoggedAction[];
}

/** Deep copy through JSON, as the database stores do: nothing the caller keeps aliases the store. */
function copy<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** A MatchStore in memory, for tests: the same rules as the database stores, no I/O, gone on exit. */
export class MemoryStore implements MatchStore {
  private readonly matches = new Map<string, Stored>();

  async createMatch(record: MatchRecord): Promise<void> {
    if (this.matches.has(record.id)) throw new StoreError('MATCH_EXISTS', `Match ${record.id} is already stored.`);
    this.matches.set(record.id, { record: copy(record), actions: [] });
  }

  async appendAction(matchId: string, entry: LoggedAction): Promise<void> {
    checkIndex(matchId, entry.index);
    const m = this.matches.get(matchId);
    const state = { exists: !!m, finished: !!m?.record.finishedAt, nextIndex: m?.actions.length ?? 0 };
    if (!m || state.finished || entry.index !== state.nextIndex) throw appendRefusal(matchId, entry.index, state);
    m.actions.push(copy(entry));
  }

  async finishMatch(matchId: string, finishedAt: string, result: unknown): Promise<void> {
    const m = this.matches.get(matchId);
    if (!m) throw new StoreError('UNKNOWN_MATCH', `No match ${matchId} is stored.`);
    if (m.record.finishedAt) throw new StoreError('MATCH_FINISHED', `Match ${matchId} has already finished.`);
    m.record.finishedAt = finishedAt;
    m.record.result = copy(result);
  }

  async getMatch(matchId: string): Promise<{ record: MatchRecord; actions: LoggedAction[] } | undefined> {
    const m = this.matches.get(matchId);
    return m ? copy(m) : undefined;
  }

  async unfinishedMatches(): Promise<MatchRecord[]> {
    return [...this.matches.values()]
      .filter((m) => !m.record.finishedAt)
      .sort((a, b) => cmp(a.record.createdAt, b.record.createdAt) || cmp(a.record.id, b.record.id))
      .map((m) => copy(m.record));
  }

  async finishedMatches(limit: number): Promise<MatchRecord[]> {
    return [...this.matches.values()]
      .filter((m) => !!m.record.finishedAt)
      .sort((a, b) => cmp(b.record.finishedAt!, a.record.finishedAt!) || cmp(a.record.id, b.record.id))
      .slice(0, Math.max(0, limit))
      .map((m) => copy(m.record));
  }

  async close(): Promise<void> {}

  /** The players' tables, in memory too (player-store.ts). */
  players(): MemoryPlayerStore {
    return (this.playerStore ??= new MemoryPlayerStore(this));
  }
  private playerStore: MemoryPlayerStore | undefined;
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
