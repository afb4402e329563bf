import Database from 'better-sqlite3';
import { fdatasync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sqliteKind, type StoreKind } from '../../test-support/store-kinds';
import { storeCommitSeconds } from '../metrics';
import { SqliteGroupCommit, type WalSync } from './sqlite-group-commit';
import { SqliteStore } from './sqlite-store';

/** The next turn of the event loop. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

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

// The WAL's sync runs off the event loop (sqlite-group-commit.ts): a write settles only once it is done.
describe('SQLite group commit syncing the WAL off the event loop', () => {
  let dir: string;
  let db: Database.Database;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'signum-sync-'));
    await new SqliteStore(join(dir, 'signum.sqlite')).close(); // the file and its tables
    db = new Database(join(dir, 'signum.sqlite'));
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
  });
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A sync that waits for `release` before syncing for real, and counts its calls. */
  function heldSync() {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const calls: number[] = [];
    const walSync: WalSync = {
      fdatasync: (fd, done) => {
        calls.push(fd);
        void held.then(() => fdatasync(fd, done));
      },
      failed: () => {
        throw new Error('no sync should fail here');
      },
    };
    return { walSync, calls, release };
  }

  it('settles a write only after the sync of its commit, with the event loop free meanwhile, and commits at FULL otherwise', async () => {
    const { walSync, calls, release } = heldSync();
    const group = new SqliteGroupCommit(db, 0, walSync);
    let settled = false;
    const write = group.write({ op: 'create', args: { id: 'held', mode: 'duel', config: '{}', createdAt: 'now', finishedAt: null, result: null } }, { matchId: 'held' }).then(() => (settled = true));
    // Several turns of the loop go by: the commit is made, its sync asked for, and the write still waits.
    for (let i = 0; i < 5; i++) await nextTurn();
    expect(calls).toHaveLength(1);
    expect(settled).toBe(false);
    expect(db.prepare('SELECT id FROM matches WHERE id = ?').get('held')).toEqual({ id: 'held' }); // committed, not yet acknowledged
    expect(db.pragma('synchronous', { simple: true })).toBe(2); // the rest of the connection keeps FULL
    release();
    await write;
    expect(settled).toBe(true);
    await group.settled();
    group.close();
  });

  it('commits the writes asked for while a sync is on its way together once it is done, and syncs them once', async () => {
    const { walSync, calls, release } = heldSync();
    const group = new SqliteGroupCommit(db, 0, walSync);
    const append = (index: number) => group.write({ op: 'append', args: { matchId: 'held', index, seat: 'p1', action: '{}', timedOut: null } }, { matchId: 'held', index });
    const first = append(0);
    await nextTurn();
    await nextTurn();
    const second = append(1); // asked for while the first one's sync is held
    const third = append(2);
    await nextTurn();
    await nextTurn();
    expect(calls).toHaveLength(1);
    expect(db.prepare('SELECT count(*) AS n FROM match_actions WHERE match_id = ?').get('held')).toEqual({ n: 1 }); // not committed yet
    release();
    await Promise.all([first, second, third]);
    expect(calls).toHaveLength(2); // the first commit's, then one for the commit of the two after it
    expect(group.largestCommit).toBe(2);
    group.close();
  });

  it('acknowledges nothing of a commit whose sync failed, and says so', async () => {
    const failures: Error[] = [];
    // The sync fails a turn later, while `settled` (a store closing) already waits for it.
    const failLater: WalSync['fdatasync'] = (_fd, done) => void setImmediate(() => done(Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' })));
    const group = new SqliteGroupCommit(db, 0, { fdatasync: failLater, failed: (err) => void failures.push(err) });
    let settled = false;
    void group.write({ op: 'append', args: { matchId: 'held', index: 3, seat: 'p1', action: '{}', timedOut: null } }, { matchId: 'held', index: 3 }).finally(() => (settled = true));
    await group.settled(); // returns once the sync is over, failed or not
    await new Promise((r) => setTimeout(r, 20));
    expect(failures.map((e) => e.message)).toEqual(['EIO: i/o error, fdatasync']);
    expect(settled).toBe(false);
    group.close();
  });
});
