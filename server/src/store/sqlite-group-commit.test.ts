import { sqliteKind, type StoreKind } from '../../test-support/store-kinds';
import { storeCommitSeconds } from '../metrics';
import type { SqliteStore } from './sqlite-store';

/** How many commits the `signum_store_commit_seconds` histogram has counted. */
async function commitsCounted(): Promise<number> {
  return (await storeCommitSeconds.get()).values.find((v) => v.metricName === 'signum_store_commit_seconds_count')?.value ?? 0;
}

/** The suite's store of `kind`: opened before its tests, closed and removed after them. */
function openedFor(kind: StoreKind): () => SqliteStore {
  let store: SqliteStore;
  beforeAll(async () => {
    await kind.setup();
    store = (await kind.open()) as SqliteStore;
  });
  afterAll(async () => {
    await store.close();
    await kind.teardown();
  });
  return () => store;
}

/** A match record to create. */
const record = (id: string) => ({ id, mode: 'duel' as const, config: {}, createdAt: '2026-11-24T00:00:00.000Z' });

// Group commit on the event loop (sqlite-group-commit.ts): the writes of one turn share a transaction.
describe('SQLite group commit', () => {
  const kind = sqliteKind();
  const opened = openedFor(kind);

  it('commits the writes asked for in one turn together, once, and each in a later turn on its own', async () => {
    const before = await commitsCounted();
    await Promise.all(['a', 'b', 'c'].map((id) => opened().createMatch(record(id))));
    expect(opened().largestCommit).toBe(3);
    expect(await commitsCounted()).toBe(before + 1);

    await opened().appendAction('a', { index: 0, seat: 'p1', action: { type: 'endTurn' } });
    await opened().appendAction('b', { index: 0, seat: 'p2', action: { type: 'endTurn' } });
    expect(await commitsCounted()).toBe(before + 3);
    expect((await opened().getMatch('a'))!.actions).toHaveLength(1);
  });

  it('refuses one write of a batch without failing the others', async () => {
    const results = await Promise.allSettled([
      opened().appendAction('c', { index: 0, seat: 'p1', action: { type: 'endTurn' } }),
      opened().appendAction('c', { index: 5, seat: 'p1', action: { type: 'endTurn' } }), // leaves a gap after the 0 just before it
      opened().createMatch(record('a')), // already stored
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    expect(results.slice(1).map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(['INDEX_GAP', 'MATCH_EXISTS']);
    expect((await opened().getMatch('c'))!.actions.map((a) => a.index)).toEqual([0]);
  });
});

// STORE_COMMIT_INTERVAL_MS: under load, commits at least the interval apart, the writes between sharing one.
describe('SQLite group commit with an interval between commits', () => {
  const INTERVAL_MS = 1000;
  const kind = sqliteKind({ commitIntervalMs: INTERVAL_MS });
  const opened = openedFor(kind);

  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it('lets writes asked for in later turns soon after a commit share the next one, each settled once it is on disk', async () => {
    await opened().createMatch(record('m')); // the first commit: nothing before it to wait for
    const before = await commitsCounted();
    const first = opened().appendAction('m', { index: 0, seat: 'p1', action: { type: 'endTurn' } });
    await nextTurn();
    const second = opened().appendAction('m', { index: 1, seat: 'p2', action: { type: 'endTurn' } });
    await Promise.all([first, second]);
    expect(await commitsCounted()).toBe(before + 1);
    expect(opened().largestCommit).toBe(2);
    // On disk for any other connection to read.
    const reader = await kind.open();
    expect((await reader.getMatch('m'))!.actions.map((a) => a.index)).toEqual([0, 1]);
    await reader.close();
  });

  it('commits at once, in the next turn, when the last commit is longer ago than the interval', async () => {
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS + 50));
    const before = await commitsCounted();
    const written = opened().appendAction('m', { index: 2, seat: 'p1', action: { type: 'endTurn' } }).then(() => 'written');
    const halfway = new Promise((resolve) => setTimeout(() => resolve('waited'), INTERVAL_MS / 2));
    expect(await Promise.race([written, halfway])).toBe('written');
    expect(await commitsCounted()).toBe(before + 1);
  });
});
