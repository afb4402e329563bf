import { addWaits, gcByKind, recordPauses, whereSlowActionsWaited, type Pause } from './pauses';

const none = { gc: [] as Pause[], stalls: [] as Pause[] };

it('counts each slow action once, under the first pause it overlapped: server gc, server stall, client gc, client stall', () => {
  const server = { gc: [{ at: 100, ms: 30 }], stalls: [{ at: 100, ms: 30 }, { at: 300, ms: 20 }] };
  const client = { gc: [{ at: 500, ms: 20 }], stalls: [{ at: 700, ms: 12 }] };
  const actions = [
    { at: 90, ms: 40 }, // overlaps the server's collection (and the stall it caused): a server gc
    { at: 310, ms: 16 }, // the server's other stall
    { at: 505, ms: 18 }, // the client's collection
    { at: 690, ms: 20 }, // the client's stall
    { at: 900, ms: 25 }, // no pause at all
    { at: 131, ms: 5 }, // not slow: not counted
    { at: 260, ms: 39.9 }, // ends just before the server's stall began at 300: no overlap
  ];
  expect(whereSlowActionsWaited(actions, 15, server, client)).toEqual({
    overMs: 15,
    actions: 6,
    serverGc: 1,
    serverStall: 1,
    clientGc: 1,
    clientStall: 1,
    none: 2,
    server: { gcPauses: 1, longestGcMs: 30, stalls: 2, longestStallMs: 30 },
    client: { gcPauses: 1, longestGcMs: 20, stalls: 1, longestStallMs: 12 },
  });
  expect(whereSlowActionsWaited([], 15, none, none)).toMatchObject({ actions: 0, none: 0, server: { longestGcMs: 0 } });
});

it('records a stall of the event loop with when it began, on the epoch clock, and forgets it on reset', async () => {
  const pauses = recordPauses();
  await new Promise((r) => setTimeout(r, 20));
  const before = performance.timeOrigin + performance.now();
  const until = performance.now() + 60;
  while (performance.now() < until); // the loop held for 60 ms
  await new Promise((r) => setTimeout(r, 20));
  const stall = pauses.stalls.find((p) => p.ms > 40);
  expect(stall).toBeDefined();
  expect(stall!.at).toBeGreaterThan(before - 10);
  expect(stall!.at).toBeLessThan(before + 10);
  pauses.reset();
  expect(pauses.stalls).toEqual([]);
  expect(pauses.gc).toEqual([]);
});

it('sums the collections by kind, their pauses rounded to the millisecond', () => {
  const gc = [
    { at: 1, ms: 10.4, kind: 'scavenge' as const },
    { at: 2, ms: 20.4, kind: 'scavenge' as const },
    { at: 3, ms: 5.6, kind: 'markCompact' as const },
  ];
  expect(gcByKind(gc)).toEqual({ scavenge: { count: 2, ms: 31 }, markCompact: { count: 1, ms: 6 } });
  expect(gcByKind([])).toEqual({});
});

it("adds several client processes' slow actions, each laid against its own pauses", () => {
  const server = { gc: [{ at: 100, ms: 30 }], stalls: [] as Pause[] };
  const a = whereSlowActionsWaited([{ at: 90, ms: 40 }, { at: 500, ms: 20 }], 15, server, { gc: [{ at: 505, ms: 50 }], stalls: [] });
  // The second process's action at 500 overlaps the first's collection only, which did not hold it.
  const b = whereSlowActionsWaited([{ at: 500, ms: 20 }], 15, server, { gc: [], stalls: [{ at: 800, ms: 12 }] });
  expect(addWaits([a, b])).toEqual({
    overMs: 15,
    actions: 3,
    serverGc: 1,
    serverStall: 0,
    clientGc: 1,
    clientStall: 0,
    none: 1,
    server: { gcPauses: 1, longestGcMs: 30, stalls: 0, longestStallMs: 0 },
    client: { gcPauses: 1, longestGcMs: 50, stalls: 1, longestStallMs: 12 },
  });
  expect(addWaits([a])).toEqual(a);
  expect(() => addWaits([])).toThrow('at least one');
});
