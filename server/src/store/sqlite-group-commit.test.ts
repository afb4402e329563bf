import { sqliteKind } from '../../test-support/store-kinds';
import { storeCommitSeconds } from '../metrics';
import type { SqliteStore } from './sqlite-store';

/** How many commits the `signum_store_commit_seconds` histogram has counted. */
async function commitsCounted(): Promise<number> {
  return (await storeCommitSeconds.get()).values.find((v) => v.metricName === 'signum_store_commit_seconds_count')?.value ?? 0;
}

// Group commit on the event loop (sqlite-group-commit.ts): the writes of one turn share a transaction.
describe('SQLite group commit', () => {
  const kind = sqliteKind();
  let store: SqliteStore;
  beforeAll(async () => {
    await kind.setup();
    store = (await kind.open()) as SqliteStore;
  });
  afterAll(async () => {
    await store.close();
    await kind.teardown();
  });

  const record = (id: string) => ({ id, mode: 'duel' as const, config: {}, createdAt: '2026-11-24T00:00:00.000Z' });

  it('commits the writes asked for in one turn together, once, and each in a later turn on its own', async () => {
    const before = await commitsCounted();
    await Promise.all(['a', 'b', 'c'].map((id) => store.createMatch(record(id))));
    expect(store.largestCommit).toBe(3);
    expect(await commitsCounted()).toBe(before + 1);

    await store.appendAction('a', { index: 0, seat: 'p1', action: { type: 'endTurn' } });
    await store.appendAction('b', { index: 0, seat: 'p2', action: { type: 'endTurn' } });
    expect(await commitsCounted()).toBe(before + 3);
    expect((await store.getMatch('a'))!.actions).toHaveLength(1);
  });

  it('refuses one write of a batch without failing the others', async () => {
    const results = await Promise.allSettled([
      store.appendAction('c', { index: 0, seat: 'p1', action: { type: 'endTurn' } }),
      store.appendAction('c', { index: 5, seat: 'p1', action: { type: 'endTurn' } }), // leaves a gap after the 0 just before it
      store.createMatch(record('a')), // already stored
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    expect(results.slice(1).map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(['INDEX_GAP', 'MATCH_EXISTS']);
    expect((await store.getMatch('c'))!.actions.map((a) => a.index)).toEqual([0]);
  });
});
