import type { Action } from '@signum/shared';
import { allStoreKinds, type StoreKind } from '../../test-support/store-kinds';
import { StoreError, type LoggedAction, type MatchRecord, type MatchStore } from './match-store';
import { MIGRATIONS } from './migrations';

// One contract, three stores: what the room relies on must hold for memory, SQLite and PostgreSQL alike.

const record = (id: string, createdAt: string, extra: Partial<MatchRecord> = {}): MatchRecord => ({
  id,
  mode: 'duel',
  config: { game: { mode: 'duel', seed: `seed-${id}`, loadouts: {} }, room: { private: false, note: 'ünïcode ✓' } },
  createdAt,
  ...extra,
});

const act = (index: number, seat = index % 2 ? 'p2' : 'p1'): LoggedAction => ({
  index,
  seat,
  action: { type: 'answer', decision: index, answer: { kind: 'pass', list: [index, index + 1] } } as unknown as Action,
});

async function refusal(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    if (err instanceof StoreError) return err.code;
    throw err;
  }
  throw new Error('the store accepted a write it should have refused');
}

function contract(kind: StoreKind): void {
  let store: MatchStore;
  let n = 0;
  const id = () => `m-${++n}`;

  beforeAll(async () => {
    await kind.setup();
    store = await kind.open();
  });
  afterAll(async () => {
    await store?.close();
    await kind.teardown();
  });

  it('creates a match and reads it back as written, with no actions', async () => {
    const r = record(id(), '2026-01-01T00:00:00.000Z');
    await store.createMatch(r);
    expect(await store.getMatch(r.id)).toEqual({ record: r, actions: [] });
    expect(await store.getMatch('no-such-match')).toBeUndefined();
  });

  it('refuses a second match with the same id', async () => {
    const r = record(id(), '2026-01-01T00:00:01.000Z');
    await store.createMatch(r);
    expect(await refusal(store.createMatch({ ...r, mode: 'ffa3' }))).toBe('MATCH_EXISTS');
    expect((await store.getMatch(r.id))?.record.mode).toBe('duel');
  });

  it('appends in order and returns the actions in order, exactly as given', async () => {
    const r = record(id(), '2026-01-01T00:00:02.000Z');
    await store.createMatch(r);
    const log = Array.from({ length: 12 }, (_, i) => act(i));
    for (const entry of log) await store.appendAction(r.id, entry);
    const got = await store.getMatch(r.id);
    expect(got?.actions).toEqual(log);
    expect(got?.actions.map((a) => a.index)).toEqual([...Array(12).keys()]);
  });

  it('keeps which actions the clock chose (a decision or a turn timed out), and no mark on the others', async () => {
    const r = record(id(), '2026-01-01T00:00:02.500Z');
    await store.createMatch(r);
    const log: LoggedAction[] = [act(0), { ...act(1), timedOut: 'decision' }, { ...act(2), timedOut: 'turn' }, act(3)];
    for (const entry of log) await store.appendAction(r.id, entry);
    const got = (await store.getMatch(r.id))!.actions;
    expect(got).toEqual(log);
    expect('timedOut' in got[0]!).toBe(false);
  });

  it('refuses a duplicate index, a gap, a negative index and an unknown match, changing nothing', async () => {
    const r = record(id(), '2026-01-01T00:00:03.000Z');
    await store.createMatch(r);
    await store.appendAction(r.id, act(0));
    await store.appendAction(r.id, act(1));
    expect(await refusal(store.appendAction(r.id, act(1, 'p3')))).toBe('DUPLICATE_INDEX');
    expect(await refusal(store.appendAction(r.id, act(0)))).toBe('DUPLICATE_INDEX');
    expect(await refusal(store.appendAction(r.id, act(3)))).toBe('INDEX_GAP');
    expect(await refusal(store.appendAction(r.id, act(-1)))).toBe('INDEX_GAP');
    expect(await refusal(store.appendAction('no-such-match', act(0)))).toBe('UNKNOWN_MATCH');
    expect((await store.getMatch(r.id))?.actions).toEqual([act(0), act(1)]);
    await store.appendAction(r.id, act(2)); // the right next index still goes in after refusals
    expect((await store.getMatch(r.id))?.actions).toHaveLength(3);
  });

  it('lets exactly one of two racing appends of the same index through', async () => {
    const r = record(id(), '2026-01-01T00:00:04.000Z');
    await store.createMatch(r);
    const results = await Promise.allSettled([store.appendAction(r.id, act(0, 'p1')), store.appendAction(r.id, act(0, 'p2'))]);
    expect(results.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((x) => x.status === 'rejected') as PromiseRejectedResult;
    expect((rejected.reason as StoreError).code).toBe('DUPLICATE_INDEX');
    expect((await store.getMatch(r.id))?.actions).toHaveLength(1);
  });

  it('lists unfinished matches oldest first and finished ones newest first, with their results', async () => {
    const a = record(id(), '2027-01-01T00:00:00.000Z');
    const b = record(id(), '2027-01-01T00:00:01.000Z', { mode: 'teams' });
    const c = record(id(), '2027-01-01T00:00:02.000Z', { mode: 'ffa4' });
    for (const r of [c, a, b]) await store.createMatch(r);
    await store.appendAction(a.id, act(0));
    const result = { winners: ['p2'], reason: 'heroKilled' };
    await store.finishMatch(a.id, '2027-01-02T00:00:00.000Z', result);
    await store.finishMatch(c.id, '2027-01-03T00:00:00.000Z', { winners: [], reason: 'draw' });

    const unfinished = (await store.unfinishedMatches()).map((m) => m.id);
    expect(unfinished).toContain(b.id);
    expect(unfinished).not.toContain(a.id);
    expect(unfinished).not.toContain(c.id);
    const finished = await store.finishedMatches(100);
    expect(finished.map((m) => m.id).slice(0, 2)).toEqual([c.id, a.id]);
    expect(finished[1]).toEqual({ ...a, finishedAt: '2027-01-02T00:00:00.000Z', result });
    expect((await store.finishedMatches(1)).map((m) => m.id)).toEqual([c.id]);
    expect(await store.finishedMatches(0)).toEqual([]);
    // The unfinished list is in creation order.
    const created = (await store.unfinishedMatches()).map((m) => m.createdAt);
    expect(created).toEqual([...created].sort());
  });

  it('refuses to finish twice, to finish an unknown match, and to append after the finish', async () => {
    const r = record(id(), '2026-01-01T00:00:05.000Z');
    await store.createMatch(r);
    await store.appendAction(r.id, act(0));
    await store.finishMatch(r.id, '2026-01-01T01:00:00.000Z', { winners: ['p1'], reason: 'prosperity' });
    expect(await refusal(store.finishMatch(r.id, '2026-01-01T02:00:00.000Z', { winners: ['p2'], reason: 'forfeit' }))).toBe('MATCH_FINISHED');
    expect(await refusal(store.finishMatch('no-such-match', '2026-01-01T02:00:00.000Z', null))).toBe('UNKNOWN_MATCH');
    expect(await refusal(store.appendAction(r.id, act(1)))).toBe('MATCH_FINISHED');
    const got = await store.getMatch(r.id);
    expect(got?.record.result).toEqual({ winners: ['p1'], reason: 'prosperity' });
    expect(got?.record.finishedAt).toBe('2026-01-01T01:00:00.000Z');
    expect(got?.actions).toHaveLength(1);
  });

  it('hands out copies: changing a returned record or action does not change the store', async () => {
    const r = record(id(), '2026-01-01T00:00:06.000Z');
    await store.createMatch(r);
    await store.appendAction(r.id, act(0));
    const got = await store.getMatch(r.id);
    (got!.record.config as { game: { seed: string } }).game.seed = 'changed';
    (got!.actions[0]!.action as unknown as { decision: number }).decision = 99;
    const again = await store.getMatch(r.id);
    expect(again?.record).toEqual(r);
    expect(again?.actions).toEqual([act(0)]);
  });

  it('takes concurrent appends to different matches, each log complete and in order', async () => {
    const ids = Array.from({ length: 6 }, () => id());
    await Promise.all(ids.map((m, i) => store.createMatch(record(m, `2026-02-01T00:00:0${i}.000Z`))));
    // Each match appends its own actions one after another (as a room does); the matches run at once.
    const perMatch = 25;
    await Promise.all(
      ids.map(async (m, k) => {
        for (let i = 0; i < perMatch; i++) {
          await store.appendAction(m, { ...act(i), seat: `p${(k % 4) + 1}` });
          if ((i + k) % 3 === 0) await new Promise((res) => setImmediate(res)); // interleave the matches
        }
      }),
    );
    for (const [k, m] of ids.entries()) {
      const got = await store.getMatch(m);
      expect(got?.actions.map((a) => a.index)).toEqual([...Array(perMatch).keys()]);
      expect(new Set(got?.actions.map((a) => a.seat))).toEqual(new Set([`p${(k % 4) + 1}`]));
    }
  });

  // Only stores whose data outlives close are reopened (not registered at all for memory).
  if (kind.durable) it('keeps everything after close and reopen', async () => {
    const r = record(id(), '2026-03-01T00:00:00.000Z');
    await store.createMatch(r);
    for (let i = 0; i < 5; i++) await store.appendAction(r.id, act(i));
    const before = { match: await store.getMatch(r.id), unfinished: await store.unfinishedMatches(), finished: await store.finishedMatches(50) };
    await store.close();
    store = await kind.open();
    expect(await store.getMatch(r.id)).toEqual(before.match);
    expect(await store.unfinishedMatches()).toEqual(before.unfinished);
    expect(await store.finishedMatches(50)).toEqual(before.finished);
    await store.appendAction(r.id, act(5)); // the log continues where it stopped
    expect(await refusal(store.appendAction(r.id, act(5)))).toBe('DUPLICATE_INDEX');
    expect((await store.getMatch(r.id))?.actions).toHaveLength(6);
  });

  if (kind.durable) it('opening again on existing data applies no migration twice', async () => {
    const second = await kind.open();
    try {
      const versions = await (second as unknown as { schemaVersions(): number[] | Promise<number[]> }).schemaVersions();
      expect(versions).toEqual(MIGRATIONS.map((m) => m.version));
      expect((await second.unfinishedMatches()).length).toBeGreaterThan(0);
    } finally {
      await second.close();
    }
  });
}

for (const kind of allStoreKinds()) {
  const available = !kind.service || kind.service.available;
  (available ? describe : describe.skip)(`MatchStore contract: ${kind.name}`, () => contract(kind));
}
