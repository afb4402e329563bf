import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Action } from '@signum/shared';
import type { LoggedAction } from './match-store';
import { SqliteStore } from './sqlite-store';

// A full disk, as SQLite itself reports it: `max_page_count` caps the file, so a write that needs a
// new page fails with SQLITE_FULL exactly as when the disk has no room left.
describe('SqliteStore on a full disk', () => {
  let dir: string;
  let store: SqliteStore;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'signum-full-'));
    store = new SqliteStore(join(dir, 'signum.sqlite'));
  });
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const big = (index: number): LoggedAction => ({ index, seat: 'p1', action: { type: 'answer', decision: index, answer: 'x'.repeat(3000) } as unknown as Action });
  const record = (id: string) => ({ id, mode: 'duel' as const, config: { game: {} }, createdAt: new Date().toISOString() });

  it('fails the appends that do not fit, stores none of them, and takes the same appends once there is room', async () => {
    await store.createMatch(record('full-a'));
    await store.createMatch(record('full-b'));
    const pages = Number((store.pragma('page_count') as { page_count: number }[])[0]!.page_count);
    store.pragma(`max_page_count = ${pages}`);
    // Fill until the first failing batch (each 3 KB action needs most of a page).
    let a = 0;
    let b = 0;
    let failure: { code?: string } | undefined;
    for (let i = 0; i < 100 && !failure; i++) {
      // Asked for together, as two matches' actions are (they may share a transaction, or not).
      const [ra, rb] = await Promise.allSettled([store.appendAction('full-a', big(a)), store.appendAction('full-b', big(b))]);
      if (ra!.status === 'fulfilled') a++;
      else failure = ra!.reason;
      if (rb!.status === 'fulfilled') b++;
      else failure = rb!.reason;
    }
    expect(failure?.code).toBe('SQLITE_FULL');
    expect((await store.getMatch('full-a'))!.actions).toHaveLength(a);
    expect((await store.getMatch('full-b'))!.actions).toHaveLength(b);

    store.pragma('max_page_count = 1073741823'); // room again
    await Promise.all([store.appendAction('full-a', big(a)), store.appendAction('full-b', big(b))]);
    expect((await store.getMatch('full-a'))!.actions.map((x) => x.index)).toEqual([...Array(a + 1).keys()]);
    expect((await store.getMatch('full-b'))!.actions.map((x) => x.index)).toEqual([...Array(b + 1).keys()]);
  });
});
